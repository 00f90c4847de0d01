// The layers a page loads, one above the other (docs/adr/0010-files-in-layers.md,
// docs/adr/0016-async-loader.md):
//
//   boot    chunks/boot-*.js   the loader's own imports, fetched beside it before the document is parsed
//   core    chunks/core-*.js   the runtime and its listed modules, imported once the document is parsed
//   react   chunks/react-*.js  the page's React and the renderer, fetched with the first island that mounts
//   above   the islands, their lazy parts and the chunks they share, as esbuild splits them
//
// esbuild gives every set of importers a chunk of its own. Here each layer's chunks become its one file, every
// other file imports from it in one statement the bindings it uses, and every file is named by what it and
// all it reaches contain.

/** @import { Graph, IslandManifest, Layer, LayerName, SourceBytes, StaticGraph } from './types' */

import { createHash } from 'node:crypto';
import path from 'node:path';
import * as esbuild from 'esbuild';

/** The strategies that mount an island at boot. */
const BOOTING = new Set(['load', 'idle']);
/** A chunk this many booting islands import is shared by most of them. */
export const MOST_BOOTING_ISLANDS = 4;
const SHARED_CHUNK = /^chunks\/chunk-[A-Z0-9]{8}\.js$/;
/** The page's React (Preact, or WordPress's through its globals) and our renderer: never in the core. */
const REACT_INPUT = /(^|\/)node_modules\/preact\/|^wp-react:|(^|\/)shared\/render\.tsx$/;

const posix = path.posix;
/** `to` as `from` imports it. @param {string} from @param {string} to */
const relative = (from, to) => {
  const p = posix.relative(posix.dirname(from), to);
  return p.startsWith('.') ? p : `./${p}`;
};

/**
 * The file itself plus everything it imports, transitively: its static imports, and with `dynamic` its
 * `import()`s too; never through a file in `loaded`. `graph` maps each file to `{ imports, dynamicImports }`
 * (esbuild's metafile, or the manifest's `files`).
 * @param {Record<string, { imports: string[], dynamicImports?: string[] }>} graph
 * @param {string} start
 * @param {{ dynamic?: boolean, loaded?: Set<string> }} [o]
 * @returns {Set<string>}
 */
export function closure(graph, start, { dynamic = false, loaded = new Set() } = {}) {
  /** @type {Set<string>} */
  const seen = new Set();
  const stack = [start];
  for (let f = stack.pop(); f !== undefined; f = stack.pop()) {
    const edges = graph[f];
    if (seen.has(f) || loaded.has(f) || !edges) continue;
    seen.add(f);
    stack.push(...edges.imports);
    if (dynamic) stack.push(...(edges.dynamicImports ?? []));
  }
  return seen;
}

/** @param {StaticGraph} graph @param {string} start */
export const staticClosure = (graph, start) => closure(graph, start);

/**
 * How many booting islands import each file, directly or not.
 * @param {StaticGraph} graph
 * @param {Record<string, string>} islands island → its chunk
 * @param {Pick<IslandManifest, 'islands'>} declared
 */
function bootingUsers(graph, islands, declared) {
  /** @type {Map<string, number>} */
  const users = new Map();
  for (const [name, { strategy }] of Object.entries(declared.islands)) {
    const chunk = islands[name];
    if (!BOOTING.has(strategy) || !chunk) continue;
    for (const f of staticClosure(graph, chunk)) users.set(f, (users.get(f) ?? 0) + 1);
  }
  return users;
}

/**
 * Which chunks each layer merges. The boot is what the loader imports statically. The core is the runtime's
 * chunk and the chunks of the listed modules (`coreModules`); the list must hold what the runtime imports
 * beyond the boot and the React-free chunks most booting islands import, and nothing else. The React core is
 * the renderer with React and the React-bearing chunks most booting islands import.
 * @param {StaticGraph} graph  file → its static imports (output names)
 * @param {{ entry: string, runtime: string, renderer: string, islands: Record<string, string>, declared: Pick<IslandManifest, 'islands'>, sources: SourceBytes, coreModules: string[] }} o
 * @returns {Layer[]}
 */
export function planLayers(graph, { entry, runtime, renderer, islands, declared, sources, coreModules }) {
  /** @param {string} f */
  const modules = (f) =>
    Object.entries(sources[f] ?? {})
      .filter(([, bytes]) => bytes > 0)
      .map(([input]) => input);
  /** @param {string} f */
  const bringsReact = (f) =>
    [...staticClosure(graph, f)].some((g) => modules(g).some((input) => REACT_INPUT.test(input)));
  const users = bootingUsers(graph, islands, declared);
  const shared = Object.keys(graph).filter((f) => SHARED_CHUNK.test(f));
  /** @param {string} f */
  const what = (f) => `${f} (${modules(f).join(', ') || 'no code'})`;

  const boot = [...staticClosure(graph, entry)].filter((f) => f !== entry).sort();
  const below = new Set([entry, ...boot]);
  const listed = new Set(coreModules);
  const chosen = shared.filter(
    (f) => !below.has(f) && modules(f).length && modules(f).every((m) => listed.has(m)),
  );
  const core = [runtime, ...chosen.sort()];

  const problems = [];
  const inCore = new Set(core);
  const found = new Set(core.flatMap(modules));
  for (const m of listed) {
    if (found.has(m)) continue;
    const holder = Object.keys(graph).find((f) => modules(f).includes(m));
    problems.push(`${m} is listed but not in the core${holder ? `: it is in ${what(holder)}` : ''}`);
  }
  for (const m of modules(runtime))
    if (!listed.has(m)) problems.push(`the runtime's chunk holds ${m}: list it`);
  const ownImports = staticClosure(graph, runtime);
  for (const f of ownImports) {
    if (!below.has(f) && !inCore.has(f)) problems.push(`the runtime imports ${what(f)}: list all of it`);
  }
  for (const f of shared) {
    if (below.has(f)) continue;
    const n = users.get(f) ?? 0;
    if (inCore.has(f) && bringsReact(f)) problems.push(`${what(f)} brings React into the core`);
    else if (!inCore.has(f) && n >= MOST_BOOTING_ISLANDS && !bringsReact(f)) {
      problems.push(`${n} booting islands import ${what(f)}: list it`);
    } else if (inCore.has(f) && !ownImports.has(f) && n < MOST_BOOTING_ISLANDS) {
      problems.push(`only ${n} booting islands import ${what(f)}: not for the core`);
    }
  }
  if (problems.length)
    throw new Error(`the core's modules (CORE_MODULES in build.mjs):\n  ${problems.join('\n  ')}`);

  const loaded = new Set([...below, ...core]);
  const react = new Set([...staticClosure(graph, renderer)].filter((f) => !loaded.has(f)));
  for (const f of shared) if (!loaded.has(f) && (users.get(f) ?? 0) >= MOST_BOOTING_ISLANDS) react.add(f);
  // Only chunks whose imports stay within the layer and below: nothing else comes along with it.
  const strays = () =>
    [...react].filter(
      (f) => f !== renderer && !graph[f]?.imports.every((i) => react.has(i) || loaded.has(i)),
    );
  for (let gone = strays(); gone.length; gone = strays()) for (const f of gone) react.delete(f);
  react.delete(renderer);
  /** @type {Array<{ name: LayerName, chunks: string[], entry?: string }>} */
  const planned = [
    { name: 'boot', chunks: boot },
    { name: 'core', chunks: core, entry: runtime },
    { name: 'react', chunks: [renderer, ...[...react].sort()], entry: renderer },
  ];
  return planned
    .filter((layer) => layer.chunks.length)
    .map((layer) => ({ ...layer, file: `chunks/${layer.name}-________.js` }));
}

/**
 * Each island's files beyond what every page has loaded (the loader, the boot file, the core), its own chunk
 * first and the renderer among them, by their names beside the core: the runtime imports them all at once,
 * where the browser would learn of each only from the file before it.
 * @param {StaticGraph} graph
 * @param {{ islands: Record<string, string>, layers: Layer[], entry: string }} o
 * @returns {Record<string, string[]>} island → its files' names (basenames)
 */
export function islandFiles(graph, { islands, layers, entry }) {
  const fileOf = new Map(layers.flatMap((layer) => layer.chunks.map((c) => [c, layer.file])));
  /** @param {string} f */
  const file = (f) => fileOf.get(f) ?? f;
  const loaded = new Set([entry, ...layers.filter((l) => l.name !== 'react').flatMap((l) => l.chunks)]);
  const renderer = layers.find((l) => l.name === 'react')?.file;
  return Object.fromEntries(
    Object.entries(islands).map(([name, chunk]) => {
      const needed = [...staticClosure(graph, chunk)].filter((f) => f !== chunk && !loaded.has(f)).map(file);
      const all = [...new Set([chunk, ...needed.sort(), ...(renderer ? [renderer] : [])])];
      return [name, all.map((f) => posix.basename(f))];
    }),
  );
}

/**
 * Short names for a layer's exports, none of those `taken`: a, b, …, Z, aa, ab, …
 * @param {Set<string>} taken
 * @returns {() => string}
 */
function shortNames(taken) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let n = 0;
  const name = () => {
    let s = '';
    for (let i = n++; i >= 0; i = Math.floor(i / letters.length) - 1) s = letters[i % letters.length] + s;
    return s;
  };
  return () => {
    let s = name();
    while (taken.has(s)) s = name();
    return s;
  };
}

/**
 * @typedef {Map<string, Map<string, string[]>>} UsedBindings importer → chunk of another layer → the bindings the
 *   importer uses from it
 */

/**
 * The import the probe build keeps external for one binding of a chunk, and back: esbuild's metafile lists each
 * kept one, so the list says which bindings a file uses.
 */
const probe = {
  /** @param {string} chunk @param {string} binding */
  specifier: (chunk, binding) => `${chunk}#${binding}`,
  /** @param {string} specifier @returns {{ chunk: string, binding: string } | undefined} */
  parse(specifier) {
    const [chunk = '', binding] = specifier.split('#');
    return binding === undefined ? undefined : { chunk, binding };
  },
};

/**
 * Output names relative to `out`, from absolute paths and back.
 * @param {string} out
 */
function outputNames(out) {
  return {
    /** @param {string} name */
    abs: (name) => path.join(out, name),
    /** @param {string} p */
    nameOfAbs: (p) => posix.normalize(path.relative(out, p).split(path.sep).join('/')),
  };
}

/**
 * The bindings each file imports from each chunk of another layer, as esbuild tells: bundled alone, with every
 * binding of those chunks an external module of its own that nothing needs to keep, a file keeps the ones it uses.
 * @param {{ files: Map<string, Uint8Array>, graph: Graph, exportsOf: (file: string) => string[], layerOf: Map<string, Layer>, out: string }} o
 * @returns {Promise<UsedBindings>}
 */
async function usedBindings({ files, graph, exportsOf, layerOf, out }) {
  const { abs, nameOfAbs } = outputNames(out);
  /** @param {string} f @param {string} i */
  const otherLayer = (f, i) => layerOf.has(i) && layerOf.get(i) !== layerOf.get(f);
  const importers = Object.keys(graph).filter((f) => graph[f]?.imports.some((i) => otherLayer(f, i)));
  /** @type {UsedBindings} */
  const used = new Map();
  if (!importers.length) return used;
  const result = await esbuild.build({
    absWorkingDir: out,
    entryPoints: importers.map((f) => ({ in: abs(f), out: f.replace(/\.js$/, '') })),
    outdir: out,
    bundle: true,
    format: 'esm',
    metafile: true,
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'used-bindings',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'entry-point') return { path: args.path, namespace: 'file' };
            if (args.namespace === 'probe') return { path: args.path, external: true, sideEffects: false };
            const name = nameOfAbs(path.resolve(args.resolveDir, args.path));
            if (args.kind === 'import-statement' && otherLayer(nameOfAbs(args.importer), name))
              return { path: name, namespace: 'probe' };
            return { path: args.path, external: true };
          });
          b.onLoad({ filter: /.*/, namespace: 'probe' }, (args) => ({
            contents: exportsOf(args.path)
              .map(
                (binding) =>
                  `export { ${binding} } from ${JSON.stringify(probe.specifier(args.path, binding))};`,
              )
              .join('\n'),
            loader: 'js',
          }));
          b.onLoad({ filter: /.*/, namespace: 'file' }, (args) => ({
            contents: files.get(nameOfAbs(args.path)),
            resolveDir: path.dirname(args.path),
            loader: 'js',
          }));
        },
      },
    ],
  });
  for (const output of Object.values(result.metafile.outputs)) {
    if (!output.entryPoint) continue;
    const importer = nameOfAbs(path.resolve(out, output.entryPoint.replace(/^file:/, '')));
    /** @type {Map<string, string[]>} */
    const byChunk = new Map();
    for (const { path: specifier } of output.imports) {
      const kept = probe.parse(specifier);
      if (kept) byChunk.set(kept.chunk, [...(byChunk.get(kept.chunk) ?? []), kept.binding]);
    }
    used.set(importer, byChunk);
  }
  return used;
}

/**
 * What the merge decided: which layer each chunk went into, which of its bindings the layer's file exports and
 * under which name, and which bindings each file uses from each chunk of another layer.
 * @typedef {object} MergePlan
 * @property {Graph} graph the split build's files and their imports
 * @property {Map<string, Layer>} layerOf chunk → the layer it is merged into
 * @property {Map<string, Layer>} layerByFile a layer's file → the layer
 * @property {(file: string) => string} outputOf a split file → the output it ends up in
 * @property {UsedBindings} used
 * @property {Map<string, string[]>} exported a merged chunk → its bindings its layer's file exports
 * @property {(chunk: string, binding: string) => string} alias a merged chunk's binding → its name in the layer's file
 */

/**
 * The bindings each merged chunk exports from its layer's file (those files outside the layer use; all of a
 * layer's entry chunk, whose names stay: an `import()` reads them), and their names there: short ones, by
 * layer.
 * @param {Layer[]} layers
 * @param {UsedBindings} used
 * @param {(file: string) => string[]} exportsOf
 * @returns {Pick<MergePlan, 'exported' | 'alias'>}
 */
function layerExports(layers, used, exportsOf) {
  /** @type {Map<string, Set<string>>} */
  const wanted = new Map();
  for (const byChunk of used.values()) {
    for (const [chunk, bindings] of byChunk)
      wanted.set(chunk, new Set([...(wanted.get(chunk) ?? []), ...bindings]));
  }
  /** @type {Map<string, string[]>} */
  const exported = new Map();
  /** @type {Map<string, Map<string, string>>} */
  const names = new Map();
  for (const layer of layers) {
    const own = layer.entry ? exportsOf(layer.entry) : [];
    const next = shortNames(new Set(own));
    for (const chunk of layer.chunks) {
      const keep = chunk === layer.entry;
      const bindings = keep ? own : exportsOf(chunk).filter((b) => wanted.get(chunk)?.has(b));
      exported.set(chunk, bindings);
      names.set(chunk, new Map(bindings.map((binding) => [binding, keep ? binding : next()])));
    }
  }
  /** @param {string} chunk @param {string} binding */
  const alias = (chunk, binding) => {
    const name = names.get(chunk)?.get(binding);
    if (name === undefined) throw new Error(`${chunk} exports no ${binding} from its layer`);
    return name;
  };
  return { exported, alias };
}

/**
 * A layer's file: each of its chunks imported, with the bindings it exports re-exported under their names.
 * @param {MergePlan} plan
 * @param {Layer} layer
 */
function layerSource(plan, layer) {
  return layer.chunks
    .map((chunk) => {
      const from = JSON.stringify(relative(layer.file, chunk));
      const bindings = plan.exported.get(chunk) ?? [];
      if (!bindings.length) return `import ${from};`;
      return `export { ${bindings.map((b) => `${b} as ${plan.alias(chunk, b)}`).join(', ')} } from ${from};`;
    })
    .join('\n');
}

/**
 * The names an output file uses from a layer, over every chunk bundled into it.
 * @param {MergePlan} plan
 * @param {string} self the output file
 * @param {Layer | undefined} layer
 */
function usedFrom(plan, self, layer) {
  const names = Object.keys(plan.graph)
    .filter((f) => plan.outputOf(f) === self)
    .flatMap((f) => [...(plan.used.get(f) ?? [])])
    .filter(([chunk]) => plan.layerOf.get(chunk) === layer)
    .flatMap(([chunk, bindings]) => bindings.map((b) => plan.alias(chunk, b)));
  return [...new Set(names)];
}

/**
 * A split file's code, its map inline (in place of the link esbuild ended the file with), so the merged map
 * still points at the sources.
 * @param {Map<string, Uint8Array>} files
 * @param {string} name
 */
function withMap(files, name) {
  const code = new TextDecoder().decode(files.get(name));
  const map = files.get(`${name}.map`);
  if (!map) return code;
  const link = `//# sourceMappingURL=${posix.basename(name)}.map\n`;
  const body = code.endsWith(link) ? code.slice(0, -link.length) : code;
  return `${body}//# sourceMappingURL=data:application/json;base64,${Buffer.from(map).toString('base64')}\n`;
}

/**
 * The virtual modules of the merge build, by namespace. Their paths are the modules' identities to esbuild
 * (and the names the source maps give them); what each is about travels as its plugin data.
 *   layer     a layer's file (layerSource)
 *   file      a split file, as it was (withMap)
 *   binding   `importer|chunk`: one file's import of a merged chunk, its bindings renamed, through…
 *   bindings  `self|layer file`: …the one module of an output file's imports from that layer
 * @typedef {{ importer: string, chunk: string, self: string, layer: Layer }} BindingData
 * @typedef {{ self: string, file: string }} BindingsData
 */

/**
 * Where an import in the merge build goes: an entry to its layer's module or its file; a chunk of the importer's
 * own layer into its file; a chunk of another layer through the importer's one module of that layer's bindings;
 * anything else to the file it ends up in, external.
 * @param {MergePlan} plan
 * @param {string} out
 * @param {import('esbuild').OnResolveArgs} args
 * @returns {import('esbuild').OnResolveResult}
 */
function resolveInMerge(plan, out, args) {
  const { abs, nameOfAbs } = outputNames(out);
  if (args.kind === 'entry-point') {
    return { path: args.path, namespace: plan.layerByFile.has(args.path) ? 'layer' : 'file' };
  }
  if (args.namespace === 'binding') {
    const { self, layer } = /** @type {BindingData} */ (args.pluginData);
    return { path: args.path, namespace: 'bindings', pluginData: { self, file: layer.file } };
  }
  const self = args.namespace === 'layer' ? args.importer : plan.outputOf(nameOfAbs(args.importer));
  const name = nameOfAbs(path.resolve(args.resolveDir, args.path));
  const layer = plan.layerOf.get(name);
  if (!layer) return { path: relative(self, plan.outputOf(name)), external: true };
  if (layer.file === self) return { path: abs(name), namespace: 'file' };
  if (args.kind === 'dynamic-import') {
    if (name !== layer.entry)
      throw new Error(`${self} import()s ${name}, whose exports ${layer.file} renames`);
    return { path: relative(self, layer.file), external: true };
  }
  const importer = nameOfAbs(args.importer);
  /** @type {BindingData} */
  const pluginData = { importer, chunk: name, self, layer };
  return { path: `${importer}|${name}`, namespace: 'binding', pluginData };
}

/**
 * The plugin that merges the layers: a layer's chunks resolve into its file, an import of another layer's chunk
 * into one import statement of that layer per output file, every other import to the file it ends up in.
 * @param {MergePlan} plan
 * @param {{ files: Map<string, Uint8Array>, out: string }} o
 * @returns {import('esbuild').Plugin}
 */
function layersPlugin(plan, { files, out }) {
  const { abs, nameOfAbs } = outputNames(out);
  return {
    name: 'layers',
    setup(b) {
      b.onResolve({ filter: /^@layer$/ }, (args) => {
        const { self, file } = /** @type {BindingsData} */ (args.pluginData);
        return { path: relative(self, file), external: true };
      });
      b.onResolve({ filter: /.*/ }, (args) => resolveInMerge(plan, out, args));
      b.onLoad({ filter: /.*/, namespace: 'binding' }, (args) => {
        const data = /** @type {BindingData} */ (args.pluginData);
        const bindings = plan.used.get(data.importer)?.get(data.chunk) ?? [];
        const via = JSON.stringify(`${data.self}|${data.layer.file}`);
        const list = bindings.map((binding) => `${plan.alias(data.chunk, binding)} as ${binding}`);
        return {
          contents: list.length ? `export { ${list.join(', ')} } from ${via};` : `import ${via};`,
          loader: 'js',
          pluginData: data,
        };
      });
      b.onLoad({ filter: /.*/, namespace: 'bindings' }, (args) => {
        const data = /** @type {BindingsData} */ (args.pluginData);
        const names = usedFrom(plan, data.self, plan.layerByFile.get(data.file));
        return {
          contents: names.length ? `export { ${names.join(', ')} } from '@layer';` : `import '@layer';`,
          loader: 'js',
          pluginData: data,
        };
      });
      b.onLoad({ filter: /.*/, namespace: 'layer' }, (args) => {
        const layer = plan.layerByFile.get(args.path);
        if (!layer) throw new Error(`${args.path} is no layer's file`);
        return { contents: layerSource(plan, layer), resolveDir: path.dirname(abs(args.path)), loader: 'js' };
      });
      b.onLoad({ filter: /.*/, namespace: 'file' }, (args) => ({
        contents: withMap(files, nameOfAbs(args.path)),
        resolveDir: path.dirname(args.path),
        loader: 'js',
      }));
    },
  };
}

/**
 * The split build's files and graph with the merge's outputs in place of the files they replace (`gone`).
 * @param {{ files: Map<string, Uint8Array>, graph: Graph, gone: Set<string>, out: string }} split
 * @param {{ outputFiles: import('esbuild').OutputFile[], metafile: import('esbuild').Metafile }} result
 * @returns {{ files: Map<string, Uint8Array>, graph: Graph }}
 */
function replaceMerged({ files, graph, gone, out }, result) {
  const { nameOfAbs } = outputNames(out);
  const nextFiles = new Map([...files].filter(([n]) => !gone.has(n.replace(/\.map$/, ''))));
  for (const f of result.outputFiles) nextFiles.set(nameOfAbs(f.path), f.contents);
  const nextGraph = Object.fromEntries(Object.entries(graph).filter(([n]) => !gone.has(n)));
  for (const [key, output] of Object.entries(result.metafile.outputs)) {
    if (!key.endsWith('.js')) continue;
    const name = nameOfAbs(path.resolve(out, key));
    /** @param {import('esbuild').ImportKind} kind */
    const edges = (kind) => [
      ...new Set(
        output.imports
          .filter((i) => i.kind === kind)
          .map((i) => posix.normalize(posix.join(posix.dirname(name), i.path))),
      ),
    ];
    nextGraph[name] = { imports: edges('import-statement'), dynamicImports: edges('dynamic-import') };
  }
  return { files: nextFiles, graph: nextGraph };
}

/**
 * Merges each layer's chunks into its file and points every other file at it: one import statement per layer
 * a file uses, of the bindings it uses, under short names (a layer's entry chunk keeps its own, for the
 * `import()` that reads them). The entry is written under `entryFile`.
 * @param {{ files: Map<string, Uint8Array>, graph: Graph, exportsOf: (file: string) => string[], layers: Layer[], entry: string, entryFile: string, out: string, esbuildOptions: import('esbuild').BuildOptions }} o
 *   files: the split build's outputs by name relative to `out` (with their .map files); graph: their imports;
 *   esbuildOptions: what every output is built with (target, banner, define for what only the split tells)
 * @returns {Promise<{ files: Map<string, Uint8Array>, graph: Graph }>}
 */
export async function mergeLayers({
  files,
  graph,
  exportsOf,
  layers,
  entry,
  entryFile,
  out,
  esbuildOptions,
}) {
  const { abs } = outputNames(out);
  const layerOf = new Map(layers.flatMap((layer) => layer.chunks.map((c) => [c, layer])));
  /** @param {string} f */
  const outputOf = (f) => layerOf.get(f)?.file ?? (f === entry ? entryFile : f);
  const used = await usedBindings({ files, graph, exportsOf, layerOf, out });
  /** @type {MergePlan} */
  const plan = {
    graph,
    layerOf,
    layerByFile: new Map(layers.map((layer) => [layer.file, layer])),
    outputOf,
    used,
    ...layerExports(layers, used, exportsOf),
  };
  /** @param {string} f */
  const touches = (f) =>
    [...(graph[f]?.imports ?? []), ...(graph[f]?.dynamicImports ?? [])].some((i) => layerOf.has(i));
  const rewritten = Object.keys(graph).filter((f) => !layerOf.has(f) && (f === entry || touches(f)));
  const result = await esbuild.build({
    ...esbuildOptions,
    absWorkingDir: out,
    entryPoints: [
      ...layers.map((layer) => ({ in: layer.file, out: layer.file.replace(/\.js$/, '') })),
      ...rewritten.map((f) => ({ in: abs(f), out: outputOf(f).replace(/\.js$/, '') })),
    ],
    outdir: out,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    sourcemap: 'linked',
    charset: 'utf8',
    metafile: true,
    write: false,
    logLevel: 'silent',
    plugins: [layersPlugin(plan, { files, out })],
  });
  const gone = new Set([...layerOf.keys(), ...rewritten]);
  return replaceMerged({ files, graph, gone, out }, result);
}

/**
 * Names every file but the `fixed` ones by a hash of its name, its content and the content of all it reaches
 * through imports and `import()`s. A file whose content changed, or that reaches one that did, gets a new name,
 * so a cached copy never points at a file that is gone. The new name is as long as the old one: swapping it in
 * moves no column the source maps point at.
 * @param {{ files: Map<string, Uint8Array>, graph: Graph, fixed: string[] }} o
 * @returns {{ files: Map<string, Uint8Array>, graph: Graph, rename: (name: string) => string }}
 */
export function nameByContent({ files, graph, fixed }) {
  /** @param {string} f */
  const digest = (f) =>
    createHash('sha256')
      .update(files.get(f) ?? '')
      .digest('hex');
  const digests = new Map(Object.keys(graph).map((f) => [f, digest(f)]));
  /** @type {Map<string, string>} */
  const renames = new Map();
  for (const f of Object.keys(graph)) {
    if (fixed.includes(f)) continue;
    const hash = createHash('sha256').update(`${f}\0`);
    for (const g of [...closure(graph, f, { dynamic: true })].sort())
      hash.update(`${g}\0${digests.get(g)}\0`);
    const parts = /^(.*-)[A-Z0-9_]{8}(\.js)$/.exec(f);
    if (!parts) throw new Error(`${f} has no hash in its name to replace`);
    renames.set(f, `${parts[1]}${base32(hash.digest()).slice(0, 8)}${parts[2]}`);
  }
  /** @param {string} n */
  const rename = (n) => renames.get(n) ?? n;
  const swaps = [...renames].map(
    ([from, to]) => /** @type {const} */ ([posix.basename(from), posix.basename(to)]),
  );
  /** @type {Map<string, Uint8Array>} */
  const swapped = new Map();
  for (const [name, contents] of files) {
    let text = new TextDecoder().decode(contents);
    for (const [from, to] of swaps) if (text.includes(from)) text = text.split(from).join(to);
    const js = name.endsWith('.map') ? name.slice(0, -4) : name;
    swapped.set(name.endsWith('.map') ? `${rename(js)}.map` : rename(js), new TextEncoder().encode(text));
  }
  const renamedGraph = Object.fromEntries(
    Object.entries(graph).map(([f, { imports, dynamicImports }]) => [
      rename(f),
      { imports: imports.map(rename), dynamicImports: dynamicImports.map(rename) },
    ]),
  );
  return { files: swapped, graph: renamedGraph, rename };
}

/** @param {Uint8Array} bytes */
function base32(bytes) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  let s = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      s += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return s;
}
