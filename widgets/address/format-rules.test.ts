// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fieldFormat, type Locale, parseObject, priorityOrder } from './format-rules';

const locale = parseObject(
  JSON.stringify({
    PL: { postcode: { priority: 65 }, state: { required: false, hidden: true } },
    GB: { postcode: { label: 'Postcode' }, state: { label: 'County', required: false } },
    US: { postcode: { label: 'ZIP Code' }, state: { label: 'State' } },
    default: {
      postcode: {
        label: 'Postcode / ZIP',
        required: true,
        class: ['form-row-wide', 'address-field'],
        priority: 90,
      },
      state: { label: 'State / County', required: true, priority: 80 },
      address_2: { label: 'Apartment', placeholder: 'Apartment, suite', required: false, priority: 60 },
    },
  }).replace(/"/g, '&quot;'),
) as Locale;

describe('address formats', () => {
  it('reads the printed locale, quotes escaped or not, and refuses what is not an object', () => {
    expect(locale).not.toBeNull();
    expect(parseObject('[1]')).toBeNull();
    expect(parseObject('{oops')).toBeNull();
  });

  it('puts a country’s format over the default', () => {
    expect(fieldFormat(locale, 'GB', 'state')).toEqual({ label: 'County', required: false, priority: 80 });
    expect(fieldFormat(locale, 'US', 'postcode')).toMatchObject({
      label: 'ZIP Code',
      required: true,
      priority: 90,
    });
    expect(fieldFormat(locale, 'PL', 'postcode')).toMatchObject({ label: 'Postcode / ZIP', priority: 65 });
    expect(fieldFormat(locale, 'PL', 'state')).toMatchObject({ required: false, hidden: true });
  });

  it('gives a country without a format of its own the default', () => {
    expect(fieldFormat(locale, 'FR', 'state')).toEqual({
      label: 'State / County',
      required: true,
      priority: 80,
    });
    expect(fieldFormat(locale, 'FR', 'address_2')).toMatchObject({
      placeholder: 'Apartment, suite',
      required: false,
    });
    expect(fieldFormat(locale, 'FR', 'city')).toEqual({});
  });

  it('merges class lists by position and reads PHP’s loose values', () => {
    const loose = {
      default: { city: { class: ['form-row-first', 'address-field'], required: '1', priority: '70' } },
      CZ: { city: { class: ['form-row-wide'], required: '', hidden: 1 } },
    } as unknown as Locale;
    expect(fieldFormat(loose, 'CZ', 'city')).toEqual({
      class: ['form-row-wide', 'address-field'],
      required: false,
      hidden: true,
      priority: 70,
    });
    expect(fieldFormat(loose, 'DE', 'city')).toMatchObject({ required: true, priority: 70 });
  });

  it('orders rows by priority, a row without one after the row before it, ties as printed', () => {
    // first name, last name, company, country, address, postcode moved to 65, city, state, phone
    expect(priorityOrder([10, 20, 30, 40, 50, 90, 70, 80, 100])).toEqual([0, 1, 2, 3, 4, 6, 7, 5, 8]);
    expect(priorityOrder([10, 20, 30, 40, 50, 65, 70, 80, 100])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(priorityOrder([30, undefined, 10, 10])).toEqual([2, 3, 0, 1]);
  });
});
