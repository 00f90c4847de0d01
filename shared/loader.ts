/**
 * The loader: the one small script a page includes. It registers the built-in islands, connects the bus
 * to jQuery and to Blocks' native events, exposes the public API as `window.wcIslands`, and starts
 * mounting. Island code arrives later, each in its own chunk.
 */
import { builtInIslands } from '../widgets/islands';
import { bridgeJQuery, bridgeNativeCartEvents, type JQueryStatic } from './bridges';
import { emit, on, onVeto, veto } from './bus';
import type { IslandDefinition } from './island';
import { mountedIslands, registerIsland, scan, startIslands } from './registry';
import type { Ui } from './ui';

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
  /** Runs `callback(api)` now; the same call works before the loader ran (see README). */
  push(callback: (api: IslandsApi) => void): void;
}

type Queued = Array<(api: IslandsApi) => void>;
const w = window as unknown as { wcIslands?: IslandsApi | Queued; jQuery?: JQueryStatic };

const api: IslandsApi = {
  register: registerIsland,
  scan: (root = document.documentElement) => scan(root),
  mounted: mountedIslands,
  on,
  onVeto,
  emit,
  veto,
  ui: () => import('./ui').then((m) => m.ui),
  push(callback) {
    try {
      callback(api);
    } catch (error) {
      console.warn('[islands] a wcIslands callback threw', error);
    }
  },
};

if (!w.wcIslands || Array.isArray(w.wcIslands)) {
  const queued = Array.isArray(w.wcIslands) ? w.wcIslands : [];
  w.wcIslands = api;
  for (const [name, definition] of Object.entries(builtInIslands)) registerIsland(name, definition);
  bridgeNativeCartEvents();
  // WordPress prints jQuery as a classic script before us; a late one is bridged once the page has loaded.
  let bridged = false;
  const connectJQuery = () => {
    if (!bridged && typeof w.jQuery === 'function') {
      bridged = true;
      bridgeJQuery(w.jQuery);
    }
  };
  connectJQuery();
  if (!bridged) addEventListener('load', connectJQuery, { once: true });
  for (const callback of queued) api.push(callback);
  startIslands();
}
