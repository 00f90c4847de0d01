// The shared core: a second pass over esbuild's split output.
//
// esbuild puts shared code into one chunk per set of importers, so a product page booted about fifteen small
// shared files. Each is a request of its own and compresses alone, and every import between them names its
// bindings twice. This pass merges the shared chunks most of the boot needs into one `chunks/core-<hash>.js`
// and points their importers at it (docs/adr/0010-shared-core.md). build.mjs runs it three times (ADR 16): the
// runtime with the shared chunks it and most booting islands import (the core, which the loader imports once the
// page is parsed), the renderer's React (the React core) and the loader's own imports (the boot file).

import { createHash } from 'node:crypto';
import path from 'node:path';
import * as esbuild from 'esbuild';

/**
 * A shared chunk joins the core when at least this many booting islands import it. (The page services are in the
 * runtime: their shared chunks are the runtime's, which join it anyway.)
 */
const CORE_MIN_USERS = 4;
/** A shared chunk's output name; the group is the hash the runtime names it by (islandChunkDeps). */
const SHARED_CHUNK = /^chunks\/chunk-([A-Z0-9]{8})\.js$/;
const BOOT_STRATEGIES = new Set(['load', 'idle']);
/** The page's React and our renderer: what a shared chunk must not carry into the core. */
const REACT_INPUT = /(^|\/)node_modules\/preact\/|(^|\/)shared\/render\.tsx$/;

const posix = path.posix;
const relative = (from, to) => {
  const p = posix.relative(posix.dirname(from), to);
  return p.startsWith('.') ? p : `./${p}`;
};

export function staticClosure(graph, start) {
  const seen = new Set();
  const stack = [start];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f) || !graph[f]) continue;
    seen.add(f);
    stack.push(...graph[f].imports);
  }
  return seen;
}

/**
 * Which shared chunks become the core.
 * @param {Record<string, { imports: string[] }>} graph  file → its static imports (output names)
 * @param {{ entry: string, islands: Record<string, string>, declared: { islands: object }, sources?: Record<string, Record<string, number>> }} o
 */
export function coreChunks(graph, { entry, islands, declared, sources = {} }) {
  const bringsReact = (f) =>
    [...staticClosure(graph, f)].some((g) =>
      Object.keys(sources[g] ?? {}).some((input) => REACT_INPUT.test(input)),
    );
  const entrySet = staticClosure(graph, entry);
  const users = new Map();
  const core = new Set();
  const boot = Object.entries(declared.islands).filter(([, d]) => BOOT_STRATEGIES.has(d.strategy));
  for (const [name] of boot) {
    if (!islands[name]) continue;
    for (const f of staticClosure(graph, islands[name])) {
      if (!SHARED_CHUNK.test(f) || entrySet.has(f)) continue;
      users.set(f, (users.get(f) ?? 0) + 1);
    }
  }
  // Not those that bring the page's React: the loader and the runtime boot without it (ADR 16), islands fetch it beside them.
  for (const [f, n] of users) if (n >= CORE_MIN_USERS && !bringsReact(f)) core.add(f);
  // The entry's own shared chunks too: every page loads them with the core anyway, one file instead of four.
  for (const f of entrySet) if (SHARED_CHUNK.test(f)) core.add(f);
  return [...core].sort();
}

/**
 * The React core: the shared chunks the renderer imports and those with React that most booting islands share,
 * merged into one file that comes with the first island that mounts (ADR 16). One file compresses better
 * than four and names its bindings once.
 * @param {Record<string, { imports: string[] }>} graph
 * @param {{ entry: string, renderer: string, islands: Record<string, string>, declared: { islands: object }, core: string[] }} o
 */
export function reactChunks(graph, { entry, renderer, islands, declared, core }) {
  const loaded = new Set([...staticClosure(graph, entry), ...core]);
  const group = new Set(
    [...staticClosure(graph, renderer)].filter((f) => SHARED_CHUNK.test(f) && !loaded.has(f)),
  );
  const users = new Map();
  for (const [name, d] of Object.entries(declared.islands)) {
    if (!BOOT_STRATEGIES.has(d.strategy) || !islands[name]) continue;
    for (const f of staticClosure(graph, islands[name])) {
      if (SHARED_CHUNK.test(f) && !loaded.has(f)) users.set(f, (users.get(f) ?? 0) + 1);
    }
  }
  // Only those whose own imports stay within the group or what the entry has loaded: nothing else comes along.
  for (const [f, n] of users) if (n >= CORE_MIN_USERS) group.add(f);
  for (const f of [...group]) {
    if (!graph[f].imports.every((i) => group.has(i) || loaded.has(i))) group.delete(f);
  }
  return [...group].sort();
}

/** The React core's output name: a shared chunk's, so the runtime fetches it by hash like any other. */
export function reactCoreFile(chunks) {
  return `chunks/chunk-${base32(createHash('sha256').update(chunks.join('\0')).digest()).slice(0, 8)}.js`;
}

/** The file the loader's own shared chunks merge into: what a page fetches before the document is parsed. */
export function bootFileName(chunks) {
  return `chunks/boot-${base32(createHash('sha256').update(chunks.join('\0')).digest()).slice(0, 8)}.js`;
}

/** Each island's shared chunks with the React core's merged ones replaced by the React core itself. */
export function withReactCore(deps, chunks, file) {
  const merged = new Set(chunks.map((f) => SHARED_CHUNK.exec(f)?.[1]));
  const hash = SHARED_CHUNK.exec(file)[1];
  return Object.fromEntries(
    Object.entries(deps).map(([name, list]) => [
      name,
      [...new Set(list.map((h) => (merged.has(h) ? hash : h)))],
    ]),
  );
}

/**
 * The shared chunks each island's chunk imports statically, beyond what the entry has loaded (itself and the
 * core), by the hash in their names: `{ island: ['AB12CD34', …] }` for `chunks/chunk-AB12CD34.js`, islands
 * without any left out. The runtime fetches them beside the island's chunk, which would otherwise name them
 * only once it has arrived (one round trip more).
 * @param {Record<string, { imports: string[] }>} graph  file → its static imports (output names)
 * @param {{ entry: string, islands: Record<string, string>, core: string[] }} o
 */
export function islandChunkDeps(graph, { entry, islands, core }) {
  const loaded = new Set([...staticClosure(graph, entry), ...core]);
  const deps = {};
  for (const [name, chunk] of Object.entries(islands)) {
    if (chunk === entry) continue;
    const own = [...staticClosure(graph, chunk)].filter((f) => f !== chunk && !loaded.has(f)).sort();
    if (!own.length) continue;
    deps[name] = own.map((f) => {
      const hash = SHARED_CHUNK.exec(f)?.[1];
      if (!hash) throw new Error(`${chunk} imports ${f}, which is not a shared chunk`);
      return hash;
    });
  }
  return deps;
}

/** Short binding names for the core's exports: a, b, …, Z, aa, ab, … */
function nameMaker() {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const names = new Map();
  return (file, binding) => {
    const key = `${file}\0${binding}`;
    if (!names.has(key)) {
      let n = names.size;
      let s = '';
      do {
        s = letters[n % letters.length] + s;
        n = Math.floor(n / letters.length) - 1;
      } while (n >= 0);
      names.set(key, s);
    }
    return names.get(key);
  };
}

/**
 * Merges `core` (output names) into one file and rewrites every file that imports one of them.
 * @param {{ files: Map<string, Uint8Array>, graph: Record<string, { imports: string[], dynamicImports: string[] }>, exportsOf: (file: string) => string[], core: string[], out: string, target: string, banner?: string, define?: Record<string, string> }} o
 *   files: the first pass's outputs by name relative to `out` (with their .map files); graph: their imports;
 *   define: replacements for this pass (what only the first pass's output tells, such as islandChunkDeps)
 * @returns {Promise<{ files: Map<string, Uint8Array>, graph: Record<string, { imports: string[], dynamicImports: string[] }>, coreFile: string | null }>}
 */
export async function mergeSharedCore({ files, graph, exportsOf, core, out, target, banner, define, file }) {
  if (!core.length) return { files, graph, coreFile: null };
  const inCore = new Set(core);
  const coreFile =
    file ?? `chunks/core-${base32(createHash('sha256').update(core.join('\0')).digest()).slice(0, 8)}.js`;
  const bindingName = nameMaker();
  const abs = (n) => path.join(out, n);
  const nameOfAbs = (p) => posix.normalize(path.relative(out, p).split(path.sep).join('/'));

  // The first pass's map travels inline, so the second pass's map still points at the sources.
  const withMap = (n) => {
    const code = new TextDecoder().decode(files.get(n)).replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '');
    const map = files.get(`${n}.map`);
    if (!map) return code;
    return `${code}\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(map).toString('base64')}\n`;
  };

  const coreSource = core
    .map((f) => {
      const bindings = exportsOf(f);
      if (!bindings.length) return `import ${JSON.stringify(relative(coreFile, f))};`;
      const list = bindings.map((b) => `${b} as ${bindingName(f, b)}`).join(', ');
      return `export { ${list} } from ${JSON.stringify(relative(coreFile, f))};`;
    })
    .join('\n');

  const plugin = (self) => ({
    name: 'shared-core',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return { path: args.path, namespace: 'file' };
        if (args.path === '@core') return { path: relative(self, coreFile), external: true };
        if (args.path === '@core-bindings') return { path: self, namespace: 'core-bindings' };
        const name = nameOfAbs(path.resolve(args.resolveDir, args.path));
        if (inCore.has(name)) {
          if (self === coreFile) return { path: abs(name), namespace: 'file' };
          // A merged chunk imported for its effects alone (the loader's runtime) is the merged file now.
          if (args.kind === 'dynamic-import') {
            if (exportsOf(name).length)
              throw new Error(`${self} import()s ${name}, whose exports are renamed`);
            return { path: relative(self, coreFile), external: true };
          }
          return { path: name, namespace: 'core-binding', pluginData: importedNames(self, name) };
        }
        return { path: relative(self, name), external: true };
      });
      // An import of a merged chunk becomes an import of the same bindings, renamed, from the core.
      // Only the bindings the file imports: esbuild keeps every name re-exported from an external module.
      b.onLoad({ filter: /.*/, namespace: 'core-binding' }, (args) => ({
        contents: args.pluginData.length
          ? `export { ${args.pluginData.map((binding) => `${bindingName(args.path, binding)} as ${binding}`).join(', ')} } from '@core-bindings';`
          : `import '@core-bindings';`,
        loader: 'js',
      }));
      // All of them through one module: the file imports from the core in one statement, not one per merged
      // chunk it used to import.
      b.onLoad({ filter: /.*/, namespace: 'core-bindings' }, () => {
        const used = graph[self].imports
          .filter((chunk) => inCore.has(chunk))
          .flatMap((chunk) => importedNames(self, chunk).map((binding) => bindingName(chunk, binding)));
        return {
          contents: used.length
            ? `export { ${[...new Set(used)].join(', ')} } from '@core';`
            : `import '@core';`,
          loader: 'js',
        };
      });
      b.onLoad({ filter: /.*/, namespace: 'file' }, (args) => ({
        contents: args.path === abs(coreFile) ? coreSource : withMap(nameOfAbs(args.path)),
        resolveDir: path.dirname(args.path),
        loader: 'js',
      }));
    },
  });

  /** The bindings `file` imports from the chunk `from` (esbuild writes `import{a as b,c}from"./x.js"`). */
  const importedNames = (file, from) => {
    const code = new TextDecoder().decode(files.get(file));
    const names = new Set();
    for (const [, list, spec] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
      if (posix.normalize(posix.join(posix.dirname(file), spec)) !== from) continue;
      for (const item of list.split(',')) names.add(item.trim().split(/\s+as\s+/)[0]);
    }
    return [...names].filter(Boolean);
  };

  const rewrite = async (name) => {
    const result = await esbuild.build({
      entryPoints: [abs(name)],
      outfile: abs(name),
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target,
      minify: true,
      banner: banner && { js: banner },
      define,
      sourcemap: 'linked',
      charset: 'utf8',
      metafile: true,
      write: false,
      logLevel: 'silent',
      plugins: [plugin(name)],
    });
    const written = new Map(result.outputFiles.map((f) => [nameOfAbs(f.path), f.contents]));
    const [output] = Object.values(result.metafile.outputs).filter((o) => o.entryPoint);
    const resolve = (spec) => posix.normalize(posix.join(posix.dirname(name), spec));
    const imports = (kind) => [
      ...new Set(output.imports.filter((i) => i.kind === kind).map((i) => resolve(i.path))),
    ];
    return {
      name,
      written,
      edges: { imports: imports('import-statement'), dynamicImports: imports('dynamic-import') },
    };
  };

  const touchesCore = (n) =>
    !inCore.has(n) && [...graph[n].imports, ...graph[n].dynamicImports].some((i) => inCore.has(i));
  const jobs = [coreFile, ...Object.keys(graph).filter(touchesCore)];
  const nextFiles = new Map([...files].filter(([n]) => !inCore.has(n.replace(/\.map$/, ''))));
  const nextGraph = Object.fromEntries(Object.entries(graph).filter(([n]) => !inCore.has(n)));
  for (const { name, written, edges } of await Promise.all(jobs.map(rewrite))) {
    for (const [n, c] of written) nextFiles.set(n, c);
    nextGraph[name] = edges;
  }
  return { files: nextFiles, graph: nextGraph, coreFile };
}

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
