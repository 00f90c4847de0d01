// The build's data, typed once: build.mjs and scripts/*.mjs name these in JSDoc (`@import`), the tests import them.

export type Flavour = 'preact' | 'react';

/** When an island's chunk loads and mounts (shared/strategies.ts). */
export type Strategy = 'load' | 'idle' | 'visible' | 'interaction' | 'media';

/** A built file's imports and `import()`s, by output name relative to the flavour's folder. */
export interface Edges {
  imports: string[];
  dynamicImports: string[];
}

/** Every built file by output name (`islands.js`, `chunks/…`), with its imports. */
export type Graph = Record<string, Edges>;

/** What the layer plan reads of a graph: the static imports. */
export type StaticGraph = Record<string, Pick<Edges, 'imports'>>;

export type LayerName = 'boot' | 'core' | 'react';

/** One layer: the chunks merged into its one file, and the chunk whose exports an `import()` reads. */
export interface Layer {
  name: LayerName;
  file: string;
  chunks: string[];
  entry?: string;
}

/** A built-in island, as widgets/manifest.json declares it. */
export interface IslandDefinition {
  strategy: Strategy;
  /** Markup the island takes without data-island (a selector). */
  adopt?: string;
  cartQueue?: boolean;
}

export interface ServiceDefinition {
  strategy: Strategy;
}

/** widgets/manifest.json, checked (scripts/manifest.mjs). */
export interface IslandManifest {
  islands: Record<string, IslandDefinition>;
  services: Record<string, ServiceDefinition>;
  /** island → the selector of its controls */
  activators: Record<string, string>;
  /** island → the class of its controls that become roots of their own */
  ownRoots: Record<string, string>;
  /** classic script handle → the islands and services that take its place */
  replaces: Record<string, string[]>;
  /** replaced handle → the jQuery plugins and helpers of its script that stay answered */
  jqueryApi: Record<string, string[]>;
}

/** A built-in island or page service as the size report and the benchmarks read it. */
export interface BuiltInIsland {
  strategy: Strategy;
  adopt?: string;
  service?: boolean;
}

/** dist/<flavour>/manifest.json: what the build wrote, for the WordPress plugin, the size report and the tests. */
export interface BuiltManifest {
  flavour: Flavour;
  entry: string;
  /** The core: the runtime the loader imports once the document is parsed. */
  core: string;
  renderer: string;
  jquery: string;
  /** The files the entry imports statically, for `<link rel="modulepreload">`. */
  preload: string[];
  version: string;
  files: Record<string, Edges & { bytes: number }>;
  /** island or page service → its chunk (the services': the core) */
  islands: Record<string, string>;
  /** island → the files it loads beyond the loader, the boot file and the core: its own chunk first. */
  islandFiles: Record<string, string[]>;
  builtInIslands: IslandManifest['islands'];
  services: IslandManifest['services'];
  replaces: IslandManifest['replaces'];
  jqueryApi: IslandManifest['jqueryApi'];
}

/** Minified bytes of each bundled input (a source or a package's module), per built file. */
export type SourceBytes = Record<string, Record<string, number>>;

/** esbuild's split of the loader and the islands, by output name relative to the flavour's folder. */
export interface Split {
  /** the outputs, .js and .map */
  files: Map<string, Uint8Array>;
  graph: Graph;
  sources: SourceBytes;
  /** source (an entry point or an `import()`ed module) → its chunk */
  chunkOf: Record<string, string>;
  exportsOf: (file: string) => string[];
}

/** One flavour's build (build.mjs `build`). */
export interface Built {
  manifest: BuiltManifest;
  metafile: import('esbuild').Metafile;
  /** built file → minified bytes per input */
  sources: SourceBytes;
  outdir: string;
  files: Map<string, Uint8Array>;
}
