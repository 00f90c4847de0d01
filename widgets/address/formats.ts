/**
 * An address's rows formatted for its country, as WooCommerce's address-i18n script formats them: each
 * locale field's label, required or optional mark, placeholder, place and visibility (./format-rules.ts),
 * then the rows put in priority order.
 */
import { setShown } from '../../shared/island';
import { type FieldFormat, fieldFormat, type Locale, priorityOrder } from './format-rules';

/** What the formats come from: WooCommerce's printed params, parsed. */
export interface Formats {
  locale: Locale;
  /** Field key → the selector of its rows. */
  fields: Record<string, string>;
  optionalText: string;
}

const CONTROLS = 'input:not([type="hidden"]), select, textarea';

/** Printed label text may carry entities (`&amp;`): read as text, never as markup. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/** The row's required (`*`) or optional mark, its classes, and `aria-required` on its field. */
function markRequired(row: HTMLElement, required: boolean, optionalText: string): void {
  const labels = row.querySelectorAll('label');
  row.classList.toggle('validate-required', required);
  if (!required) row.classList.remove('woocommerce-invalid', 'woocommerce-invalid-required-field');
  for (const label of labels) {
    label.querySelectorAll(required ? '.optional' : '.required').forEach((mark) => mark.remove());
    label.classList.toggle('required_field', required);
    if (label.querySelector(required ? '.required' : '.optional')) continue;
    const mark = document.createElement('span');
    mark.className = required ? 'required' : 'optional';
    if (required) mark.setAttribute('aria-hidden', 'true');
    mark.textContent = required ? '*' : `(${optionalText})`;
    label.append('\u00a0', mark);
  }
  for (const control of row.querySelectorAll(CONTROLS)) {
    if (required) control.setAttribute('aria-required', 'true');
    else control.removeAttribute('aria-required');
  }
}

function setPlaceholder(row: HTMLElement, text: string): void {
  for (const control of row.querySelectorAll('input, select, textarea')) {
    control.setAttribute('placeholder', text);
    control.setAttribute('data-placeholder', text);
  }
}

/** One row in the country's format. The state row's visibility is the state field's business. */
function formatRow(row: HTMLElement, key: string, format: FieldFormat, optionalText: string): void {
  if (format.label !== undefined) {
    const label = plainText(format.label);
    row.querySelectorAll('label').forEach((el) => (el.textContent = label));
  }
  if (format.placeholder !== undefined) setPlaceholder(row, format.placeholder);
  else if (format.label !== undefined && !row.querySelector('label:not(.screen-reader-text)'))
    setPlaceholder(row, plainText(format.label));
  markRequired(row, format.required ?? false, optionalText);
  if (format.priority !== undefined) row.dataset.priority = String(format.priority);
  if (key !== 'state') {
    setShown(row, !format.hidden);
    if (format.hidden)
      row.querySelectorAll<HTMLInputElement>('input, select, textarea').forEach((c) => (c.value = ''));
  }
  if (format.class) {
    row.classList.remove('form-row-first', 'form-row-last', 'form-row-wide');
    row.classList.add(...format.class.filter(Boolean));
  }
}

/**
 * The rows of `fieldset` in priority order, each moved only when out of place, so the field the shopper is
 * on stays put (and keeps focus should it have to move).
 */
function sortRows(fieldset: Element): void {
  const rows = [...fieldset.children].filter((el): el is HTMLElement => el.matches('.form-row'));
  const order = priorityOrder(rows.map((row) => Number(row.dataset.priority) || undefined));
  const active = document.activeElement;
  const sorted = order.map((index) => rows[index]).filter((row): row is HTMLElement => row !== undefined);
  let live = rows;
  sorted.forEach((row, place) => {
    const there = live[place];
    if (!there || there === row) return;
    there.before(row);
    live = [...live.slice(0, place), row, ...live.slice(place).filter((r) => r !== row)];
  });
  if (active instanceof HTMLElement && active !== document.activeElement && active.isConnected)
    active.focus();
}

/** The address in `wrapper` formatted for `country`. */
export function formatAddress(wrapper: Element, country: string, formats: Formats): void {
  for (const [key, selector] of Object.entries(formats.fields)) {
    const format = fieldFormat(formats.locale, country, key);
    let rows: HTMLElement[];
    try {
      rows = [...wrapper.querySelectorAll<HTMLElement>(selector)];
    } catch {
      continue; // A filtered selector the browser cannot read formats nothing.
    }
    for (const row of rows) formatRow(row, key, format, formats.optionalText);
  }
  for (const fieldset of wrapper.querySelectorAll(
    '.woocommerce-billing-fields__field-wrapper, .woocommerce-shipping-fields__field-wrapper, .woocommerce-address-fields__field-wrapper',
  ))
    sortRows(fieldset);
}
