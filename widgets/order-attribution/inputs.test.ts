import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_FIELDS } from './attribution';
import type { Jar } from './cookies-format';
import { fillInputs } from './fill-inputs';
import { consentAnswer, fieldValues } from './inputs';

const JAR: Jar = {
  current: { typ: 'utm', src: 'newsletter', mdm: 'email', cmp: 'wiosna' },
  current_add: { fd: '2025-05-06 07:08:09', ep: 'https://sklep.pl/?utm_source=newsletter', rf: '(none)' },
  session: { pgs: '3', cpg: 'https://sklep.pl/koszyk/' },
  udata: { vst: '2', uip: '(none)', uag: 'Mozilla/5.0' },
};

describe('fieldValues', () => {
  it('gives the sixteen default fields when the shop prints none', () => {
    const values = fieldValues(JAR, {}, true);
    expect(Object.keys(values)).toEqual(Object.keys(ATTRIBUTION_FIELDS));
    expect(values).toMatchObject({
      source_type: 'utm',
      utm_source: 'newsletter',
      utm_campaign: 'wiosna',
      utm_content: null, // not in this cookie
      referrer: '(none)',
      session_pages: '3',
      session_count: '2',
      user_agent: 'Mozilla/5.0',
    });
  });

  it('follows printed fields (container.key) and ignores inherited properties', () => {
    expect(
      fieldValues(
        JAR,
        {
          source_type: 'current.typ',
          odd: 'current.constructor',
          proto: '__proto__.toString',
          bad: 'nothing',
        },
        true,
      ),
    ).toEqual({ source_type: 'utm', odd: null, proto: null, bad: null });
  });

  it('is all null when tracking is off', () => {
    expect(Object.values(fieldValues(JAR, {}, false)).every((v) => v === null)).toBe(true);
  });
});

describe('fillInputs', () => {
  const values = { source_type: 'utm', utm_source: '"><img src=x onerror=alert(1)>', utm_medium: null };

  it('creates absent hidden inputs and updates existing ones, values only as input.value', () => {
    document.body.innerHTML =
      '<form><wc-order-attribution-inputs><input type="hidden" name="p_source_type" value="old"></wc-order-attribution-inputs></form>';
    const element = document.querySelector('wc-order-attribution-inputs')!;
    const existing = element.querySelector('input')!;
    fillInputs(element, values, 'p_');
    const inputs = [...element.querySelectorAll('input')];
    expect(inputs.map((i) => [i.type, i.name, i.value])).toEqual([
      ['hidden', 'p_source_type', 'utm'],
      ['hidden', 'p_utm_source', '"><img src=x onerror=alert(1)>'],
      ['hidden', 'p_utm_medium', ''],
    ]);
    expect(inputs[0]).toBe(existing);
    expect(document.querySelector('img')).toBeNull();
    fillInputs(element, { ...values, utm_medium: 'email' }, 'p_');
    expect(element.querySelectorAll('input')).toHaveLength(3);
    expect(inputs[2]!.value).toBe('email');
  });

  it('empties a second element in the same form, so each field is posted once', () => {
    document.body.innerHTML =
      '<form><wc-order-attribution-inputs></wc-order-attribution-inputs><wc-order-attribution-inputs><input name="x"></wc-order-attribution-inputs></form><wc-order-attribution-inputs></wc-order-attribution-inputs>';
    const [first, second, outside] = document.querySelectorAll('wc-order-attribution-inputs');
    for (const element of [first!, second!, outside!]) fillInputs(element, values, 'p_');
    expect(first!.querySelectorAll('input')).toHaveLength(3);
    expect(second!.childNodes).toHaveLength(0);
    expect(outside!.querySelectorAll('input')).toHaveLength(3);
  });
});

describe('consentAnswer', () => {
  it.each([
    [{ marketing: 'allow' }, true],
    [{ marketing: 'deny' }, false],
    [{ statistics: 'allow' }, undefined],
    [{ marketing: 'maybe' }, undefined],
    [null, undefined],
    ['marketing', undefined],
  ])('%j → %s', (detail, answer) => {
    expect(consentAnswer(detail, 'marketing')).toBe(answer);
  });
});
