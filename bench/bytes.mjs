/**
 * Bytes per page type, both flavours: gzip (9) and brotli (11) of what a page loads at boot (the entry and
 * its `load` / `idle` islands), of all its islands, and of everything it can ever load (the islands' lazy
 * parts too: the lightbox, the swatch tooltip, the slider); the per-chunk breakdown; what dominates. The
 * numbers come from the build's own size report (scripts/size.mjs `sizeReport`), so they match `npm run size`.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { PAGE_TYPES, sizeReport } from '../scripts/size.mjs';
import { vendorScript } from '../fixtures/lib/static.mjs';

export const title = 'Bytes per page type';

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const br = (buf) =>
  brotliCompressSync(buf, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: buf.length },
  }).length;

/** Short labels for the page types, for the chunk table's "loaded by" column. */
const SHORT = {
  home: 'H',
  listing: 'L',
  'simple product': 'S',
  'variable product': 'V',
  cart: 'C',
  checkout: 'O',
  account: 'A',
};

/** A chunk's label: its island or lazy part, else (a shared chunk) its two biggest sources. */
function label(file) {
  if (file.island) return `${file.island} (island)`;
  if (file.name) return `${file.name} (lazy part)`;
  if (file.file === 'islands.js') return 'islands.js (entry)';
  const sources = Object.entries(file.composition)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([group]) => group);
  return `shared: ${sources.join(' + ') || '?'}`;
}

/** The loader's own code: shared/ and the island list. */
const RUNTIME = new Set(['shared', 'widgets/islands.ts']);
const RUNTIME_LABEL = 'shared/ (loader, registry, bus, params, http, i18n)';

/**
 * Estimated gzip bytes per source over a set of files: each file's gzip size shared out in proportion to
 * its sources' minified bytes (gzip does not split exactly; good enough to see what dominates).
 */
function composition(report, files) {
  const groups = {};
  for (const name of files) {
    const file = report.files.find((f) => f.file === name);
    const total = Object.values(file.composition).reduce((a, b) => a + b, 0);
    for (const [group, bytes] of Object.entries(file.composition)) {
      const key = RUNTIME.has(group) ? RUNTIME_LABEL : group;
      groups[key] = (groups[key] ?? 0) + (total ? (file.gzip * bytes) / total : 0);
    }
  }
  return Object.entries(groups).sort((a, b) => b[1] - a[1]);
}

const share = (parts, total) =>
  parts.map(([group, bytes]) => `${group} ${kb(bytes)} (${Math.round((bytes / total) * 100)}%)`);

export async function run() {
  const { report } = await sizeReport({ print: false });
  const lines = [
    'KiB (1,024 B) after gzip -9 / brotli -q 11 of the minified output (`npm run size` measures the',
    'same). **boot**: islands.js, its static imports and the `load` / `idle` islands of the page with theirs;',
    '**islands**: plus the `visible` / `interaction` islands; **everything**: plus what the islands import',
    "lazily (lightbox, swatch tooltip, slider). The react flavour's numbers leave out WordPress's React, which",
    'the page loads anyway (see below).',
    '',
    '| page type | path | flavour | boot gz | boot br | islands gz | islands br | everything gz | everything br | files at boot |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const [type, pagePath] of Object.entries(PAGE_TYPES)) {
    for (const flavour of ['preact', 'react']) {
      const row = report[flavour].pages.find((p) => p.path === pagePath);
      lines.push(
        `| ${type} | \`${pagePath}\` | ${flavour} | ${kb(row.boot.gzip)} | ${kb(row.boot.brotli)} | ${kb(row.total.gzip)} | ${kb(row.total.brotli)} | ${kb(row.loadable.gzip)} | ${kb(row.loadable.brotli)} | ${row.boot.files} |`,
      );
    }
  }

  // What a shop loads next to the react flavour, and what the classic stack starts with.
  const vendor = async (name) => Buffer.from(await vendorScript(name));
  const react = await Promise.all(['react.js', 'react-dom.js', 'react-jsx-runtime.js'].map(vendor));
  const reactGz = react.reduce((n, b) => n + gz(b), 0);
  const reactBr = react.reduce((n, b) => n + br(b), 0);
  const require = createRequire(import.meta.url);
  const jquery = await readFile(
    path.join(path.dirname(require.resolve('jquery/package.json')), 'dist/jquery.min.js'),
  );
  lines.push(
    '',
    `For scale: WordPress's React 18.3 (react, react-dom and the jsx-runtime handle, production builds as the`,
    `demo serves them) is ${kb(reactGz)} KiB gz / ${kb(reactBr)} KiB br, which the react flavour adds to every`,
    `page unless another script on it already loaded React; jquery.min.js 3.7.1 alone, before any WooCommerce`,
    `script of the classic stack, is ${kb(gz(jquery))} KiB gz / ${kb(br(jquery))} KiB br.`,
  );

  // What dominates.
  lines.push('', '### What dominates the bytes', '');
  for (const flavour of ['preact', 'react']) {
    const r = report[flavour];
    for (const type of ['home', 'variable product']) {
      const row = r.pages.find((p) => p.path === PAGE_TYPES[type]);
      const parts = composition(r, row.boot.list);
      lines.push(
        `- ${flavour}, ${type} at boot (${kb(row.boot.gzip)} KiB gz): ${share(parts.slice(0, 6), row.boot.gzip).join(', ')}.`,
      );
    }
    const variable = r.pages.find((p) => p.path === PAGE_TYPES['variable product']);
    const later = variable.loadable.list.filter((f) => !variable.boot.list.includes(f));
    const laterGz = later.reduce((n, f) => n + r.files.find((x) => x.file === f).gzip, 0);
    lines.push(
      `- ${flavour}, variable product, loaded only when needed (${kb(laterGz)} KiB gz): ${share(composition(r, later).slice(0, 5), laterGz).join(', ')}.`,
    );
  }
  // The same in words, from the numbers.
  const preact = report.preact;
  const shares = (group) => {
    const values = Object.values(PAGE_TYPES).map((pagePath) => {
      const row = preact.pages.find((p) => p.path === pagePath);
      const bytes = composition(preact, row.boot.list).find(([g]) => g === group)?.[1] ?? 0;
      return { bytes, share: bytes / row.boot.gzip };
    });
    const range = (list, f) => {
      const [low, high] = [f(Math.min(...list)), f(Math.max(...list))];
      return low === high ? low : `${low}–${high}`;
    };
    const bytes = range(
      values.map((v) => v.bytes),
      kb,
    );
    return `${bytes} KiB gz (${range(
      values.map((v) => v.share * 100),
      (n) => n.toFixed(0),
    )}% of boot)`;
  };
  const leaders = new Set(
    Object.values(PAGE_TYPES).map((pagePath) => {
      const row = preact.pages.find((p) => p.path === pagePath);
      return composition(preact, row.boot.list)[0][0];
    }),
  );
  const preactAtBoot = Object.values(PAGE_TYPES).filter((pagePath) =>
    preact.pages
      .find((p) => p.path === pagePath)
      .boot.list.some((f) => preact.files.find((x) => x.file === f).composition.preact),
  );
  const ui = preact.files.find((f) => f.name === 'ui');
  const flavourGap = Math.max(
    ...Object.values(PAGE_TYPES).map((pagePath) =>
      Math.abs(
        report.react.pages.find((p) => p.path === pagePath).boot.gzip -
          preact.pages.find((p) => p.path === pagePath).boot.gzip,
      ),
    ),
  );
  lines.push(
    '',
    `In words (preact; the react flavour's boot differs by at most ${kb(flavourGap)} KiB gz): the largest part at boot on every page type is ${[...leaders].join(' / ')};`,
    `the shared runtime costs ${shares(RUNTIME_LABEL)}, zod/mini (params and props schemas) ${shares('zod')}, and`,
    `the rest is island code: order attribution (every page) ${shares('widgets/order-attribution')}, the variation`,
    `form on variable products ${kb(composition(preact, preact.pages.find((p) => p.path === PAGE_TYPES['variable product']).boot.list).find(([g]) => g === 'widgets/variation-form')?.[1] ?? 0)} KiB gz.`,
    preactAtBoot.length
      ? `Preact loads at boot on: ${preactAtBoot.join(', ')}.`
      : `Preact itself loads at boot on none of these pages: only island UI rendered through \`wcIslands.ui()\` pulls in the \`ui\` chunk (${ui ? kb(ui.gzip) : '?'} KiB gz, preact/compat), so both flavours boot nearly the same bytes and the react flavour costs the React it needs from WordPress on top.`,
    'Of what loads later, the lightbox is mostly focus-trap + tabbable and the swatch tooltip mostly',
    '@floating-ui.',
  );

  // Per-chunk breakdown.
  lines.push(
    '',
    '### Per chunk',
    '',
    `Page types: ${Object.entries(SHORT)
      .map(([type, s]) => `${s} ${type}`)
      .join(', ')}; **bold** at boot, plain later.`,
  );
  for (const flavour of ['preact', 'react']) {
    const r = report[flavour];
    lines.push(
      '',
      `${flavour} flavour (dist/${flavour}/)`,
      '',
      '| file | what | min KiB | gz KiB | br KiB | loaded by |',
      '| --- | --- | ---: | ---: | ---: | --- |',
    );
    const rows = [...r.files].sort((a, b) => b.gzip - a.gzip);
    for (const file of rows) {
      const by = Object.entries(PAGE_TYPES)
        .map(([type, pagePath]) => {
          const row = r.pages.find((p) => p.path === pagePath);
          if (row.boot.list.includes(file.file)) return `**${SHORT[type]}**`;
          if (row.loadable.list.includes(file.file)) return SHORT[type];
          return '';
        })
        .filter(Boolean)
        .join(' ');
      lines.push(
        `| ${file.file.replace(/^chunks\//, '')} | ${label(file)} | ${kb(file.raw)} | ${kb(file.gzip)} | ${kb(file.brotli)} | ${by || '(none of these)'} |`,
      );
    }
  }
  lines.push('', `Measured ${new Date().toISOString().slice(0, 10)}, Node ${process.version}.`);
  return lines.join('\n');
}
