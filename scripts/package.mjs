// npm run package: builds both flavours and the translations, then writes dist/wc-islands.zip, an installable
// WordPress plugin: wc-islands/ holding php-stubs/'s files (readme.txt and uninstall.php among them), the
// LICENSE (GPL-2.0-or-later) and dist/{preact,react,languages}/. It refuses to package when the version differs between package.json, the
// plugin header, WC_ISLANDS_VERSION and readme.txt's stable tag.
// The zip is written by the small writer below (zlib's deflateRaw + crc32), so it needs no `zip` binary and
// the same inputs give the same bytes.

import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PLUGIN_SLUG = 'wc-islands';
export const ZIP_NAME = `${PLUGIN_SLUG}.zip`;
/** @type {Array<[string, string]>} What goes into the plugin folder: [folder in the repo, folder in the plugin]. */
const SOURCES = [
  ['php-stubs', ''],
  ['dist/preact', 'dist/preact'],
  ['dist/react', 'dist/react'],
  ['dist/languages', 'dist/languages'],
];

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
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** Single files of the repository that go into the plugin folder as they are. */
const ROOT_FILES = ['LICENSE'];

/** @typedef {{ name: string, data: Buffer }} ZipEntry */

/**
 * `[{ name, data }]` for the plugin, names under `wc-islands/`, sorted.
 * @param {string} [root]
 * @returns {Promise<ZipEntry[]>}
 */
export async function pluginFiles(root = ROOT) {
  /** @type {ZipEntry[]} */
  const files = [];
  for (const file of ROOT_FILES)
    files.push({ name: `${PLUGIN_SLUG}/${file}`, data: await readFile(path.join(root, file)) });
  for (const [from, to] of SOURCES) {
    const base = path.join(root, from);
    for (const file of await walk(base)) {
      const rel = path.relative(base, file).split(path.sep).join('/');
      files.push({ name: [PLUGIN_SLUG, to, rel].filter(Boolean).join('/'), data: await readFile(file) });
    }
  }
  return files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

// 1980-01-01 00:00 in MS-DOS format: fixed so the archive is reproducible.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/**
 * A zip archive (deflate, or stored where deflate does not help); names are UTF-8.
 * @param {ZipEntry[]} files
 */
export function zip(files) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const deflated = deflateRawSync(data, { level: 9 });
    const stored = deflated.length >= data.length;
    const body = stored ? data : deflated;
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // flags: UTF-8 names
    local.writeUInt16LE(stored ? 0 : 8, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix, 2.0
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(stored ? 0 : 8, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(0o100644 * 0x10000, 38); // external attributes: a regular file, -rw-r--r--
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, body);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * Reads a zip written by `zip()` (or any zip without zip64): `[{ name, data }]` in directory order.
 * @param {Buffer} buffer
 * @returns {ZipEntry[]}
 */
export function unzip(buffer) {
  const endAt = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('not a zip archive (no end of central directory)');
  const count = buffer.readUInt16LE(endAt + 10);
  let at = buffer.readUInt32LE(endAt + 16);
  const entries = [];
  for (let i = 0; i < count; i++) {
    if (buffer.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central directory entry ${i}`);
    const method = buffer.readUInt16LE(at + 10);
    const crc = buffer.readUInt32LE(at + 16);
    const size = buffer.readUInt32LE(at + 20);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    const localAt = buffer.readUInt32LE(at + 42);
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength);
    const bodyAt = localAt + 30 + buffer.readUInt16LE(localAt + 26) + buffer.readUInt16LE(localAt + 28);
    const body = buffer.subarray(bodyAt, bodyAt + size);
    const data = method === 8 ? inflateRawSync(body) : Buffer.from(body);
    if (crc32(data) !== crc) throw new Error(`${name}: CRC mismatch`);
    entries.push({ name, data });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * The plugin's version as each place states it: package.json (the source), the plugin header, the
 * WC_ISLANDS_VERSION constant and readme.txt's stable tag. Throws when they differ: WordPress.org and the
 * update screens read the last two, the plugin prints the constant.
 */
export async function pluginVersion(root = ROOT) {
  const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  const main = await readFile(path.join(root, 'php-stubs', 'wc-islands.php'), 'utf8');
  const readme = await readFile(path.join(root, 'php-stubs', 'readme.txt'), 'utf8');
  const stated = {
    'the plugin header': /^ \* Version: +(\S+)$/m.exec(main)?.[1],
    WC_ISLANDS_VERSION: /define\( 'WC_ISLANDS_VERSION', '([^']+)' \)/.exec(main)?.[1],
    "readme.txt's Stable tag": /^Stable tag: *(\S+)$/m.exec(readme)?.[1],
  };
  const wrong = Object.entries(stated).filter(([, v]) => v !== version);
  if (wrong.length) {
    throw new Error(
      `package.json says ${version}, but ${wrong.map(([where, v]) => `${where} says ${v ?? 'nothing'}`).join(', ')}`,
    );
  }
  return version;
}

/** Builds (unless `build: false`) and writes dist/wc-islands.zip. */
export async function packagePlugin({ root = ROOT, build = true } = {}) {
  await pluginVersion(root);
  if (build) {
    const { buildAll } = await import(pathToFileURL(path.join(root, 'build.mjs')).href);
    await buildAll({ root });
  }
  const files = await pluginFiles(root);
  const out = path.join(root, 'dist', ZIP_NAME);
  const archive = zip(files);
  await writeFile(out, archive);
  return { out, files: files.map((f) => f.name), bytes: archive.length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { out, files, bytes } = await packagePlugin();
    console.log(`${path.relative(ROOT, out)}: ${files.length} files, ${bytes.toLocaleString('en-US')} B`);
  } catch (error) {
    console.error((error instanceof Error && error.stack) || error);
    process.exitCode = 1;
  }
}
