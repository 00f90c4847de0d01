/**
 * Mini-cart widget: the root is the widget (`div.widget_shopping_cart`), which outlives the
 * `div.widget_shopping_cart_content` fragment inside it. Remove links post their `cart_item_key` through
 * the page's cart queue (shared/cart); no fragments or a failed request → the browser follows the link
 * (the no-JS path). Widgets marked hide-when-empty show only while the cart has items, and as soon as an
 * add starts.
 */
import { useLayoutEffect, useState } from 'react';
import * as cart from '../../shared/cart';
import { getCookie } from '../../shared/cookies';
import { useBus, useListener, useServerNode } from '../../shared/hooks';
import { defineIsland, type IslandProps, isPlainClick, setShown } from '../../shared/island';

const REMOVE = '.remove_from_cart_button';

const removeLink = (event: Event) =>
  (event.target as Element | null)?.closest?.<HTMLAnchorElement>(REMOVE) ?? null;

function MiniCart({ root, warn }: IslandProps<undefined>) {
  // Lines being removed: dimmed and blocked until their request is done (or the fragments replace them).
  const [removing, setRemoving] = useState<HTMLAnchorElement[]>([]);
  const hideWhenEmpty = useServerNode(root, '.hide_cart_widget_if_empty') !== null;
  const [hasItems, setHasItems] = useState(() => Number(getCookie('woocommerce_items_in_cart') ?? 0) > 0);

  useLayoutEffect(() => cart.listenForCartChanges(), []);
  useLayoutEffect(
    () => cart.dim(removing.map((link) => link.closest('.woocommerce-mini-cart-item') ?? link)),
    [removing],
  );
  useLayoutEffect(() => {
    if (hideWhenEmpty) setShown(root, hasItems);
  }, [root, hideWhenEmpty, hasItems]);
  useBus('adding_to_cart', () => setHasItems(true));

  const remove = (link: HTMLAnchorElement) => {
    setRemoving((links) => [...links, link]);
    void cart.remove(link, warn).finally(() => setRemoving((links) => links.filter((l) => l !== link)));
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
