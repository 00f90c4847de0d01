// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface Task {
  ms: number;
  oursMs: number;
}
interface TraceModule {
  bootTasks(
    trace: unknown,
    url: string,
    isOurs: (url: string) => boolean,
    untilMs?: number,
  ): { tasks: Task[]; oursMs: number };
  longTaskShare(tasks: Task[]): Record<string, number>;
}
interface Request {
  url: string;
  from?: string;
}
interface ScriptsModule {
  initiatorUrl(initiator: unknown): string | undefined;
  deepestChain(requests: Map<string, Request>): Request[];
}

// The bench modules have no type declarations; string specifiers keep tsc from looking for them.
const root = fileURLToPath(new URL('../..', import.meta.url));
const traceModule: string = path.join(root, 'bench', 'trace.mjs');
const scriptsModule: string = path.join(root, 'bench', 'boot-scripts.mjs');
const { bootTasks, longTaskShare } = (await import(/* @vite-ignore */ traceModule)) as TraceModule;
const { initiatorUrl, deepestChain } = (await import(/* @vite-ignore */ scriptsModule)) as ScriptsModule;

const PAGE = 'http://shop.test/sklep/';
const OURS = 'http://shop.test/dist/preact/chunks/header.js';
const isOurs = (url: string) => url.startsWith('http://shop.test/dist/');
const main = { pid: 1, tid: 1 };
const task = (ts: number, ms: number) => ({ ...main, ph: 'X', name: 'RunTask', ts, dur: ms * 1000 });
const frame = (url: string) => ({ functionName: 'f', url, scriptId: 1 });

/**
 * A page's trace: a task run before the navigation, then tasks of 100 ms (our samples for 60 ms of it),
 * 80 ms (our module compiled for 10 ms), 70 ms (30 of them the profiler starting) and 90 ms (past the end
 * of boot).
 */
function trace() {
  return {
    traceEvents: [
      { ...main, ph: 'R', name: 'navigationStart', ts: 1_000, args: { data: { documentLoaderURL: PAGE } } },
      task(0, 90),
      task(2_000, 100),
      { ...main, ph: 'P', name: 'Profile', id: '0x1', ts: 2_000, args: { data: { startTime: 2_000 } } },
      {
        pid: 1,
        tid: 9,
        ph: 'P',
        name: 'ProfileChunk',
        id: '0x1',
        ts: 3_000,
        args: {
          data: {
            cpuProfile: {
              nodes: [
                { id: 1, callFrame: frame('') },
                { id: 2, callFrame: frame(''), parent: 1 },
                { id: 3, callFrame: frame(OURS), parent: 1 },
                // A page function our code calls is ours too: our frame is on its stack.
                { id: 4, callFrame: frame(PAGE), parent: 3 },
              ],
              samples: [3, 4, 2, 2],
            },
            timeDeltas: [0, 40_000, 20_000, 40_000],
          },
        },
      },
      task(200_000, 80),
      { ...main, ph: 'X', name: 'v8.compileModule', ts: 210_000, dur: 10_000, args: { fileName: OURS } },
      task(400_000, 70),
      { ...main, ph: 'X', name: 'CpuProfiler::StartProfiling', ts: 400_000, dur: 30_000 },
      task(900_000, 90),
      // Another thread's task is not the page's.
      { pid: 1, tid: 5, ph: 'X', name: 'RunTask', ts: 300_000, dur: 200_000 },
    ],
  };
}

describe('boot trace', () => {
  it('splits the main-thread tasks into ours and the rest, from navigation until boot is done', () => {
    const { tasks, oursMs } = bootTasks(trace(), PAGE, isOurs, 800);
    expect(tasks).toEqual([
      { ms: 100, oursMs: 60 },
      { ms: 80, oursMs: 10 },
      { ms: 40, oursMs: 0 },
    ]);
    expect(oursMs).toBe(70);
  });

  it('counts the long tasks with our time, those our time made long, and our part of the blocking time', () => {
    const { tasks } = bootTasks(trace(), PAGE, isOurs, 800);
    expect(longTaskShare(tasks)).toEqual({
      taskMs: 220,
      long: 2,
      withOurs: 2,
      causedByOurs: 1,
      blockingMs: 80,
      oursBlockingMs: 60,
    });
  });
});

describe('import waterfall', () => {
  it('follows each request to the one that started it', () => {
    expect(initiatorUrl({ type: 'parser', url: PAGE })).toBe(PAGE);
    expect(
      initiatorUrl({
        type: 'script',
        stack: {
          callFrames: [],
          parent: { callFrames: [frame(''), frame('http://shop.test/dist/islands.js')] },
        },
      }),
    ).toBe('http://shop.test/dist/islands.js');
    const requests = new Map<string, Request>(
      [
        { url: 'islands.js', from: PAGE },
        { url: 'core.js', from: PAGE },
        { url: 'header.js', from: 'islands.js' },
        { url: 'chunk.js', from: 'header.js' },
        { url: 'notices.js', from: 'islands.js' },
      ].map((r) => [r.url, r]),
    );
    expect(deepestChain(requests).map((r) => r.url)).toEqual(['islands.js', 'header.js', 'chunk.js']);
  });
});
