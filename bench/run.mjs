/**
 * `npm run bench`: runs the benchmark sections and rewrites each one's part of bench/RESULTS.md, keeping the
 * other sections as they are.
 *
 *   node bench/run.mjs                 every section
 *   node bench/run.mjs boot            only the sections whose file name contains "boot" (boot, boot-load,
 *                                      boot-scripts)
 *   node bench/run.mjs boot --runs 2   a quick check: 2 repetitions per row instead of each section's own
 *                                      count (BENCH_RUNS=2 does the same)
 *
 * Sections: bytes (per page type, both flavours), boot (main thread, long tasks and our part of them, Chromium
 * at 4× CPU throttling), boot-load (DOMContentLoaded and load against the page without islands and with an empty module), boot-scripts
 * (JS files fetched at boot, the import waterfall), interactions (add to cart on three page types, lightbox),
 * early-clicks (a control clicked at 100 ms steps from the first paint, before its island has mounted:
 * done, navigated or lost), swatch-paint, fragments (replacement with 1 / 5 / 20 fragments), engine (matching engine scaling), memory
 * (heap after 100 lightbox cycles, 100 swatch changes and 100 adds to cart), lighthouse (Lighthouse on the demo
 * shop with and without islands) and lighthouse-woocommerce (on a real shop, plugin off and on, when
 * WOOCOMMERCE_SITE is set). `npm run bench:lighthouse` runs the two Lighthouse sections.
 *
 * BENCH_RUNS (or --runs N) sets the repetitions per row of the browser sections — loads in boot, boot-load
 * and boot-scripts, adds and lightbox loads in interactions, clicks in swatch-paint, emits in fragments —
 * for a quick look; the tables say how many they used. bytes, engine and memory do not repeat loads and keep
 * their counts.
 *
 * A section is a module exporting `title` (its "## " heading) and `async run(context)` returning Markdown, or
 * undefined to keep its part of RESULTS.md as it is (a section that cannot run here, such as the real shop's
 * without WOOCOMMERCE_SITE); context.importTs(path) bundles a TypeScript module of the repository with esbuild
 * and imports it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const RESULTS = path.join(ROOT, 'bench/RESULTS.md');
const SECTIONS = [
  'bench/bytes.mjs',
  'bench/boot.mjs',
  'bench/boot-load.mjs',
  'bench/boot-scripts.mjs',
  'bench/interactions.mjs',
  'bench/early-clicks.mjs',
  'bench/swatch-paint.mjs',
  'bench/fragments.mjs',
  'bench/engine.mjs',
  'bench/memory.mjs',
  'bench/lighthouse.mjs',
  'bench/lighthouse-woocommerce.mjs',
];

const INTRO = `# Benchmarks

Written by \`npm run bench\` (bench/run.mjs); each section is replaced by its own benchmark's latest run and
the others are kept. The numbers are medians on the machine that ran it (named in each section) and are
never asserted in tests. \`npm run bench:lighthouse\` writes the two Lighthouse sections only; the real shop's
only when WOOCOMMERCE_SITE is set (otherwise its last run stays).
`;

/** Bundles one TypeScript module (and what it imports) into a single ESM file in memory, then imports it. */
async function importTs(file) {
  const result = await esbuild.build({
    entryPoints: [path.join(ROOT, file)],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'node20',
    write: false,
    logLevel: 'error',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** The document with the section under `## title` replaced by `body` (appended when it is not there yet). */
function replaceSection(document, title, body) {
  const section = `## ${title}\n\n${body.trim()}\n`;
  const lines = document.split('\n');
  const start = lines.findIndex((line) => line.trimEnd() === `## ${title}`);
  if (start < 0) return `${document.trimEnd()}\n\n${section}`;
  const next = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  const before = lines.slice(0, start).join('\n').trimEnd();
  const after = next < 0 ? '' : `\n${lines.slice(next).join('\n').trimEnd()}\n`;
  return `${before}\n\n${section}${after}`;
}

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
if (runsAt >= 0) {
  process.env.BENCH_RUNS = args[runsAt + 1];
  args.splice(runsAt, 2);
}
const filter = args[0] ?? '';
const chosen = SECTIONS.filter((file) => path.basename(file).includes(filter));
if (chosen.length === 0) throw new Error(`No benchmark section matches "${filter}".`);
for (const file of chosen) {
  const section = await import(pathToFileURL(path.join(ROOT, file)).href);
  console.log(`\n## ${section.title}\n`);
  const started = performance.now();
  const body = await section.run({ importTs });
  if (body === undefined) {
    console.log('(not run here: its part of RESULTS.md is kept)');
    continue;
  }
  console.log(body);
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
  // Read again for each section, so each write keeps what the previous ones wrote.
  const document = await readFile(RESULTS, 'utf8').catch((error) => {
    if (error.code === 'ENOENT') return INTRO;
    throw error;
  });
  await writeFile(RESULTS, replaceSection(document, section.title, body));
}
console.log(`\nWritten to ${path.relative(process.cwd(), RESULTS)}`);
