/**
 * Asynchronous add to cart. The root is a `.ajax_add_to_cart` button itself, wherever it was printed (the
 * loader marks it at its first use), or a container the server marked (`ul.products`, the product summary);
 * a click (or Space) on a `.add_to_cart_button.ajax_add_to_cart[data-product_id]` posts all of the
 * button's data attributes through the page's one cart queue (shared/cart). Buttons without those
 * (variable products, the shop setting off) stay plain links. With Salient's option on, the
 * single-product form of a simple product adds the same way. Each button and form is its nearest root's.
 */
import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import * as cart from '../../shared/cart';
import { add as addToCart } from '../../shared/cart/add';
import { useListener, useParams, useUnmountSignal } from '../../shared/hooks';
import { safeUrl } from '../../shared/http';
import { defineIsland, type IslandProps, isPlainClick } from '../../shared/island';
import { l10n } from '../../shared/l10n';
import { addToCartParams, themeOptions } from '../../shared/params-site';
import { buttonData, formData } from './request-data';
import { ViewCartLink } from './ViewCartLink';

// Only asynchronous buttons: the rest (variable products, the shop setting off) are ordinary links.
const BUTTON = '.add_to_cart_button.ajax_add_to_cart:not(.wc-interactive)';
const ROOT = '[data-island=add-to-cart]';

interface Linked {
  button: HTMLElement;
  parent: HTMLElement;
}

function AddToCart({ root, warn }: IslandProps<undefined>) {
  const params = useParams(addToCartParams);
  const formsAdd = useParams(() => themeOptions(true).ajax_add_to_cart);
  const signal = useUnmountSignal();
  // Buttons whose request failed: their next click is the link's own (no-JS) behaviour.
  const [fallBack] = useState(() => new WeakSet<Element>());
  // Buttons that show a view-cart link; it only grows, so a button's index is its key.
  const [linked, setLinked] = useState<Linked[]>([]);

  useLayoutEffect(() => cart.listenForCartChanges(), []);

  // The link is drawn only into this shop: the redirect after an add refuses the same value.
  const cartUrl = safeUrl(params.cart_url, location.href) && params.cart_url;

  const showLink = (button: HTMLElement) => {
    const parent = button.parentElement;
    // Not on the cart page, not twice (WooCommerce's own check: one per parent).
    if (params.is_cart || !parent || parent.querySelector('.added_to_cart') || signal.aborted) return;
    if (!cartUrl) return warn(`cart_url "${params.cart_url}" is not this shop's; no view-cart link`);
    // Synchronously: the link is in the page before `added_to_cart` fires, as WooCommerce does it.
    flushSync(() => setLinked((list) => [...list, { button, parent }]));
  };

  const add = (button: HTMLElement, data: Record<string, string>) =>
    void addToCart(button, data, {
      added: () => showLink(button),
      failed: () => fallBack.add(button),
      // Said when the shop refuses the product and there is no page to go to, in WooCommerce's words.
      refused: () => alert(l10n('This product cannot be added to the cart.')),
      warn,
    });

  const target = (event: Event): HTMLElement | null => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(BUTTON);
    // A button is its nearest root's: a list's, or its own (the loader marks one outside every list at its
    // first use); a root nested in another is not handled twice.
    if (button?.closest(ROOT) !== root || fallBack.has(button)) return null;
    const id = button.dataset.product_id;
    if (!id) return null; // no product: an ordinary link
    if (/^\d+$/.test(id)) return button;
    fallBack.add(button);
    warn(`data-product_id "${id}" is not a product id; the link is followed`);
    return null;
  };

  useListener(root, 'click', (event) => {
    const button = target(event);
    if (!button || !isPlainClick(event)) return;
    event.preventDefault();
    add(button, buttonData(button));
  });
  // Links with role=button are activated by Space too (Enter clicks a link by itself).
  useListener<KeyboardEvent>(root, 'keydown', (event) => {
    const button = event.key === ' ' && target(event);
    if (!button) return;
    event.preventDefault();
    button.click();
  });
  // Salient's option: the single-product form of a simple product adds without leaving the page.
  useListener<SubmitEvent>(formsAdd ? root : null, 'submit', (event) => {
    const form = event.target as HTMLFormElement;
    // Taken already: by the island of a root nested in this one.
    if (event.defaultPrevented || !form.matches('form.cart:not(.variations_form, .grouped_form)')) return;
    const submitter = event.submitter ?? form.querySelector<HTMLElement>('[name="add-to-cart"]');
    const data = formData(form, submitter);
    if (!/^\d+$/.test(data.product_id ?? '')) return; // not a simple product form: let it post
    event.preventDefault();
    add(submitter ?? form, data);
  });

  return linked.map((link, index) => (
    <ViewCartLink key={index} {...link} url={cartUrl as string} label={params.i18n_view_cart} />
  ));
}

export default defineIsland({ name: 'add-to-cart', Component: AddToCart });
