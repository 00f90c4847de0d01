// gettext catalogues: reads and writes .po/.pot text and writes .mo files, for scripts/i18n.mjs and the build.
// Only what the plugin's catalogues use: msgctxt is read (and kept apart), never written; no fuzzy handling.

/**
 * An entry: msgid, msgid_plural, msgstr (array of forms), comments (translator `#.`), refs (`#:`), notes (`# `),
 * flags (`#,`).
 * @typedef {object} PoEntry
 * @property {string} msgid
 * @property {string} [msgid_plural]
 * @property {string} [msgctxt]
 * @property {string[]} msgstr
 * @property {string[]} comments
 * @property {string[]} refs
 * @property {string[]} notes
 * @property {string[]} flags
 * @typedef {{ header: string, headerNotes: string[], entries: PoEntry[] }} PoFile
 * @typedef {Pick<PoEntry, 'msgid' | 'msgid_plural'> & Partial<Omit<PoEntry, 'msgid' | 'msgid_plural'>>} EntryToWrite
 *   an entry to write: what it has of the rest
 */

/** @type {Record<string, string>} */
const UNESCAPED = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' };
/** @type {Record<string, string>} */
const ESCAPED = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\t': '\\t', '\r': '\\r' };
/** @param {string} text */
const unescape = (text) => text.replace(/\\(["\\ntr])/g, (_, c) => UNESCAPED[c] ?? c);
/** @param {string} text */
const escape = (text) => text.replace(/[\\"\n\t\r]/g, (c) => ESCAPED[c] ?? c);

/**
 * Parses a .po or .pot file.
 * @param {string} text
 * @returns {PoFile}
 */
export function parsePo(text) {
  /** @type {PoEntry[]} */
  const entries = [];
  /** @type {(Omit<PoEntry, 'msgid'> & { msgid?: string }) | null} */
  let entry = null;
  /** @type {Field | null} */
  let field = null;
  const fresh = () => ({ msgid: undefined, msgstr: [], comments: [], refs: [], notes: [], flags: [] });
  const finish = () => {
    if (entry && entry.msgid !== undefined) entries.push({ ...entry, msgid: entry.msgid });
    entry = null;
    field = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      finish();
      continue;
    }
    if (line.startsWith('#~')) continue; // obsolete
    if (entry === null || (field !== null && line.startsWith('#'))) {
      if (entry !== null) finish();
    }
    entry ??= fresh();
    if (line.startsWith('#.')) entry.comments.push(line.slice(2).trim());
    else if (line.startsWith('#:')) entry.refs.push(...line.slice(2).trim().split(/\s+/).filter(Boolean));
    else if (line.startsWith('#,'))
      entry.flags.push(
        ...line
          .slice(2)
          .split(',')
          .map((f) => f.trim()),
      );
    else if (line.startsWith('#')) entry.notes.push(line.slice(1).trim());
    else {
      const m = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+"(.*)"$/.exec(line);
      const more = /^"(.*)"$/.exec(line);
      if (m) {
        field = m[2] !== undefined ? ['msgstr', Number(m[2])] : [/** @type {Field[0]} */ (m[1]), 0];
        append(entry, field, unescape(m[3] ?? ''));
      } else if (more && field) append(entry, field, unescape(more[1] ?? ''));
      else throw new Error(`cannot read this line of a .po file: ${raw}`);
    }
  }
  finish();
  const headerEntry = entries.find((e) => e.msgid === '' && e.msgctxt === undefined);
  return {
    header: headerEntry ? (headerEntry.msgstr[0] ?? '') : '',
    headerNotes: headerEntry ? headerEntry.notes : [],
    entries: entries.filter((e) => e !== headerEntry),
  };
}

/** @typedef {['msgctxt' | 'msgid_plural' | 'msgid' | 'msgstr', number]} Field the field a line continues, and its form */

/**
 * @param {Omit<PoEntry, 'msgid'> & { msgid?: string }} entry
 * @param {Field} field
 * @param {string} text
 */
function append(entry, [name, index], text) {
  if (name === 'msgstr') entry.msgstr[index] = (entry.msgstr[index] ?? '') + text;
  else entry[name] = (entry[name] ?? '') + text;
}

/**
 * A header's fields (`Plural-Forms`, `Language`, …) as an object.
 * @param {string} header
 */
export function headerFields(header) {
  /** @type {Record<string, string>} */
  const fields = {};
  for (const line of header.split('\n')) {
    const at = line.indexOf(':');
    if (at > 0) fields[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return fields;
}

/** @param {string} keyword @param {string} text */
function quoted(keyword, text) {
  if (!text.includes('\n') || text.indexOf('\n') === text.length - 1) return `${keyword} "${escape(text)}"`;
  const parts = text.split(/(?<=\n)/);
  return [`${keyword} ""`, ...parts.map((part) => `"${escape(part)}"`)].join('\n');
}

/**
 * Writes a .po/.pot file; `nplurals` forms for a plural entry without translations.
 * @param {{ header: string, headerNotes?: string[], entries: EntryToWrite[] }} file
 * @param {{ nplurals?: number }} [o]
 */
export function writePo({ header, headerNotes = [], entries }, { nplurals = 2 } = {}) {
  const headerLines = header.split(/(?<=\n)/).filter(Boolean);
  const blocks = [
    [
      ...headerNotes.map((n) => `# ${n}`.trimEnd()),
      'msgid ""',
      'msgstr ""',
      ...headerLines.map((line) => `"${escape(line)}"`),
    ].join('\n'),
  ];
  for (const entry of entries) {
    /** @type {string[]} */
    const lines = [];
    for (const note of entry.notes ?? []) lines.push(`# ${note}`.trimEnd());
    for (const comment of entry.comments ?? []) lines.push(`#. ${comment}`);
    if (entry.refs?.length) lines.push(`#: ${entry.refs.join(' ')}`);
    if (entry.flags?.length) lines.push(`#, ${entry.flags.join(', ')}`);
    lines.push(quoted('msgid', entry.msgid));
    if (entry.msgid_plural !== undefined) {
      lines.push(quoted('msgid_plural', entry.msgid_plural));
      const forms = Math.max(nplurals, entry.msgstr?.length ?? 0);
      for (let i = 0; i < forms; i++) lines.push(quoted(`msgstr[${i}]`, entry.msgstr?.[i] ?? ''));
    } else lines.push(quoted('msgstr', entry.msgstr?.[0] ?? ''));
    blocks.push(lines.join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}

/**
 * A .mo file (little-endian, no hash table) of the header and the translated entries, sorted by msgid as
 * gettext's binary search needs.
 * @param {string} header
 * @param {EntryToWrite[]} entries
 */
export function writeMo(header, entries) {
  /** @type {Array<[string, string]>} */
  const pairs = [['', header]];
  for (const e of entries) {
    if (!e.msgstr?.length || e.msgstr.some((form) => !form)) continue;
    const key = e.msgid_plural !== undefined ? `${e.msgid}\0${e.msgid_plural}` : e.msgid;
    pairs.push([key, e.msgid_plural !== undefined ? e.msgstr.join('\0') : (e.msgstr[0] ?? '')]);
  }
  pairs.sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const originals = pairs.map(([k]) => Buffer.from(k, 'utf8'));
  const translations = pairs.map(([, v]) => Buffer.from(v, 'utf8'));
  const count = pairs.length;
  const tablesAt = 28;
  let dataAt = tablesAt + count * 16;
  const head = Buffer.alloc(dataAt);
  head.writeUInt32LE(0x950412de, 0);
  head.writeUInt32LE(0, 4);
  head.writeUInt32LE(count, 8);
  head.writeUInt32LE(tablesAt, 12);
  head.writeUInt32LE(tablesAt + count * 8, 16);
  head.writeUInt32LE(0, 20);
  head.writeUInt32LE(dataAt, 24);
  /** @type {Buffer[]} */
  const data = [];
  [originals, translations].forEach((strings, table) => {
    strings.forEach((bytes, i) => {
      const at = tablesAt + table * count * 8 + i * 8;
      head.writeUInt32LE(bytes.length, at);
      head.writeUInt32LE(dataAt, at + 4);
      data.push(bytes, Buffer.alloc(1));
      dataAt += bytes.length + 1;
    });
  });
  return Buffer.concat([head, ...data]);
}

/**
 * Reads a .mo file back: msgid (with `\0` + plural) → translation (forms joined by `\0`).
 * @param {Buffer} buffer
 * @returns {Map<string, string>}
 */
export function readMo(buffer) {
  const magic = buffer.readUInt32LE(0);
  if (magic !== 0x950412de) throw new Error('not a little-endian .mo file');
  const count = buffer.readUInt32LE(8);
  const originalsAt = buffer.readUInt32LE(12);
  const translationsAt = buffer.readUInt32LE(16);
  /** @param {number} table @param {number} i */
  const text = (table, i) => {
    const length = buffer.readUInt32LE(table + i * 8);
    const at = buffer.readUInt32LE(table + i * 8 + 4);
    return buffer.toString('utf8', at, at + length);
  };
  /** @type {Map<string, string>} */
  const out = new Map();
  for (let i = 0; i < count; i++) out.set(text(originalsAt, i), text(translationsAt, i));
  return out;
}
