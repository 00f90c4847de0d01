// Builds the islands bundle in two flavours from the same source:
//   dist/preact/  react* aliased to preact/compat, self-contained (default)
//   dist/react/   react* read from WordPress's globals (window.React, ReactDOM, ReactJSXRuntime)
// Each flavour: ESM + code splitting, islands.js entry, chunks/, manifest.json, islands.asset.php.
// manifest.json: the files and their imports, each island's chunk and files, and widgets/manifest.json's data
// (strategies, adopt selectors, page services, the classic script handles each island replaces) for the plugin.
// dist/languages/: the Jed JSON, .mo and .pot files WordPress loads, from languages/*.po (scripts/i18n-json.mjs).
//
//   node build.mjs           build both flavours
// The size report and the byte budgets are scripts/size.mjs (npm run size), which builds through buildAll().

/** @import { Built, BuiltManifest, Flavour, Graph, IslandManifest, Layer, SourceBytes, Split } from './scripts/types' */

import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { writeTranslations } from './scripts/i18n-json.mjs';
import { islandFiles, mergeLayers, nameByContent, planLayers } from './scripts/layers.mjs';
import { readIslandManifest } from './scripts/manifest.mjs';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
/** @type {readonly Flavour[]} */
export const FLAVOURS = ['preact', 'react'];
const ENTRY_SOURCE = 'widgets/loader.ts';
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

/** @type {Record<Flavour, string[]>} WordPress script handles the react flavour needs (dependency-extraction defaults). */
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

/** @type {Record<string, string>} react flavour: react imports → WordPress globals. */
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

/** @type {import('esbuild').Plugin} Fails the build when anything imports the full zod package. */
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

/** @type {import('esbuild').Plugin} react flavour: resolve react imports to virtual CJS modules reading WordPress's globals. */
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

/**
 * Content version: first 20 hex chars of sha256 over the .js outputs, sorted by name.
 * @param {Array<{ name: string, contents: Uint8Array | string }>} files
 */
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

/**
 * `<?php return array('dependencies' => array(...), 'version' => '...');`
 * @param {string[]} dependencies
 * @param {string} version
 */
export function assetPhp(dependencies, version) {
  /** @param {string} s */
  const q = (s) => `'${String(s).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return `<?php return array('dependencies' => array(${dependencies.map(q).join(', ')}), 'version' => ${q(version)});\n`;
}

/** @param {string} p */
const toPosix = (p) => p.split(path.sep).join('/');

/**
 * The files the entry imports statically, for `<link rel="modulepreload">` hints, so the browser fetches them in
 * parallel with the entry instead of discovering them import by import (and `core`'s, where a caller names one).
 * @param {Graph} graph
 * @param {string} entry
 * @param {string} [core]
 * @returns {string[]}
 */
export function bootPreload(graph, entry, core) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string | undefined} file */
  const visit = (file) => {
    if (!file || seen.has(file) || !graph[file]) return;
    seen.add(file);
    for (const next of graph[file]?.imports ?? []) visit(next);
  };
  visit(entry);
  visit(core);
  seen.delete(entry);
  return [...seen]; // the entry's own imports first: it cannot run before them
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
 * What the runtime learns of the islands' files (widgets/islands.ts): each one's list in the manifest's order
 * of the islands, without the renderer's file (the layer named `react`), which every list ends with.
 * @param {Record<string, string[]>} filesOf
 * @param {Layer[]} layers
 * @param {IslandManifest} declared
 */
function runtimeFiles(filesOf, layers, declared) {
  const renderer = layers.find((l) => l.name === 'react')?.file;
  const name = renderer && path.posix.basename(renderer);
  return Object.keys(declared.islands).map((island) => (filesOf[island] ?? []).filter((f) => f !== name));
}

/**
 * Builds one flavour: esbuild splits the loader and the islands, the layers are merged (scripts/layers.mjs),
 * every file is named by its content.
 * @param {{ flavour?: Flavour, outdir?: string, define?: Record<string, string>, root?: string }} [options]
 *   outdir defaults to dist/<flavour>; define is merged over the production defines (tests use it).
 * @returns {Promise<Built>}
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
    esbuildOptions: {
      ...options,
      define: {
        // The runtime learns each island's files (widgets/islands.ts), the renderer's aside: it asks for that
        // itself.
        ISLAND_FILES: JSON.stringify(runtimeFiles(filesOf, layers, declared)),
        // The loader holds activations of the islands' controls from its first moment (shared/held-activations.ts):
        // each island's controls, and the island whose controls are a root of their own, with their class. Here,
        // not in the split: there an object define would become a module that every module has to start first.
        ISLAND_HOLD: JSON.stringify([controls, ...(ownRoot ? [ownRoot] : [])]),
        ...options.define,
      },
    },
  });
  const layerFile = Object.fromEntries(layers.map((layer) => [layer.name, layer.file]));
  const coreFile = layerFile.core;
  const core = coreFile && merged.graph[coreFile];
  if (!coreFile || !core) throw new Error(`[${flavour}] the merge wrote no core`);
  const sources = mergeSources(split.sources, layers);
  checkStateful(flavour, sources);
  // The core import()s each island's files by the names the build wrote into it.
  core.dynamicImports = [
    ...new Set([
      ...core.dynamicImports,
      ...Object.values(filesOf)
        .flat()
        .map((f) => `chunks/${f}`),
    ]),
  ];

  const { files, graph: named, rename } = nameByContent({ ...merged, fixed: [ENTRY_FILE] });
  // The merge writes both tables in; a name left in any file would be a ReferenceError at run time.
  for (const [name, contents] of files) {
    if (!name.endsWith('.js')) continue;
    const text = new TextDecoder().decode(contents);
    const left = ['ISLAND_FILES', 'ISLAND_HOLD'].find((define) => text.includes(define));
    if (left) throw new Error(`[${flavour}] ${name} still names ${left} after the merge`);
  }
  const version = contentVersion(
    [...files].filter(([n]) => n.endsWith('.js')).map(([name, contents]) => ({ name, contents })),
  );
  // islands: name → its chunk; the page services run in the core. islandFiles: name → the files the island
  // loads (the size report reads them). The rest is widgets/manifest.json, for the
  // WordPress plugin to read next to the files it loads: each island's strategy and adopt selector, the page
  // services, the replaced handles and the jQuery API they keep.
  /** @type {BuiltManifest} */
  const manifest = {
    flavour,
    entry: ENTRY_FILE,
    core: rename(coreFile),
    renderer: rename(layerFile.react ?? own.renderer),
    jquery: rename(own.jquery),
    preload: bootPreload(named, ENTRY_FILE),
    version,
    files: Object.fromEntries(
      Object.entries(named)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, edges]) => [name, { ...edges, bytes: files.get(name)?.length ?? 0 }]),
    ),
    islands: {
      ...Object.fromEntries(Object.entries(islands).map(([name, chunk]) => [name, rename(chunk)])),
      ...Object.fromEntries(Object.keys(declared.services).map((name) => [name, rename(coreFile)])),
    },
    // What the core import()s when an island mounts: its chunk first, then all it needs beyond the core.
    islandFiles: Object.fromEntries(
      Object.entries(filesOf).map(([name, names]) => [name, names.map((f) => rename(`chunks/${f}`))]),
    ),
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
 * @param {{ flavour: Flavour, root: string, out: string, declared: IslandManifest, options: import('esbuild').BuildOptions }} o
 * @returns {Promise<Split & { own: Record<keyof typeof OWN_CHUNKS, string>, islands: Record<string, string>, metafile: import('esbuild').Metafile }>}
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
  /** @type {Record<string, string>} */
  const islands = {};
  for (const [source, chunk] of Object.entries(split.chunkOf)) {
    const name = ISLAND_ENTRY.exec(source)?.[1];
    if (name && Object.hasOwn(declared.islands, name)) islands[name] = chunk;
  }
  /** @param {string} source */
  const chunkOf = (source) => {
    const chunk = split.chunkOf[source];
    if (!chunk) throw new Error(`[${flavour}] no chunk for ${source}: it must be import()ed`);
    return chunk;
  };
  const own = {
    entry: chunkOf(OWN_CHUNKS.entry),
    runtime: chunkOf(OWN_CHUNKS.runtime),
    renderer: chunkOf(OWN_CHUNKS.renderer),
    jquery: chunkOf(OWN_CHUNKS.jquery),
  };
  return { ...split, own, islands, metafile: result.metafile };
}

/** The sources whose chunks the build must find: the loader, and the three the layers import(). */
const OWN_CHUNKS = {
  entry: ENTRY_SOURCE,
  runtime: RUNTIME_SOURCE,
  renderer: RENDERER_SOURCE,
  jquery: JQUERY_SOURCE,
};

/**
 * STYLE_SOURCE minified, without its comments (the plugin prints it into every product page's head).
 * @param {string} root
 */
async function minifiedStyle(root) {
  const source = await readFile(path.join(root, STYLE_SOURCE), 'utf8');
  const { code } = await esbuild.transform(source, { loader: 'css', minify: true, legalComments: 'none' });
  return code.trim();
}

/**
 * Writes the files, the manifest and the asset file WordPress reads.
 * @param {string} out
 * @param {Map<string, Uint8Array>} files
 * @param {BuiltManifest} manifest
 * @param {Flavour} flavour
 */
async function writeBuild(out, files, manifest, flavour) {
  const dirs = new Set([out, ...[...files.keys()].map((n) => path.dirname(path.join(out, n)))]);
  await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
  await Promise.all([
    ...[...files].map(([n, c]) => writeFile(path.join(out, n), c)),
    writeFile(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`),
    writeFile(path.join(out, 'islands.asset.php'), assetPhp(ASSET_DEPENDENCIES[flavour], manifest.version)),
  ]);
}

/**
 * Runs `fn`, its error message tagged with the flavour.
 * @template T
 * @param {Flavour} flavour
 * @param {() => T} fn
 * @returns {T}
 */
function tagged(flavour, fn) {
  try {
    return fn();
  } catch (error) {
    if (error instanceof Error) error.message = `[${flavour}] ${error.message}`;
    throw error;
  }
}

/**
 * Guards on what was bundled: never React's own source, never Preact beside WordPress's React, zod tree-shaken.
 * @param {Flavour} flavour
 * @param {import('esbuild').Metafile} metafile
 * @param {(output: string) => string} nameOf an output's name relative to outdir
 */
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
 * @param {import('esbuild').Metafile} metafile
 * @param {import('esbuild').OutputFile[]} outputFiles
 * @param {{ root: string, out: string }} o
 * @returns {Split}
 */
function readSplit(metafile, outputFiles, { root, out }) {
  /** @param {string} key */
  const nameOf = (key) => toPosix(path.relative(out, path.resolve(root, key)));
  const files = new Map(outputFiles.map((f) => [toPosix(path.relative(out, f.path)), f.contents]));
  /** @type {Graph} */
  const graph = {};
  /** @type {SourceBytes} */
  const sources = {};
  /** @type {Record<string, string[]>} */
  const exports = {};
  /** @type {Record<string, string>} */
  const chunkOf = {};
  for (const [key, o] of Object.entries(metafile.outputs)) {
    if (!key.endsWith('.js')) continue;
    const name = nameOf(key);
    /** @param {import('esbuild').ImportKind} kind */
    const internal = (kind) =>
      o.imports.filter((i) => i.kind === kind && !i.external).map((i) => nameOf(i.path));
    graph[name] = { imports: internal('import-statement'), dynamicImports: internal('dynamic-import') };
    sources[name] = Object.fromEntries(
      Object.entries(o.inputs).map(([input, i]) => [input, i.bytesInOutput]),
    );
    exports[name] = o.exports;
    if (o.entryPoint) chunkOf[toPosix(o.entryPoint)] = name;
  }
  return { files, graph, sources, chunkOf, exportsOf: (name) => exports[name] ?? [] };
}

/**
 * Minified bytes per source in each file, a layer's file summing its chunks'.
 * @param {SourceBytes} sources
 * @param {Layer[]} layers
 * @returns {SourceBytes}
 */
function mergeSources(sources, layers) {
  const merged = { ...sources };
  for (const layer of layers) {
    /** @type {Record<string, number>} */
    const summed = {};
    for (const chunk of layer.chunks) {
      for (const [input, bytes] of Object.entries(sources[chunk] ?? {}))
        summed[input] = (summed[input] ?? 0) + bytes;
      delete merged[chunk];
    }
    merged[layer.file] = summed;
  }
  return merged;
}

/**
 * Each stateful module in exactly one file.
 * @param {Flavour} flavour
 * @param {SourceBytes} sources
 */
function checkStateful(flavour, sources) {
  for (const module of STATEFUL_MODULES) {
    const holders = Object.keys(sources).filter((f) => (sources[f]?.[module] ?? 0) > 0);
    if (holders.length !== 1) {
      throw new Error(
        `[${flavour}] ${module} holds the page's state, but is in ${holders.length} files: ${holders.join(', ')}`,
      );
    }
  }
}

/** @typedef {Error & { errors?: import('esbuild').PartialMessage[] }} BuildFailure a failed build, esbuild's messages with their locations */

/**
 * @param {unknown} error
 * @returns {BuildFailure | undefined}
 */
const buildFailure = (error) => (error instanceof Error ? error : undefined);

/**
 * Builds every flavour in parallel into <outRoot>/<flavour>.
 * @param {{ outRoot?: string, define?: Record<string, string>, root?: string }} [options]
 * @returns {Promise<Record<Flavour, Built>>}
 */
export async function buildAll({ outRoot, define, root = ROOT } = {}) {
  const base = path.resolve(root, outRoot ?? 'dist');
  const settled = await Promise.all(
    FLAVOURS.map((flavour) =>
      build({ flavour, outdir: path.join(base, flavour), define, root }).then(
        (built) => ({ flavour, built, error: undefined }),
        /** @param {unknown} error */ (error) => ({ flavour, built: undefined, error }),
      ),
    ),
  );
  const failed = settled.filter((s) => s.built === undefined);
  if (failed.length === 1) throw failed[0]?.error;
  if (failed.length > 1) {
    // one error carrying every flavour's messages (esbuild errors keep their locations)
    /** @param {Flavour} f @param {string} text */
    const tag = (f, text) => (text.startsWith(`[${f}]`) ? text : `[${f}] ${text}`);
    /** @param {unknown} e */
    const message = (e) => String(buildFailure(e)?.message ?? e);
    /** @type {BuildFailure} */
    const err = new Error(failed.map(({ flavour, error }) => tag(flavour, message(error))).join('\n'));
    err.errors = failed.flatMap(({ flavour, error }) => {
      const errors = buildFailure(error)?.errors;
      return errors?.length
        ? errors.map((m) => ({ ...m, text: tag(flavour, m.text ?? '') }))
        : [{ text: tag(flavour, message(error)) }];
    });
    throw err;
  }
  await writeTranslations({ root, outRoot: base, flavours: FLAVOURS });
  /** @type {Partial<Record<Flavour, Built>>} */
  const built = {};
  for (const s of settled) built[s.flavour] = s.built;
  return /** @type {Record<Flavour, Built>} every flavour built */ (built);
}

/**
 * Prints a failed build for the command line (esbuild's errors with file:line) and sets the exit code.
 * @param {unknown} error
 */
export async function reportBuildError(error) {
  const err = buildFailure(error);
  if (err?.errors?.length) {
    const formatted = await esbuild.formatMessages(err.errors, {
      kind: 'error',
      color: process.stderr.isTTY,
    });
    console.error(formatted.join(''));
    console.error(`build failed with ${err.errors.length} error(s)`);
  } else {
    console.error(err?.message ?? error);
  }
  process.exitCode = 1;
}

// ---------------------------------------------------------------------------------------------------------
// CLI

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  try {
    const built = await buildAll();
    /** @param {number} n */
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
