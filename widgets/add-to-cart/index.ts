/**
 * Asynchronous add to cart from product loops (SPEC §4, §7 add_to_cart; reference §1). The root is a
 * container of loop buttons (`ul.products`); a click (or Space) on a
 * `.add_to_cart_button.ajax_add_to_cart[data-product_id]` posts all of the button's data attributes,
 * through the page's one cart queue. Buttons without those (variable products, the shop setting off)
 * stay plain links.
 */
import { CART_REQUEST_TIMEOUT_MS } from '../../shared/constants';
import { emit, veto } from '../../shared/bus';
import { wcAjax } from '../../shared/http';
import { defineLegacyIsland, isPlainClick, warnIsland } from '../../shared/island';
import { addToCartParams, themeOptions } from '../../shared/params';
import { dimFragments, listenForCartChanges } from '../cart-fragments/swap';
import { cartQueue } from './queue';
import { addToCartOutcome } from './response';

const NAME = 'add-to-cart';
const BUTTON = '.add_to_cart_button:not(.wc-interactive)';
/** Buttons whose request failed: their next click is the link's own (no-JS) behaviour. */
const fallBack = new WeakSet<Element>();

/** Every data attribute of the button, under WooCommerce's names (`product_id`, `quantity`, …). */
export function buttonData(button: HTMLElement): Record<string, string> {
  return { ...button.dataset } as Record<string, string>;
}

function insertViewCartLink(button: HTMLElement, url: string, label: string): void {
  if (button.parentElement?.querySelector('.added_to_cart')) return;
  const link = document.createElement('a');
  link.href = url;
  link.className = 'added_to_cart wc-forward';
  link.title = label;
  link.textContent = label;
  button.after(link);
}

/**
 * A single-product form's fields as an add-to-cart request: the `add-to-cart` button value becomes
 * `product_id` (WooCommerce's own form-to-AJAX helper does the same).
 */
export function formData(form: HTMLFormElement, submitter: HTMLElement | null): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [key, value] of new FormData(form, submitter)) if (typeof value === 'string') data[key] = value;
  if (data['add-to-cart']) {
    data.product_id = data['add-to-cart'];
    delete data['add-to-cart'];
  }
  return data;
}

export async function addToCart(button: HTMLElement, data = buttonData(button)): Promise<void> {
  const params = addToCartParams();
  button.classList.remove('added');
  if (!veto('should_send_ajax_request.adding_to_cart', [button])) {
    emit('ajax_request_not_sent.adding_to_cart', [false, false, button]);
    emit('wc_cart_button_updated', [button]);
    return;
  }
  button.classList.add('loading');
  button.setAttribute('aria-busy', 'true');
  emit('adding_to_cart', [button, data]);
  const done = (added: boolean) => {
    button.classList.remove('loading');
    button.removeAttribute('aria-busy');
    if (added) button.classList.add('added');
    emit('wc_cart_button_updated', [button]);
  };
  await cartQueue.run(async () => {
    const undim = dimFragments();
    let answer: unknown;
    try {
      answer = await wcAjax('add_to_cart', data, {
        urlTemplate: params.wc_ajax_url,
        timeout: CART_REQUEST_TIMEOUT_MS,
      });
    } catch (error) {
      undim();
      fallBack.add(button);
      warnIsland(NAME, 'adding to the cart failed; the button is back to normal and its link works', error);
      return done(false);
    }
    const outcome = addToCartOutcome(answer, {
      redirectAfterAdd: params.cart_redirect_after_add,
      cartUrl: params.cart_url,
      base: location.href,
    });
    switch (outcome.kind) {
      case 'redirect':
        location.assign(outcome.url);
        return;
      case 'ignore':
        undim();
        return done(false);
      case 'invalid':
        undim();
        fallBack.add(button);
        warnIsland(NAME, `unexpected answer from add_to_cart: ${outcome.reason}`, answer);
        return done(false);
      case 'fragments':
        done(true);
        if (!params.is_cart) insertViewCartLink(button, params.cart_url, params.i18n_view_cart);
        emit('added_to_cart', [outcome.fragments, outcome.cartHash, button]);
    }
  });
}

export default defineLegacyIsland({
  mount({ root, signal }) {
    listenForCartChanges();
    const target = (event: Event): HTMLElement | null => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>(BUTTON) ?? null;
      if (!button || !root.contains(button) || fallBack.has(button)) return null;
      // Only asynchronous buttons with a product: the rest are ordinary links (reference §1).
      if (!button.classList.contains('ajax_add_to_cart') || !button.dataset.product_id) return null;
      if (!/^\d+$/.test(button.dataset.product_id)) {
        fallBack.add(button);
        warnIsland(
          NAME,
          `data-product_id "${button.dataset.product_id}" is not a product id; the link is followed`,
        );
        return null;
      }
      return button;
    };
    root.addEventListener(
      'click',
      (event) => {
        const button = target(event);
        if (!button) return;
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void addToCart(button);
      },
      { signal },
    );
    // Salient's option: the single-product form of a simple product adds without leaving the page.
    if (themeOptions().ajax_add_to_cart) {
      root.addEventListener(
        'submit',
        (event) => {
          const form = event.target as HTMLFormElement;
          if (!form.matches('form.cart') || form.matches('.variations_form, .grouped_form')) return;
          const submitter =
            (event as SubmitEvent).submitter ?? form.querySelector<HTMLElement>('[name="add-to-cart"]');
          const data = formData(form, submitter);
          if (!/^\d+$/.test(data.product_id ?? '')) return; // not a simple product form: let it post
          event.preventDefault();
          void addToCart(submitter ?? form, data);
        },
        { signal },
      );
    }
    // Links with role=button are activated by Space too (Enter clicks a link by itself).
    root.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== ' ' || !target(event)) return;
        event.preventDefault();
        (event.target as HTMLElement).closest<HTMLElement>(BUTTON)?.click();
      },
      { signal },
    );
  },
});
