// `npm run fixtures`: the demo shop as static files in dist/fixtures/ for QA to host anywhere. Every fixture
// page, its listed examples and variants as .html (relative URLs), the built bundles, CSS, images and vendor
// scripts, and sw.js: the shop's answers in a service worker (fixtures/static/worker.mjs). Same commit, same
// bytes: fixed nonces, sorted lists, no dates.
//
//   node scripts/fixtures.mjs [outDir]        (after `node build.mjs`)
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { allProducts } from '../fixtures/catalogue.mjs';
import {
  PLUGIN_SCRIPTS,
  buildManifest,
  islandsStyle,
  jqueryApiQueue,
  pageSources,
  pluginScriptSource,
} from '../fixtures/lib/files.mjs';
import { staticSession } from '../fixtures/lib/session.mjs';
import { placeholderSvg } from '../fixtures/lib/images.mjs';
import { VENDOR, vendorScript } from '../fixtures/lib/static.mjs';
import { listPages, renderNotFound, renderPage } from '../fixtures/render.mjs';
import { pageFile, staticPage } from '../fixtures/static/site.mjs';
import { VARIANTS } from '../fixtures/templates/fixture-index.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const STATIC_NONCE = 'c3RhdGljLWZpeHR1cmVz';

/**
 * Every shop URL the fixtures hold: pages and listed examples in each variant, every product, shop page 2.
 * @returns {Array<[path: string, query: string]>}
 */
function shopUrls() {
  const paths = [];
  for (const page of listPages()) paths.push(page.path, ...page.examples.map((e) => e.path));
  /** @type {(path: string, query: string) => [string, string]} */
  const url = (path, query) => [path, query];
  const variants = paths.flatMap((path) => VARIANTS.map(([, query]) => url(path, query.slice(1))));
  const more = [...allProducts().map((p) => p.permalink), '/sklep/page/2/'].map((path) => url(path, ''));
  const seen = new Set();
  return [...variants, ...more].filter(([path, query]) => {
    const key = `${path}?${query}`;
    return !seen.has(key) && seen.add(key);
  });
}

/** @param {string} path @param {string} query */
function renderStatic(path, query) {
  const params = new URLSearchParams(query);
  const csp = params.get('csp') === 'strict';
  const html = renderPage(path, {
    query: params,
    csp,
    nonce: csp ? STATIC_NONCE : undefined,
    session: staticSession(),
    origin: 'http://sklep-demo.test',
  });
  return html && staticPage(html, path);
}

/**
 * A value the fixtures cannot do without (a vendor script, the favicon), or an error naming it.
 * @template T
 * @param {T | null} value
 * @param {string} what
 * @returns {T}
 */
function must(value, what) {
  if (value === null) throw new Error(`fixtures: no ${what}`);
  return value;
}

/** @param {string} out @param {string} file @param {string | Buffer} body */
function write(out, file, body) {
  const target = join(out, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, body);
}

/**
 * sw.js: the worker with lib/files.mjs replaced by the page sources and manifests it would read.
 * @param {string} out
 */
async function buildWorker(out) {
  const files = {
    pages: pageSources(),
    manifests: { preact: buildManifest('preact'), react: buildManifest('react') },
    jqueryApiQueue: jqueryApiQueue(),
    pluginScripts: Object.fromEntries(PLUGIN_SCRIPTS.map((file) => [file, pluginScriptSource(file)])),
    styles: { preact: islandsStyle('preact'), react: islandsStyle('react') },
  };
  /** @type {import('esbuild').Plugin} */
  const embedFiles = {
    name: 'embed-fixture-files',
    setup(b) {
      b.onResolve({ filter: /\/files\.mjs$/ }, () => ({ path: 'files', namespace: 'fixture-files' }));
      b.onLoad({ filter: /.*/, namespace: 'fixture-files' }, () => ({
        loader: 'js',
        contents: `const FILES = ${JSON.stringify(files)};
export const pageSources = () => FILES.pages;
export const buildManifest = (build) => FILES.manifests[build] ?? null;
export const jqueryApiQueue = () => FILES.jqueryApiQueue;
export const PLUGIN_SCRIPTS = Object.keys(FILES.pluginScripts);
export const pluginScriptSource = (file) => FILES.pluginScripts[file];
export const islandsStyle = (build) => FILES.styles[build] ?? '';`,
      }));
    },
  };
  await build({
    entryPoints: [join(ROOT, 'fixtures/static/worker.mjs')],
    outfile: join(out, 'sw.js'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    plugins: [embedFiles],
    logLevel: 'warning',
  });
}

export async function buildFixtures(out = join(ROOT, 'dist/fixtures')) {
  if (!existsSync(join(ROOT, 'dist/preact/manifest.json'))) throw new Error('build first: node build.mjs');
  rmSync(out, { recursive: true, force: true });
  const pages = [];
  for (const [path, query] of shopUrls()) {
    const html = renderStatic(path, query);
    if (html === null) continue;
    const file = pageFile(path, query);
    write(out, file, html);
    pages.push(file);
  }
  write(out, '404.html', staticPage(renderNotFound('/404/', { session: staticSession() }), '/fixtures/'));

  for (const build of ['preact', 'react'])
    cpSync(join(ROOT, 'dist', build), join(out, 'dist', build), { recursive: true });
  cpSync(join(ROOT, 'fixtures/assets'), join(out, 'assets'), { recursive: true });
  for (const name of Object.keys(VENDOR).sort())
    write(out, join('vendor', name), must(await vendorScript(name), name));

  const images = new Set(['favicon']);
  for (const file of pages) {
    for (const m of readFileSync(join(out, file), 'utf8').matchAll(/img\\?\/([a-z0-9-]+)\.svg/g))
      images.add(/** @type {string} */ (m[1]));
  }
  for (const name of [...images].sort()) {
    const svg = placeholderSvg(name);
    if (svg) write(out, `img/${name}.svg`, svg);
  }
  write(out, 'favicon.ico', must(placeholderSvg('favicon'), 'favicon'));
  await buildWorker(out);
  return { out, pages: pages.length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { out, pages } = await buildFixtures(process.argv[2] && resolve(process.argv[2]));
  console.log(`${pages} pages → ${out}`);
}
