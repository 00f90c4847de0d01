import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announce, liveRegion } from '../../shared/announcer';
import { firstAlertNotice, focusAlert } from '../../widgets/notices/attend';
import { flag, json } from '../../shared/php-values';
import { readProps } from '../../shared/props';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('readProps', () => {
  const schema = z.object({
    product_id: z.string(),
    product_variations: json(z.union([z.array(z.object({ variation_id: z.number() })), z.literal(false)])),
    ajaxMode: z._default(flag, false),
  });

  it('reads WooCommerce data attributes with their own spelling and parses JSON values', () => {
    document.body.innerHTML = `<form data-island="x" data-island-strategy="idle" data-product_id="12" data-ajax-mode="yes"
      data-product_variations='[{"variation_id":7}]'></form>`;
    const props = readProps(document.querySelector('form')!, schema);
    expect(props).toEqual({ product_id: '12', product_variations: [{ variation_id: 7 }], ajaxMode: true });
  });

  it('merges a child JSON script over the attributes', () => {
    document.body.innerHTML = `<div data-product_id="1" data-product_variations="false">
      <script type="application/json">{"product_id":"2","product_variations":[{"variation_id":3}]}</script></div>`;
    expect(readProps(document.querySelector('div')!, schema)).toMatchObject({
      product_id: '2',
      product_variations: [{ variation_id: 3 }],
    });
  });

  it('says what is wrong, by key', () => {
    document.body.innerHTML = `<div data-product_variations="[{oops"></div>`;
    expect(() => readProps(document.querySelector('div')!, schema)).toThrow(
      /product_id: .*; product_variations: is not valid JSON/,
    );
    document.body.innerHTML = `<div data-product_id="1"><script type="application/json">[1]</script></div>`;
    expect(() => readProps(document.querySelector('div')!, schema)).toThrow('is not a JSON object');
    document.body.innerHTML = `<div><script type="application/json">{nope</script></div>`;
    expect(() => readProps(document.querySelector('div')!, schema)).toThrow('is not valid JSON');
  });
});

describe('announcer', () => {
  beforeEach(() => vi.useFakeTimers());

  it('uses one polite region, reusing WooCommerce’s when the page has it', () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_live_region screen-reader-text"></div>';
    expect(liveRegion()).toBe(document.querySelector('.widget_shopping_cart_live_region'));
    expect(liveRegion().getAttribute('role')).toBe('status');
  });

  it('empties the region, then says the message after the delay; a newer message wins', () => {
    announce('„Kubek” został dodany do koszyka', { delay: 1000 });
    const region = liveRegion();
    expect(region.textContent).toBe('');
    vi.advanceTimersByTime(500);
    announce('„Talerz” został dodany do koszyka', { delay: 1000 });
    vi.advanceTimersByTime(999);
    expect(region.textContent).toBe('');
    vi.advanceTimersByTime(1);
    expect(region.textContent).toBe('„Talerz” został dodany do koszyka');
    expect(region.getAttribute('aria-relevant')).toBe('all');
    expect(document.querySelectorAll('[role="status"]')).toHaveLength(1);
  });

  it('finds the first role=alert notice and focuses it after 500 ms', () => {
    document.body.innerHTML =
      '<div class="woocommerce-message">bez roli</div><ul class="woocommerce-error" role="alert"><li>Błąd</li></ul>';
    focusAlert(firstAlertNotice(document)!);
    vi.advanceTimersByTime(499);
    expect(document.activeElement).toBe(document.body);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(document.querySelector('.woocommerce-error'));
    expect(document.querySelector('.woocommerce-error')?.getAttribute('tabindex')).toBe('-1');
  });
});
