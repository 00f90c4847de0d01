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

const queued = w.wcIslands;
if (!queued || Array.isArray(queued)) {
  w.wcIslands = api;
  for (const [name, definition] of Object.entries(builtInIslands)) registerIsland(name, definition);
  bridgeNativeCartEvents();
  // WordPress prints jQuery as a classic script before us; a late one is bridged once the page has loaded.
  // Its requests, like ours (shared/http.ts), are followed by a scan 1000 ms later on every page (SPEC §4):
  // a quick view may turn an element it already had into a variation form, which adds no node.
  let bridged = false;
  const connectJQuery = () => {
    const $ = w.jQuery;
    if (!bridged && typeof $ === 'function') {
      bridged = true;
      bridgeJQuery($);
      // 1000: SWATCH_REINIT_AFTER_REQUEST_MS, written out as importing constants.ts would add its chunk here
      $(document).on('ajaxComplete', () => setTimeout(api.scan, 1000));
    }
  };
  connectJQuery();
  if (!bridged) addEventListener('load', connectJQuery); // load fires once
  for (const callback of queued ?? []) api.push(callback);
  startIslands();
}
