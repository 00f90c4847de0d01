/**
 * WordPress's password strength estimator (zxcvbn, about 800 KiB), fetched once per page on the first
 * keystroke in a new password field, as a classic script that defines `window.zxcvbn`.
 */
export type Estimate = (password: string, userInputs: string[]) => { score: number };

let loading: Promise<Estimate> | undefined;

const loaded = () => (globalThis as { zxcvbn?: unknown }).zxcvbn;

/**
 * Only an http(s) address (another host is fine: WordPress may serve its files from a CDN). The same test as
 * the shared URL check, written here: importing that one would make every page's boot export it (about 30 B).
 */
function scriptUrl(src: unknown): string | undefined {
  try {
    const url = new URL(String(src), location.href);
    return src && /^https?:$/.test(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function loadEstimator(src: unknown): Promise<Estimate> {
  loading ??= new Promise<Estimate>((resolve, reject) => {
    const ready = loaded();
    if (typeof ready === 'function') return resolve(ready as Estimate);
    const url = scriptUrl(src);
    if (!url) return reject(new Error('_zxcvbnSettings.src is not an http(s) address'));
    const script = document.createElement('script');
    script.async = true;
    script.src = url;
    script.onload = () => {
      const estimate = loaded();
      if (typeof estimate === 'function') resolve(estimate as Estimate);
      else reject(new Error(`${url} did not define zxcvbn()`));
    };
    script.onerror = () => reject(new Error(`${url} did not load`));
    document.head.append(script);
  });
  return loading;
}

/**
 * Words the password should not lean on, as WordPress gathers them: the page's title and address and what
 * the shopper typed as their name or e-mail; split at non-word characters, four letters or more, once each.
 */
export function userInputs(doc: Document): string[] {
  const raw = [doc.title, doc.URL];
  for (const id of ['user_login', 'first_name', 'last_name', 'nickname', 'display_name', 'email', 'url']) {
    const field = doc.getElementById(id);
    if (field instanceof HTMLInputElement) raw.push(field.defaultValue, field.value);
  }
  const words = raw.flatMap((value) => value.replace(/\W/g, ' ').split(' '));
  return [...new Set(words.filter((word) => word.length >= 4))];
}
