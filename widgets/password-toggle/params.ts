/**
 * What WordPress and WooCommerce print for the strength meter (their handles emptied, the data kept). Read
 * here with a few lines rather than the shared params reader, so that the page's boot files export nothing
 * more for this rarely loaded part; a missing or odd value falls back to WooCommerce's default.
 */
type Printed = Record<string, unknown>;

const printed = (name: string): Printed => {
  const value = (globalThis as Record<string, unknown>)[name];
  return value && typeof value === 'object' ? (value as Printed) : {};
};
const textOr = (value: unknown, fallback: string) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
const numberOr = (value: unknown, fallback: number) => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};
// WordPress prints PHP's true as "1" and false as "".
const yes = (value: unknown) => value === true || /^(1|yes|true)$/i.test(textOr(value, ''));

export function meterParams() {
  const params = printed('wc_password_strength_meter_params');
  return {
    minStrength: numberOr(params.min_password_strength, 3),
    stopCheckout: yes(params.stop_checkout),
    errorText: textOr(params.i18n_password_error, 'Wpisz silniejsze hasło.'),
    hint: textOr(params.i18n_password_hint, ''),
  };
}

export function strengthLabels() {
  const labels = printed('pwsL10n');
  return {
    short: textOr(labels.short, 'Bardzo słabe'),
    bad: textOr(labels.bad, 'Słabe'),
    good: textOr(labels.good, 'Średnie'),
    strong: textOr(labels.strong, 'Silne'),
  };
}

/** Where WordPress keeps its strength estimator: read when the shopper first types, never before. */
export const estimatorSource = (): unknown => printed('_zxcvbnSettings').src;
