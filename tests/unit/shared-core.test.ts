// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  coreChunks,
  islandChunkDeps,
  reactChunks,
  reactCoreFile,
  withReactCore,
} from '../../scripts/shared-core.mjs';

const chunk = (id: string) => `chunks/chunk-${id}.js`;
const graph = {
  'islands.js': { imports: [chunk('AAAAAAAA')] },
  [chunk('AAAAAAAA')]: { imports: [] },
  // Shared by four booting islands: hooks over the page's React, and React itself.
  [chunk('HOOKSXXX')]: { imports: [chunk('PREACTXX')] },
  [chunk('PREACTXX')]: { imports: [] },
  // Shared by four booting islands, without React.
  [chunk('PLAINXXX')]: { imports: [] },
  'chunks/render-RRRRRRRR.js': { imports: [chunk('PREACTXX')] },
  ...Object.fromEntries(
    ['a', 'b', 'c', 'd'].map((n) => [
      `chunks/${n}-11111111.js`,
      { imports: [chunk('HOOKSXXX'), chunk('PLAINXXX')] },
    ]),
  ),
};
const islands = Object.fromEntries(['a', 'b', 'c', 'd'].map((n) => [n, `chunks/${n}-11111111.js`]));
const declared = { islands: Object.fromEntries(['a', 'b', 'c', 'd'].map((n) => [n, { strategy: 'load' }])) };
const sources: Record<string, Record<string, number>> = {
  [chunk('PREACTXX')]: { 'node_modules/preact/src/render.js': 100 },
  'chunks/render-RRRRRRRR.js': { 'shared/render.tsx': 50 },
};

describe('the shared core', () => {
  it('takes the entry’s shared chunks and those most booting islands share, but none that brings React', () => {
    expect(coreChunks(graph, { entry: 'islands.js', islands, declared, sources })).toEqual([
      chunk('AAAAAAAA'),
      chunk('PLAINXXX'),
    ]);
  });

  it('has the loader fetch React’s chunks beside each island’s, for the renderer', () => {
    const core = coreChunks(graph, { entry: 'islands.js', islands, declared, sources });
    const deps = islandChunkDeps(graph, {
      entry: 'islands.js',
      islands: { ...islands, '(renderer)': 'chunks/render-RRRRRRRR.js' },
      core,
    }) as Record<string, string[]>;
    expect(deps['(renderer)']).toEqual(['PREACTXX']);
    expect(deps.a).toEqual(['HOOKSXXX', 'PREACTXX']);
  });
});

describe('the React core', () => {
  const core = coreChunks(graph, { entry: 'islands.js', islands, declared, sources });
  const renderer = 'chunks/render-RRRRRRRR.js';

  it('takes the renderer’s React and the React-bearing chunks most booting islands share, in one file', () => {
    const react = reactChunks(graph, { entry: 'islands.js', renderer, islands, declared, core });
    expect(react).toEqual([chunk('HOOKSXXX'), chunk('PREACTXX')]);
    expect(reactCoreFile(react)).toMatch(/^chunks\/chunk-[A-Z2-7]{8}\.js$/);
  });

  it('has the loader fetch that one file where an island named any of the chunks merged into it', () => {
    const react = reactChunks(graph, { entry: 'islands.js', renderer, islands, declared, core });
    const file = reactCoreFile(react);
    const hash = /chunk-([A-Z2-7]{8})/.exec(file)![1];
    const deps = withReactCore(
      { a: ['HOOKSXXX', 'PREACTXX', 'OTHERXXX'], '(renderer)': ['PREACTXX'] },
      react,
      file,
    );
    expect(deps).toEqual({ a: [hash, 'OTHERXXX'], '(renderer)': [hash] });
  });
});
