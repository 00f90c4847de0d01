/**
 * Store notice (SPEC §2 site-wide, §4): the server always prints the notice hidden (pages are cached);
 * this island shows it unless the shopper dismissed it, and dismisses it by click, Enter or Space on its
 * link — remembered in the session cookie `store_notice<noticeId>` = `hidden`, path `/`.
 */

import { getCookie, setCookie } from '../../shared/cookies';
import { defineIsland, setShown } from '../../shared/island';

export default defineIsland({
  // Any string is a valid notice id, so no schema: the notice is on every page, and zod would add ~7 KB
  // to every page's boot for nothing.
  props: (root) => ({ noticeId: root.dataset.noticeId ?? '' }),
  mount({ root, props, signal, warn }) {
    const cookie = `store_notice${props.noticeId}`;
    if (getCookie(cookie) === 'hidden') return setShown(root, false);
    setShown(root, true);

    const link = root.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link');
    if (!link)
      return warn('no .woocommerce-store-notice__dismiss-link inside; the notice cannot be dismissed');
    const dismiss = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      setCookie(cookie, 'hidden');
      setShown(root, false);
    };
    link.addEventListener('click', dismiss, { signal });
    link.addEventListener('keydown', dismiss, { signal });
  },
});
