// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FRAGMENT_EXPIRY_MS } from '../constants';
import { MINI_CART, parseFragments } from './check';
import { freshness, type StoredCart } from './freshness';

const now = 1_800_000_000_000;
const fragments = JSON.stringify({
  [MINI_CART]: '<div class="widget_shopping_cart_content"></div>',
  'span.x': '<span>1</span>',
});
const fresh: StoredCart = {
  storage: true,
  fragments,
  sessionHash: 'abc',
  cookieHash: 'abc',
  createdAt: String(now - 1000),
  now,
};

describe('cart fragment freshness', () => {
  it('shows stored fragments when the hash matches the cookie, refreshing at creation + 24 h', () => {
    const result = freshness(fresh);
    expect(result).toEqual({
      refresh: false,
      fragments: JSON.parse(fragments),
      refreshAt: now - 1000 + FRAGMENT_EXPIRY_MS,
    });
  });

  it('an empty cart: no stored hash and no cookie count as equal', () => {
    const result = freshness({ ...fresh, sessionHash: null, cookieHash: '', createdAt: null });
    expect(result).toMatchObject({ refresh: false, refreshAt: null });
  });

  it.each<[string, Partial<StoredCart>, string]>([
    ['storage unavailable', { storage: false }, 'no storage'],
    ['a hash without creation time', { createdAt: null }, 'no cart_created'],
    ['an unreadable creation time', { createdAt: 'wczoraj' }, 'no cart_created'],
    [
      'an unreadable creation time of an empty cart',
      { createdAt: 'wczoraj', sessionHash: null, cookieHash: '' },
      'no cart_created',
    ],
    ['created 24 h + 1 ms ago', { createdAt: String(now - FRAGMENT_EXPIRY_MS - 1) }, 'Fragment expired'],
    ['no stored fragments', { fragments: null }, 'No fragment'],
    ['corrupt stored fragments', { fragments: '{"div.widget_shopping_cart_content":' }, 'No fragment'],
    ['stored fragments of the wrong shape', { fragments: '["a"]' }, 'No fragment'],
    ['fragments with a non-string value', { fragments: `{"${MINI_CART}": 5}` }, 'No fragment'],
    ['fragments without the mini-cart', { fragments: '{"span.x":"<span></span>"}' }, 'No fragment'],
    ['a cart changed elsewhere (hash ≠ cookie)', { cookieHash: 'def' }, 'cart hash changed'],
    ['a cart emptied elsewhere (cookie gone)', { cookieHash: '' }, 'cart hash changed'],
  ])('%s → refresh (%s)', (_name, change, reason) => {
    expect(freshness({ ...fresh, ...change })).toEqual({ refresh: true, reason });
  });

  it('created exactly 24 h ago is still fresh', () => {
    expect(freshness({ ...fresh, createdAt: String(now - FRAGMENT_EXPIRY_MS) })).toMatchObject({
      refresh: false,
      refreshAt: now,
    });
  });

  it('parseFragments accepts only a map of strings', () => {
    expect(parseFragments('{"a":"<b></b>"}')).toEqual({ a: '<b></b>' });
    expect(parseFragments('null')).toBeNull();
    expect(parseFragments('')).toBeNull();
  });
});
