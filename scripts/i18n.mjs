// npm run i18n: the plugin's catalogues from its sources.
//
// The islands (widgets/, shared/) translate two kinds of words:
//  - their own, `__('…')` and `_n('…', '…', n)` (shared/i18n.ts), in the plugin's text domain;
//  - words WooCommerce or WordPress already translate, `l10n('…')` (WooCommerce's) or `l10n('…', 'default')`
//    (WordPress's; shared/l10n.ts), which the plugin prints in the site's language.
// The admin screens (php-stubs/) use `__( '…', 'wc-islands' )` and the other gettext functions.
//
// Writes:
//  - languages/wc-islands.pot: every string of the plugin's domain, with its translator comment;
//  - languages/wc-islands-<locale>.po: each translation file brought up to the .pot (new strings empty,
//    gone ones dropped, translations kept);
//  - shared/i18n-pl.ts: the islands' Polish catalogue, from languages/wc-islands-pl_PL.po;
//  - php-stubs/includes/strings.php: the l10n() strings, asked from WooCommerce's and WordPress's catalogues.
// The build turns the .po files into Jed JSON and .mo files (scripts/i18n-json.mjs).
//
//   node scripts/i18n.mjs            write the files above
//   node scripts/i18n.mjs --check    fail (npm run lint) when one is out of date, or when a string of the plugin's
//                                    domain has no translator comment or is a msgid WooCommerce already has
//                                    (use l10n() for it), or an l10n() msgid is not WooCommerce's
//   node scripts/i18n.mjs --woocommerce <woocommerce.pot>
//                                    write languages/woocommerce-msgids.txt from WooCommerce's catalogue

/** @import { EntryToWrite, PoFile } from './lib/po.mjs' */

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { headerFields, parsePo, writePo } from './lib/po.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TEXT_DOMAIN = 'wc-islands';
export const POT = 'languages/wc-islands.pot';
export const WOOCOMMERCE_MSGIDS = 'languages/woocommerce-msgids.txt';
const POLISH_TS = 'shared/i18n-pl.ts';
const STRINGS_PHP = 'php-stubs/includes/strings.php';
/** @type {readonly string[]} */
const FOREIGN_DOMAINS = ['woocommerce', 'default'];
/** Where the islands' functions are defined (not calls). */
const DEFINITIONS = new Set(['shared/i18n.ts', 'shared/l10n.ts', POLISH_TS]);
/** @type {Record<string, Array<'msgid' | 'plural' | null>>} each PHP gettext function's arguments before the domain */
const PHP_GETTEXT = {
  __: ['msgid'],
  _e: ['msgid'],
  esc_html__: ['msgid'],
  esc_html_e: ['msgid'],
  esc_attr__: ['msgid'],
  esc_attr_e: ['msgid'],
  _n: ['msgid', 'plural', null],
};

// ---------------------------------------------------------------------------------------------------------
// Reading the sources

/**
 * @typedef {{ start: number, line: number, endLine: number }} Place where a token starts, and the lines it spans
 * @typedef {Place & ({ type: 'string', value: { raw: string, quote: string } } | { type: 'comment' | 'ident' | 'punct' | 'template' | 'regex', value: string })} Token
 * @typedef {{ file: string, line: number, comment: string | undefined }} CallSite
 * @typedef {CallSite & { kind: 'own', domain: string, msgid: string, plural?: string }} OwnCall a string of the plugin's domain
 * @typedef {CallSite & { kind: 'l10n', domain: string, msgid: string, plural?: undefined }} L10nCall a word WooCommerce or WordPress translates
 * @typedef {CallSite & { kind: 'foreign', domain: string, msgid: string | undefined, plural?: undefined }} ForeignCall PHP's gettext in another domain
 * @typedef {OwnCall | L10nCall | ForeignCall} Call
 * @typedef {{ msgid: string, comment: string, header: true, file: string }} HeaderString a plugin header's field
 */

/**
 * Tokens of a TypeScript or PHP file: comments, strings, identifiers and single punctuation, each with its
 * line. Enough to find calls and their literal arguments; template literals and regular expressions are
 * skipped as opaque.
 * @param {string} text
 * @param {{ php?: boolean }} [o]
 * @returns {Token[]}
 */
export function tokenize(text, { php = false } = {}) {
  /** @type {Token[]} */
  const tokens = [];
  let i = 0;
  let line = 1;
  /**
   * @param {Token['type']} type
   * @param {Token['value']} value
   * @param {number} start
   * @param {number} startLine
   */
  const push = (type, value, start, startLine) =>
    tokens.push(/** @type {Token} */ ({ type, value, start, line: startLine, endLine: line }));
  const regexCanStart = () => {
    const last = tokens.findLast((t) => t.type !== 'comment');
    if (!last) return true;
    // Not after `<`: that is a JSX closing tag.
    if (last.type === 'punct') return /[(,=:[!&|?{};+\-*%~^]/.test(last.value);
    if (last.type === 'string') return false;
    return last.type === 'ident' && /^(return|typeof|case|in|of|void|throw|else|do)$/.test(last.value);
  };
  // Template literals: their `${…}` parts are code (a call may sit in one); each entry counts open braces.
  /** @type {number[]} */
  const templates = [];
  const templateText = () => {
    while (i < text.length && text[i] !== '`') {
      if (text[i] === '\\') i++;
      else if (text[i] === '\n') line++;
      else if (text.startsWith('${', i)) {
        i += 2;
        templates.push(0);
        return;
      }
      i++;
    }
    i++;
  };
  while (i < text.length) {
    const c = text.charAt(i);
    const start = i;
    const startLine = line;
    if (!php && templates.length && (c === '{' || c === '}')) {
      const open = templates.length - 1;
      if (c === '{') templates[open] = (templates[open] ?? 0) + 1;
      else if ((templates[open] = (templates[open] ?? 0) - 1) === -1) {
        templates.pop();
        i++;
        templateText();
        continue;
      }
      i++;
      push('punct', c, start, startLine);
    } else if (!php && c === '`') {
      i++;
      templateText();
      push('template', text.slice(start, i), start, startLine);
    } else if (c === '\n') {
      line++;
      i++;
    } else if (/\s/.test(c)) i++;
    else if (text.startsWith('//', i) || (php && c === '#' && text[i + 1] !== '[')) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
      push('comment', text.slice(start, i), start, startLine);
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
      const body = text.slice(start, i);
      line += body.split('\n').length - 1;
      push('comment', body, start, startLine);
    } else if (c === '"' || c === "'") {
      i++;
      let raw = '';
      while (i < text.length && text[i] !== c) {
        if (text[i] === '\\') {
          raw += text.slice(i, i + 2);
          i += 2;
          continue;
        }
        if (text[i] === '\n') line++;
        raw += text[i++];
      }
      i++;
      push('string', { raw, quote: c }, start, startLine);
    } else if (!php && c === '/' && regexCanStart()) {
      i++;
      let inClass = false;
      while (i < text.length && text[i] !== '\n' && (inClass || text[i] !== '/')) {
        if (text[i] === '\\') i++;
        else if (text[i] === '[') inClass = true;
        else if (text[i] === ']') inClass = false;
        i++;
      }
      if (text[i] === '/') i++;
      while (/[a-z]/i.test(text[i] ?? '')) i++;
      push('regex', text.slice(start, i), start, startLine);
    } else if (/[\w$]/.test(c)) {
      while (i < text.length && /[\w$]/.test(text.charAt(i))) i++;
      push('ident', text.slice(start, i), start, startLine);
    } else {
      // PHP's -> and :: (a method, not our function), JavaScript's ?. and =>
      const two = text.slice(i, i + 2);
      const op = ['->', '::', '?.', '=>'].includes(two) ? two : c;
      i += op.length;
      push('punct', op, start, startLine);
    }
  }
  return tokens;
}

/** @type {Record<string, string>} */
const ESCAPES = { n: '\n', t: '\t', r: '\r', 0: '\0' };

/**
 * A string token's value: JavaScript escapes, PHP's single-quoted or double-quoted ones.
 * @param {Extract<Token, { type: 'string' }>} token
 * @param {boolean} php
 */
function stringValue(token, php) {
  const { raw, quote } = token.value;
  if (php && quote === "'") return raw.replace(/\\(['\\])/g, '$1');
  if (php && /(^|[^\\])\$/.test(raw)) return undefined; // interpolation: not a literal
  return raw.replace(/\\(u\{[0-9a-f]+\}|u[0-9a-f]{4}|x[0-9a-f]{2}|.)/gi, (_, e) => {
    if (/^u\{/i.test(e)) return String.fromCodePoint(parseInt(e.slice(2, -1), 16));
    if (/^[ux]/i.test(e) && e.length > 1) return String.fromCharCode(parseInt(e.slice(1), 16));
    return ESCAPES[e] ?? e;
  });
}

/**
 * The arguments of the call whose `(` is tokens[open]: each a list of tokens.
 * @param {Token[]} tokens
 * @param {number} open
 */
function callArguments(tokens, open) {
  /** @type {Token[][]} */
  const args = [[]];
  let depth = 0;
  for (const t of tokens.slice(open + 1)) {
    if (t.type === 'comment') continue;
    if (t.type === 'punct' && '([{'.includes(t.value)) depth++;
    if (t.type === 'punct' && ')]}'.includes(t.value)) {
      if (depth === 0) return args.filter((a, n) => a.length || n < args.length - 1);
      depth--;
    }
    if (t.type === 'punct' && t.value === ',' && depth === 0) args.push([]);
    else args[args.length - 1]?.push(t);
  }
  return args;
}

/**
 * The translator comment right before a call: ending on its line or the line above.
 * @param {Token[]} tokens
 * @param {number} at
 */
function translatorComment(tokens, at) {
  const line = tokens[at]?.line ?? 0;
  for (const t of tokens.slice(0, at).reverse()) {
    if (t.endLine < line - 1) return undefined;
    if (t.type !== 'comment') continue;
    const text = t.value
      .replace(/^\/\/\s?|^#\s?|^\/\*+\s?|\s*\*+\/$/g, '')
      .replace(/\n\s*\*?\s?/g, ' ')
      .trim();
    if (/^translators:/i.test(text)) return text;
  }
  return undefined;
}

/**
 * The gettext calls of one source file: `{ calls, problems }`, each call `{ kind: 'own' | 'l10n' | 'foreign',
 * msgid, plural, domain, comment, file, line }`.
 * @param {string} file repository-relative
 * @param {string} text
 * @returns {{ calls: Call[], problems: string[] }}
 */
export function scanSource(file, text) {
  const php = file.endsWith('.php');
  const tokens = tokenize(text, { php });
  /** @type {Call[]} */
  const calls = [];
  /** @type {string[]} */
  const problems = [];
  const names = php ? Object.keys(PHP_GETTEXT) : ['__', '_n', 'l10n'];
  /** @param {Token[] | undefined} arg */
  const literal = (arg) =>
    arg && arg.length === 1 && arg[0]?.type === 'string' ? stringValue(arg[0], php) : undefined;
  tokens.forEach((t, i) => {
    if (i === tokens.length - 1 || t.type !== 'ident' || !names.includes(t.value)) return;
    const fn = t.value;
    const next = tokens.slice(i + 1).find((n) => n.type !== 'comment');
    if (next?.type !== 'punct' || next.value !== '(') return;
    const before = tokens.slice(0, i).findLast((n) => n.type !== 'comment');
    // A method of something else (PHP's `.` joins strings), or the function's own definition.
    const member = php ? ['->', '::'] : ['.', '?.'];
    if (before?.type === 'punct' && member.includes(before.value)) return;
    if (before?.type === 'ident' && before.value === 'function') return;
    const args = callArguments(tokens, tokens.indexOf(next));
    const where = `${file}:${t.line}`;
    /** @type {CallSite} */
    const call = { file, line: t.line, comment: translatorComment(tokens, i) };
    if (php) {
      const shape = PHP_GETTEXT[fn] ?? [];
      const domainArg = args[shape.length];
      const domain = domainArg === undefined ? 'default' : literal(domainArg);
      if (domain === undefined) {
        problems.push(`${where}: ${fn}() needs its text domain as a string literal`);
        return;
      }
      if (domain !== TEXT_DOMAIN) {
        calls.push({ ...call, kind: 'foreign', domain, msgid: literal(args[0]) });
        return;
      }
      const msgid = literal(args[0]);
      const plural = shape[1] === 'plural' ? literal(args[1]) : undefined;
      if (msgid === undefined || (shape[1] === 'plural' && plural === undefined)) {
        problems.push(`${where}: ${fn}() needs its text as a string literal`);
        return;
      }
      calls.push({ ...call, msgid, ...(plural === undefined ? {} : { plural }), kind: 'own', domain });
    } else if (fn === 'l10n') {
      const msgid = literal(args[0]);
      const domain = args.length === 1 ? 'woocommerce' : literal(args[1]);
      if (
        msgid === undefined ||
        domain === undefined ||
        !FOREIGN_DOMAINS.includes(domain) ||
        args.length > 2
      ) {
        problems.push(`${where}: l10n() takes a string literal, and 'default' for WordPress's words`);
        return;
      }
      calls.push({ ...call, kind: 'l10n', msgid, domain });
    } else {
      const msgid = literal(args[0]);
      const plural = fn === '_n' ? literal(args[1]) : undefined;
      const arity = fn === '_n' ? 3 : 1;
      if (msgid === undefined || (fn === '_n' && plural === undefined) || args.length !== arity) {
        problems.push(
          `${where}: ${fn}() takes ${fn === '_n' ? 'two string literals and a number' : 'one string literal'}; ` +
            'for words WooCommerce or WordPress translate, use l10n()',
        );
        return;
      }
      calls.push({
        ...call,
        kind: 'own',
        domain: TEXT_DOMAIN,
        msgid,
        ...(plural === undefined ? {} : { plural }),
      });
    }
  });
  return { calls, problems };
}

/**
 * The plugin header's translatable fields, as wp-cli lists them.
 * @param {string} text
 * @returns {Array<Omit<HeaderString, 'file'>>}
 */
function headerStrings(text) {
  /** @type {Array<Omit<HeaderString, 'file'>>} */
  const out = [];
  for (const field of ['Plugin Name', 'Description']) {
    const value = new RegExp(`^\\s*\\*\\s*${field}:\\s*(.+)$`, 'm').exec(text)?.[1];
    if (value) out.push({ msgid: value.trim(), comment: `${field} of the plugin`, header: true });
  }
  return out;
}

/**
 * Every file under `dir`, at any depth.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function walk(dir) {
  /** @type {string[]} */
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(full)));
    else out.push(full);
  }
  return out;
}

/** Every source file that may translate, repository-relative, sorted. */
export async function sourceFiles(root = ROOT) {
  /** @type {string[]} */
  const files = [];
  for (const dir of ['shared', 'widgets']) {
    for (const file of await walk(path.join(root, dir))) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      if (/\.tsx?$/.test(rel) && !/\.(test|d)\.tsx?$/.test(rel) && !DEFINITIONS.has(rel)) files.push(rel);
    }
  }
  for (const file of await walk(path.join(root, 'php-stubs'))) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    if (rel.endsWith('.php') && rel !== STRINGS_PHP) files.push(rel);
  }
  return files.sort();
}

/** Every call in the sources, with the problems found while reading them. */
export async function scanAll(root = ROOT) {
  /** @type {Call[]} */
  const calls = [];
  /** @type {string[]} */
  const problems = [];
  /** @type {HeaderString[]} */
  const headers = [];
  for (const file of await sourceFiles(root)) {
    const text = await readFile(path.join(root, file), 'utf8');
    const found = scanSource(file, text);
    calls.push(...found.calls);
    problems.push(...found.problems);
    if (file === 'php-stubs/wc-islands.php')
      headers.push(...headerStrings(text).map((h) => ({ ...h, file })));
  }
  return { calls, problems, headers };
}

// ---------------------------------------------------------------------------------------------------------
// What the sources give

/** @param {string} file */
const isScript = (file) => !file.endsWith('.php');

/**
 * A .pot entry: what the sources say of one string.
 * @typedef {{ msgid: string, msgid_plural: string | undefined, comments: string[], refs: string[], msgstr: string[] }} PotEntry
 */

/**
 * The .pot's entries: the plugin header's fields, then every own string in source order, merged by msgid.
 * @param {{ calls: Call[], headers: HeaderString[] }} scan
 * @returns {PotEntry[]}
 */
export function potEntries({ calls, headers }) {
  /** @type {Map<string, PotEntry>} */
  const entries = new Map();
  /** @param {string} msgid @param {string | undefined} plural @param {string | undefined} comment @param {string} file */
  const add = (msgid, plural, comment, file) => {
    const key = `${msgid}\u0004${plural ?? ''}`;
    const entry = entries.get(key) ?? { msgid, msgid_plural: plural, comments: [], refs: [], msgstr: [] };
    if (comment && !entry.comments.includes(comment)) entry.comments.push(comment);
    if (!entry.refs.includes(file)) entry.refs.push(file);
    entries.set(key, entry);
  };
  for (const h of headers) add(h.msgid, undefined, h.comment, h.file);
  for (const c of calls) if (c.kind === 'own') add(c.msgid, c.plural, c.comment, c.file);
  return [...entries.values()];
}

/**
 * The .pot's text.
 * @param {EntryToWrite[]} entries
 * @param {string} version the plugin's
 */
export function potText(entries, version) {
  return writePo({
    headerNotes: [
      'The strings of WC Islands (the islands and the admin screens). Written by `npm run i18n`; translate a copy',
      'as languages/wc-islands-<locale>.po, and the build turns it into the files WordPress loads.',
    ],
    header: [
      `Project-Id-Version: WC Islands ${version}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=UTF-8',
      'Content-Transfer-Encoding: 8bit',
      'X-Domain: wc-islands',
      '',
    ].join('\n'),
    entries,
  });
}

/**
 * A translation brought up to the .pot: its header and notes, the .pot's entries with its translations.
 * @param {PoFile} po
 * @param {PotEntry[]} entries
 */
export function mergePo(po, entries) {
  const fields = headerFields(po.header);
  const nplurals = Number(/nplurals\s*=\s*(\d+)/.exec(fields['Plural-Forms'] ?? '')?.[1] ?? 2);
  const old = new Map(po.entries.filter((e) => e.msgctxt === undefined).map((e) => [e.msgid, e]));
  const merged = entries.map((entry) => {
    const previous = old.get(entry.msgid);
    const keep = previous && (previous.msgid_plural === undefined) === (entry.msgid_plural === undefined);
    return { ...entry, notes: previous?.notes ?? [], msgstr: keep ? previous.msgstr : [] };
  });
  return {
    text: writePo({ header: po.header, headerNotes: po.headerNotes, entries: merged }, { nplurals }),
    entries: merged,
    nplurals,
  };
}

/**
 * The islands' catalogue of a merged translation: their translated strings, msgid → text or forms.
 * @param {PotEntry[]} entries
 */
export function scriptCatalogue(entries) {
  /** @type {Record<string, string | string[]>} */
  const catalogue = {};
  for (const entry of entries) {
    if (!entry.refs.some(isScript)) continue;
    if (entry.msgid_plural !== undefined) {
      if (entry.msgstr.length && entry.msgstr.every(Boolean)) catalogue[entry.msgid] = [...entry.msgstr];
    } else if (entry.msgstr[0]) catalogue[entry.msgid] = entry.msgstr[0];
  }
  return catalogue;
}

/** @param {Record<string, string | string[]>} catalogue */
async function polishTs(catalogue) {
  const body = Object.entries(catalogue)
    .map(([msgid, value]) => `  ${JSON.stringify(msgid)}: ${JSON.stringify(value)},`)
    .join('\n');
  const code = `// The islands' Polish catalogue, written by \`npm run i18n\` from languages/wc-islands-pl_PL.po: translate
// there. English msgids → Polish; a plural lists the three Polish forms. The built-in copy translates a
// Polish page without any file; strings left untranslated show in English.
export const POLISH: Record<string, string | readonly [string, string, string]> = {
${body}
};
`;
  return format(code, POLISH_TS);
}

/** @param {string} code @param {string} file */
async function format(code, file) {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(path.join(ROOT, file))) ?? {};
  return prettier.format(code, { ...options, filepath: path.join(ROOT, file) });
}

/** @param {string} text */
const phpString = (text) => `'${text.replace(/[\\']/g, '\\$&')}'`;

/**
 * php-stubs/includes/strings.php: each l10n() msgid asked from its domain, with a literal call.
 * @param {Call[]} calls
 */
export function stringsPhp(calls) {
  /** @type {Map<string, Set<string>>} */
  const byDomain = new Map(FOREIGN_DOMAINS.map((d) => [d, new Set()]));
  for (const c of calls) if (c.kind === 'l10n') byDomain.get(c.domain)?.add(c.msgid);
  const lines = [];
  for (const domain of FOREIGN_DOMAINS) {
    const msgids = [...(byDomain.get(domain) ?? [])].sort();
    lines.push(`\t\t${phpString(domain)} => array(`);
    for (const msgid of msgids) {
      const call =
        domain === 'default'
          ? `__( ${phpString(msgid)} )`
          : `__( ${phpString(msgid)}, ${phpString(domain)} )`;
      lines.push(`\t\t\t${phpString(msgid)} => ${call},`);
    }
    lines.push('\t\t),');
  }
  return `<?php
/**
 * The words the islands take from WooCommerce's ('woocommerce') and WordPress's ('default') translations, as
 * their l10n() calls name them. Written by \`npm run i18n\` from the islands' sources: do not edit.
 *
 * @package WC_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Domain => msgid => the msgid in the site's language.
 *
 * @return array
 */
function wc_islands_translated_strings() {
	// phpcs:disable WordPress.WP.I18n.TextDomainMismatch -- these are WooCommerce's and WordPress's own strings.
	return array(
${lines.join('\n')}
	);
}
`;
}

// ---------------------------------------------------------------------------------------------------------
// WooCommerce's msgids

/** @param {string} msgid */
export const digest = (msgid) => createHash('sha1').update(msgid).digest('hex').slice(0, 8);

/** The digests of WooCommerce's msgids (no context) from languages/woocommerce-msgids.txt. */
export async function woocommerceMsgids(root = ROOT) {
  const text = await readFile(path.join(root, WOOCOMMERCE_MSGIDS), 'utf8');
  return new Set(text.split('\n').filter((l) => /^[0-9a-f]{8}$/.test(l)));
}

/** @param {string} potFile */
async function writeWoocommerceMsgids(potFile) {
  const pot = parsePo(await readFile(potFile, 'utf8'));
  const version = /Project-Id-Version:\s*(.+)/.exec(pot.header)?.[1]?.trim() ?? 'WooCommerce';
  const digests = [
    ...new Set(pot.entries.filter((e) => e.msgctxt === undefined).map((e) => digest(e.msgid))),
  ];
  digests.sort();
  const text = [
    `# ${version}: every msgid (without a context) of its catalogue, as the first 8 hex digits of its SHA-1,`,
    '# sorted. `npm run lint` refuses these as strings of the plugin (use l10n()) and accepts only these as',
    "# WooCommerce's words in l10n(…). Written by node scripts/i18n.mjs --woocommerce <woocommerce.pot>.",
    ...digests,
    '',
  ].join('\n');
  await writeFile(path.join(ROOT, WOOCOMMERCE_MSGIDS), text);
  console.log(`${WOOCOMMERCE_MSGIDS}: ${digests.length} msgids of ${version}`);
}

// ---------------------------------------------------------------------------------------------------------
// Putting it together

/**
 * The rules a string must follow: messages for the lint.
 * @param {Call[]} calls
 * @param {Set<string>} woocommerce the digests of WooCommerce's msgids
 */
export function ruleProblems(calls, woocommerce) {
  /** @type {string[]} */
  const problems = [];
  for (const c of calls) {
    const where = `${c.file}:${c.line}`;
    if (c.kind === 'own') {
      if (!c.comment)
        problems.push(`${where}: "${c.msgid}" has no translator comment (// translators: … above it)`);
      if (woocommerce.has(digest(c.msgid)))
        problems.push(`${where}: WooCommerce already translates "${c.msgid}": use l10n('…')`);
    }
    if (c.kind === 'l10n' && c.domain === 'woocommerce' && !woocommerce.has(digest(c.msgid)))
      problems.push(`${where}: "${c.msgid}" is not a msgid of WooCommerce (${WOOCOMMERCE_MSGIDS})`);
  }
  return problems;
}

/** Every file `npm run i18n` writes: repository path → contents. */
export async function outputs(root = ROOT) {
  const scan = await scanAll(root);
  const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  const entries = potEntries(scan);
  const files = new Map([[POT, potText(entries, version)]]);
  const languages = path.join(root, 'languages');
  for (const name of (await readdir(languages)).filter((n) => /^wc-islands-.+\.po$/.test(n)).sort()) {
    const rel = `languages/${name}`;
    const merged = mergePo(parsePo(await readFile(path.join(root, rel), 'utf8')), entries);
    files.set(rel, merged.text);
    if (name === 'wc-islands-pl_PL.po') files.set(POLISH_TS, await polishTs(scriptCatalogue(merged.entries)));
  }
  files.set(STRINGS_PHP, stringsPhp(scan.calls));
  return { scan, files };
}

/** @param {string[]} argv */
async function main(argv) {
  if (argv[0] === '--woocommerce') {
    if (!argv[1] || !existsSync(argv[1]))
      throw new Error('usage: node scripts/i18n.mjs --woocommerce <woocommerce.pot>');
    return writeWoocommerceMsgids(argv[1]);
  }
  const check = argv.includes('--check');
  const { scan, files } = await outputs();
  const problems = [...scan.problems, ...ruleProblems(scan.calls, await woocommerceMsgids())];
  const stale = [];
  for (const [rel, text] of files) {
    const file = path.join(ROOT, rel);
    const current = existsSync(file) ? await readFile(file, 'utf8') : undefined;
    if (current === text) continue;
    if (check) stale.push(rel);
    else await writeFile(file, text);
  }
  for (const problem of problems) console.error(`i18n: ${problem}`);
  if (stale.length) console.error(`i18n: out of date (run npm run i18n): ${stale.join(', ')}`);
  if (problems.length || stale.length) process.exitCode = 1;
  else if (!check) {
    const own = scan.calls.filter((c) => c.kind === 'own').length;
    const reused = scan.calls.filter((c) => c.kind === 'l10n').length;
    console.log(
      `i18n: ${own} calls of the plugin's own strings, ${reused} of WooCommerce's and WordPress's; ${files.size} files`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error((error instanceof Error && error.stack) || error);
    process.exitCode = 1;
  });
}
