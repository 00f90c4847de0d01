// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeUrl } from '../http';
import { addToCartOutcome } from './answer';

const origin = 'https://sklep.example';
const settings = { redirectAfterAdd: false, cartUrl: '/koszyk/', base: origin };

describe('add-to-cart answer', () => {
  it('an empty answer is ignored', () => {
    expect(addToCartOutcome(null, settings)).toEqual({ kind: 'ignore' });
    expect(addToCartOutcome('', settings)).toEqual({ kind: 'ignore' });
  });

  it('error + product_url goes to the product, before any cart redirect', () => {
    expect(
      addToCartOutcome(
        { error: true, product_url: '/produkt/kubek/' },
        { ...settings, redirectAfterAdd: true },
      ),
    ).toEqual({
      kind: 'redirect',
      url: 'https://sklep.example/produkt/kubek/',
      reason: 'error',
    });
  });

  it('cart_redirect_after_add goes to the cart', () => {
    expect(
      addToCartOutcome({ fragments: {}, cart_hash: 'h' }, { ...settings, redirectAfterAdd: true }),
    ).toEqual({
      kind: 'redirect',
      url: 'https://sklep.example/koszyk/',
      reason: 'cart',
    });
  });

  it('an error without product_url goes to the cart too when the shop redirects after adding', () => {
    for (const answer of [
      { error: true },
      { error: true, product_url: false },
      { error: true, product_url: '' },
    ])
      expect(addToCartOutcome(answer, { ...settings, redirectAfterAdd: true })).toEqual({
        kind: 'redirect',
        url: 'https://sklep.example/koszyk/',
        reason: 'cart',
      });
  });

  it('an error without product_url and no redirect is the shop refusing the product', () => {
    const refused = { kind: 'invalid', reason: 'the shop refused the product', refused: true };
    expect(addToCartOutcome({ error: true }, settings)).toEqual(refused);
    expect(addToCartOutcome({ error: true, product_url: false, fragments: {} }, settings)).toEqual(refused);
  });

  it('otherwise the fragments are swapped', () => {
    expect(
      addToCartOutcome({ fragments: { 'div.a': '<div class="a"></div>' }, cart_hash: 'h1' }, settings),
    ).toEqual({
      kind: 'fragments',
      fragments: { 'div.a': '<div class="a"></div>' },
      cartHash: 'h1',
    });
  });

  it.each([
    [[1, 2], 'the answer is not an object'],
    ['<html>', 'the answer is not an object'],
    [{ error: true, product_url: 'javascript:alert(1)' }, 'product_url is not a link into this shop'],
    [{ error: true, product_url: 'https://evil.example/x' }, 'product_url is not a link into this shop'],
    [{ fragments: 'nope', cart_hash: 'h' }, 'the answer has no fragments'],
    [{ fragments: { 'div.a': 5 } }, 'the answer has no fragments'],
  ])('%j is invalid: %s', (answer, reason) => {
    expect(addToCartOutcome(answer, settings)).toEqual({ kind: 'invalid', reason });
  });

  it('safeUrl keeps only http(s) links into the shop', () => {
    expect(safeUrl('/koszyk/?a=1', origin)).toBe('https://sklep.example/koszyk/?a=1');
    expect(safeUrl('javascript:alert(1)', origin)).toBeUndefined();
    expect(safeUrl('//evil.example/', origin)).toBeUndefined();
    expect(safeUrl('', origin)).toBeUndefined();
    expect(safeUrl(42, origin)).toBeUndefined();
  });
});
