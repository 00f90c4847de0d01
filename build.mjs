// Builds the islands bundle in two flavours from the same source:
//   dist/preact/  react* aliased to preact/compat, self-contained (default)
//   dist/react/   react* read from WordPress's globals (window.React, ReactDOM, ReactJSXRuntime)
// Each flavour: ESM + code splitting, islands.js entry, chunks/, manifest.json, islands.asset.php.
// manifest.json: the files and their imports, each island's chunk, and widgets/manifest.json's data (strategies,
// adopt selectors, page services, the classic script handles each island replaces) for the WordPress plugin.
// dist/languages/: the Jed JSON, .mo and .pot files WordPress loads, from languages/*.po (scripts/i18n-json.mjs).
//
//   node build.mjs           build both flavours
// The size report and the byte budgets are scripts/size.mjs (npm run size), which builds through buildAll().

import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { writeTranslations } from './scripts/i18n-json.mjs';
import { islandFiles, mergeLayers, nameByContent, planLayers } from './scripts/layers.mjs';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
export const FLAVOURS = /** @type {const} */ (['preact', 'react']);
const ENTRY_SOURCE = 'widgets/loader.ts';
const MANIFEST_SOURCE = 'widgets/manifest.json';
const ENTRY_FILE = 'islands.js';
/** The renderer: the registry import()s it when the first island mounts; with React, it is the React core. */
const RENDERER_SOURCE = 'shared/render.tsx';
/** The runtime: the loader's one dynamic import, made once the document is parsed (ADR 16). */
const RUNTIME_SOURCE = 'widgets/runtime.ts';
/** What the runtime imports only where the page has jQuery: the bridge and WooCommerce's jQuery API. */
const JQUERY_SOURCE = 'widgets/jquery-api.ts';
const TARGET = 'es2022';
/** The CSS the plugin prints inline on product pages (the gallery's layout before mounting), as islands.css. */
const STYLE_SOURCE = 'widgets/gallery/gallery.css';
export const STYLE_FILE = 'islands.css';
/**
 * Every file's first line. Chromium (136 on) then compiles all of the file's functions while it streams it, off
 * the main thread, instead of each one on the main thread at its first call: a chunk arrives just before its
 * island mounts, so nearly all of it runs at once (docs/adr/0012-compile-hints.md). Other engines see a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** WordPress script handles the react flavour needs (dependency-extraction defaults). */
const ASSET_DEPENDENCIES = { preact: [], react: ['react', 'react-dom', 'react-jsx-runtime'] };

/** preact flavour: react imports → preact/compat. */
const PREACT_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  // compat's jsx-runtime also installs compat's option hooks (className, onChange, …); same size once
  // preact/compat is in the graph, which it always is (the renderer renders through react-dom/client).
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-runtime',
};

/** react flavour: react imports → WordPress globals. */
const REACT_GLOBALS = {
  react: 'React',
  'react-dom': 'ReactDOM',
  'react-dom/client': 'ReactDOM',
  'react/jsx-runtime': 'ReactJSXRuntime',
  'react/jsx-dev-runtime': 'ReactJSXRuntime',
};

/** Real React sources must never be bundled (either flavour). */
const REACT_SOURCE = /(^|\/)node_modules\/(react|react-dom|react-18|react-dom-18|scheduler)\//;
/** Preact must not be bundled next to WordPress's React. */
const PREACT_SOURCE = /(^|\/)node_modules\/preact\//;

/** zod entry points that are allowed: the mini build, its core, single locales. */
const ZOD_ALLOWED = /^zod\/(mini|v4\/mini|v4-mini|v4\/core|v4\/locales\/[^/]+)$/;

/** In the output only when zod's namespace was kept whole (nothing on a storefront calls toJSONSchema). */
const ZOD_UNUSED_ON_A_STOREFRONT =
  /node_modules\/zod\/v4\/core\/(to-json-schema|json-schema-processors)\.js$/;

/** Fails the build when anything imports the full zod package. */
const zodMiniOnly = {
  name: 'zod-mini-only',
  setup(b) {
    b.onResolve({ filter: /^zod(\/.*)?$/ }, (args) => {
      if (ZOD_ALLOWED.test(args.path)) return undefined;
      return {
        errors: [
          {
            text: `"${args.path}" imports the full zod package (~26-93 KiB gz); import from "zod/mini" instead`,
          },
        ],
      };
    });
  },
};

/** react flavour: resolve react imports to virtual CJS modules reading WordPress's globals. */
const wordpressReact = {
  name: 'wordpress-react-globals',
  setup(b) {
    b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
      if (Object.hasOwn(REACT_GLOBALS, args.path)) return { path: args.path, namespace: 'wp-react' };
      return {
        errors: [
          { text: `"${args.path}" has no WordPress global; only ${Object.keys(REACT_GLOBALS).join(', ')}` },
        ],
      };
    });
    // CommonJS, so esbuild's interop reads named exports off the global at run time (React 18.3 and 19).
    b.onLoad({ filter: /.*/, namespace: 'wp-react' }, (args) => ({
      contents: `module.exports = window.${REACT_GLOBALS[args.path]};`,
      loader: 'js',
    }));
  },
};

/** Content version: first 20 hex chars of sha256 over the .js outputs, sorted by name. */
export function contentVersion(files) {
  const hash = createHash('sha256');
  for (const { name, contents } of [...files].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  )) {
    hash.update(name);
    hash.update('\0');
    hash.update(contents);
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 20);
}

/** `<?php return array('dependencies' => array(...), 'version' => '...');` */
export function assetPhp(dependencies, version) {
  const q = (s) => `'${String(s).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return `<?php return array('dependencies' => array(${dependencies.map(q).join(', ')}), 'version' => ${q(version)});\n`;
}

const toPosix = (p) => p.split(path.sep).join('/');

/**
 * The files the entry imports statically, for `<link rel="modulepreload">` hints, so the browser fetches them in
 * parallel with the entry instead of discovering them import by import (and `core`'s, where a caller names one).
 */
export function bootPreload(graph, entry, core) {
  const seen = new Set();
  const visit = (file) => {
    if (!file || seen.has(file) || !graph[file]) return;
    seen.add(file);
    for (const next of graph[file].imports) visit(next);
  };
  visit(entry);
  visit(core);
  seen.delete(entry);
  return [...seen]; // the entry's own imports first: it cannot run before them
}

/** The strategies an island or a page service may name in widgets/manifest.json (shared/island.ts DEFER_UNTIL). */
const STRATEGIES = ['load', 'idle', 'visible', 'interaction', 'media'];

/**
 * widgets/manifest.json, checked: `islands` and `services` map a name to `{ strategy, adopt? }`, `activators` an island to
 * the selector of its controls, `ownRoots` one island to the class of its controls that become roots of their own
 * where none of its roots holds them, `replaces` maps
 * a classic script handle to the names (islands or services) that take its place, `jqueryApi` maps a replaced
 * handle to the jQuery plugins and helpers of its script that stay answered. Other top-level keys (`$comment`)
 * are left out.
 * @returns {Promise<{ islands: Record<string, { strategy: string, adopt?: string }>, services: Record<string, { strategy: string }>, activators: Record<string, string>, ownRoots: Record<string, string>, replaces: Record<string, string[]>, jqueryApi: Record<string, string[]> }>}
 */
export async function readIslandManifest(root = ROOT) {
  const file = path.join(root, MANIFEST_SOURCE);
  const source = JSON.parse(await readFile(file, 'utf8'));
  const problems = [];
  const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
  const entries = (key) => {
    if (isObject(source[key])) return Object.entries(source[key]);
    problems.push(`"${key}" is not an object`);
    return [];
  };
  const named = (key) =>
    Object.fromEntries(
      entries(key).map(([name, definition]) => {
        const { strategy, adopt } = isObject(definition) ? definition : {};
        if (!/^[a-z][a-z0-9-]*$/.test(name)) problems.push(`${key}: "${name}" is not a lower-case name`);
        if (!STRATEGIES.includes(strategy)) {
          problems.push(
            `${key}.${name}: strategy ${JSON.stringify(strategy)} is not one of ${STRATEGIES.join(', ')}`,
          );
        }
        if (adopt !== undefined && (typeof adopt !== 'string' || adopt === '')) {
          problems.push(`${key}.${name}: adopt is not a selector`);
        }
        return [name, { ...definition }];
      }),
    );
  const islands = named('islands');
  const services = named('services');
  for (const [name, selector] of entries('activators')) {
    if (!Object.hasOwn(islands, name)) problems.push(`activators.${name}: no such island`);
    if (typeof selector !== 'string' || !selector) problems.push(`activators.${name}: not a selector`);
  }
  // The loader marks one island's own roots, each found by one class (shared/held-activations.ts).
  const ownRoots = entries('ownRoots');
  if (ownRoots.length > 1) problems.push('ownRoots: one island at most');
  for (const [name, selector] of ownRoots) {
    if (!Object.hasOwn(islands, name)) problems.push(`ownRoots.${name}: no such island`);
    if (typeof selector !== 'string' || !/^\.[\w-]+$/.test(selector))
      problems.push(`ownRoots.${name}: not a class`);
  }
  for (const name of Object.keys(services)) {
    if (Object.hasOwn(islands, name)) problems.push(`"${name}" is both an island and a service`);
  }
  const replaces = Object.fromEntries(
    entries('replaces').map(([handle, names]) => {
      if (!Array.isArray(names) || names.length === 0) {
        problems.push(`replaces.${handle}: not a list of names`);
        return [handle, []];
      }
      for (const name of names) {
        if (!Object.hasOwn(islands, name) && !Object.hasOwn(services, name)) {
          problems.push(`replaces.${handle}: "${name}" is no island or service`);
        }
      }
      return [handle, [...names]];
    }),
  );
  const jqueryApi = Object.fromEntries(
    entries('jqueryApi').map(([handle, names]) => {
      if (!Object.hasOwn(replaces, handle)) problems.push(`jqueryApi.${handle}: not a replaced handle`);
      if (!Array.isArray(names) || !names.every((n) => typeof n === 'string' && /^[A-Za-z_]\w*$/.test(n))) {
        problems.push(`jqueryApi.${handle}: not a list of jQuery plugin names`);
        return [handle, []];
      }
      return [handle, [...names]];
    }),
  );
  if (problems.length) throw new Error(`${MANIFEST_SOURCE}:\n  ${problems.join('\n  ')}`);
  return {
    islands,
    services,
    activators: Object.fromEntries(entries('activators')),
    ownRoots: Object.fromEntries(ownRoots),
    replaces,
    jqueryApi,
  };
}

/**
 * The core's modules: the runtime and what it imports beyond the loader's imports (the registry, the bus, the
 * island list, the cart-fragments service and its cart), and any React-free module most booting islands import.
 * The build fails when the core holds a module not listed here, or misses one listed: what every page loads
 * once parsed changes only on purpose (ADR 10).
 */
const CORE_MODULES = [
  'widgets/runtime.ts',
  'widgets/islands.ts',
  'widgets/manifest.json',
  'widgets/cart-fragments/index.ts',
  'shared/registry.ts',
  'shared/strategies.ts',
  'shared/island.ts',
  'shared/parsed.ts',
  'shared/bus.ts',
  'shared/announcer.ts',
  'shared/native-cart-events.ts',
  'shared/request-done.ts',
  'shared/yield.ts',
  'shared/http.ts',
  'shared/motion.ts',
  'shared/cart/check.ts',
  'shared/cart/freshness.ts',
  'shared/cart/queue.ts',
  'shared/cart/requests.ts',
  'shared/cart/storage.ts',
  'shared/cart/swap.ts',
];

/** Modules that hold the page's state: each must be in one file only, or two copies would not share it. */
const STATEFUL_MODULES = ['shared/bus.ts', 'shared/registry.ts', 'shared/cart/queue.ts'];

/** An island's module, as widgets/manifest.json names it: widgets/<name>/index. */
const ISLAND_ENTRY = /^widgets\/([^/]+)\/index\.[cm]?[jt]sx?$/;

/**
 * Builds one flavour: esbuild splits the loader and the islands, the layers are merged (scripts/layers.mjs),
 * every file is named by its content.
 * @param {{ flavour?: 'preact'|'react', outdir?: string, define?: Record<string, string>, root?: string }} [options]
 *   outdir defaults to dist/<flavour>; define is merged over the production defines (tests use it).
 * @returns {Promise<{ manifest: object, metafile: import('esbuild').Metafile, sources: object, outdir: string, files: Map<string, Uint8Array> }>}
 */
export async function build({ flavour = 'preact', outdir, define = {}, root = ROOT } = {}) {
  if (!FLAVOURS.includes(flavour)) throw new Error(`unknown flavour "${flavour}" (${FLAVOURS.join(', ')})`);
  const out = path.resolve(root, outdir ?? path.join('dist', flavour));
  const rel = path.relative(out, root);
  if (rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))) {
    throw new Error(`refusing to clean ${out}: it contains the project`);
  }
  const [declared] = await Promise.all([readIslandManifest(root), rm(out, { recursive: true, force: true })]);
  const [ownRoot] = Object.entries(declared.ownRoots);
  // A control that is a root of its own is also one of its island's controls inside that island's roots.
  const controls = Object.fromEntries(
    Object.entries(declared.activators).map(([island, its]) => [island, its.replace(/,\s+/g, ',')]),
  );
  if (ownRoot) controls[ownRoot[0]] = [controls[ownRoot[0]], ownRoot[1]].filter(Boolean).join();
  const options = {
    target: TARGET,
    banner: { js: COMPILE_HINT },
    define: {
      'process.env.NODE_ENV': '"production"',
      // The loader holds activations of the islands' controls from its first moment (shared/held-activations.ts):
      // each island's controls, and the island whose controls are a root of their own, with their class. JSON in a
      // string: an object define would become a module that every module has to start first.
      ISLAND_HOLD: JSON.stringify(JSON.stringify([controls, ...(ownRoot ? [ownRoot] : [])])),
      ...define,
    },
  };
  const split = await splitBuild({ flavour, root, out, declared, options });
  const { graph, own, islands } = split;
  const layers = tagged(flavour, () =>
    planLayers(graph, { ...own, islands, declared, sources: split.sources, coreModules: CORE_MODULES }),
  );
  const filesOf = islandFiles(graph, { islands, layers, entry: own.entry });
  const merged = await mergeLayers({
    ...split,
    layers,
    entry: own.entry,
    entryFile: ENTRY_FILE,
    out,
    // The runtime learns each island's files (widgets/islands.ts).
    esbuildOptions: { ...options, define: { ...options.define, ISLAND_FILES: JSON.stringify(filesOf) } },
  });
  const layerFile = Object.fromEntries(layers.map((layer) => [layer.name, layer.file]));
  const sources = mergeSources(split.sources, layers);
  checkStateful(flavour, sources);
  // The core import()s each island's files by the names the build wrote into it.
  const core = merged.graph[layerFile.core];
  core.dynamicImports = [
    ...new Set([
      ...core.dynamicImports,
      ...Object.values(filesOf)
        .flat()
        .map((f) => `chunks/${f}`),
    ]),
  ];

  const { files, graph: named, rename } = nameByContent({ ...merged, fixed: [ENTRY_FILE] });
  if (new TextDecoder().decode(files.get(rename(layerFile.core))).includes('ISLAND_FILES')) {
    throw new Error(`[${flavour}] the core still names ISLAND_FILES after the merge`);
  }
  const version = contentVersion(
    [...files].filter(([n]) => n.endsWith('.js')).map(([name, contents]) => ({ name, contents })),
  );
  // islands: name → its chunk; the page services run in the core. The rest is widgets/manifest.json, for the
  // WordPress plugin to read next to the files it loads: each island's strategy and adopt selector, the page
  // services, the replaced handles and the jQuery API they keep.
  const manifest = {
    flavour,
    entry: ENTRY_FILE,
    core: rename(layerFile.core),
    renderer: rename(layerFile.react ?? own.renderer),
    jquery: rename(own.jquery),
    preload: bootPreload(named, ENTRY_FILE),
    version,
    files: Object.fromEntries(
      Object.keys(named)
        .sort()
        .map((name) => [name, { ...named[name], bytes: files.get(name).length }]),
    ),
    islands: {
      ...Object.fromEntries(Object.entries(islands).map(([name, chunk]) => [name, rename(chunk)])),
      ...Object.fromEntries(Object.keys(declared.services).map((name) => [name, rename(layerFile.core)])),
    },
    builtInIslands: declared.islands,
    services: declared.services,
    replaces: declared.replaces,
    jqueryApi: declared.jqueryApi,
  };
  await writeBuild(out, files, manifest, flavour);
  await writeFile(path.join(out, STYLE_FILE), await minifiedStyle(root));
  const renamedSources = Object.fromEntries(Object.entries(sources).map(([f, s]) => [rename(f), s]));
  return { manifest, metafile: split.metafile, sources: renamedSources, outdir: out, files };
}

/**
 * esbuild's split of the loader and the islands, read by output name relative to outdir (readSplit), with the
 * chunks of the loader, the runtime, the renderer and the jQuery API (`own`), and each island's.
 */
async function splitBuild({ flavour, root, out, declared, options }) {
  const result = await esbuild.build({
    ...options,
    absWorkingDir: root,
    entryPoints: {
      islands: ENTRY_SOURCE,
      ...Object.fromEntries(Object.keys(declared.islands).map((name) => [name, `./widgets/${name}/index`])),
    },
    outdir: out,
    entryNames: 'chunks/[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    sourcemap: 'linked',
    charset: 'utf8',
    jsx: 'automatic',
    jsxDev: false,
    alias: flavour === 'preact' ? PREACT_ALIASES : {},
    plugins: flavour === 'react' ? [zodMiniOnly, wordpressReact] : [zodMiniOnly],
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  for (const w of result.warnings) console.warn(`[${flavour}] warning: ${w.text}`);
  checkBundled(flavour, result.metafile, (key) => toPosix(path.relative(out, path.resolve(root, key))));
  const split = readSplit(result.metafile, result.outputFiles, { root, out });
  const islands = {};
  for (const [source, chunk] of Object.entries(split.chunkOf)) {
    const m = ISLAND_ENTRY.exec(source);
    if (m && Object.hasOwn(declared.islands, m[1])) islands[m[1]] = chunk;
  }
  const own = {};
  for (const [key, source] of Object.entries(OWN_CHUNKS)) {
    own[key] = split.chunkOf[source];
    if (!own[key]) throw new Error(`[${flavour}] no chunk for ${source}: it must be import()ed`);
  }
  return { ...split, own, islands, metafile: result.metafile };
}

/** The sources whose chunks the build must find: the loader, and the three the layers import(). */
const OWN_CHUNKS = {
  entry: ENTRY_SOURCE,
  runtime: RUNTIME_SOURCE,
  renderer: RENDERER_SOURCE,
  jquery: JQUERY_SOURCE,
};

/** STYLE_SOURCE minified, without its comments (the plugin prints it into every product page's head). */
async function minifiedStyle(root) {
  const source = await readFile(path.join(root, STYLE_SOURCE), 'utf8');
  const { code } = await esbuild.transform(source, { loader: 'css', minify: true, legalComments: 'none' });
  return code.trim();
}

/** Writes the files, the manifest and the asset file WordPress reads. */
async function writeBuild(out, files, manifest, flavour) {
  const dirs = new Set([out, ...[...files.keys()].map((n) => path.dirname(path.join(out, n)))]);
  await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
  await Promise.all([
    ...[...files].map(([n, c]) => writeFile(path.join(out, n), c)),
    writeFile(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`),
    writeFile(path.join(out, 'islands.asset.php'), assetPhp(ASSET_DEPENDENCIES[flavour], manifest.version)),
  ]);
}

/** Runs `fn`, its error message tagged with the flavour. */
function tagged(flavour, fn) {
  try {
    return fn();
  } catch (error) {
    error.message = `[${flavour}] ${error.message}`;
    throw error;
  }
}

/** Guards on what was bundled: never React's own source, never Preact beside WordPress's React, zod tree-shaken. */
function checkBundled(flavour, metafile, nameOf) {
  const inputs = Object.keys(metafile.inputs);
  const react = inputs.filter((i) => REACT_SOURCE.test(i));
  if (react.length) throw new Error(`[${flavour}] React's own source was bundled:\n  ${react.join('\n  ')}`);
  if (flavour === 'react') {
    const preact = inputs.filter((i) => PREACT_SOURCE.test(i));
    if (preact.length) {
      throw new Error(`[react] preact was bundled next to WordPress's React:\n  ${preact.join('\n  ')}`);
    }
  }
  // zod/mini only tree-shakes through `import * as z from 'zod/mini'` used directly; a re-exported namespace
  // (`export { z }`, `export * as z from 'zod/mini'`) keeps all of zod (~85 KiB gz), JSON-schema code included.
  for (const [output, o] of Object.entries(metafile.outputs)) {
    const untreeshaken = Object.entries(o.inputs).filter(
      ([input, i]) => ZOD_UNUSED_ON_A_STOREFRONT.test(input) && i.bytesInOutput > 0,
    );
    if (untreeshaken.length) {
      throw new Error(
        `[${flavour}] zod was not tree-shaken: ${untreeshaken.map(([i]) => i).join(', ')} ended up in ${nameOf(output)}.\n` +
          "  Usually a re-exported namespace (`export { z }` or `export * as z from 'zod/mini'`): import * as z from 'zod/mini' in every module that uses it.",
      );
    }
  }
}

/**
 * The split build as the merge reads it, by output name relative to outdir: the files, their imports, their
 * exports, the minified bytes each source has in them, and the chunk of each entry or `import()`ed source.
 */
function readSplit(metafile, outputFiles, { root, out }) {
  const nameOf = (key) => toPosix(path.relative(out, path.resolve(root, key)));
  const files = new Map(outputFiles.map((f) => [toPosix(path.relative(out, f.path)), f.contents]));
  const graph = {};
  const sources = {};
  const exports = {};
  const chunkOf = {};
  for (const [key, o] of Object.entries(metafile.outputs)) {
    if (!key.endsWith('.js')) continue;
    const name = nameOf(key);
    const internal = (kind) =>
      o.imports.filter((i) => i.kind === kind && !i.external).map((i) => nameOf(i.path));
    graph[name] = { imports: internal('import-statement'), dynamicImports: internal('dynamic-import') };
    sources[name] = Object.fromEntries(
      Object.entries(o.inputs).map(([input, i]) => [input, i.bytesInOutput]),
    );
    exports[name] = o.exports;
    if (o.entryPoint) chunkOf[toPosix(o.entryPoint)] = name;
  }
  return { files, graph, sources, chunkOf, exportsOf: (name) => exports[name] };
}

/** Minified bytes per source in each file, a layer's file summing its chunks'. */
function mergeSources(sources, layers) {
  const merged = { ...sources };
  for (const layer of layers) {
    const summed = {};
    for (const chunk of layer.chunks) {
      for (const [input, bytes] of Object.entries(sources[chunk]))
        summed[input] = (summed[input] ?? 0) + bytes;
      delete merged[chunk];
    }
    merged[layer.file] = summed;
  }
  return merged;
}

/** Each stateful module in exactly one file. */
function checkStateful(flavour, sources) {
  for (const module of STATEFUL_MODULES) {
    const holders = Object.keys(sources).filter((f) => (sources[f][module] ?? 0) > 0);
    if (holders.length !== 1) {
      throw new Error(
        `[${flavour}] ${module} holds the page's state, but is in ${holders.length} files: ${holders.join(', ')}`,
      );
    }
  }
}

/**
 * Builds every flavour in parallel into <outRoot>/<flavour>.
 * @param {{ outRoot?: string, define?: Record<string, string>, root?: string }} [options]
 */
export async function buildAll({ outRoot, define, root = ROOT } = {}) {
  const base = path.resolve(root, outRoot ?? 'dist');
  const settled = await Promise.allSettled(
    FLAVOURS.map((flavour) => build({ flavour, outdir: path.join(base, flavour), define, root })),
  );
  const failed = settled.flatMap((s, i) => (s.status === 'rejected' ? [[FLAVOURS[i], s.reason]] : []));
  if (failed.length === 1) throw failed[0][1];
  if (failed.length > 1) {
    // one error carrying every flavour's messages (esbuild errors keep their locations)
    const tag = (f, text) => (text.startsWith(`[${f}]`) ? text : `[${f}] ${text}`);
    const err = new Error(failed.map(([f, e]) => tag(f, String(e?.message ?? e))).join('\n'));
    err.errors = failed.flatMap(([f, e]) =>
      e?.errors?.length
        ? e.errors.map((m) => ({ ...m, text: tag(f, m.text) }))
        : [{ text: tag(f, String(e?.message ?? e)) }],
    );
    throw err;
  }
  await writeTranslations({ root, outRoot: base, flavours: FLAVOURS });
  return Object.fromEntries(FLAVOURS.map((f, i) => [f, settled[i].value]));
}

/**
 * The built-in islands and page services from widgets/manifest.json, as `{ name: { strategy } }`; services
 * carry `service: true` (they load on every page, root or not).
 * @returns {Promise<Record<string, { strategy: string, service?: boolean }>>}
 */
export async function loadBuiltInIslands(root = ROOT) {
  const manifest = await readIslandManifest(root);
  const entries = [
    ...Object.entries(manifest.islands).map(([name, { strategy, adopt }]) => [
      name,
      { strategy, ...(adopt ? { adopt } : {}) },
    ]),
    ...Object.entries(manifest.services).map(([name, { strategy }]) => [name, { strategy, service: true }]),
  ];
  return Object.fromEntries(entries);
}

/** Prints a failed build for the command line (esbuild's errors with file:line) and sets the exit code. */
export async function reportBuildError(err) {
  if (err?.errors?.length) {
    const formatted = await esbuild.formatMessages(err.errors, {
      kind: 'error',
      color: process.stderr.isTTY,
    });
    console.error(formatted.join(''));
    console.error(`build failed with ${err.errors.length} error(s)`);
  } else {
    console.error(err?.message ?? err);
  }
  process.exitCode = 1;
}

// ---------------------------------------------------------------------------------------------------------
// CLI

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  try {
    const built = await buildAll();
    const fmt = (n) => n.toLocaleString('en-US');
    for (const [flavour, { manifest }] of Object.entries(built)) {
      const bytes = Object.values(manifest.files).reduce((n, f) => n + f.bytes, 0);
      console.log(
        `dist/${flavour}/  ${Object.keys(manifest.files).length} files, ${fmt(bytes)} B, islands: ${Object.keys(manifest.islands).join(', ') || '-'}  (version ${manifest.version})`,
      );
    }
    console.log(`built in ${Math.round(performance.now() - started)} ms`);
  } catch (err) {
    await reportBuildError(err);
  }
}
