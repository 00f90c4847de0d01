import { describe, expect, it } from 'vitest';
import { buttonState, fillTemplate, quantityFor, stockLeft } from './rules';
import { readVariation, readVariationList, type VariationEntry } from './variation-data';

function variation(fields: Record<string, unknown> = {}): VariationEntry {
  const entry = readVariation({ variation_id: 7, attributes: { attribute_pa_kolor: 'czerwony' }, ...fields });
  if (typeof entry === 'string') throw new Error(entry);
  return entry;
}

describe('buttonState (add to cart, variable products)', () => {
  it('needs a selection when nothing matches or the variation is hidden', () => {
    expect(buttonState(null)).toBe('selection-needed');
    expect(buttonState(variation({ variation_is_visible: false }))).toBe('selection-needed');
  });
  it('is purchasable only when purchasable, in stock and visible', () => {
    expect(buttonState(variation())).toBe('purchasable');
    expect(buttonState(variation({ is_in_stock: false }))).toBe('unavailable');
    expect(buttonState(variation({ is_purchasable: false }))).toBe('unavailable');
    expect(buttonState(variation({ is_purchasable: '', is_in_stock: '1' }))).toBe('unavailable');
  });
});

describe('quantityFor (quantity)', () => {
  it('clamps to min_qty and max_qty', () => {
    const v = variation({ min_qty: 2, max_qty: 4 });
    expect(quantityFor('1', v)).toEqual({ value: 2, min: 2, max: 4, hidden: false });
    expect(quantityFor('3', v)).toMatchObject({ value: 3 });
    expect(quantityFor('9', v)).toMatchObject({ value: 4 });
  });
  it('turns an empty or unreadable quantity into min_qty', () => {
    const v = variation({ min_qty: 2, max_qty: '' });
    expect(quantityFor('', v)).toEqual({ value: 2, min: 2, max: undefined, hidden: false });
    expect(quantityFor('abc', v)).toMatchObject({ value: 2 });
  });
  it('fixes a sold-individually variation at 1 and hides the field', () => {
    expect(quantityFor('5', variation({ is_sold_individually: 'yes', min_qty: 1 }))).toEqual({
      value: 1,
      min: 1,
      max: undefined,
      hidden: true,
    });
    expect(quantityFor('5', variation({ is_sold_individually: 'no' })).hidden).toBe(false);
  });
  it('ignores a max below the min and a missing min', () => {
    expect(quantityFor('3', variation({ min_qty: 3, max_qty: 1 }))).toEqual({
      value: 3,
      min: 3,
      max: undefined,
      hidden: false,
    });
    expect(quantityFor('0', variation({}))).toMatchObject({ value: 1, min: 1 });
  });
});

describe('fillTemplate (variation templates without eval)', () => {
  it('inserts raw HTML for triple braces and escaped text for double braces', () => {
    const out = fillTemplate(
      '<div>{{{ data.variation.price_html }}}</div><span>{{ data.variation.sku }}</span>',
      { price_html: '<b>89 zł</b>', sku: '<img src=x onerror=alert(1)>' },
    );
    expect(out).toBe('<div><b>89 zł</b></div><span>&lt;img src=x onerror=alert(1)&gt;</span>');
  });
  it('drops CDATA markers, template logic and other expressions', () => {
    expect(fillTemplate('<![CDATA[a<# if (x) { #>b<# } #>{{ data.other }}{{{ foo() }}}]]>', {})).toBe('ab');
  });
  it('prints nothing for missing or non-text fields', () => {
    expect(fillTemplate('[{{{ data.variation.missing }}}][{{ data.variation.image }}]', { image: {} })).toBe(
      '[][]',
    );
  });
});

describe('stockLeft (swatch stock hint)', () => {
  it('shows the count for an in-stock variation with max_qty at or under the threshold', () => {
    expect(stockLeft(variation({ max_qty: 3, variation_stock_left: 3 }), 5)).toBe(3);
    expect(stockLeft(variation({ max_qty: 5 }), 5)).toBe(5);
  });
  it('shows nothing above the threshold, without a limit or out of stock', () => {
    expect(stockLeft(variation({ max_qty: 6 }), 5)).toBeUndefined();
    expect(stockLeft(variation({ max_qty: '' }), 5)).toBeUndefined();
    expect(stockLeft(variation({ max_qty: 2, is_in_stock: false }), 5)).toBeUndefined();
    expect(stockLeft(undefined, 5)).toBeUndefined();
  });
  it('never hints a hidden variation (it cannot be bought)', () => {
    expect(stockLeft(variation({ max_qty: 2, variation_is_visible: false }), 5)).toBeUndefined();
  });
});

describe('readVariationList (data-product_variations)', () => {
  const warnings: string[] = [];
  const warn = (m: string) => warnings.push(m);
  it('reads false, empty and missing as ajax mode', () => {
    expect(readVariationList('false', warn)).toBe('ajax');
    expect(readVariationList('', warn)).toBe('ajax');
    expect(readVariationList(undefined, warn)).toBe('ajax');
    expect(readVariationList('[]', warn)).toBe('ajax');
    expect(warnings).toEqual([]);
  });
  it('falls back to ajax mode with one warning for broken JSON', () => {
    warnings.length = 0;
    expect(readVariationList('[{"variation_id": 1,', warn)).toBe('ajax');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/not valid JSON/);
  });
  it('skips broken entries with one warning and keeps the rest', () => {
    warnings.length = 0;
    const list = readVariationList(
      JSON.stringify([
        { variation_id: 1, attributes: { attribute_pa_kolor: 'czerwony' } },
        { variation_id: 'x', attributes: {} },
        { variation_id: 3, attributes: null },
        'nonsense',
      ]),
      warn,
    );
    expect(Array.isArray(list) && list.map((v) => v.id)).toEqual([1]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/3 of 4 variations/);
  });
  it('reads a PHP array printed as an object, decodes entities and PHP flags', () => {
    const list = readVariationList(
      JSON.stringify({
        2: {
          variation_id: '12',
          attributes: { attribute_pa_wzor: 'kropki &amp; paski' },
          variation_is_active: '',
          is_in_stock: '1',
          max_qty: '',
          min_qty: '2',
        },
      }),
      warn,
    );
    expect(list).not.toBe('ajax');
    const [entry] = list as VariationEntry[];
    expect(entry).toMatchObject({
      id: 12,
      attributes: { attribute_pa_wzor: 'kropki & paski' },
      variation_is_active: false,
      is_in_stock: true,
      minQty: 2,
      maxQty: undefined,
    });
  });
});
