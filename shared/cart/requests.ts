/**
 * The cart fragments' refresh: one request however many triggers arrive during it. The requests that change
 * the cart are ./add.ts and ./remove.ts, which only the islands that change the cart load.
 */
import { emit, type Fragments } from '../bus';
import { wcAjax } from '../http';
import { warnIsland } from '../island';
import { cartFragmentsParams } from '../params-site';
import { readFragments } from './check';
import { pageCartStore } from './storage';
import { applyFragments, dimFragments } from './swap';

// Page-wide: the refresh under way, which later triggers share.
let inFlight: Promise<ReturnType<typeof readFragments> | undefined> | undefined;

/**
 * Fetches the cart fragments again and shows and stores them (`wc_fragments_refreshed`), resolving to them.
 * A failure shows the shopper nothing (the server markup stays): a warning, `wc_fragments_ajax_error`, and
 * undefined.
 */
export function refresh(): Promise<ReturnType<typeof readFragments> | undefined> {
  inFlight ??= (async () => {
    const undim = dimFragments();
    try {
      const answer = await wcAjax(
        'get_refreshed_fragments',
        { time: Date.now() },
        { timeout: cartFragmentsParams().request_timeout },
      );
      const read = readFragments(answer);
      if (!read) throw new Error('the answer has no fragments');
      applyFragments(read.fragments);
      pageCartStore()?.write(read.fragments, read.cartHash, read.cartHash ? 'now' : 'keep');
      emit('wc_fragments_refreshed', []);
      return read;
    } catch (error) {
      undim();
      warnIsland('cart-fragments', 'the fragments could not be refreshed', error);
      emit('wc_fragments_ajax_error', []);
    } finally {
      inFlight = undefined;
    }
  })();
  return inFlight;
}

export type { Fragments };
