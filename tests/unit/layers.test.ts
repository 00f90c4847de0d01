// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { islandFiles, planLayers } from '../../scripts/layers.mjs';
import type { IslandDefinition, Layer, StaticGraph as Graph } from '../../scripts/types';

const chunk = (id: string) => `chunks/chunk-${id}.js`;
const runtime = 'chunks/runtime-RUNTIMEX.js';
const renderer = 'chunks/render-RRRRRRRR.js';
const graph: Graph = {
  'islands.js': { imports: [chunk('AAAAAAAA')] },
  [chunk('AAAAAAAA')]: { imports: [] },
  [runtime]: { imports: [chunk('AAAAAAAA')] },
  // Shared by four booting islands: hooks over the page's React, and React itself.
  [chunk('HOOKSXXX')]: { imports: [chunk('PREACTXX')] },
  [chunk('PREACTXX')]: { imports: [] },
  // Shared by four booting islands, without React.
  [chunk('PLAINXXX')]: { imports: [] },
  // Shared by one island only.
  [chunk('OTHERXXX')]: { imports: [chunk('PLAINXXX')] },
  [renderer]: { imports: [chunk('PREACTXX')] },
  ...Object.fromEntries(
    ['a', 'b', 'c', 'd'].map((n) => [
      `chunks/${n}-11111111.js`,
      { imports: [chunk('HOOKSXXX'), chunk('PLAINXXX'), ...(n === 'a' ? [chunk('OTHERXXX')] : [])] },
    ]),
  ),
};
const islands = Object.fromEntries(['a', 'b', 'c', 'd'].map((n) => [n, `chunks/${n}-11111111.js`]));
const declared = {
  islands: Object.fromEntries(
    ['a', 'b', 'c', 'd'].map((n): [string, IslandDefinition] => [n, { strategy: 'load' }]),
  ),
};
const sources: Record<string, Record<string, number>> = {
  [chunk('AAAAAAAA')]: { 'shared/parsed.ts': 30 },
  [runtime]: { 'widgets/runtime.ts': 80 },
  [chunk('HOOKSXXX')]: { 'shared/hooks.ts': 40 },
  [chunk('PREACTXX')]: { 'node_modules/preact/src/render.js': 100 },
  [chunk('PLAINXXX')]: { 'shared/bus.ts': 60 },
  [chunk('OTHERXXX')]: { 'shared/rest.ts': 70 },
  [renderer]: { 'shared/render.tsx': 50 },
};
const plan = (coreModules: string[]) =>
  planLayers(graph, { entry: 'islands.js', runtime, renderer, islands, declared, sources, coreModules });
const layer = (layers: Layer[], name: string) => layers.find((l) => l.name === name)!;

describe('the boot file and the core', () => {
  it('the boot takes the loader’s imports; the core the runtime and the listed chunk most booting islands share', () => {
    const layers = plan(['widgets/runtime.ts', 'shared/bus.ts']);
    expect(layer(layers, 'boot').chunks).toEqual([chunk('AAAAAAAA')]);
    expect(layer(layers, 'core').chunks).toEqual([runtime, chunk('PLAINXXX')]);
  });

  it('fails where the list misses what most booting islands share, or names what brings React', () => {
    expect(() => plan(['widgets/runtime.ts'])).toThrow(/4 booting islands import chunks\/chunk-PLAINXXX\.js/);
    expect(() => plan(['widgets/runtime.ts', 'shared/bus.ts', 'shared/hooks.ts'])).toThrow(
      /\(shared\/hooks\.ts\) brings React into the core/,
    );
  });

  it('fails where the list names what only one island imports', () => {
    expect(() => plan(['widgets/runtime.ts', 'shared/bus.ts', 'shared/rest.ts'])).toThrow(
      /only 1 booting islands import chunks\/chunk-OTHERXXX\.js \(shared\/rest\.ts\): not for the core/,
    );
  });
});

describe('the React core', () => {
  const layers = plan(['widgets/runtime.ts', 'shared/bus.ts']);

  it('takes the renderer’s React and the React-bearing chunks most booting islands share, in one file of its own', () => {
    const react = layer(layers, 'react');
    expect(react.chunks).toEqual([renderer, chunk('HOOKSXXX'), chunk('PREACTXX')]);
    expect(react.entry).toBe(renderer);
    expect(react.file).toMatch(/^chunks\/react-/);
  });

  it('each island’s files: its chunk, the shared chunks past the loader, the boot and the core, and the React core', () => {
    const files = islandFiles(graph, { islands, layers, entry: 'islands.js' });
    const react = layer(layers, 'react').file.replace('chunks/', '');
    expect(files).toEqual({
      a: ['a-11111111.js', 'chunk-OTHERXXX.js', react],
      b: ['b-11111111.js', react],
      c: ['c-11111111.js', react],
      d: ['d-11111111.js', react],
    });
  });
});
