/** WooCommerce's address-i18n params (`wc_address_i18n_params`), read into the formats ./formats.ts applies. */
import { paramsReader } from '../../shared/params-reader';
import { text } from '../../shared/php-read';
import { type Locale, parseObject } from './format-rules';
import type { Formats } from './formats';

const i18nParams = /* @__PURE__ */ paramsReader('wc_address_i18n_params', {
  locale: [text, '{}'],
  locale_fields: [text, '{}'],
  i18n_optional_text: [text, 'optional'],
});

/** The printed formats; null (with a warning) when the locale is malformed, so no row is touched. */
export function readFormats(warn: (message: string) => void): Formats | null {
  const params = i18nParams(true);
  const locale = parseObject(params.locale);
  const fields = parseObject(params.locale_fields);
  if (!locale || !fields) {
    warn(
      'wc_address_i18n_params.locale or locale_fields is not a JSON object; the addresses keep their format',
    );
    return null;
  }
  const selectors = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return { locale: locale as Locale, fields: selectors, optionalText: params.i18n_optional_text };
}
