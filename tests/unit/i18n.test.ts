import { afterEach, describe, expect, it } from 'vitest';
import { __, _n, pluralIndex, resetLocaleData, setLocaleData, sprintf } from '../../shared/i18n';

afterEach(() => resetLocaleData());

describe('Polish plurals', () => {
  it.each([
    [1, 0],
    [2, 1],
    [3, 1],
    [4, 1],
    [5, 2],
    [11, 2],
    [12, 2],
    [14, 2],
    [21, 2],
    [22, 1],
    [24, 1],
    [25, 2],
    [112, 2],
    [0, 2],
    [102, 1],
  ])('%d takes form %d', (n, form) => {
    expect(pluralIndex(n)).toBe(form);
  });

  it('_n picks the catalogue form', () => {
    expect(sprintf(_n('%d item', '%d items', 1), 1)).toBe('1 produkt');
    expect(sprintf(_n('%d item', '%d items', 3), 3)).toBe('3 produkty');
    expect(sprintf(_n('%d item', '%d items', 5), 5)).toBe('5 produktów');
    expect(sprintf(_n('%d item', '%d items', 22), 22)).toBe('22 produkty');
  });
});

describe('catalogue and Jed overrides', () => {
  it('translates the shop strings and leaves unknown ones as they are', () => {
    expect(__('View cart')).toBe('Zobacz koszyk');
    expect(__('Close')).toBe('Zamknij');
    expect(sprintf(__('%d of 5 stars'), 4)).toBe('4 z 5 gwiazdek');
    expect(__('You are probably offline.')).toBe('You are probably offline.');
    expect(__('Not in the catalogue')).toBe('Not in the catalogue');
  });

  it('accepts Jed data with "plural-forms" (WP-CLI make-json)', () => {
    setLocaleData({
      domain: 'wc-islands',
      locale_data: {
        'wc-islands': {
          '': { domain: 'wc-islands', lang: 'pl_PL', 'plural-forms': 'nplurals=3; plural=(n==1 ? 0 : 1);' },
          'View cart': ['Pokaż koszyk'],
          '%d item': ['%d rzecz', '%d rzeczy', '%d rzeczy!'],
        },
      },
    });
    expect(__('View cart')).toBe('Pokaż koszyk');
    expect(sprintf(_n('%d item', '%d items', 7), 7)).toBe('7 rzeczy!');
  });

  it('accepts Jed data with "plural_forms" under messages (core wp_get_jed_locale_data)', () => {
    setLocaleData({
      locale_data: {
        messages: {
          '': { plural_forms: 'nplurals=2; plural=(n != 1);', lang: 'en_US' },
          '%d item': ['%d thing', '%d things'],
        },
      },
    });
    expect(sprintf(_n('%d item', '%d items', 1), 1)).toBe('1 thing');
    expect(sprintf(_n('%d item', '%d items', 3), 3)).toBe('3 things');
  });

  it('ignores empty translations', () => {
    setLocaleData({ locale_data: { 'wc-islands': { 'View cart': [''] } } });
    expect(__('View cart')).toBe('Zobacz koszyk');
  });

  it('sprintf handles positions, %d truncation and %%', () => {
    expect(sprintf('%2$s / %1$s', 'a', 'b')).toBe('b / a');
    expect(sprintf('%d%% z %s', 4.7, 'x')).toBe('4% z x');
  });
});

describe("the site's language (<html lang>, as WordPress prints the locale)", () => {
  const onPage = (lang: string) => {
    document.documentElement.lang = lang;
    resetLocaleData();
  };
  afterEach(() => onPage('pl-PL'));

  it.each(['pl-PL', 'pl', 'pl_PL'])('%s: the built-in Polish catalogue', (lang) => {
    onPage(lang);
    expect([__('Close'), __('Next'), __('Previous'), __('Toggle fullscreen')]).toEqual([
      'Zamknij',
      'Następny',
      'Poprzedni',
      'Pełny ekran',
    ]);
  });

  it.each(['en-US', 'en-GB', 'de-DE', 'plx', ''])('%s: the English source strings', (lang) => {
    onPage(lang);
    expect([__('Close'), __('Next'), __('Previous'), __('Toggle fullscreen')]).toEqual([
      'Close',
      'Next',
      'Previous',
      'Toggle fullscreen',
    ]);
    expect(sprintf(_n('%d item', '%d items', 5), 5)).toBe('5 items');
    expect(sprintf(_n('%d item', '%d items', 1), 1)).toBe('1 item');
  });

  it('a translation file still applies on any site', () => {
    onPage('en-US');
    setLocaleData({ locale_data: { 'wc-islands': { '': { lang: 'de_DE' }, Close: ['Schließen'] } } });
    expect(__('Close')).toBe('Schließen');
    expect(__('Next')).toBe('Next');
  });
});
