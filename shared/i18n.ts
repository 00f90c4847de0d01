/**
 * Translations of the islands' own strings: `__`, `_n` and `sprintf` over the Polish catalogue (shared/i18n-pl.ts,
 * written by `npm run i18n` from languages/wc-islands-pl_PL.po), with plurals chosen by `Intl.PluralRules('pl')`
 * (one / few / many). The built-in catalogue applies only on a Polish page (`<html lang="pl-PL">`, as WordPress
 * prints the site's locale); elsewhere the English source strings show. A Jed `locale_data` object, as
 * `wp_set_script_translations` prints it, overrides either; so does whatever `wp.i18n` holds for our text
 * domain. Words WooCommerce or WordPress already translate come from shared/l10n.ts instead.
 */
import { LOCALE } from './constants';
import { POLISH } from './i18n-pl';

export const TEXT_DOMAIN = 'wc-islands';

type Entry = string | readonly string[];
const overrides = new Map<string, Entry>();
let pluralRules = new Intl.PluralRules(LOCALE);
let pluralCount = 3;
let wpChecked = false;
let builtIn: Partial<typeof POLISH> | undefined;

/** The built-in catalogue, for a page whose language is Polish (`pl`, `pl-PL`); none elsewhere. */
function catalogue(): Partial<typeof POLISH> {
  if (builtIn === undefined) {
    const lang = globalThis.document?.documentElement?.lang ?? '';
    builtIn = /^pl(?:[-_]|$)/i.test(lang) ? POLISH : {};
  }
  return builtIn;
}

/** CLDR categories in gettext's order; a language's form index is its position among those it uses. */
const CATEGORY_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

export function pluralIndex(n: number): number {
  const used = pluralRules.resolvedOptions().pluralCategories.filter((c) => c !== 'other' || pluralCount > 3);
  const category = pluralRules.select(n);
  const ordered = CATEGORY_ORDER.filter((c) => used.includes(c));
  const index = ordered.indexOf(category);
  return Math.min(index === -1 ? pluralCount - 1 : index, pluralCount - 1);
}

interface JedLocaleData {
  domain?: string;
  locale_data?: Record<string, Record<string, unknown>>;
}

/** Loads a Jed 1.x object (`{"domain": …, "locale_data": {"<domain>": {"": header, "msgid": [...]}}}`). */
export function setLocaleData(jed: JedLocaleData | Record<string, unknown>, domain = TEXT_DOMAIN): void {
  const localeData = (jed as JedLocaleData).locale_data;
  const messages = (localeData ? (localeData[domain] ?? localeData.messages) : jed) as
    Record<string, unknown> | undefined;
  if (!messages || typeof messages !== 'object') return;
  const header = messages[''] as Record<string, string> | undefined;
  if (header) {
    const forms = header['plural-forms'] ?? header.plural_forms ?? header['Plural-Forms'];
    const n = forms ? /nplurals\s*=\s*(\d+)/.exec(forms)?.[1] : undefined;
    if (n) pluralCount = Number(n);
    if (header.lang) pluralRules = new Intl.PluralRules(header.lang.replace('_', '-'));
  }
  for (const [msgid, value] of Object.entries(messages)) {
    if (msgid === '') continue;
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) overrides.set(msgid, value);
    else if (typeof value === 'string') overrides.set(msgid, value);
  }
}

/** For tests: back to the built-in catalogue. */
export function resetLocaleData(): void {
  overrides.clear();
  pluralRules = new Intl.PluralRules(LOCALE);
  pluralCount = 3;
  wpChecked = false;
  builtIn = undefined;
}

function lookup(msgid: string): Entry | undefined {
  if (!wpChecked) {
    wpChecked = true;
    const wpI18n = (globalThis as { wp?: { i18n?: { getLocaleData?: (d: string) => unknown } } }).wp?.i18n;
    const data = wpI18n?.getLocaleData?.(TEXT_DOMAIN);
    if (data && typeof data === 'object') setLocaleData(data as Record<string, unknown>);
  }
  const override = overrides.get(msgid);
  return override !== undefined && override !== '' && override[0] !== '' ? override : catalogue()[msgid];
}

export function __(msgid: string): string {
  const entry = lookup(msgid);
  if (entry === undefined) return msgid;
  return typeof entry === 'string' ? entry : (entry[0] ?? msgid);
}

export function _n(single: string, plural: string, n: number): string {
  const entry = lookup(single);
  if (entry === undefined || typeof entry === 'string') return n === 1 ? (entry ?? single) : plural;
  return entry[pluralIndex(n)] ?? entry[entry.length - 1] ?? plural;
}

/** `%s`, `%d` and positional `%1$s` placeholders; `%%` is a percent sign. */
export function sprintf(format: string, ...args: Array<string | number>): string {
  let next = 0;
  return format.replace(/%(?:(\d+)\$)?([sd%])/g, (match, position: string | undefined, type: string) => {
    if (type === '%') return '%';
    const value = args[position ? Number(position) - 1 : next++];
    if (value === undefined) return match;
    return type === 'd' ? String(Math.trunc(Number(value))) : String(value);
  });
}
