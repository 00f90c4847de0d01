// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseCookieHeader } from '../../shared/cookies';
import {
  COOKIE_NAMES,
  decodeContainer,
  deleteCookieStrings,
  encodeContainer,
  formatContainer,
  parseContainer,
  readJar,
  setCookieString,
  uriDecode,
  uriEncode,
} from './cookies-format';

// Hand-made from sourcebuster's cookie format: pairs joined by |||, URI-encoded with
// ! ' ( ) * ~ escaped as well, optionally Base64 without its = padding.
const CLASSIC_TYPEIN = 'typ%3Dtypein%7C%7C%7Csrc%3D%28direct%29%7C%7C%7Cmdm%3D%28none%29';
const CLASSIC_TYPEIN_BASE64 =
  'dHlwJTNEdHlwZWluJTdDJTdDJTdDc3JjJTNEJTI4ZGlyZWN0JTI5JTdDJTdDJTdDbWRtJTNEJTI4bm9uZSUyOQ';
const CLASSIC_ADD =
  'fd%3D2025-03-01%2010%3A00%3A00%7C%7C%7Cep%3Dhttps%3A%2F%2Fsklep.pl%2Fkoszyk%2F%3Fq%3D%25C5%25BC%7C%7C%7Crf%3D%28none%29';

describe('traffic cookie format', () => {
  it('names the eight cookies', () => {
    expect(COOKIE_NAMES).toEqual([
      'sbjs_current',
      'sbjs_current_add',
      'sbjs_first',
      'sbjs_first_add',
      'sbjs_session',
      'sbjs_udata',
      'sbjs_migrations',
      'sbjs_promo',
    ]);
  });

  it('writes what the classic script writes, plain and Base64', () => {
    const typein = { typ: 'typein', src: '(direct)', mdm: '(none)' };
    expect(formatContainer(typein)).toBe('typ=typein|||src=(direct)|||mdm=(none)');
    expect(encodeContainer(typein, false)).toBe(CLASSIC_TYPEIN);
    expect(encodeContainer(typein, true)).toBe(CLASSIC_TYPEIN_BASE64);
  });

  it('reads values the classic script wrote, plain or Base64 whatever the setting', () => {
    const typein = { typ: 'typein', src: '(direct)', mdm: '(none)' };
    expect(decodeContainer(CLASSIC_TYPEIN)).toEqual(typein);
    expect(decodeContainer(CLASSIC_TYPEIN_BASE64)).toEqual(typein);
    expect(decodeContainer(CLASSIC_TYPEIN_BASE64 + '==')).toEqual(typein);
    expect(decodeContainer(CLASSIC_ADD)).toEqual({
      fd: '2025-03-01 10:00:00',
      ep: 'https://sklep.pl/koszyk/?q=ż', // the classic reader decodes each value once more
      rf: '(none)',
    });
    // campaign values the classic script took from the URL still encoded (`?utm_source=wiosna%202025`)
    expect(
      decodeContainer('typ%3Dutm%7C%7C%7Csrc%3Dwiosna%25202025%7C%7C%7Ccmp%3Dzni%25C5%25BCka%2B'),
    ).toEqual({
      typ: 'utm',
      src: 'wiosna 2025',
      cmp: 'zniżka+',
    });
    expect(decodeContainer('1418474375998%3D1')).toEqual({ '1418474375998': '1' });
    expect(decodeContainer('code%3D042137')).toEqual({ code: '042137' });
  });

  it('keeps the order of the pairs and splits a pair at its first =', () => {
    expect(parseContainer('b=1|||a=x=y')).toEqual({ b: '1', a: 'x=y' });
    expect(Object.keys(parseContainer('vst=2|||uip=(none)|||uag=UA') ?? {})).toEqual(['vst', 'uip', 'uag']);
    expect(parseContainer('k=')).toEqual({ k: '' });
  });

  it.each([
    ['undefined', undefined],
    ['empty', ''],
    ['no pair', 'hello'],
    ['Base64 characters that are not a container', 'abc'],
    ['one Base64 character', 'a'],
    ['a pair and rubbish', 'typ%3Dutm%7C%7C%7Cgarbage'],
    ['separators only', '%7C%7C%7C'],
    ['an empty key', '%3Dvalue'],
    ['a key with spaces', 'a%20b%3D1'],
    ['malformed percent escapes', '%E0%A4%A'],
    ['Base64 of binary', btoa('\u0000\u00ff\u0001')],
  ])('returns undefined for garbage (%s), never throws', (_name, raw) => {
    expect(decodeContainer(raw)).toBeUndefined();
  });

  it('reads malformed percent escapes leniently instead of throwing', () => {
    expect(uriDecode('100%')).toBe('100%');
    expect(decodeContainer('a%3D100%25%ZZ')).toEqual({ a: '100%%ZZ' });
  });

  it("escapes ! ' ( ) * ~ as well", () => {
    expect(uriEncode("!'()*~ a")).toBe('%21%27%28%29%2A%7E%20a');
  });

  const hostile = {
    typ: 'utm',
    src: '<script>alert("x")</script>',
    mdm: `it's "quoted" & <b>bold</b>`,
    cmp: 'a|||b=c|||typ=organic',
    cnt: '=|=||=|||',
    trm: 'zażółć gęślą jaźń 100% %7C %25 %',
    id: '; path=/; domain=.evil.example',
    plt: '',
  };

  it.each([false, true])('round-trips hostile values as plain text (base64 %s)', (base64) => {
    const raw = encodeContainer(hostile, base64);
    expect(raw).not.toMatch(/[;,\s"<>|=]/);
    expect(decodeContainer(raw)).toEqual(hostile);
  });

  it('reads every container from raw cookies, skipping absent and unreadable ones', () => {
    const header =
      `sbjs_current=${CLASSIC_TYPEIN}; other=1; sbjs_first=${CLASSIC_TYPEIN_BASE64}; ` +
      `sbjs_udata=garbage; sbjs_current=${encodeContainer({ typ: 'utm' }, false)}`;
    const cookies = parseCookieHeader(header);
    expect(cookies.get('other')).toBe('1');
    const jar = readJar((name) => cookies.get(name));
    expect(jar).toEqual({
      current: { typ: 'typein', src: '(direct)', mdm: '(none)' },
      first: { typ: 'typein', src: '(direct)', mdm: '(none)' },
    });
  });

  it('builds cookie assignments on the host without www, session cookies without expires', () => {
    expect(setCookieString('sbjs_session', 'v', 'www.sklep.pl')).toBe(
      'sbjs_session=v; path=/; domain=.sklep.pl',
    );
    expect(setCookieString('sbjs_udata', 'v', 'sklep.pl', new Date(Date.UTC(2025, 0, 2, 3, 4, 5)))).toBe(
      'sbjs_udata=v; expires=Thu, 02 Jan 2025 03:04:05 GMT; path=/; domain=.sklep.pl',
    );
  });

  it('deletes all eight cookies on both the www-less and the literal host', () => {
    expect(deleteCookieStrings('sklep.pl')).toHaveLength(8);
    const both = deleteCookieStrings('www.sklep.pl');
    expect(both).toHaveLength(16);
    expect(both).toContain('sbjs_promo=; max-age=-999; path=/; domain=.sklep.pl');
    expect(both).toContain('sbjs_promo=; max-age=-999; path=/; domain=.www.sklep.pl');
  });
});
