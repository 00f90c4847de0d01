// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emailLooksValid, fieldErrors, phoneLooksValid } from './validation';

const none = { required: false, email: false, phone: false };

describe('fieldErrors', () => {
  it('a required field must not be empty; a required checkbox must be ticked', () => {
    const rules = { ...none, required: true };
    expect(fieldErrors(rules, { value: '' })).toEqual([
      'woocommerce-invalid',
      'woocommerce-invalid-required-field',
    ]);
    expect(fieldErrors(rules, { value: 'Ala' })).toEqual([]);
    expect(fieldErrors(rules, { value: '1', checked: false })).toEqual([
      'woocommerce-invalid',
      'woocommerce-invalid-required-field',
    ]);
    expect(fieldErrors(rules, { value: '1', checked: true })).toEqual([]);
  });
  it('an email field checks the address only when one is given', () => {
    const rules = { ...none, email: true };
    expect(fieldErrors(rules, { value: '' })).toEqual([]);
    expect(fieldErrors(rules, { value: 'ala@' })).toEqual([
      'woocommerce-invalid',
      'woocommerce-invalid-email',
    ]);
    expect(fieldErrors({ ...rules, required: true }, { value: '' })).toEqual([
      'woocommerce-invalid',
      'woocommerce-invalid-required-field',
    ]);
  });
  it('a phone field takes digits, spaces and # _ - + / ( ) . only', () => {
    const rules = { ...none, phone: true };
    expect(fieldErrors(rules, { value: '+48 (22) 123-45.67 #1/2_' })).toEqual([]);
    expect(fieldErrors(rules, { value: '600 abc' })).toEqual([
      'woocommerce-invalid',
      'woocommerce-invalid-phone',
    ]);
  });
});

describe('emailLooksValid', () => {
  it.each(['ala@example.com', 'a.b+c@sklep.example.pl', 'żółw@przykład.pl', 'ala@example.com.'])(
    '%s passes',
    (v) => expect(emailLooksValid(v)).toBe(true),
  );
  it.each(['ala', 'ala@', '@example.com', 'ala@example', 'a la@example.com', 'ala@example.1com', 'a@b@c.pl'])(
    '%s fails',
    (v) => expect(emailLooksValid(v)).toBe(false),
  );
});

describe('phoneLooksValid', () => {
  it('empty passes (required is its own rule)', () => expect(phoneLooksValid('')).toBe(true));
});
