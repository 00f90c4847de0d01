/**
 * The loader before its runtime: a queue in `window.wcIslands` that a second copy of the loader respects, and a
 * runtime that cannot load leaving the page as the server printed it, with one warning.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const g = globalThis as Record<string, unknown>;

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  vi.doUnmock('../../widgets/runtime');
  if (typeof (g.wcIslands as { register?: unknown } | undefined)?.register === 'function')
    (await import('../../shared/registry')).stopIslands();
  delete g.wcIslands;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('keeps a queue until the runtime arrives; a second copy meanwhile stands down and its pushes wait too', async () => {
  const first = vi.fn();
  const second = vi.fn();
  g.wcIslands = [first];
  await import('../../widgets/loader');
  const queue = g.wcIslands as Array<() => void>;
  expect(Array.isArray(queue)).toBe(true);
  vi.resetModules();
  await import('../../widgets/loader'); // another plugin's copy, in the same moment
  expect(g.wcIslands).toBe(queue);
  queue.push(second);
  await vi.waitFor(() => expect(second).toHaveBeenCalledOnce());
  expect(first).toHaveBeenCalledOnce();
  expect(first.mock.invocationCallOrder[0]).toBeLessThan(second.mock.invocationCallOrder[0]!);
  expect(typeof (g.wcIslands as { register?: unknown }).register).toBe('function');
});

it('a runtime that cannot load: one warning naming the islands, and the queue left as it was', async () => {
  vi.doMock('../../widgets/runtime', () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  });
  const callback = vi.fn();
  g.wcIslands = [callback];
  await import('../../widgets/loader');
  await vi.waitFor(() =>
    expect(vi.mocked(console.warn).mock.calls.map((c) => String(c[0]))).toContain(
      '[islands] the islands’ runtime could not load',
    ),
  );
  expect(Array.isArray(g.wcIslands)).toBe(true);
  expect(callback).not.toHaveBeenCalled();
});
