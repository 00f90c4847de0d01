/**
 * Result count (SPEC §2 listing, §9 2000 ms; reference §5): when the results changed (the URL has a
 * query string) and no block-based product filters are on the page, the count is announced again 2 s
 * after load, so screen-reader users hear what the filter or sort did.
 */
import { RESULT_COUNT_ANNOUNCE_DELAY_MS } from '../../shared/constants';
import { defineLegacyIsland } from '../../shared/island';

export default defineLegacyIsland({
  mount({ root, signal }) {
    if (!location.search || document.querySelector('[data-wp-interactive="woocommerce/product-filters"]'))
      return;
    root.setAttribute('role', 'alert');
    root.setAttribute('aria-hidden', 'true');
    const timer = setTimeout(() => {
      root.setAttribute('aria-hidden', 'false');
      // Re-inserting the same nodes makes the alert region speak again.
      root.replaceChildren(...root.childNodes);
    }, RESULT_COUNT_ANNOUNCE_DELAY_MS);
    signal.addEventListener('abort', () => clearTimeout(timer));
  },
});
