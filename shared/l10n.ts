/**
 * Words WooCommerce or WordPress already translate: the islands show them in those catalogues' words, which the
 * plugin prints in the site's language (`<script type="application/json" id="wc-islands-l10n">`, domain →
 * msgid → translation; php-stubs/includes/i18n.php). Without that element, or without the msgid in it, the
 * English msgid shows. `npm run i18n` lists every call for the plugin (php-stubs/includes/strings.php), so the
 * msgid and a domain given must be string literals; without one the domain is WooCommerce's.
 */
export type Domain = 'woocommerce' | 'default';

let printed: Record<string, Record<string, unknown>> | undefined;

function read(): Record<string, Record<string, unknown>> {
  const element = globalThis.document?.getElementById('wc-islands-l10n');
  if (!element) return {};
  try {
    const data: unknown = JSON.parse(element.textContent ?? '');
    if (data && typeof data === 'object' && !Array.isArray(data))
      return data as Record<string, Record<string, unknown>>;
  } catch {
    // reported below
  }
  console.warn('[islands] translations: #wc-islands-l10n is not a JSON object; English words show');
  return {};
}

/** `msgid` in the site's language, as WooCommerce (the default) or WordPress (`'default'`) translates it. */
export function l10n(msgid: string, domain: Domain = 'woocommerce'): string {
  printed ??= read();
  const translation = printed[domain]?.[msgid];
  return typeof translation === 'string' && translation !== '' ? translation : msgid;
}

/** For tests: read the element again on the next call. */
export function resetL10n(): void {
  printed = undefined;
}
