import { afterEach, describe, expect, it, vi } from 'vitest';
import { l10n, resetL10n } from '../../shared/l10n';

/** The JSON data block the plugin prints (php-stubs/includes/i18n.php). */
function printed(body: string | null) {
  document.getElementById('wc-islands-l10n')?.remove();
  if (body === null) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'wc-islands-l10n';
  script.textContent = body;
  document.body.append(script);
}

afterEach(() => {
  printed(null);
  resetL10n();
  vi.restoreAllMocks();
});

describe("l10n: WooCommerce's and WordPress's words, as the plugin prints them", () => {
  it('takes the translation of the msgid in its domain', () => {
    printed(
      JSON.stringify({
        woocommerce: { 'Close (Esc)': 'Schließen (Esc)', Next: 'Weiter' },
        default: { '(opens in a new tab)': '(öffnet in einem neuen Tab)' },
      }),
    );
    expect(l10n('Close (Esc)', 'woocommerce')).toBe('Schließen (Esc)');
    expect(l10n('Next', 'woocommerce')).toBe('Weiter');
    expect(l10n('(opens in a new tab)', 'default')).toBe('(öffnet in einem neuen Tab)');
    // Each domain its own: WordPress's Next is not WooCommerce's.
    expect(l10n('Next', 'default')).toBe('Next');
  });

  it('shows the English msgid without the element, or without the msgid in it (an English shop prints none)', () => {
    expect(l10n('Close (Esc)', 'woocommerce')).toBe('Close (Esc)');
    resetL10n();
    printed(JSON.stringify({ woocommerce: { Next: 'Weiter' } }));
    expect(l10n('Previous', 'woocommerce')).toBe('Previous');
  });

  it('keeps markup in a translation as text (the islands never insert it as HTML)', () => {
    printed(JSON.stringify({ woocommerce: { Next: '<img src=x onerror=alert(1)>' } }));
    expect(l10n('Next', 'woocommerce')).toBe('<img src=x onerror=alert(1)>');
  });

  it.each([
    ['not JSON', '{"woocommerce": {'],
    ['a list', '["Weiter"]'],
    ['a string', '"Weiter"'],
  ])('warns once and shows English when the element holds %s', (_, body) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    printed(body);
    expect(l10n('Next', 'woocommerce')).toBe('Next');
    expect(l10n('Previous', 'woocommerce')).toBe('Previous');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/^\[islands\] translations: #wc-islands-l10n/);
  });

  it('ignores entries that are not text, and empty ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    printed(JSON.stringify({ woocommerce: { Next: 3, Previous: '', 'Close (Esc)': ['x'] }, default: 'x' }));
    expect(l10n('Next', 'woocommerce')).toBe('Next');
    expect(l10n('Previous', 'woocommerce')).toBe('Previous');
    expect(l10n('Close (Esc)', 'woocommerce')).toBe('Close (Esc)');
    expect(l10n('You are probably offline.', 'default')).toBe('You are probably offline.');
    expect(warn).not.toHaveBeenCalled();
  });
});
