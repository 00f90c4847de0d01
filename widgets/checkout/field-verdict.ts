import { fieldErrors, INVALID_CLASSES, VALID_CLASS } from './validation';

/** Loaded on the shopper's first edit: the checkout boots without it. */
export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Typing again clears the field's verdict and its inline error. The field keeps `aria-describedby` when it
 * names the field's own description, not the error.
 */
function clearVerdict(field: Field, row: Element): void {
  field.removeAttribute('aria-invalid');
  const error = row.querySelector('.checkout-inline-error-message');
  if (error && field.getAttribute('aria-describedby') === error.id) field.removeAttribute('aria-describedby');
  error?.remove();
  row.classList.remove(...INVALID_CLASSES, VALID_CLASS);
}

/** The row's verdict: invalid classes and `aria-invalid`, or `woocommerce-validated`. */
export function validateField(field: Field): boolean {
  const row = field.closest('.form-row');
  if (!row) return true;
  const is = (rule: string) => row.classList.contains(`validate-${rule}`);
  const checkbox = field instanceof HTMLInputElement && field.type === 'checkbox';
  const errors = fieldErrors(
    { required: is('required'), email: is('email'), phone: is('phone') },
    { value: field.value, checked: checkbox ? field.checked : undefined },
  );
  if (errors.length) {
    field.setAttribute('aria-invalid', 'true');
    row.classList.remove(VALID_CLASS);
    row.classList.add(...errors);
    return false;
  }
  clearVerdict(field, row);
  row.classList.add(VALID_CLASS);
  return true;
}

/** A field changed or left is judged; typing in it clears its verdict (the event's type says which). */
export function judgeField(type: string, field: Field): void {
  if (type !== 'input') return void validateField(field);
  const row = field.closest('.form-row');
  if (row) clearVerdict(field, row);
}
