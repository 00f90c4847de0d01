/**
 * The loader: the one small script a page includes, an async module. Before the document is parsed it does
 * only what cannot wait: it records the visit for order attribution, keeps `window.wcIslands` a queue and
 * holds the shopper's activations of the islands' controls (shared/held-activations.ts). Once the page has
 * loaded (its images in view arrived, or 2.5 s passed since it was parsed) and a frame of it painted, it
 * imports the runtime (widgets/runtime.ts: the registry, the bus, the bridges, the page services), which takes
 * the queue and the held activations over. Preact comes later still, with the first island that mounts.
 */
import { holdActivations } from '../shared/held-activations';
import { whenLoaded, whenPainted, whenParsed } from '../shared/document-parsed';
import { isOff } from '../shared/islands-off';
import { recordVisit } from './order-attribution/visit';
import type { IslandsApi, Queued } from './runtime';

export type { IslandsApi } from './runtime';

/** Marks the queue of a loader whose runtime is on its way, so a second copy of the loader stands down. */
const PENDING = Symbol.for('wc-islands.pending');

type Pending = Queued & { [PENDING]?: true };
const w = window as unknown as {
  wcIslands?: IslandsApi | Pending;
  wc_order_attribution?: unknown;
};

/**
 * What `window.wcIslands` holds before this copy runs: a queue (a real array) of callbacks, another copy's
 * API or pending queue (this copy stands down), or something else, such as an element with that id, which is
 * replaced.
 */
const found: unknown = w.wcIslands;
const ours =
  typeof (found as Partial<IslandsApi> | undefined)?.register === 'function' ||
  (Array.isArray(found) && (found as Pending)[PENDING] === true);
if (!ours) {
  const queue: Pending = Array.isArray(found)
    ? ((found as unknown[]).filter((f) => typeof f === 'function') as Queued)
    : [];
  if (found !== undefined && !Array.isArray(found))
    console.warn('[islands] window.wcIslands is not ours; replaced');
  queue[PENDING] = true;
  // The page is ours from now on: pushes queue until the runtime takes over, and a shopper's click on an
  // island's control waits for its island instead of following a link or doing nothing.
  w.wcIslands = queue;
  holdActivations();
  // First, before anything can navigate away: a visit of a moment counts (the service fills the inputs later).
  // A classic theme's footer prints WooCommerce's params after the loader's tag, and their `var` would replace
  // the API the recorder sets: where they are not printed yet, the recorder waits for the parsed document.
  // Not where the shop switched order attribution back to WooCommerce's scripts: they record it.
  if (!isOff('order-attribution'))
    if (w.wc_order_attribution) recordVisit();
    else void whenParsed().then(recordVisit);
  // The runtime is not needed before the page has loaded and been painted: its bytes wait, out of the way of
  // what the shopper sees first, the largest paint included, and clicks meanwhile are held. It takes the queue
  // over; without it the page stays the server's, usable as it is.
  whenLoaded()
    .then(whenPainted)
    .then(() => import('./runtime'))
    .catch((error: unknown) => console.warn('[islands] the islands’ runtime could not load', error));
}
