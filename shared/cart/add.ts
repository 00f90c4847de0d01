/**
 * Adding to the cart. Adds go through the page's one queue (one at a time, in click order, so a remove never
 * overtakes the add it undoes), dimming the fragments they will replace meanwhile. Only the add-to-cart island
 * imports this, so it travels in that island's chunk and not in what every page boots.
 */
import { emit, veto } from '../bus';
import { CART_REQUEST_TIMEOUT_MS } from '../constants';
import { getCookie } from '../cookies';
import { type RequestError, wcAjax } from '../http';
import { addToCartParams } from '../params-site';
import { postable } from './fields';
import { inCartQueue } from './queue';
import { refresh } from './requests';
import { buttonUpdated, dimFragments, whenAdded } from './swap';

type Warn = (message: string, detail?: unknown) => void;

export interface AddHooks {
  /** Inside `added_to_cart`, once the button is marked added: where the island shows its cart link. */
  added?(): void;
  /** The request failed or its answer is unusable (already warned): the island lets the link work. */
  failed?(): void;
  /** The shop refused the product and nothing else happens (no page to go to): the island tells the shopper. */
  refused?(): void;
  warn: Warn;
}

/**
 * Adds to the cart what `data` says (a loop button's data attributes, or a product form's fields), with what
 * `adding_to_cart` listeners put in it, read when the request is sent (./fields.ts). The button's `loading` /
 * `added` classes and `aria-busy` change right where the events fire, because jQuery listeners of
 * `adding_to_cart` and `wc_cart_button_updated` read them then.
 */
export async function add(button: HTMLElement, data: Record<string, string>, hooks: AddHooks): Promise<void> {
  button.classList.remove('added');
  if (!veto('should_send_ajax_request.adding_to_cart', [button])) {
    emit('ajax_request_not_sent.adding_to_cart', [false, false, button]);
    emit('wc_cart_button_updated', [button]);
    return;
  }
  button.classList.add('loading');
  button.setAttribute('aria-busy', 'true');
  // Listeners add to the object they are handed, which is posted (./fields.ts). The arguments are frozen: a
  // listener cannot hand another object on (the bus says so when one tries).
  emit('adding_to_cart', Object.freeze([button, data]) as [HTMLElement, Record<string, string>]);
  const done = () => buttonUpdated(button, false);
  const fail = (message: string, detail: unknown) => {
    hooks.failed?.();
    hooks.warn(message, detail);
    done();
  };
  await inCartQueue(async () => {
    const params = addToCartParams();
    const undim = dimFragments();
    // The answer's reader (with its schema library) is fetched only when the shopper adds.
    const reading = import('./answer');
    let answer: unknown;
    let reader: typeof import('./answer');
    try {
      [answer, reader] = await Promise.all([
        wcAjax('add_to_cart', postable(data, hooks.warn), {
          urlTemplate: params.wc_ajax_url,
          timeout: CART_REQUEST_TIMEOUT_MS,
        }),
        reading,
      ]);
    } catch (error) {
      undim();
      if ((error as RequestError).kind !== 'timeout')
        return fail('adding to the cart failed; its link works again', error);
      // The add may have reached the shop all the same: before anything else, the cart as it is now says
      // whether it did (its hash changed), so the shopper's one click never adds twice. If it did, the
      // new cart is handled as the answer the shop would have given.
      const before = getCookie('woocommerce_cart_hash') ?? '';
      const cart = await refresh();
      if (!cart || cart.cartHash === before) {
        hooks.warn('adding to the cart timed out; the cart is unchanged', error);
        return done();
      }
      answer = { fragments: cart.fragments, cart_hash: cart.cartHash };
      try {
        reader = await reading;
      } catch (importError) {
        return fail('the answer reader could not load', importError);
      }
    }
    const outcome = reader.addToCartOutcome(answer, {
      redirectAfterAdd: params.cart_redirect_after_add,
      cartUrl: params.cart_url,
      base: location.href,
    });
    if (outcome.kind === 'redirect') return location.assign(outcome.url);
    if (outcome.kind === 'fragments') {
      // The cart's own added_to_cart listener marks the button, then swaps the fragments.
      whenAdded.set(button, () => hooks.added?.());
      return emit('added_to_cart', [outcome.fragments, outcome.cartHash, button]);
    }
    undim();
    if (outcome.kind === 'ignore') return done();
    if (outcome.refused) hooks.refused?.();
    fail(`unexpected answer from add_to_cart: ${outcome.reason}`, answer);
  });
}
