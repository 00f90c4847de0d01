/**
 * The traffic cookies in the format the classic script (sourcebuster, WooCommerce fork) reads and writes. Pure: strings in, strings out, no document.cookie.
 *
 * A cookie value is a container: `key=value` pairs joined by `|||`, the whole string URI-encoded (with
 * `! ' ( ) * ~` escaped too) and, when the base64 setting is on, Base64-encoded without its `=` padding.
 */

/** Container names without the `sbjs_` prefix, as the classic `sbjs.get` exposes them. */
export const CONTAINERS = [
  'current',
  'current_add',
  'first',
  'first_add',
  'session',
  'udata',
  'migrations',
  'promo',
] as const;
export type ContainerName = (typeof CONTAINERS)[number];

export const COOKIE_PREFIX = 'sbjs_';

export function cookieName(container: ContainerName): string {
  return COOKIE_PREFIX + container;
}

/** Every tracking cookie, in the order the classic script deletes them when tracking is turned off. */
export const COOKIE_NAMES: readonly string[] = CONTAINERS.map(cookieName);

/** One cookie's pairs, in writing order. */
export type Container = Readonly<Record<string, string>>;

/** The decoded cookies of one page load; an absent key is an absent (or unreadable) cookie. */
export type Jar = Partial<Record<ContainerName, Container>>;

const PAIR_SEPARATOR = '|||';
const KEY = /^[A-Za-z0-9_]+$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Inside one value we escape `%` and `|`, so that `|||` in a value cannot split the container. The classic
 * script escapes nothing there but percent-decodes every value once more when it reads it (its campaign
 * values come straight from the URL, still encoded). Reading each value with `uriDecode`, as it does, gives
 * a value it wrote as it reads it (`wiosna%202025` → `wiosna 2025`), and ours exactly as we meant it.
 */
function escapeValue(value: string): string {
  return value.replace(/%/g, '%25').replace(/\|/g, '%7C');
}

/** encodeURIComponent leaves `! ' ( ) * ~` alone; the classic format escapes them as well. */
export function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*~]/g,
    (char) => '%' + char.charCodeAt(0).toString(16).toUpperCase(),
  );
}

/** Strict percent-decoding, then the lenient legacy one for malformed sequences; never throws. */
export function uriDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return unescape(text);
  }
}

function fromBase64(text: string): string | undefined {
  const bare = text.replace(/=+$/, '');
  const padded = bare + '='.repeat((4 - (bare.length % 4)) % 4);
  try {
    return atob(padded);
  } catch {
    return undefined;
  }
}

export function formatContainer(container: Container): string {
  return Object.entries(container)
    .map(([key, value]) => `${key}=${escapeValue(value)}`)
    .join(PAIR_SEPARATOR);
}

/** `key=value|||…` → pairs; undefined unless every part is a pair with a plain key. */
export function parseContainer(text: string): Container | undefined {
  if (text === '') return undefined;
  const container: Record<string, string> = {};
  for (const part of text.split(PAIR_SEPARATOR)) {
    const at = part.indexOf('=');
    if (at <= 0) return undefined;
    const key = part.slice(0, at);
    if (!KEY.test(key)) return undefined;
    container[key] = uriDecode(part.slice(at + 1));
  }
  return container;
}

/** The cookie value to write for a container. */
export function encodeContainer(container: Container, base64: boolean): string {
  const encoded = uriEncode(formatContainer(container));
  return base64 ? btoa(encoded).replace(/=+$/, '') : encoded;
}

/**
 * A cookie value as the classic script or we wrote it, Base64 or not (the base64 setting may have changed
 * since): undefined for anything that is not a container. A value of Base64 characters only is read as
 * Base64 first (padded or not), as the classic reader does, and as plain text when that gives no container.
 * Pre-1.0 single-`|` cookies are not migrated: they expired years ago.
 */
export function decodeContainer(raw: string | undefined): Container | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (BASE64.test(raw)) {
    const binary = fromBase64(raw);
    const container = binary === undefined ? undefined : parseContainer(uriDecode(binary));
    if (container) return container;
  }
  return parseContainer(uriDecode(raw));
}

/** Reads every container through `get` (cookie name → raw value, for example from shared/cookies' `parseCookieHeader`). */
export function readJar(get: (name: string) => string | undefined): Jar {
  const jar: Jar = {};
  for (const container of CONTAINERS) {
    const value = decodeContainer(get(cookieName(container)));
    if (value) jar[container] = value;
  }
  return jar;
}

/** The shared cookie domain: the host without `www.`, so that subdomains see the same cookies. */
export function cookieDomain(host: string): string {
  return host.replace(/^www\./i, '');
}

/** A `document.cookie` assignment: path `/`, domain `.{host without www}`, expires only when given. */
export function setCookieString(name: string, value: string, host: string, expires?: Date): string {
  const expiry = expires ? `; expires=${expires.toUTCString()}` : '';
  return `${name}=${value}${expiry}; path=/; domain=.${cookieDomain(host)}`;
}

/**
 * Assignments deleting every tracking cookie. The classic script sets them on `.{host without www}` but
 * deletes on `.{host}`, which misses on www hosts; both domains are covered here.
 */
export function deleteCookieStrings(host: string): string[] {
  const domains = [...new Set([cookieDomain(host), host])];
  return COOKIE_NAMES.flatMap((name) =>
    domains.map((domain) => `${name}=; max-age=-999; path=/; domain=.${domain}`),
  );
}
