/**
 * Mini-cart widget: the root is the widget (`div.widget_shopping_cart`), which outlives the
 * `div.widget_shopping_cart_content` fragment inside it. Remove links post their `cart_item_key` through
 * the page's cart queue (shared/cart); no fragments or a failed request → the browser follows the link
 * (the no-JS path). Filling the widget and hiding it while the cart is empty are the cart-fragments
 * service's work, as they are cart-fragments.js's.
 */
import { useLayoutEffect, useState } from 'react';
import * as cart from '../../shared/cart';
import { remove as removeFromCart } from '../../shared/cart/remove';
import { useListener } from '../../shared/hooks';
import { defineIsland, type IslandProps, isPlainClick } from '../../shared/island';

const REMOVE = '.remove_from_cart_button';

const removeLink = (event: Event) =>
  (event.target as Element | null)?.closest?.<HTMLAnchorElement>(REMOVE) ?? null;

function MiniCart({ root, warn }: IslandProps<undefined>) {
  // Lines being removed: dimmed and blocked until their request is done (or the fragments replace them).
  const [removing, setRemoving] = useState<HTMLAnchorElement[]>([]);

  useLayoutEffect(() => cart.listenForCartChanges(), []);
  useLayoutEffect(
    () => cart.dim(removing.map((link) => link.closest('.woocommerce-mini-cart-item') ?? link)),
    [removing],
  );

  const remove = (link: HTMLAnchorElement) => {
    setRemoving((links) => [...links, link]);
    void removeFromCart(link, warn).finally(() => setRemoving((links) => links.filter((l) => l !== link)));
  };
  useListener(root, 'click', (event) => {
    const link = removeLink(event);
    if (!link || !root.contains(link) || !isPlainClick(event)) return;
    event.preventDefault();
    remove(link);
  });
  useListener<KeyboardEvent>(root, 'keydown', (event) => {
    const link = removeLink(event);
    if (event.key !== ' ' || !link) return;
    event.preventDefault();
    link.click();
  });
  return null;
}

export default defineIsland({ name: 'mini-cart', Component: MiniCart });
