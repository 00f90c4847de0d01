// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { setCookie } from './cookie-write';
import { getCookie } from './cookies';

const clear = () => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
};

describe('getCookie', () => {
  afterEach(clear);

  it('reads back what js-cookie wrote, escapes and all', () => {
    const values = ['hidden', 'a b;c', 'zażółć', '100%', 'x=y', '"quoted"'];
    values.forEach((value, i) => setCookie(`c${i}`, value));
    values.forEach((value, i) => expect(getCookie(`c${i}`)).toBe(Cookies.get(`c${i}`)));
    expect(getCookie('c1')).toBe('a b;c');
  });

  it('drops surrounding quotes and decodes percent-escapes, as js-cookie does', () => {
    document.cookie = 'woocommerce_cart_hash="abc%20def"; path=/';
    expect(getCookie('woocommerce_cart_hash')).toBe('abc def');
  });

  it('gives undefined for a missing cookie and for broken escapes, not a throw', () => {
    document.cookie = 'broken=%E0%A4%A; path=/';
    expect(getCookie('broken')).toBeUndefined();
    expect(getCookie('woocommerce_items_in_cart')).toBeUndefined();
  });

  it('matches whole names only', () => {
    document.cookie = 'woocommerce_items_in_cart_x=5; path=/';
    document.cookie = 'woocommerce_items_in_cart=2; path=/';
    expect(getCookie('woocommerce_items_in_cart')).toBe('2');
  });
});
