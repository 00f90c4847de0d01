/**
 * Where the visitor came from and what
 * the checkout is told about it. Pure: the caller
 * reads the URL, referrer, host, cookies and clock; this returns the new cookie contents and expiries.
 */
import {
  ATTRIBUTION_COOKIE_LIFETIME_MONTHS,
  ATTRIBUTION_SESSION_MINUTES,
  DIRECT_MEDIUM,
  DIRECT_SOURCE,
  PROMO_CODE_MAX,
  PROMO_CODE_MIN,
  TRACKING_DEFAULT_LIFETIME_MONTHS,
} from '../../shared/constants';
import { cookieDomain, type Container, type ContainerName, type Jar } from './cookies-format';

/** What the classic scripts write for an unknown value. */
export const NONE = '(none)';

/** The migration the classic script records once its cookies are in the `|||` format. */
export const MIGRATION_ID = '1418474375998';

export type SourceType = 'utm' | 'organic' | 'referral' | 'typein';

export interface AttributionSettings {
  /** Cookie lifetime in months; undefined → the tracking default (6). See {@link cookieExpiry}. */
  lifetimeMonths?: number;
  /** Sliding session length in minutes; undefined → 30. */
  sessionMinutes?: number;
  /** Stored as `udata.uip`; the shop passes none. */
  userIp?: string;
  promoMin?: number;
  promoMax?: number;
}

/** What WooCommerce passes (`wc_order_attribution.params`). */
export const WOO_SETTINGS: AttributionSettings = {
  lifetimeMonths: ATTRIBUTION_COOKIE_LIFETIME_MONTHS,
  sessionMinutes: ATTRIBUTION_SESSION_MINUTES,
};

export interface PageLoad {
  /** location.href */
  url: string;
  /** document.referrer ('' when none) */
  referrer: string;
  /** location.hostname */
  host: string;
  userAgent: string;
  /** Epoch milliseconds. */
  now: number;
  /** Math.random or a test stand-in, for the promo code. */
  random: () => number;
}

export interface CookieWrite {
  container: ContainerName;
  value: Container;
  /** undefined → a browser-session cookie. */
  expires: Date | undefined;
}

export interface Attribution {
  /** The source decided on this page; 'kept' when the stored current source stays. */
  decision: SourceType | 'kept';
  /** Every container after this page load, as the checkout fields read them. */
  jar: Jar;
  /** What to write now: first/first_add, promo and migrations only when absent; session on every page. */
  writes: CookieWrite[];
}

const MINUTE_MS = 60_000;

/**
 * The expiry of a cookie living `months`, read as the classic script reads it: months × 30 days in minutes,
 * truncated to whole minutes, and no expiry (a browser-session cookie) when that is 0. So WooCommerce's
 * 0.00001 months (0.432 min) gives session cookies, not cookies dying after 26 seconds; unset gives 6 months.
 */
export function cookieExpiry(months: number | undefined, now: number): Date | undefined {
  return minutesExpiry((months ?? TRACKING_DEFAULT_LIFETIME_MONTHS) * 30 * 24 * 60, now);
}

/** The `sbjs_session` expiry: now + the session length (whole minutes; 0 → browser-session cookie). */
export function sessionExpiry(minutes: number | undefined, now: number): Date | undefined {
  return minutesExpiry(minutes ?? ATTRIBUTION_SESSION_MINUTES, now);
}

function minutesExpiry(minutes: number, now: number): Date | undefined {
  const whole = Number.isFinite(minutes) ? Math.trunc(minutes) : 0;
  return whole > 0 ? new Date(now + whole * MINUTE_MS) : undefined;
}

/** Campaign parameters, each with the `current` key it fills. */
export const UTM_PARAMS = [
  ['utm_source', 'src'],
  ['utm_medium', 'mdm'],
  ['utm_campaign', 'cmp'],
  ['utm_content', 'cnt'],
  ['utm_id', 'id'],
  ['utm_term', 'trm'],
  ['utm_source_platform', 'plt'],
  ['utm_creative_format', 'fmt'],
  ['utm_marketing_tactic', 'tct'],
] as const;

/** Ad click identifiers: a click makes the visit `utm`, filling in what the campaign parameters leave out. */
export const CLICK_IDS = {
  gclid: { src: 'google', mdm: 'cpc', cmp: 'google_cpc' },
  yclid: { src: 'yandex', mdm: 'cpc', cmp: 'yandex_cpc' },
} as const;

/**
 * The nine built-in search engines: host (the referrer host ends with it), the keyword parameter that
 * must be in the referrer's query, and the source shown. Google and Yandex have rules of their own.
 */
export const SEARCH_ENGINES: ReadonlyArray<readonly [host: string, param: string, name: string]> = [
  ['bing.com', 'q', 'bing'],
  ['yahoo.com', 'p', 'yahoo'],
  ['about.com', 'q', 'about'],
  ['aol.com', 'q', 'aol'],
  ['ask.com', 'q', 'ask'],
  ['globososo.com', 'q', 'globo'],
  ['go.mail.ru', 'q', 'go.mail.ru'],
  ['rambler.ru', 'query', 'rambler'],
  ['tut.by', 'query', 'tut.by'],
];

/** The two social referral mappings: referrer host (or a subdomain of it) → source shown. */
export const REFERRAL_HOSTS: Readonly<Record<string, string>> = {
  't.co': 'twitter.com',
  'plus.url.google.com': 'plus.google.com',
};

const GOOGLE = /^(www\.)?google\.[a-z.]{2,9}$/;
const YANDEX = /(^|\.)yandex\.[a-z.]{2,9}$/; // any subdomain, as the classic script

interface Referrer {
  host: string;
  path: string;
  params: URLSearchParams;
  hasQuery: boolean;
}

function parseUrl(text: string): URL | undefined {
  if (!text) return undefined; // no referrer, the usual case: no exception to make at boot
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** The referrer when it is another site: not this host's domain nor one of its subdomains. */
function externalReferrer(referrer: string, host: string): Referrer | undefined {
  const url = parseUrl(referrer);
  if (!url || url.hostname === '') return undefined;
  const from = url.hostname.toLowerCase();
  const domain = cookieDomain(host.toLowerCase());
  if (from === domain || from.endsWith('.' + domain)) return undefined;
  return { host: from, path: url.pathname, params: url.searchParams, hasQuery: url.search.length > 1 };
}

function source(typ: SourceType, values: Partial<Record<string, string>>): Container {
  const container: Record<string, string> = { typ };
  // Every key a campaign fills, in its order.
  for (const [, key] of UTM_PARAMS) container[key] = values[key] || NONE;
  return container;
}

/** A Yandex results page's query (`text`), '' when empty; undefined for any other referrer. */
function yandexText(referrer: Referrer | undefined): string | undefined {
  if (!referrer || !YANDEX.test(referrer.host)) return undefined;
  return referrer.params.get('text') ?? undefined;
}

function utmSource(params: URLSearchParams, referrer: Referrer | undefined): Container | undefined {
  const values: Record<string, string> = {};
  let found = false;
  for (const [param, key] of UTM_PARAMS) {
    // Present counts, even empty (`?utm_source=`), as in the classic script; an empty value reads "(none)".
    const value = params.get(param);
    if (value === null) continue;
    if (value) values[key] = value;
    found = true;
  }
  for (const [param, defaults] of Object.entries(CLICK_IDS)) {
    if (!params.has(param)) continue;
    found = true;
    for (const [key, value] of Object.entries(defaults)) values[key] ||= value;
  }
  if (!found) return undefined;
  values.trm ||= yandexText(referrer) ?? '';
  return source('utm', values);
}

function organicSource(referrer: Referrer): Container | undefined {
  let name: string | undefined;
  if (yandexText(referrer) !== undefined) name = 'yandex';
  else if (GOOGLE.test(referrer.host)) name = 'google';
  else if (referrer.hasQuery) {
    name = SEARCH_ENGINES.find(
      ([host, param]) =>
        (referrer.host === host || referrer.host.endsWith('.' + host)) && referrer.params.get(param) !== null,
    )?.[2];
  }
  return name === undefined ? undefined : source('organic', { src: name, mdm: 'organic' });
}

function referralSource(referrer: Referrer): Container {
  const host = referrer.host.replace(/^www\./, '');
  const mapped = Object.keys(REFERRAL_HOSTS).find((key) => host === key || host.endsWith('.' + key));
  return source('referral', {
    src: mapped ? REFERRAL_HOSTS[mapped] : host,
    mdm: 'referral',
    cnt: referrer.path,
  });
}

/** "YYYY-MM-DD hh:mm:ss" in UTC (WooCommerce passes timezone offset '0'). */
export function formatDate(now: number): string {
  return new Date(now).toISOString().slice(0, 19).replace('T', ' ');
}

function promoCode(random: () => number, min: number, max: number): string {
  const span = max - min + 1;
  const pick = Math.min(span - 1, Math.max(0, Math.floor(random() * span)));
  return String(min + pick).padStart(String(max).length, '0');
}

function count(value: string | undefined): number {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isFinite(number) && number > 0 ? number : 0;
}

/**
 * One page load. In order: utm (a campaign parameter or click id in the URL), organic (a search engine
 * referred), referral (another site referred and no live session), the stored current source, and typein
 * only when nothing is stored. A live session is an `sbjs_session` cookie the browser still sends.
 */
export function attribute(page: PageLoad, stored: Jar, settings: AttributionSettings = {}): Attribution {
  const url = parseUrl(page.url);
  const referrer = externalReferrer(page.referrer, page.host);
  const liveSession = stored.session !== undefined;

  const detected =
    (url && utmSource(url.searchParams, referrer)) ??
    (referrer && organicSource(referrer)) ??
    (referrer && !liveSession ? referralSource(referrer) : undefined);
  const stays = detected ? undefined : (stored.current ?? stored.first);
  const current: Container =
    detected ?? stays ?? source('typein', { src: DIRECT_SOURCE, mdm: DIRECT_MEDIUM });
  const decision: Attribution['decision'] = detected
    ? (detected.typ as SourceType)
    : stays
      ? 'kept'
      : 'typein';

  const kept = decision === 'kept' ? stored.current_add : undefined;
  const currentAdd: Container = kept ?? { fd: formatDate(page.now), ep: page.url, rf: page.referrer || NONE };

  const session: Container = {
    pgs: String(count(stored.session?.pgs) + 1),
    cpg: page.url,
  };
  const udata: Container = {
    vst: String(count(stored.udata?.vst) + (liveSession ? 0 : 1)),
    uip: settings.userIp ?? stored.udata?.uip ?? NONE,
    uag: page.userAgent,
  };

  const expires = cookieExpiry(settings.lifetimeMonths, page.now);
  const writes: CookieWrite[] = [];
  const write = (container: ContainerName, value: Container, at = expires): Container => {
    writes.push({ container, value, expires: at });
    return value;
  };
  const keep = (container: ContainerName, make: () => Container): Container =>
    stored[container] ?? write(container, make());

  const jar: Jar = {
    migrations: keep('migrations', () => ({ [MIGRATION_ID]: '1' })),
    current: decision === 'kept' && stored.current ? current : write('current', current),
    current_add: kept ?? write('current_add', currentAdd),
    first: keep('first', () => current),
    first_add: keep('first_add', () => currentAdd),
    session: write('session', session, sessionExpiry(settings.sessionMinutes, page.now)),
    udata: write('udata', udata),
    promo: keep('promo', () => ({
      code: promoCode(page.random, settings.promoMin ?? PROMO_CODE_MIN, settings.promoMax ?? PROMO_CODE_MAX),
    })),
  };
  return { decision, jar, writes };
}

/** The order attribution fields (hidden inputs `wc_order_attribution_<field>`), each with its cookie value as
 * `container.key`, the form `wc_order_attribution.fields` prints. */
export const ATTRIBUTION_FIELDS = {
  source_type: 'current.typ',
  referrer: 'current_add.rf',
  utm_campaign: 'current.cmp',
  utm_source: 'current.src',
  utm_medium: 'current.mdm',
  utm_content: 'current.cnt',
  utm_id: 'current.id',
  utm_term: 'current.trm',
  utm_source_platform: 'current.plt',
  utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct',
  session_entry: 'current_add.ep',
  session_start_time: 'current_add.fd',
  session_pages: 'session.pgs',
  session_count: 'udata.vst',
  user_agent: 'udata.uag',
} as const satisfies Record<string, `${ContainerName}.${string}`>;

export type AttributionField = keyof typeof ATTRIBUTION_FIELDS;
export type AttributionValues = Record<AttributionField, string | null>;

export const FIELD_PREFIX = 'wc_order_attribution_';

/** The sixteen field values from the cookies; all null when tracking is off, null for what is missing. */
export function attributionValues(jar: Jar, allowTracking = true): AttributionValues {
  const values = {} as AttributionValues;
  for (const [field, path] of Object.entries(ATTRIBUTION_FIELDS)) {
    const [container, key] = path.split('.') as [ContainerName, string];
    values[field as AttributionField] = allowTracking ? (jar[container]?.[key] ?? null) : null;
  }
  return values;
}
