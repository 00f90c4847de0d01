/**
 * The runtime: what the loader (widgets/loader.ts) imports once the document is parsed, for its effects. It
 * exposes the public
 * API as `window.wcIslands`, registers the built-in islands (widgets/manifest.json), connects the bus to jQuery
 * and to Blocks' native events, starts mounting and starts the page services. Island code arrives later, each
 * in its own chunk.
 */
import { emit, on, onVeto, veto } from '../shared/bus';
import { holdPlace } from '../shared/cart/queue';
import { bridgeNativeCartEvents } from '../shared/native-cart-events';
import { whenStyled } from '../shared/parsed';
import { onRequestDone } from '../shared/request-done';
import { type IslandDefinition, warnIsland } from '../shared/island';
import type { Strategy } from '../shared/island-root';
import { isOff } from '../shared/islands-off';
import { mountedIslands, registerIsland, scan, startIslands } from '../shared/registry';
import { whenIdle } from '../shared/strategies';
import type { Ui } from '../shared/ui';
import { yieldToBrowser } from '../shared/yield';
import { loadIsland, services as serviceModules } from './islands';
import type { IslandList, JQueryWithPlugins } from './jquery-api';
import { islands, services } from './manifest.json';

/** The public surface for themes and plugins. */
export interface IslandsApi {
  register(name: string, definition: IslandDefinition): void;
  scan(root?: ParentNode): void;
  mounted: typeof mountedIslands;
  on: typeof on;
  onVeto: typeof onVeto;
  emit: typeof emit;
  veto: typeof veto;
  /** Loads the page's React and `renderOwned` (error boundary, unmounted with the island). */
  ui(): Promise<Ui>;
  /**
   * Runs `callback(api)` once the built-in islands are registered (in a microtask after that); the same call
   * works before the loader ran (docs/theme-developers.md).
   */
  push(callback: (api: IslandsApi) => void): void;
}

export type Queued = Array<(api: IslandsApi) => void>;
const w = window as unknown as { wcIslands?: IslandsApi | Queued; jQuery?: JQueryWithPlugins };

const api: IslandsApi = {
  register: registerIsland,
  scan: (root = document.documentElement) => scan(root),
  mounted: mountedIslands,
  on,
  onVeto,
  emit,
  veto,
  ui: () => import('../shared/ui').then((m) => m.ui),
  push(callback) {
    void booted.then(() => {
      try {
        callback(api);
      } catch (error) {
        console.warn('[islands] a wcIslands callback threw', error);
      }
    });
  },
};

/** Starts each page service (cart fragments) when its strategy says, whatever the markup; none switched off. */
function startServices(): void {
  for (const [name, { strategy }] of Object.entries(services) as Array<[string, { strategy: Strategy }]>) {
    if (isOff(name)) continue;
    const start = () => {
      try {
        serviceModules[name]!.start();
      } catch (error) {
        return warnIsland(name, 'the service could not start', error);
      }
      // Said in the markup, as a mounted island's root says it: for themes' scripts and tests.
      const html = document.documentElement;
      const started = html.getAttribute('data-island-services');
      html.setAttribute('data-island-services', started ? `${started} ${name}` : name);
    };
    if (strategy === 'idle') whenIdle(start, 2000);
    else start();
  }
}

/**
 * The page's jQuery, once: the bridge and WooCommerce's jQuery API come in a chunk of their own, so a page
 * without jQuery never loads them.
 */
let jQueryConnected: Promise<void> | undefined;
function connectJQuery(rescanLater: () => void): Promise<void> {
  const $ = w.jQuery;
  if (jQueryConnected || typeof $ !== 'function') return jQueryConnected ?? Promise.resolve();
  return (jQueryConnected = import('./jquery-api')
    .then(({ connect }) => connect($, islands, rescanLater))
    .catch((error: unknown) => console.warn('[islands] the jQuery bridge could not load', error)));
}

/**
 * Registers the built-in islands but those the shop switched off, connects the bridges, and starts mounting and
 * the page services.
 */
async function boot(): Promise<void> {
  for (const [name, { cartQueue, ...rest }] of Object.entries(islands) as Array<
    [string, { strategy: Strategy; adopt?: string; cartQueue?: true }]
  >)
    // One the shop switched off is not registered, and the jQuery chunk holds no events for its markup.
    if (isOff(name)) delete (islands as IslandList)[name];
    else
      registerIsland(name, {
        ...rest,
        // The cart islands' held adds and removals keep their places in the cart queue.
        ...(cartQueue && { holdPlace }),
        load: () => loadIsland(name),
      } as IslandDefinition);
  bridgeNativeCartEvents();
  // Requests, ours and jQuery's, are followed by a scan 1000 ms later on every page: a quick view may turn an
  // element it already had into a variation form, which adds no node.
  const rescanLater = () => setTimeout(api.scan, 1000); // SWATCH_REINIT_AFTER_REQUEST_MS, kept out of the entry
  onRequestDone(rescanLater);
  // WordPress prints jQuery as a classic script before us: bridged before any island mounts, so jQuery code
  // hears every event; a chunk that hangs holds the islands back 3 s at most. A late jQuery is bridged once
  // the page has loaded.
  if (w.jQuery) await Promise.race([connectJQuery(rescanLater), new Promise((r) => setTimeout(r, 3000))]);
  else addEventListener('load', () => void connectJQuery(rescanLater), { once: true });
  startIslands();
  startServices();
}

// Takes the page over from the loader, which imports this module once the document is parsed: the queue it kept
// in `window.wcIslands` runs after the boot, in its order, and the API takes its place. The islands wait for the
// styled document and a task of their own.
const queued = w.wcIslands;
w.wcIslands = api;
/** The boot, in a task of its own: pushed callbacks run after it, in their order. */
const booted = whenStyled().then(yieldToBrowser).then(boot);
if (Array.isArray(queued)) for (const callback of queued as Queued) api.push(callback);
