/**
 * What every demo-shop test client shares: a cookie jar kept across requests (a `Max-Age=0` cookie is
 * deleted, like a browser does) and redirects never followed, so tests see them.
 */
export class CookieClient {
  jar = new Map<string, string>();
  lastSetCookies: string[] = [];

  protected async send(url: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    if (this.jar.size) headers.Cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { redirect: 'manual', ...init, headers });
    this.lastSetCookies = res.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      if (/max-age=0/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, pair.slice(eq + 1));
    }
    return res;
  }
}
