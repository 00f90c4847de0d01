// The translation files WordPress loads, from the catalogues `npm run i18n` keeps (languages/):
//  - the islands' strings as Jed 1.x JSON for wp_set_script_translations. WordPress looks for
//    `<domain>-<locale>-<handle>.json` in the folder given to wp_set_script_translations, then for
//    `<domain>-<locale>-<md5 of the script path relative to the plugin>.json`. Both are written: the handle file
//    (what the plugin finds first) and one md5 file per flavour (what a copy under wp-content/languages/plugins/
//    would be named);
//  - the admin screens' strings as `<domain>-<locale>.mo` for load_plugin_textdomain;
//  - the .pot itself, for translators.

/** @import { PoEntry, PoFile } from './lib/po.mjs' */

import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { headerFields, parsePo, writeMo } from './lib/po.mjs';

export const TEXT_DOMAIN = 'wc-islands';
export const SCRIPT_HANDLE = 'wc-islands';
export const LOCALE = 'pl_PL';
/** gettext's rule for Polish: 1 → 0; 2–4, 22–24, … (not 12–14) → 1; everything else → 2. */
export const POLISH_PLURAL_FORMS =
  'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);';

/** @param {string} ref */
const isScript = (ref) => !ref.endsWith('.php');
/** @param {PoEntry} entry */
const translated = (entry) => entry.msgstr.length > 0 && entry.msgstr.every(Boolean);

/**
 * The translation files in languages/: locale → parsed .po.
 * @param {string} root
 * @returns {Promise<Map<string, PoFile>>}
 */
export async function loadTranslations(root) {
  const dir = path.join(root, 'languages');
  /** @type {Map<string, PoFile>} */
  const out = new Map();
  for (const name of (await readdir(dir)).sort()) {
    const locale = /^wc-islands-(.+)\.po$/.exec(name)?.[1];
    if (locale) out.set(locale, parsePo(await readFile(path.join(dir, name), 'utf8')));
  }
  return out;
}

/**
 * The Jed 1.x object of one translation's script strings: every entry an array of forms.
 * @param {PoFile} po
 * @param {string} locale
 * @param {{ source?: string }} [o] the script path the file is for
 */
export function jedLocaleData(po, locale, { source } = {}) {
  const fields = headerFields(po.header);
  /** @type {Record<string, string[] | { domain: string, lang: string, 'plural-forms': string }>} */
  const messages = {
    '': {
      domain: TEXT_DOMAIN,
      lang: locale,
      'plural-forms': fields['Plural-Forms'] ?? 'nplurals=2; plural=(n != 1);',
    },
  };
  for (const entry of po.entries) {
    if (entry.msgctxt === undefined && entry.refs.some(isScript) && translated(entry))
      messages[entry.msgid] = [...entry.msgstr];
  }
  return {
    'translation-revision-date': '',
    generator: 'wc-islands build.mjs',
    ...(source ? { source } : {}),
    domain: TEXT_DOMAIN,
    locale_data: { [TEXT_DOMAIN]: messages },
  };
}

/** The script path WordPress hashes: relative to the plugin folder, which holds dist/. */
/** @param {string} flavour */
export const scriptPath = (flavour) => `dist/${flavour}/islands.js`;
/** @param {string} s */
export const md5 = (s) => createHash('md5').update(s).digest('hex');

/**
 * Writes `<outRoot>/languages/`: per translation its JSON files and .mo, and the .pot.
 * @param {{ root: string, outRoot: string, flavours: readonly string[] }} o
 * @returns {Promise<string[]>} the file names written
 */
export async function writeTranslations({ root, outRoot, flavours }) {
  const dir = path.join(outRoot, 'languages');
  await mkdir(dir, { recursive: true });
  /** @type {Array<[string, string | Buffer]>} */
  const files = [];
  for (const [locale, po] of await loadTranslations(root)) {
    files.push([
      `${TEXT_DOMAIN}-${locale}-${SCRIPT_HANDLE}.json`,
      `${JSON.stringify(jedLocaleData(po, locale))}\n`,
    ]);
    for (const flavour of flavours) {
      const source = scriptPath(flavour);
      files.push([
        `${TEXT_DOMAIN}-${locale}-${md5(source)}.json`,
        `${JSON.stringify(jedLocaleData(po, locale, { source }))}\n`,
      ]);
    }
    const admin = po.entries.filter((e) => e.msgctxt === undefined && e.refs.some((ref) => !isScript(ref)));
    files.push([`${TEXT_DOMAIN}-${locale}.mo`, writeMo(po.header, admin)]);
  }
  await Promise.all(files.map(([name, data]) => writeFile(path.join(dir, name), data)));
  await copyFile(path.join(root, 'languages', `${TEXT_DOMAIN}.pot`), path.join(dir, `${TEXT_DOMAIN}.pot`));
  return [...files.map(([name]) => name), `${TEXT_DOMAIN}.pot`];
}
