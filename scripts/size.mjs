// The size report: builds both flavours (build.mjs), measures gzip (9) / brotli (11) per output file, per
// entry closure and per fixture page (fixtures/render.mjs), and checks size-budgets.json.
//
//   node scripts/size.mjs    (npm run size)   exits 1 when a budget is exceeded or names a chunk or page that is gone

/** @import { Built, BuiltInIsland, BuiltManifest, Flavour } from './types' */

import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { FLAVOURS, STYLE_FILE, buildAll, reportBuildError } from '../build.mjs';
import { closure } from './layers.mjs';
import { loadBuiltInIslands } from './manifest.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @typedef {{ raw: number, gzip: number, brotli: number }} Sizes a file's bytes: minified, gzip (9), brotli (11)
 * @typedef {{ gzip: number, brotli: number, files: number, list: string[] }} Measure a set of files, compressed
 * @typedef {{ path: string, title?: string, islands: Array<{ name: string, strategy: string | undefined }>, style: boolean }} Page
 *   a fixture page: the islands its markup holds, and whether it prints the inline CSS
 * @typedef {{ path: string, style: number, title?: string, islands: string[], unknown: string[], boot: Measure, total: Measure, loadable: Measure }} PageRow
 * @typedef {Sizes & { file: string, island?: string, name?: string, composition: Record<string, number> }} FileRow
 * @typedef {object} FlavourReport
 * @property {Flavour} flavour
 * @property {FileRow[]} files
 * @property {{ files: string[], gzip: number, brotli: number }} entry the loader and its static imports
 * @property {Sizes} style
 * @property {Sizes & { file: string | null }} largestChunk
 * @property {PageRow[] | null} pages
 * @typedef {{ boot?: number, total?: number, loadable?: number }} PageLimits
 * @typedef {{ entry?: number, chunk?: number, style?: number, pages?: PageLimits, chunks?: Record<string, number>, pageTypes?: Record<string, PageLimits> }} FlavourBudgets
 * @typedef {Partial<Record<Flavour, FlavourBudgets>>} Budgets size-budgets.json
 * @typedef {{ flavour: string, label: string, actual: number, limit: number, over: number, missing?: undefined }} Measured
 * @typedef {Measured | { flavour: string, label: string, missing: string, over?: undefined }} Check
 *   a budget against its measure, or a budget whose chunk or page is gone
 */

/** @param {string} p */
const toPosix = (p) => p.split(path.sep).join('/');

/** @param {Uint8Array} buf */
const gzip = (buf) => gzipSync(buf, { level: 9 }).length;
/** @param {Uint8Array} buf */
const brotli = (buf) =>
  brotliCompressSync(buf, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: buf.length,
    },
  }).length;

/**
 * The file itself plus everything it statically imports, transitively.
 * @param {Pick<BuiltManifest, 'files'>} manifest
 * @param {string} start
 */
export const staticClosure = (manifest, start) => closure(manifest.files, start);

/**
 * The file itself plus everything it can ever load: static and dynamic imports, transitively, not through
 * `loaded` (the runtime every page has, whose imports of every island are not the island's to load).
 * @param {Pick<BuiltManifest, 'files'>} manifest
 * @param {string} start
 * @param {Set<string>} [loaded]
 */
export const loadableClosure = (manifest, start, loaded = new Set()) =>
  closure(manifest.files, start, { dynamic: true, loaded });

/**
 * The page types budgets and benchmarks speak of, each by one fixture page. The variable products share one
 * set of islands; the T-shirt is the typical one (swatches, 12 variations).
 */
/** @type {Record<string, string>} */
export const PAGE_TYPES = {
  home: '/',
  listing: '/sklep/',
  'simple product': '/produkt/kubek-poranek/',
  'variable product': '/produkt/koszulka-bawelniana/',
  cart: '/koszyk/',
  checkout: '/zamowienie/',
  account: '/moje-konto/',
};

/**
 * A chunk's stable name: `chunks/lightbox-AB12CD34.js` → `lightbox`; shared `chunk-…` files have none.
 * @param {string} file
 */
export function chunkName(file) {
  const m = /^chunks\/(.+)-[A-Z0-9]{8}\.js$/.exec(file);
  return m && m[1] !== 'chunk' ? m[1] : undefined;
}

/**
 * What a bundled input is, for the byte composition: an npm package, or the repository's own folder.
 * @param {string} input
 * @returns {string}
 */
function sourceGroup(input) {
  const pkg = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
  if (pkg) return pkg;
  if (input.startsWith('wp-react:')) return "WordPress's React (global)";
  const [top = '', second] = toPosix(input).split('/');
  return top === 'widgets' && second && !second.includes('.') ? `widgets/${second}` : top;
}

/**
 * `[{ name, strategy }]` for every element with data-island="…" (data-island-strategy="…" overrides), and for every
 * element without one that an island adopts (`adopters`: name → its `adopt` selector; simple selectors only:
 * `tag`, `.class`, `tag.class`, comma-separated).
 * @param {string} html
 * @param {Record<string, string>} [adopters]
 * @returns {Array<{ name: string, strategy: string | undefined }>}
 */
export function findIslands(html, adopters = {}) {
  /** @type {Array<{ name: string, strategy: string | undefined }>} */
  const found = [];
  /** @param {string} tag @param {string} name */
  const attr = (tag, name) => {
    const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
    return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
  };
  const adopted = Object.entries(adopters).flatMap(([name, selector]) =>
    selector.split(',').map((one) => {
      const [tag = '', ...classes] = one.trim().split('.');
      return { name, tag: tag.toLowerCase(), classes };
    }),
  );
  for (const [tag, localName = ''] of html.matchAll(
    /<([a-zA-Z][^\s/>]*)(?:\s(?:[^"'>]|"[^"]*"|'[^']*')*)?>/g,
  )) {
    const name = attr(tag, 'data-island');
    if (name !== undefined) {
      found.push({ name, strategy: attr(tag, 'data-island-strategy') });
      continue;
    }
    const classList = (attr(tag, 'class') ?? '').split(/\s+/);
    const match = adopted.find(
      (a) => (!a.tag || a.tag === localName.toLowerCase()) && a.classes.every((c) => classList.includes(c)),
    );
    if (match) found.push({ name: match.name, strategy: undefined });
  }
  return found;
}

const BOOT_STRATEGIES = new Set(['load', 'idle']);

/**
 * fixtures/render.mjs, where it exists: the demo shop's pages.
 * @param {string} root
 * @returns {Promise<{ listPages: () => Promise<Array<Omit<Page, 'islands' | 'style'> & { examples?: Array<Omit<Page, 'islands' | 'style'>> }>>, renderPage: (path: string, o: object) => Promise<string | { html?: string }> } | undefined>}
 */
async function loadPages(root) {
  const renderPath = path.join(root, 'fixtures', 'render.mjs');
  try {
    await access(renderPath);
  } catch {
    return undefined;
  }
  const mod = await import(/* @vite-ignore */ pathToFileURL(renderPath).href);
  return mod;
}

/**
 * The files a page loads, from the islands its markup holds and the page services: `boot` (the loader, the core
 * and the islands that mount with no interaction), `total` (with every island it has) and `loadable` (with what
 * those import lazily). An island's files are the ones the build names for it (the built manifest's
 * islandFiles); a name the build does not know is `unknown`.
 * @param {Pick<BuiltManifest, 'entry' | 'core' | 'files' | 'islands' | 'islandFiles'>} manifest
 * @param {Record<string, BuiltInIsland>} registry
 * @param {Page['islands']} islands
 */
export function pageFiles(manifest, registry, islands) {
  // Before the document is parsed: the loader and its static imports (the visit recorder).
  const entrySet = staticClosure(manifest, manifest.entry);
  // Every page then imports the core (the runtime: the registry, the bus, the page services) with its imports.
  const runtimeFile = manifest.core ?? manifest.entry;
  const startSet = new Set([...entrySet, ...staticClosure(manifest, runtimeFile)]);
  // An island or service in the runtime (the services) adds nothing to what every page brings.
  /** @param {string} name */
  const inEntry = (name) => manifest.islands[name] === runtimeFile;
  // What an island loads when it mounts, as the build names it: its chunk, the chunks it shares beyond the
  // core, and the renderer.
  /** @param {string} name */
  const islandLoads = (name) => (!manifest.islands[name] ? null : (manifest.islandFiles[name] ?? []));
  const boot = new Set(startSet);
  const total = new Set(startSet);
  const loadable = new Set(startSet);
  /** @type {Set<string>} */
  const unknown = new Set();
  /** @type {Set<string>} */
  const names = new Set();
  const services = Object.keys(registry)
    .filter((name) => registry[name]?.service)
    .map((name) => ({ name, strategy: undefined }));
  for (const { name, strategy: marked } of [...islands, ...services]) {
    const loads = islandLoads(name);
    const declared = registry[name];
    if (!loads || !declared) {
      unknown.add(name);
      continue;
    }
    names.add(name);
    const strategy = marked || declared.strategy;
    for (const f of loads) {
      total.add(f);
      loadable.add(f);
      if (BOOT_STRATEGIES.has(strategy)) boot.add(f);
    }
    // What the island loads later (the lightbox on first open, the tooltip on first hover, …).
    const chunk = manifest.islands[name];
    if (chunk && !inEntry(name)) for (const f of loadableClosure(manifest, chunk, startSet)) loadable.add(f);
  }
  return { boot, total, loadable, names: [...names], unknown: [...unknown] };
}

/**
 * One flavour's report: each file's sizes and composition, the entry's, and each page's.
 * @param {Flavour} flavour
 * @param {Pick<Built, 'manifest' | 'files' | 'sources'>} built
 * @param {Record<string, BuiltInIsland>} registry
 * @param {Page[] | undefined} pages
 * @param {Uint8Array} styleBytes
 * @returns {FlavourReport}
 */
function flavourSizes(flavour, { manifest, files, sources }, registry, pages, styleBytes) {
  /** @type {Record<string, Sizes>} */
  const sizes = {};
  // The CSS the plugin prints inline in a product page's head (the gallery's layout before mounting): HTML
  // bytes, apart from the boot's JavaScript.
  const style = { raw: styleBytes.length, gzip: gzip(styleBytes), brotli: brotli(styleBytes) };
  for (const name of Object.keys(manifest.files)) {
    const buf = files.get(name) ?? new Uint8Array();
    sizes[name] = { raw: buf.length, gzip: gzip(buf), brotli: brotli(buf) };
  }
  // Minified bytes per source (npm package or own folder) in each file, from esbuild's metafile.
  /** @type {Record<string, Record<string, number>>} */
  const composition = {};
  for (const [name, inputs] of Object.entries(sources ?? {})) {
    if (!sizes[name]) continue;
    /** @type {Record<string, number>} */
    const groups = {};
    for (const [input, bytesInOutput] of Object.entries(inputs)) {
      if (bytesInOutput) groups[sourceGroup(input)] = (groups[sourceGroup(input)] ?? 0) + bytesInOutput;
    }
    composition[name] = groups;
  }
  /** @param {Iterable<string>} set @param {'gzip' | 'brotli'} k */
  const sum = (set, k) => [...set].reduce((n, f) => n + (sizes[f]?.[k] ?? 0), 0);
  // Before the document is parsed: the loader and its static imports (the visit recorder).
  const entrySet = staticClosure(manifest, manifest.entry);
  /** @type {Record<string, string>} */
  const islandOf = Object.fromEntries(
    Object.entries(manifest.islands)
      .filter(([, chunk]) => chunk !== (manifest.core ?? manifest.entry))
      .map(([k, v]) => [v, k]),
  );

  /** @type {PageRow[]} */
  const pageRows = [];
  for (const page of pages ?? []) {
    const { boot, total, loadable, names, unknown } = pageFiles(manifest, registry, page.islands);
    /** @param {Set<string>} set @returns {Measure} */
    const measure = (set) => ({
      gzip: sum(set, 'gzip'),
      brotli: sum(set, 'brotli'),
      files: set.size,
      list: [...set].sort(),
    });
    pageRows.push({
      path: page.path,
      style: page.style ? style.gzip : 0,
      title: page.title,
      islands: names,
      unknown,
      boot: measure(boot),
      total: measure(total),
      loadable: measure(loadable),
    });
  }
  // The core has a budget of its own (chunks.core); "chunk" is the largest of the rest.
  const chunks = Object.keys(sizes).filter((f) => f !== manifest.entry && f !== manifest.core);
  /** @param {string} f */
  const gzipOf = (f) => sizes[f]?.gzip ?? 0;
  const largest = chunks.reduce(
    (/** @type {string | undefined} */ a, f) => (!a || gzipOf(f) > gzipOf(a) ? f : a),
    undefined,
  );
  return {
    flavour,
    files: Object.entries(sizes).map(([file, s]) => ({
      file,
      island: islandOf[file],
      name: islandOf[file] ?? chunkName(file),
      ...s,
      composition: composition[file] ?? {},
    })),
    entry: { files: [...entrySet], gzip: sum(entrySet, 'gzip'), brotli: sum(entrySet, 'brotli') },
    style,
    largestChunk: largest
      ? { file: largest, raw: 0, gzip: 0, brotli: 0, ...sizes[largest] }
      : { file: null, raw: 0, gzip: 0, brotli: 0 },
    pages: pages ? pageRows : null,
  };
}

/**
 * Every budget against its measure.
 * @param {Partial<Record<Flavour, FlavourReport>>} report
 * @param {Budgets | undefined} budgets
 * @returns {Check[]}
 */
function checkBudgets(report, budgets) {
  /** @type {Check[]} */
  const checks = [];
  for (const flavour of FLAVOURS) {
    const r = report[flavour];
    const b = budgets?.[flavour];
    if (!r || !b) continue;
    /** @param {string} label @param {number} actual @param {number | undefined} limit */
    const add = (label, actual, limit) => {
      if (typeof limit === 'number') checks.push({ flavour, label, actual, limit, over: actual - limit });
    };
    add('entry', r.entry.gzip, b.entry);
    add('chunk', r.largestChunk.gzip, b.chunk);
    add('style', r.style.gzip, b.style);
    if (r.pages?.length) {
      add('pages.boot', Math.max(...r.pages.map((p) => p.boot.gzip)), b.pages?.boot);
      add('pages.total', Math.max(...r.pages.map((p) => p.total.gzip)), b.pages?.total);
    }
    // Each named chunk (an island's, or a lazy part such as the lightbox) against its own budget; a budget
    // for a chunk that no longer exists is an error too (it would never be checked again).
    for (const [name, limit] of Object.entries(b.chunks ?? {})) {
      const file = r.files.find((f) => f.name === name);
      if (file) add(`chunks.${name}`, file.gzip, limit);
      else checks.push({ flavour, label: `chunks.${name}`, missing: 'no such chunk in the build' });
    }
    for (const [type, limits] of Object.entries(b.pageTypes ?? {})) {
      const row = r.pages?.find((p) => p.path === PAGE_TYPES[type]);
      if (!row) {
        checks.push({ flavour, label: `pageTypes.${type}`, missing: 'no such page type or fixture page' });
        continue;
      }
      for (const measure of /** @type {const} */ (['boot', 'total', 'loadable']))
        add(`pageTypes.${type}.${measure}`, row[measure].gzip, limits[measure]);
    }
  }
  return checks;
}

/**
 * The boot decision's byte targets (preact, gzip, KiB of 1,024 B): at most half of WooCommerce's own
 * Interactivity-API page on each page type. Targets, not budgets: the report says which are met; the budgets in
 * size-budgets.json fail the build and move towards these. The simple product has no target of its own.
 */
/** @type {{ beforeParsed: number, noInteraction: Record<string, number> }} */
export const BOOT_TARGETS = {
  beforeParsed: 6 * 1024,
  noInteraction: {
    home: 12 * 1024,
    listing: Math.round(12.7 * 1024),
    'variable product': 22 * 1024,
    cart: 12 * 1024,
    checkout: 14 * 1024,
    account: 12 * 1024,
  },
};

/**
 * One line per page type, each target beside its measure. Before DOMContentLoaded: the loader and its static
 * imports (the same on every page). No interaction: the page's `boot` column (loader, the islands that wait for
 * load or idle time, the page services) as the low end, since the islands that wait for visibility count only
 * when they are in view at load; `total` (every island the page has, fetched or not) as the high end. "met"
 * only when the high end meets the target; "met at boot" when the low end does.
 * @param {FlavourReport} r
 */
export function targetLines(r) {
  /** @param {number} n */
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  const lines = [
    `  boot targets (${r.flavour}, gzip): before DOMContentLoaded (loader + static imports) and with no interaction`,
    `  ${pad('page type', 20)}${num('before DCL', 12)}${num('', 4)}${num('target', 10)}  ${pad('', 7)}${num('boot', 10)}${num('total', 10)}${num('', 4)}${num('target', 10)}`,
  ];
  for (const type of Object.keys(PAGE_TYPES)) {
    const row = r.pages?.find((p) => p.path === PAGE_TYPES[type]);
    if (!row) continue;
    const before = r.entry.gzip <= BOOT_TARGETS.beforeParsed ? 'met' : 'not met';
    const goal = BOOT_TARGETS.noInteraction[type];
    const after = !goal
      ? 'no target'
      : row.total.gzip <= goal
        ? 'met'
        : row.boot.gzip <= goal
          ? 'met at boot (not with every island)'
          : 'not met';
    lines.push(
      `  ${pad(type, 20)}${num(kib(r.entry.gzip), 12)}${num('', 4)}${num(kib(BOOT_TARGETS.beforeParsed), 10)}  ${pad(before, 7)}${num(kib(row.boot.gzip), 10)}${num(kib(row.total.gzip), 10)}${num('', 4)}${num(goal ? kib(goal) : '-', 10)}  ${after}`,
    );
  }
  return lines;
}

/** @param {number} n */
const fmt = (n) => n.toLocaleString('en-US');
/** @param {string | number} s @param {number} n */
const pad = (s, n) => String(s).padEnd(n);
/** @param {string | number} s @param {number} n */
const num = (s, n) => String(s).padStart(n);

/**
 * @param {Partial<Record<Flavour, FlavourReport>>} report
 * @param {Check[]} checks
 * @param {string | undefined} pageNote
 */
function printReport(report, checks, pageNote) {
  const lines = [];
  for (const r of Object.values(report)) {
    lines.push('');
    lines.push(
      `${r.flavour} flavour (dist/${r.flavour}/)${r.flavour === 'react' ? " + WordPress's React (not counted)" : ''}`,
    );
    const w = Math.max(28, ...r.files.map((f) => f.file.length + (f.island ? f.island.length + 3 : 0))) + 2;
    lines.push(`  ${pad('file', w)}${num('min', 9)}${num('gzip', 9)}${num('brotli', 9)}`);
    for (const f of r.files) {
      const label = f.island ? `${f.file} (${f.island})` : f.file;
      lines.push(`  ${pad(label, w)}${num(fmt(f.raw), 9)}${num(fmt(f.gzip), 9)}${num(fmt(f.brotli), 9)}`);
    }
    lines.push(
      `  ${pad(`${STYLE_FILE} (inline CSS, product pages)`, w)}${num(fmt(r.style.raw), 9)}${num(fmt(r.style.gzip), 9)}${num(fmt(r.style.brotli), 9)}`,
    );
    lines.push(
      `  ${pad(`entry + static imports (${r.entry.files.length} files)`, w)}${num('', 9)}${num(fmt(r.entry.gzip), 9)}${num(fmt(r.entry.brotli), 9)}`,
    );
    // What the core every page boots is made of; Preact's share is the runtime the islands' components need.
    const core = r.files.find((f) => f.name === 'core');
    if (core) {
      const parts = Object.entries(core.composition).sort((a, b) => b[1] - a[1]);
      lines.push(
        `  ${core.file}, minified bytes by source: ${parts.map(([k, v]) => `${k} ${fmt(v)}`).join(' · ')}`,
      );
    }
    if (r.pages) {
      const pw = Math.max(12, ...r.pages.map((p) => p.path.length)) + 2;
      lines.push(
        `  ${pad('page', pw)}${num('boot gz', 10)}${num('boot br', 10)}${num('total gz', 10)}${num('total br', 10)}${num('all gz', 10)}${num('all br', 10)}${num('css gz', 8)}  islands`,
      );
      for (const p of r.pages) {
        const extra = p.unknown.length ? ` (unknown: ${p.unknown.join(', ')})` : '';
        lines.push(
          `  ${pad(p.path, pw)}${num(fmt(p.boot.gzip), 10)}${num(fmt(p.boot.brotli), 10)}${num(fmt(p.total.gzip), 10)}${num(fmt(p.total.brotli), 10)}${num(fmt(p.loadable.gzip), 10)}${num(fmt(p.loadable.brotli), 10)}${num(fmt(p.style), 8)}  ${p.islands.join(', ') || '-'}${extra}`,
        );
      }
      if (r.flavour === 'preact') lines.push(...targetLines(r));
    }
  }
  if (pageNote) lines.push('', pageNote);
  lines.push('');
  for (const c of checks.filter((c) => c.missing))
    lines.push(`BUDGET WITHOUT A TARGET: ${c.flavour} ${c.label}: ${c.missing}`);
  /** @type {Measured[]} */
  const measured = checks.flatMap((c) => (c.missing === undefined ? [c] : []));
  const over = measured.filter((c) => c.over > 0);
  for (const c of over) {
    lines.push(
      `BUDGET EXCEEDED: ${c.flavour} ${c.label} is ${fmt(c.actual)} B gzip, budget ${fmt(c.limit)} B (+${fmt(c.over)} B)`,
    );
  }
  /** @param {Measured} c */
  const headroom = (c) =>
    `${c.flavour} ${c.label} ${c.over > 0 ? `OVER by ${fmt(c.over)}` : fmt(0 - c.over || 0)} B (${Math.round((-c.over / c.limit) * 100) || 0}%)`;
  if (measured.length) {
    const overall = measured.filter((c) => !/^(chunks|pageTypes)\./.test(c.label));
    lines.push(`headroom (gzip, vs size-budgets.json): ${overall.map(headroom).join(' · ')}`);
    const detailed = measured.filter((c) => /^(chunks|pageTypes)\./.test(c.label));
    if (detailed.length) {
      const tightest = [...detailed].sort((a, b) => b.over / b.limit - a.over / a.limit).slice(0, 3);
      lines.push(
        `per-chunk and per-page-type budgets: ${detailed.length} checked; tightest: ${tightest.map(headroom).join(' · ')}`,
      );
    }
    // Budgets only go down: say where one could be lowered now.
    const loose = measured.filter((c) => -c.over >= 512);
    if (loose.length)
      lines.push(
        `could go down (≥ 512 B headroom): ${loose.map((c) => `${c.flavour} ${c.label} → ${fmt(roundUp(c.actual, c.label))}`).join(' · ')}`,
      );
  } else {
    lines.push('no budgets checked (size-budgets.json missing or empty)');
  }
  console.log(lines.join('\n'));
}

/**
 * A budget for a measured size, as size-budgets.json sets them: chunks to 128 B, the rest to 256 B.
 * @param {number} bytes
 * @param {string} [label]
 */
export function roundUp(bytes, label = '') {
  const step = label.startsWith('chunks.') ? 128 : 256;
  return Math.ceil((bytes + 1) / step) * step;
}

/**
 * Builds both flavours, measures gzip (9) / brotli (11) per output file, per entry closure and per fixture page,
 * checks size-budgets.json.
 * @param {{ outRoot?: string, root?: string, print?: boolean, budgets?: Budgets }} [options]
 * @returns {Promise<{ report: Partial<Record<Flavour, FlavourReport>>, checks: Check[], ok: boolean }>}
 */
export async function sizeReport({ outRoot, root = ROOT, print = true, budgets } = {}) {
  const [built, registry, render, budgetFile] = await Promise.all([
    buildAll({ outRoot, root }),
    loadBuiltInIslands(root),
    loadPages(root),
    budgets
      ? Promise.resolve(budgets)
      : readFile(path.join(root, 'size-budgets.json'), 'utf8').then(
          (text) => /** @type {Budgets} */ (JSON.parse(text)),
          () => undefined,
        ),
  ]);
  /** @type {Partial<Record<Flavour, FlavourReport>>} */
  const report = {};
  // Islands that take markup printed without data-island: the pages count those roots too.
  const adopters = Object.fromEntries(
    Object.entries(registry).flatMap(([name, { adopt }]) => (adopt ? [[name, adopt]] : [])),
  );
  let pageNote;
  if (!render) pageNote = 'pages: skipped (fixtures/render.mjs does not exist yet)';
  for (const flavour of FLAVOURS) {
    let pages;
    if (render) {
      pages = [];
      // Each page, and the further examples it answers (the variable products under the product page).
      const listed = (await render.listPages()).flatMap((page) => [page, ...(page.examples ?? [])]);
      for (const p of listed) {
        let out;
        try {
          out = await render.renderPage(p.path, {
            flavour,
            jquery: false,
            csp: false,
            nonce: undefined,
            session: { cart: [], userMeta: {}, restNonce: 'x' },
            query: new URLSearchParams(),
          });
        } catch (error) {
          throw new Error(
            `fixtures/render.mjs: renderPage('${p.path}') for ${flavour} failed: ${(error instanceof Error && error.stack) || error}`,
            { cause: error },
          );
        }
        const html = typeof out === 'string' ? out : (out?.html ?? '');
        pages.push({
          ...p,
          islands: findIslands(html, adopters),
          style: html.includes('id="wc-islands-inline-css"'),
        });
      }
    }
    const styleBytes = await readFile(path.join(built[flavour].outdir, STYLE_FILE));
    report[flavour] = flavourSizes(flavour, built[flavour], registry, pages, styleBytes);
  }
  const checks = checkBudgets(report, budgetFile);
  if (print) printReport(report, checks, pageNote);
  return { report, checks, ok: checks.every((c) => c.missing === undefined && c.over <= 0) };
}

// ---------------------------------------------------------------------------------------------------------
// CLI

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { ok } = await sizeReport();
    if (!ok) process.exitCode = 1;
  } catch (err) {
    await reportBuildError(err);
  }
}
