// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { paramsReader } from '../../shared/params-reader';
import { addToCartParams, cartFragmentsParams, themeOptions } from '../../shared/params-site';
import { flag as readFlag } from '../../shared/php-read';
import { flag, numeric } from '../../shared/php-values';

const g = globalThis as Record<string, unknown>;

afterEach(() => {
  delete g.wc_add_to_cart_params;
  delete g.wc_cart_fragments_params;
  delete g.nectarOptions;
  delete g.test_params_global;
  vi.restoreAllMocks();
});

describe('PHP value schemas', () => {
  it.each([
    [true, true],
    ['1', true],
    ['yes', true],
    ['YES', true],
    ['on', true],
    ['true', true],
    [1, true],
    [false, false],
    ['', false],
    ['0', false],
    ['no', false],
    ['off', false],
    [0, false],
    [null, false],
  ])('flag reads %j as %s', (input, expected) => {
    expect(z.parse(flag, input)).toBe(expected);
  });

  it('flag refuses words that are not yes/no', () => {
    expect(z.safeParse(flag, 'maybe').success).toBe(false);
    expect(z.safeParse(flag, {}).success).toBe(false);
  });

  it('numeric reads numbers and numeric strings only', () => {
    expect(z.parse(numeric, '5000')).toBe(5000);
    expect(z.parse(numeric, '0.00001')).toBe(0.00001);
    expect(z.parse(numeric, 42)).toBe(42);
    expect(z.safeParse(numeric, '').success).toBe(false);
    expect(z.safeParse(numeric, 'abc').success).toBe(false);
  });
});

describe('params readers', () => {
  it('gives the shop defaults and one warning when the global is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const params = addToCartParams();
    expect(params).toEqual({
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      i18n_view_cart: 'Zobacz koszyk',
      cart_url: '/koszyk/',
      is_cart: false,
      cart_redirect_after_add: true,
    });
    addToCartParams();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('wc_add_to_cart_params');
  });

  it('reads PHP strings as WordPress prints them', () => {
    g.wc_add_to_cart_params = { is_cart: '1', cart_redirect_after_add: 'no', cart_url: '/koszyk-2/' };
    g.wc_cart_fragments_params = { request_timeout: '7000', fragment_name: 'wc_fragments_abc' };
    expect(addToCartParams()).toMatchObject({
      is_cart: true,
      cart_redirect_after_add: false,
      cart_url: '/koszyk-2/',
    });
    expect(cartFragmentsParams()).toMatchObject({ request_timeout: 7000, fragment_name: 'wc_fragments_abc' });
  });

  it('replaces only the malformed key with its default, warning once and naming it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    g.nectarOptions = {
      woo_sidebar_toggles: 'lots',
      smooth_scroll: '1',
      woo_sticky_sidebar: { nested: 1 },
    };
    const options = themeOptions();
    expect(options.woo_sidebar_toggles).toBe(true);
    expect(options.smooth_scroll).toBe(true);
    expect(options.woo_sticky_sidebar).toBe(false);
    expect(options.mobile_header_format).toBe('centered-menu');
    const messages = warn.mock.calls.map((c) => String(c[0]));
    expect(messages.some((m) => m.includes('nectarOptions.woo_sidebar_toggles'))).toBe(true);
    expect(messages.some((m) => m.includes('nectarOptions.woo_sticky_sidebar'))).toBe(true);
    themeOptions();
    expect(warn.mock.calls.length).toBe(messages.length);
  });

  it('survives a global that is not an object', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    g.test_params_global = 'oops';
    const read = paramsReader('test_params_global', { a: [readFlag, true] });
    expect(read()).toEqual({ a: true });
    expect(String(warn.mock.calls[0]?.[0])).toContain('not an object');
  });

  it('a global an island only adapts to (a theme on any theme) is read quietly when missing, still checked when printed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    delete g.test_theme_global;
    const read = paramsReader('test_theme_global', { a: [readFlag, true] });
    expect(read(true)).toEqual({ a: true });
    expect(warn).not.toHaveBeenCalled();
    g.test_theme_global = 'oops';
    expect(read(true)).toEqual({ a: true });
    expect(String(warn.mock.calls[0]?.[0])).toContain('not an object');
    delete g.test_theme_global;
    const needed = paramsReader('test_theme_global_needed', { a: [readFlag, true] });
    needed();
    expect(String(warn.mock.calls[1]?.[0])).toContain('test_theme_global_needed is not printed');
  });
});

describe('schema-free readers (shared/php-read.ts)', () => {
  it('lists, records and shapes name the key that is wrong', async () => {
    const { listOf, recordOf, shape, text, numeric: readNumeric } = await import('../../shared/php-read');
    expect(listOf(text)(['a', 2])).toEqual(['a', '2']);
    expect(() => listOf(text)(['a', {}])).toThrow('1: expected text, got object');
    expect(recordOf(text)({ a: 'x', b: 3 })).toEqual({ a: 'x', b: '3' });
    expect(() => recordOf(text)({ a: null })).toThrow('a: expected text, got null');
    const read = shape({ lifetime: [readNumeric, 0.5], prefix: [text, 'p_'] });
    expect(read({ lifetime: '2' })).toEqual({ lifetime: 2, prefix: 'p_' });
    expect(() => read({ lifetime: 'soon' })).toThrow('lifetime: expected a number, got "soon"');
    expect(() => read([])).toThrow('expected an object, got array');
  });

  it('order attribution params: a malformed nested key gives the whole default and one warning naming it', async () => {
    const { orderAttributionParams } = await import('../../shared/params-site');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    g.wc_order_attribution = {
      params: { lifetime: '0.5', allowTracking: 'maybe' },
      fields: { source_type: 'typ' },
    };
    const { params, fields } = orderAttributionParams();
    expect(params.lifetime).toBe(0.00001);
    expect(params.allowTracking).toBe(true);
    expect(fields).toEqual({ source_type: 'typ' });
    expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toContain(
      'wc_order_attribution.params is malformed (allowTracking: expected a yes/no value, got "maybe")',
    );
    delete g.wc_order_attribution;
  });
});
