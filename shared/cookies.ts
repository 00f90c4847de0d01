/**
 * Reading cookies, which every page does at boot (the cart's freshness, order attribution), so it stays small:
 * a parse of `document.cookie` instead of js-cookie, which only the writers load (cookie-write.ts).
 */

/**
 * `document.cookie` → raw values by name, undecoded. The first of several same-named cookies wins, as in
 * browsers' most-specific-path-first order.
 */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (name !== '' && !cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}

/**
 * One cookie's value as js-cookie reads it, so a value it wrote reads back the same: surrounding quotes
 * dropped, percent-escapes decoded. Undefined when the cookie is missing or its escapes are broken.
 */
export function getCookie(name: string): string | undefined {
  const raw = parseCookieHeader(document.cookie).get(name);
  if (raw === undefined) return undefined;
  try {
    return (raw[0] === '"' ? raw.slice(1, -1) : raw).replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
  } catch {
    return undefined;
  }
}
