/**
 * Named globals the islands read, clobbered by markup: an element with a matching id is a window property
 * too. Each must be taken for what it is (a queue, an API, printed params), never for being truthy.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const g = globalThis as Record<string, unknown>;
let stopIslands: (() => void) | undefined;

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  stopIslands?.();
  stopIslands = undefined;
  delete g.wcIslands;
  delete g.wc_order_attribution;
  delete g.wc_add_to_cart_params;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The browser's named access (jsdom's window is not vitest's global): each element by its id. */
function clobber(html: string) {
  document.body.innerHTML = html;
  for (const el of document.querySelectorAll('[id]')) g[el.id] = el;
}

async function loadLoader() {
  await import('../../widgets/loader');
  // The loader keeps a queue until the runtime it imports takes over.
  await vi.waitFor(() => expect(typeof (g.wcIslands as { register?: unknown }).register).toBe('function'));
  stopIslands = (await import('../../shared/registry')).stopIslands;
}

it('an element with id="wcIslands" does not turn the islands off: the loader takes over', async () => {
  clobber('<div id="wcIslands"></div><form id="wc_order_attribution"></form>');
  await loadLoader();
  const api = g.wcIslands as { register?: unknown; push?: unknown };
  expect(typeof api.register).toBe('function');
  expect(typeof api.push).toBe('function');
  expect(g.wc_order_attribution).not.toBeInstanceOf(HTMLElement);
  expect(typeof (g.wc_order_attribution as { getAttributionData?: unknown }).getAttributionData).toBe(
    'function',
  );
});

it('a queue keeps its callbacks and skips what is not one; another copy of the API makes the loader stand down', async () => {
  const callback = vi.fn();
  g.wcIslands = [callback, 'not a callback'];
  await loadLoader();
  await vi.waitFor(() => expect(callback).toHaveBeenCalledOnce());
  const api = g.wcIslands;
  vi.resetModules();
  await import('../../widgets/loader');
  expect(g.wcIslands).toBe(api);
});

it('a params global that is an element is not read: the defaults, with a warning', async () => {
  clobber('<form id="wc_add_to_cart_params"><input name="cart_url" value="javascript:alert(1)"></form>');
  const { addToCartParams } = await import('../../shared/params-site');
  expect(addToCartParams().cart_url).not.toContain('javascript');
  const messages = vi.mocked(console.warn).mock.calls.map((c) => String(c[0]));
  expect(messages.some((m) => m.includes('wc_add_to_cart_params is not an object'))).toBe(true);
});
