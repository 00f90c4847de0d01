/**
 * The runtime waits for a painted frame, but not for a frame that a tab out of sight will not paint; and for the
 * load event, at most 2.5 s after the document is parsed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenLoaded, whenPainted } from '../../shared/document-parsed';

let hidden = false;
const frames: FrameRequestCallback[] = [];

function seen(state: 'visible' | 'hidden') {
  hidden = state == 'hidden';
  vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((later) => setTimeout(later, 5));
  return done;
};

afterEach(() => {
  frames.length = 0;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('waits for the frame after the next one (the next one then shown) in a tab in view', async () => {
  seen('visible');
  const painted = whenPainted();
  expect(await settled(painted)).toBe(false);
  expect(frames).toHaveLength(1);
  frames[0]!(0);
  expect(await settled(painted)).toBe(false);
  expect(frames).toHaveLength(2);
  frames[1]!(16);
  expect(await settled(painted)).toBe(true);
});

it('does not wait in a tab out of sight, which paints no frames', async () => {
  seen('hidden');
  expect(await settled(whenPainted())).toBe(true);
  expect(frames).toHaveLength(0);
});

describe('whenLoaded', () => {
  let state: DocumentReadyState = 'loading';
  const at = (next: DocumentReadyState, event?: string) => {
    state = next;
    if (event) dispatchEvent(new Event(event));
  };
  const settledAfter = async (promise: Promise<unknown>, ms: number) => {
    let done = false;
    void promise.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(ms);
    return done;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    state = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
  });
  afterEach(() => vi.useRealTimers());

  it('waits for the load event once the document is parsed', async () => {
    const loaded = whenLoaded();
    at('interactive', 'DOMContentLoaded');
    expect(await settledAfter(loaded, 1000)).toBe(false);
    at('complete', 'load');
    expect(await settledAfter(loaded, 0)).toBe(true);
  });

  it('a load event that never comes: 2.5 s after the document is parsed, never before it is', async () => {
    const loaded = whenLoaded();
    expect(await settledAfter(loaded, 5000)).toBe(false); // the footer still streaming
    at('interactive', 'DOMContentLoaded');
    expect(await settledAfter(loaded, 2400)).toBe(false);
    expect(await settledAfter(loaded, 100)).toBe(true);
  });

  it('a page already loaded: at once', async () => {
    at('complete');
    expect(await settledAfter(whenLoaded(), 0)).toBe(true);
  });
});
