/**
 * Notices: the error list's items lose the list role their alert list no longer has; the page's first
 * `role=alert` notice, when in this root, is focused 500 ms after the island mounts and after cart updates,
 * and scrolled to (100 px below the top, over 1000 ms) when it is out of view. A focus still waiting when
 * the island unmounts is called off.
 */
import { useLayoutEffect } from 'react';
import { useBus, useUnmountSignal } from '../../shared/hooks';
import { defineIsland, type IslandProps } from '../../shared/island';
import { firstAlertNotice, focusAlert, scrollToNotices } from './attend';

function attend(root: HTMLElement, signal: AbortSignal): void {
  // WooCommerce's error list is `ul[role=alert] > li`: the alert role replaces the list's, so its items are
  // list items outside any list for assistive technology; they get role="none" (the alert reads their text).
  for (const li of root.querySelectorAll('ul[role=alert]>li:not([role])')) li.setAttribute('role', 'none');
  // One focus per page, on its first alert notice, as WooCommerce does: the root holding it takes it (a theme
  // may print notices in several roots, Storefront above the content as well as in WooCommerce's wrapper).
  const alert = firstAlertNotice(document);
  if (!alert || !root.contains(alert)) return;
  const { top, bottom } = alert.getBoundingClientRect();
  const outOfView = top < 0 || bottom > innerHeight;
  if (outOfView) void scrollToNotices(alert);
  focusAlert(alert, { preventScroll: outOfView, signal });
}

function Notices({ root }: IslandProps<undefined>) {
  const signal = useUnmountSignal();
  useLayoutEffect(() => attend(root, signal), [root, signal]);
  useBus('updated_wc_div', () => attend(root, signal));
  useBus('item_removed_from_classic_cart', () => attend(root, signal));
  return null;
}

export default defineIsland({ name: 'notices', Component: Notices });
