/**
 * Store notice: the server always prints the notice hidden (pages are cached); this island shows it unless
 * the shopper dismissed it, and dismisses it by click, Enter or Space on its link — remembered in the
 * session cookie `store_notice<noticeId>` = `hidden`, path `/`.
 */
import { useLayoutEffect, useState } from 'react';
import { setCookie } from '../../shared/cookie-write';
import { getCookie } from '../../shared/cookies';
import { useListener, useServerNode } from '../../shared/hooks';
import { defineIsland, type IslandProps, setShown } from '../../shared/island';

function StoreNotice({ root, props, warn }: IslandProps<{ noticeId: string }>) {
  const cookie = `store_notice${props.noticeId}`;
  const [dismissed, setDismissed] = useState(() => getCookie(cookie) === 'hidden');
  const link = useServerNode(root, '.woocommerce-store-notice__dismiss-link');

  useLayoutEffect(() => setShown(root, !dismissed), [root, dismissed]);
  useLayoutEffect(() => {
    if (!dismissed && !link)
      warn('no .woocommerce-store-notice__dismiss-link inside; the notice cannot be dismissed');
  }, [dismissed, link, warn]);

  const dismiss = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    setCookie(cookie, 'hidden');
    setDismissed(true);
  };
  const live = dismissed ? null : link;
  useListener(live, 'click', dismiss);
  useListener(live, 'keydown', dismiss);
  return null;
}

export default defineIsland({
  name: 'store-notice',
  // Any string is a valid notice id, so no schema: the notice is on every page.
  props: (root) => ({ noticeId: root.dataset.noticeId ?? '' }),
  Component: StoreNotice,
});
