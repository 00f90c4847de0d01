// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_FIELDS,
  attribute,
  attributionValues,
  cookieExpiry,
  formatDate,
  NONE,
  sessionExpiry,
  WOO_SETTINGS,
  type Attribution,
  type AttributionSettings,
} from './attribution';
import { cookieName, decodeContainer, encodeContainer, readJar, type Jar } from './cookies-format';

const START = Date.UTC(2025, 4, 6, 7, 8, 9);
const MINUTE = 60_000;
const HOME = 'https://www.sklep.pl/';
const PRODUCT = 'https://www.sklep.pl/produkt/buty/';

/** A browser's cookie store on a fake clock: expired cookies are not sent, closing drops session cookies. */
class Browser {
  now = START;
  private cookies = new Map<string, { raw: string; expires: Date | undefined }>();

  constructor(
    private settings: AttributionSettings = WOO_SETTINGS,
    private base64 = false,
  ) {}

  jar(): Jar {
    for (const [name, cookie] of this.cookies) {
      if (cookie.expires && cookie.expires.getTime() <= this.now) this.cookies.delete(name);
    }
    return readJar((name) => this.cookies.get(name)?.raw);
  }

  load(url: string, referrer = '', random = () => 0.5): Attribution {
    const result = attribute(
      { url, referrer, host: 'www.sklep.pl', userAgent: 'UA/1', now: this.now, random },
      this.jar(),
      this.settings,
    );
    for (const write of result.writes) {
      const raw = encodeContainer(write.value, this.base64);
      this.cookies.set(cookieName(write.container), { raw, expires: write.expires });
    }
    return result;
  }

  wait(minutes: number): void {
    this.now += minutes * MINUTE;
  }

  restart(): void {
    for (const [name, cookie] of this.cookies) if (!cookie.expires) this.cookies.delete(name);
  }

  raw(name: string): string | undefined {
    return this.cookies.get(name)?.raw;
  }
}

const none = { cmp: NONE, cnt: NONE, id: NONE, trm: NONE, plt: NONE, fmt: NONE, tct: NONE };

function firstLoad(url: string, referrer = '') {
  return attribute(
    { url, referrer, host: 'www.sklep.pl', userAgent: 'UA/1', now: START, random: () => 0 },
    {},
  );
}

describe('utm: campaign parameters and ad click ids', () => {
  it.each([
    ['utm_source', 'src'],
    ['utm_medium', 'mdm'],
    ['utm_campaign', 'cmp'],
    ['utm_content', 'cnt'],
    ['utm_id', 'id'],
    ['utm_term', 'trm'],
    ['utm_source_platform', 'plt'],
    ['utm_creative_format', 'fmt'],
    ['utm_marketing_tactic', 'tct'],
  ])('%s alone makes the visit utm and fills %s', (param, key) => {
    const { decision, jar } = firstLoad(`${HOME}?${param}=wiosna%202025`);
    expect(decision).toBe('utm');
    expect(jar.current).toEqual({ typ: 'utm', src: NONE, mdm: NONE, ...none, [key]: 'wiosna 2025' });
  });

  it.each([
    ['gclid', { src: 'google', mdm: 'cpc', cmp: 'google_cpc' }],
    ['yclid', { src: 'yandex', mdm: 'cpc', cmp: 'yandex_cpc' }],
  ])('%s is a paid click with its defaults', (param, expected) => {
    const { decision, jar } = firstLoad(`${HOME}?${param}=Cj0KCQ`);
    expect(decision).toBe('utm');
    expect(jar.current).toEqual({ typ: 'utm', ...none, ...expected });
  });

  it('campaign parameters win over click-id defaults', () => {
    const { jar } = firstLoad(`${HOME}?gclid=x&utm_source=newsletter&utm_campaign=lato`);
    expect(jar.current).toMatchObject({ src: 'newsletter', mdm: 'cpc', cmp: 'lato' });
  });

  it('takes the term from a Yandex referrer when the URL has none', () => {
    const { jar } = firstLoad(`${HOME}?yclid=1`, 'https://yandex.ru/search/?text=buty');
    expect(jar.current).toMatchObject({ src: 'yandex', trm: 'buty' });
  });

  it('ignores unknown parameters; a campaign parameter counts when present, even empty (as the classic script)', () => {
    expect(firstLoad(`${HOME}?fbclid=abc&ref=x`).decision).toBe('typein');
    const { decision, jar } = firstLoad(`${HOME}?utm_source=&fbclid=abc`);
    expect(decision).toBe('utm');
    expect(jar.current).toMatchObject({ typ: 'utm', src: '(none)', mdm: '(none)' });
  });

  it('overrides a stored source even inside a live session', () => {
    const browser = new Browser();
    browser.load(HOME, 'https://www.google.com/');
    expect(browser.load(`${PRODUCT}?utm_source=fb&utm_medium=social`).decision).toBe('utm');
    expect(browser.jar().current).toMatchObject({ typ: 'utm', src: 'fb', mdm: 'social' });
  });
});

describe('organic: the search engines', () => {
  it.each([
    ['https://www.google.com/', 'google'],
    ['https://www.google.pl/', 'google'],
    ['https://google.co.uk/search?q=buty', 'google'],
    ['https://www.google.com.pl/', 'google'],
    ['https://yandex.ru/search/?text=buty', 'yandex'],
    ['https://www.yandex.com/?text=', 'yandex'],
    ['https://m.yandex.ru/search/?text=buty', 'yandex'],
    ['https://www.bing.com/search?q=buty', 'bing'],
    ['https://search.yahoo.com/search?p=buty', 'yahoo'],
    ['https://www.about.com/?q=buty', 'about'],
    ['https://search.aol.com/aol/search?q=buty', 'aol'],
    ['https://www.ask.com/web?q=buty', 'ask'],
    ['https://searches.globososo.com/?q=buty', 'globo'],
    ['https://go.mail.ru/search?q=buty', 'go.mail.ru'],
    ['https://nova.rambler.ru/search?query=buty', 'rambler'],
    ['https://search.tut.by/?query=buty', 'tut.by'],
  ])('%s → organic %s', (referrer, src) => {
    const { decision, jar } = firstLoad(HOME, referrer);
    expect(decision).toBe('organic');
    expect(jar.current).toEqual({ typ: 'organic', src, mdm: 'organic', ...none });
    expect(jar.current_add?.rf).toBe(referrer);
  });

  it.each([
    ['a search engine without its keyword', 'https://www.bing.com/', 'bing.com'],
    ['the wrong keyword parameter', 'https://search.yahoo.com/search?q=buty', 'search.yahoo.com'],
    ['Yandex without text', 'https://yandex.ru/', 'yandex.ru'],
    ['a look-alike host', 'https://notbing.com/?q=buty', 'notbing.com'],
    ['google as a path', 'https://example.com/google.com', 'example.com'],
  ])('%s is a referral', (_name, referrer, src) => {
    const { decision, jar } = firstLoad(HOME, referrer);
    expect(decision).toBe('referral');
    expect(jar.current?.src).toBe(src);
  });

  it('overrides a stored source even inside a live session', () => {
    const browser = new Browser();
    browser.load(`${HOME}?utm_source=newsletter`);
    expect(browser.load(PRODUCT, 'https://www.bing.com/search?q=buty').decision).toBe('organic');
  });
});

describe('referral: another site and no live session', () => {
  it('records the host without www, medium referral and the path as content', () => {
    const { decision, jar } = firstLoad(HOME, 'https://www.facebook.com/groups/buty/?x=1');
    expect(decision).toBe('referral');
    expect(jar.current).toEqual({
      typ: 'referral',
      ...none,
      src: 'facebook.com',
      mdm: 'referral',
      cnt: '/groups/buty/',
    });
  });

  it.each([
    ['https://t.co/abc', 'twitter.com'],
    ['https://www.t.co/abc', 'twitter.com'],
    ['https://mobile.t.co/abc', 'twitter.com'],
    ['https://plus.url.google.com/url?q=x', 'plus.google.com'],
  ])('maps %s to %s', (referrer, src) => {
    expect(firstLoad(HOME, referrer).jar.current).toMatchObject({ typ: 'referral', src, mdm: 'referral' });
  });

  it('is ignored inside a live session: the current source is kept', () => {
    const browser = new Browser();
    browser.load(`${HOME}?utm_source=newsletter`);
    browser.wait(10);
    const result = browser.load(PRODUCT, 'https://forum.example.org/watek');
    expect(result.decision).toBe('kept');
    expect(result.jar.current?.src).toBe('newsletter');
  });

  it('replaces the current source once the session has expired', () => {
    const browser = new Browser();
    browser.load(`${HOME}?utm_source=newsletter`);
    browser.wait(31);
    expect(browser.load(PRODUCT, 'https://forum.example.org/watek').decision).toBe('referral');
    expect(browser.jar().current?.src).toBe('forum.example.org');
  });

  it.each(['https://www.sklep.pl/koszyk/', 'https://sklep.pl/', 'https://blog.sklep.pl/wpis/'])(
    'the shop itself (%s) is not another site',
    (referrer) => {
      expect(firstLoad(HOME, referrer).decision).toBe('typein');
    },
  );

  it('a garbage referrer counts as none', () => {
    expect(firstLoad(HOME, 'not a url').decision).toBe('typein');
  });
});

describe('keep current, typein only when nothing is stored', () => {
  it('a first visit without source is typein with the direct defaults', () => {
    const { decision, jar } = firstLoad(HOME);
    expect(decision).toBe('typein');
    expect(jar.current).toEqual({ typ: 'typein', src: '(direct)', mdm: '(none)', ...none });
    expect(jar.current_add).toEqual({ fd: '2025-05-06 07:08:09', ep: HOME, rf: NONE });
  });

  it('typein never replaces a stored source, even in a new session', () => {
    const browser = new Browser();
    browser.load(HOME, 'https://www.google.com/');
    browser.wait(120);
    const result = browser.load(PRODUCT);
    expect(result.decision).toBe('kept');
    expect(result.jar.current).toMatchObject({ typ: 'organic', src: 'google' });
    expect(result.jar.current_add?.ep).toBe(HOME);
  });

  it('restores current from first when only first is left', () => {
    const first = { typ: 'utm', src: 'newsletter', mdm: 'email', ...none };
    const result = attribute(
      { url: HOME, referrer: '', host: 'sklep.pl', userAgent: 'UA', now: START, random: Math.random },
      { first, first_add: { fd: 'x', ep: 'y', rf: 'z' } },
    );
    expect(result.decision).toBe('kept');
    expect(result.jar.current).toEqual(first);
    expect(result.writes.map((write) => write.container)).toContain('current');
  });
});

describe('first source and counters', () => {
  it('stores the first source once and never overwrites it', () => {
    const browser = new Browser();
    browser.load(`${HOME}?utm_source=newsletter`);
    const firstRaw = browser.raw('sbjs_first');
    const firstAddRaw = browser.raw('sbjs_first_add');
    browser.wait(60);
    browser.load(HOME, 'https://www.google.com/');
    browser.wait(5);
    browser.load(`${HOME}?gclid=1`);
    expect(browser.raw('sbjs_first')).toBe(firstRaw);
    expect(browser.raw('sbjs_first_add')).toBe(firstAddRaw);
    expect(browser.jar().first).toMatchObject({ typ: 'utm', src: 'newsletter' });
    expect(browser.jar().current).toMatchObject({ typ: 'utm', src: 'google' });
  });

  it('counts pages per session and visits per new session on a sliding 30-minute session', () => {
    const browser = new Browser();
    const pages = () => browser.jar().session?.pgs;
    const visits = () => browser.jar().udata?.vst;
    browser.load(HOME);
    expect([pages(), visits()]).toEqual(['1', '1']);
    browser.wait(29);
    browser.load(PRODUCT);
    browser.wait(29);
    browser.load(HOME);
    expect([pages(), visits()]).toEqual(['3', '1']);
    expect(browser.jar().session?.cpg).toBe(HOME);
    browser.wait(30);
    expect(browser.jar().session).toBeUndefined();
    browser.load(PRODUCT);
    expect([pages(), visits()]).toEqual(['1', '2']);
    browser.wait(45);
    browser.load(HOME);
    expect([pages(), visits()]).toEqual(['1', '3']);
  });

  it('writes udata with the user agent and no IP, promo and migrations once', () => {
    const browser = new Browser();
    const first = browser.load(HOME, '', () => 0.25);
    expect(first.jar.udata).toEqual({ vst: '1', uip: NONE, uag: 'UA/1' });
    expect(first.jar.promo).toEqual({ code: '325000' });
    expect(first.jar.migrations).toEqual({ '1418474375998': '1' });
    browser.wait(1);
    const second = browser.load(PRODUCT, '', () => 0.9);
    expect(second.jar.promo).toEqual({ code: '325000' });
    expect(second.writes.map((write) => write.container)).toEqual(['session', 'udata']);
  });

  it.each([
    [0, {}, '100000'],
    [0.999999999, {}, '999999'],
    [0.5, {}, '550000'],
    [0.003, { promoMin: 1, promoMax: 999 }, '003'],
    [1, { promoMin: 1, promoMax: 999 }, '999'],
  ])('promo code for random %s stays in range and zero-padded', (random, settings, code) => {
    const result = attribute(
      { url: HOME, referrer: '', host: 'sklep.pl', userAgent: 'UA', now: START, random: () => random },
      {},
      settings,
    );
    expect(result.jar.promo?.code).toBe(code);
  });

  it('tolerates garbage counters', () => {
    const result = attribute(
      { url: HOME, referrer: '', host: 'sklep.pl', userAgent: 'UA', now: START, random: Math.random },
      { session: { pgs: 'abc' }, udata: { vst: '-4' }, current: { typ: 'typein' } },
    );
    expect(result.jar.session?.pgs).toBe('1');
    expect(result.jar.udata?.vst).toBe('0');
  });

  it('works the same with Base64 cookies', () => {
    const browser = new Browser(WOO_SETTINGS, true);
    browser.load(`${HOME}?utm_source=<script>alert(1)</script>&utm_campaign=a|||b=c`);
    expect(browser.raw('sbjs_current')).toMatch(/^[A-Za-z0-9+/]+$/);
    browser.wait(1);
    browser.load(PRODUCT);
    expect(browser.jar().current).toMatchObject({ src: '<script>alert(1)</script>', cmp: 'a|||b=c' });
    expect(browser.jar().session?.pgs).toBe('2');
  });
});

describe('cookie lifetime, read as the classic script reads it', () => {
  it('0.00001 months is 0 whole minutes: browser-session cookies, not 26-second ones', () => {
    expect(cookieExpiry(0.00001, START)).toBeUndefined();
    const browser = new Browser();
    const result = browser.load(`${HOME}?utm_source=newsletter`);
    for (const write of result.writes) {
      expect([write.container, write.expires]).toEqual([
        write.container,
        write.container === 'session' ? new Date(START + 30 * MINUTE) : undefined,
      ]);
    }
    browser.wait(600);
    expect(browser.jar().current?.src).toBe('newsletter');
    browser.restart();
    expect(browser.jar().current).toBeUndefined();
  });

  it('unset is the tracking default of 6 months (of 30 days)', () => {
    expect(cookieExpiry(undefined, START)).toEqual(new Date(START + 6 * 30 * 24 * 60 * MINUTE));
    const browser = new Browser({});
    browser.load(`${HOME}?utm_source=newsletter`);
    browser.restart();
    browser.wait(60 * 24 * 179);
    expect(browser.jar().first?.src).toBe('newsletter');
    browser.wait(60 * 24);
    expect(browser.jar().first).toBeUndefined();
  });

  it.each([
    [1.5 / (30 * 24 * 60), 1],
    [2.5 / (30 * 24 * 60), 2],
    [1 / 720, 60],
    [0.9 / (30 * 24 * 60), undefined],
    [0, undefined],
    [-1, undefined],
    [Number.NaN, undefined],
  ])('%s months → %s whole minutes', (months, minutes) => {
    const expiry = cookieExpiry(months, START);
    expect(expiry && (expiry.getTime() - START) / MINUTE).toBe(minutes);
  });

  it('the session cookie slides by the session length', () => {
    expect(sessionExpiry(undefined, START)).toEqual(new Date(START + 30 * MINUTE));
    expect(sessionExpiry(45, START)).toEqual(new Date(START + 45 * MINUTE));
    expect(sessionExpiry(0, START)).toBeUndefined();
  });

  it('dates are UTC "YYYY-MM-DD hh:mm:ss"', () => {
    expect(formatDate(START)).toBe('2025-05-06 07:08:09');
  });
});

describe('order attribution fields', () => {
  it('lists the sixteen fields', () => {
    expect(Object.keys(ATTRIBUTION_FIELDS)).toEqual([
      'source_type',
      'referrer',
      'utm_campaign',
      'utm_source',
      'utm_medium',
      'utm_content',
      'utm_id',
      'utm_term',
      'utm_source_platform',
      'utm_creative_format',
      'utm_marketing_tactic',
      'session_entry',
      'session_start_time',
      'session_pages',
      'session_count',
      'user_agent',
    ]);
  });

  it('maps the cookies to the field values', () => {
    const browser = new Browser();
    const url = `${HOME}?utm_source=fb&utm_medium=social&utm_campaign=lato&utm_id=7&utm_marketing_tactic=prospecting`;
    browser.load(url, 'https://l.facebook.com/');
    browser.wait(2);
    browser.load(PRODUCT);
    expect(attributionValues(browser.jar())).toEqual({
      source_type: 'utm',
      referrer: 'https://l.facebook.com/',
      utm_campaign: 'lato',
      utm_source: 'fb',
      utm_medium: 'social',
      utm_content: NONE,
      utm_id: '7',
      utm_term: NONE,
      utm_source_platform: NONE,
      utm_creative_format: NONE,
      utm_marketing_tactic: 'prospecting',
      session_entry: url,
      session_start_time: '2025-05-06 07:08:09',
      session_pages: '2',
      session_count: '1',
      user_agent: 'UA/1',
    });
  });

  it('gives null for what is missing and all null when tracking is off', () => {
    const jar = { current: decodeContainer('typ%3Dtypein') ?? {} };
    const values = attributionValues(jar);
    expect(values.source_type).toBe('typein');
    expect(values.utm_source).toBeNull();
    expect(
      Object.values(attributionValues(firstLoad(HOME).jar, false)).every((value) => value === null),
    ).toBe(true);
  });
});
