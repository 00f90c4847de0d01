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
    expect(sprintf(_n('%d like', '%d likes', 1), 1)).toBe('1 polubienie');
    expect(sprintf(_n('%d like', '%d likes', 3), 3)).toBe('3 polubienia');
    expect(sprintf(_n('%d like', '%d likes', 5), 5)).toBe('5 polubień');
    expect(sprintf(_n('%d like', '%d likes', 22), 22)).toBe('22 polubienia');
  });
});

describe('catalogue and Jed overrides', () => {
  it('translates the shop strings and leaves unknown ones as they are', () => {
    expect(__('Love this')).toBe('Polub to');
    expect(__('Write to us')).toBe('Napisz do nas');
    // Left untranslated in the Polish file: the English shows, as the shop prints it.
    expect(__('The image could not be loaded.')).toBe('The image could not be loaded.');
    expect(__('Not in the catalogue')).toBe('Not in the catalogue');
  });

  it('accepts Jed data with "plural-forms" (WP-CLI make-json)', () => {
    setLocaleData({
      domain: 'wc-islands',
      locale_data: {
        'wc-islands': {
          '': { domain: 'wc-islands', lang: 'pl_PL', 'plural-forms': 'nplurals=3; plural=(n==1 ? 0 : 1);' },
          'Love this': ['Lubię to'],
          '%d like': ['%d serce', '%d serca', '%d serc!'],
        },
      },
    });
    expect(__('Love this')).toBe('Lubię to');
    expect(sprintf(_n('%d like', '%d likes', 7), 7)).toBe('7 serc!');
  });

  it('accepts Jed data with "plural_forms" under messages (core wp_get_jed_locale_data)', () => {
    setLocaleData({
      locale_data: {
        messages: {
          '': { plural_forms: 'nplurals=2; plural=(n != 1);', lang: 'en_US' },
          '%d like': ['%d heart', '%d hearts'],
        },
      },
    });
    expect(sprintf(_n('%d like', '%d likes', 1), 1)).toBe('1 heart');
    expect(sprintf(_n('%d like', '%d likes', 3), 3)).toBe('3 hearts');
  });

  it('ignores empty translations', () => {
    setLocaleData({ locale_data: { 'wc-islands': { 'Love this': [''] } } });
    expect(__('Love this')).toBe('Polub to');
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
    expect([__('Gallery'), __('Open the image'), __('Love this'), __('Write to us')]).toEqual([
      'Galeria',
      'Otwórz obraz',
      'Polub to',
      'Napisz do nas',
    ]);
  });

  it.each(['en-US', 'en-GB', 'de-DE', 'plx', ''])('%s: the English source strings', (lang) => {
    onPage(lang);
    expect([__('Gallery'), __('Open the image'), __('Love this'), __('Write to us')]).toEqual([
      'Gallery',
      'Open the image',
      'Love this',
      'Write to us',
    ]);
    expect(sprintf(_n('%d like', '%d likes', 5), 5)).toBe('5 likes');
    expect(sprintf(_n('%d like', '%d likes', 1), 1)).toBe('1 like');
  });

  it('a translation file still applies on any site', () => {
    onPage('en-US');
    setLocaleData({ locale_data: { 'wc-islands': { '': { lang: 'de_DE' }, Gallery: ['Galerie'] } } });
    expect(__('Gallery')).toBe('Galerie');
    expect(__('Love this')).toBe('Love this');
  });
});
