// Jed 1.x JSON files for wp_set_script_translations, generated from the catalogue in shared/i18n-pl.ts.
//
// WordPress looks for `<domain>-<locale>-<handle>.json` in the folder given to wp_set_script_translations,
// then for `<domain>-<locale>-<md5 of the script path relative to the plugin>.json`. We write both: the
// handle file (what the plugin finds first) and one md5 file per flavour (what a translation tool or a
// copy under wp-content/languages/plugins/ would be named).

import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';

export const TEXT_DOMAIN = 'wc-islands';
export const SCRIPT_HANDLE = 'wc-islands';
export const LOCALE = 'pl_PL';
/** gettext's rule for Polish: 1 → 0; 2–4, 22–24, … (not 12–14) → 1; everything else → 2. */
export const POLISH_PLURAL_FORMS =
  'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);';
const CATALOGUE_SOURCE = 'shared/i18n-pl.ts';

/** Reads `POLISH` from shared/i18n-pl.ts (bundled by esbuild, imported from a data: URL). */
export async function loadCatalogue(root) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [CATALOGUE_SOURCE],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const code = Buffer.from(result.outputFiles[0].contents).toString('base64');
  const mod = await import(/* @vite-ignore */ `data:text/javascript;base64,${code}`);
  if (!mod.POLISH) throw new Error(`${CATALOGUE_SOURCE} does not export POLISH`);
  return mod.POLISH;
}

/** The Jed 1.x object: every entry an array of forms (one for a string, three for a Polish plural). */
export function jedLocaleData(catalogue, { source } = {}) {
  const messages = {
    '': { domain: TEXT_DOMAIN, lang: LOCALE, 'plural-forms': POLISH_PLURAL_FORMS },
  };
  for (const [msgid, entry] of Object.entries(catalogue)) {
    messages[msgid] = typeof entry === 'string' ? [entry] : [...entry];
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
export const scriptPath = (flavour) => `dist/${flavour}/islands.js`;
export const md5 = (s) => createHash('md5').update(s).digest('hex');

/**
 * Writes `<outRoot>/languages/*.json`.
 * @returns {Promise<string[]>} the file names written
 */
export async function writeTranslations({ root, outRoot, flavours }) {
  const catalogue = await loadCatalogue(root);
  const dir = path.join(outRoot, 'languages');
  await mkdir(dir, { recursive: true });
  const files = [[`${TEXT_DOMAIN}-${LOCALE}-${SCRIPT_HANDLE}.json`, jedLocaleData(catalogue)]];
  for (const flavour of flavours) {
    const source = scriptPath(flavour);
    files.push([`${TEXT_DOMAIN}-${LOCALE}-${md5(source)}.json`, jedLocaleData(catalogue, { source })]);
  }
  await Promise.all(files.map(([name, jed]) => writeFile(path.join(dir, name), `${JSON.stringify(jed)}\n`)));
  return files.map(([name]) => name);
}
