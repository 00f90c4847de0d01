/**
 * The checkout's inline field rules, as WooCommerce's classic checkout applies them when a field is left or
 * changed: a required field (a checkbox: ticked) must not be empty, an email field must look like an address,
 * a phone field may hold only digits, spaces and `# _ - + / ( ) .`. The answer is the row's classes.
 */

export interface FieldRules {
  required: boolean;
  email: boolean;
  phone: boolean;
}
export interface FieldValue {
  value: string;
  /** Set for a checkbox: whether it is ticked. */
  checked?: boolean;
}

export const INVALID_CLASSES = [
  'woocommerce-invalid',
  'woocommerce-invalid-required-field',
  'woocommerce-invalid-email',
  'woocommerce-invalid-phone',
];
export const VALID_CLASS = 'woocommerce-validated';

// A local part of any characters but spaces, quotes and @; a domain of dot-separated labels, the last not
// starting with a digit or a hyphen; a trailing dot allowed. Letters beyond ASCII count.
const EMAIL = /^[^\s@"]+@(?:[^\s@."]+\.)+[^\s@."\d-][^\s@."]*\.?$/u;
const PHONE_CHARACTERS = /[\s#0-9_\-+/().]/g;

export const emailLooksValid = (value: string): boolean => EMAIL.test(value);
export const phoneLooksValid = (value: string): boolean => value.replace(PHONE_CHARACTERS, '') === '';

/** The invalid classes a field's row takes; empty when the field passes every rule of its row. */
export function fieldErrors(rules: FieldRules, field: FieldValue): string[] {
  const errors: string[] = [];
  const empty = field.checked === undefined ? field.value === '' : !field.checked;
  if (rules.required && empty) errors.push('woocommerce-invalid-required-field');
  if (rules.email && field.value && !emailLooksValid(field.value)) errors.push('woocommerce-invalid-email');
  if (rules.phone && !phoneLooksValid(field.value)) errors.push('woocommerce-invalid-phone');
  return errors.length ? ['woocommerce-invalid', ...errors] : [];
}
