/** The runtime waits for a painted frame, but not for a frame that a tab out of sight will not paint. */
import { afterEach, expect, it, vi } from 'vitest';
import { whenPainted } from '../../shared/document-parsed';

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
