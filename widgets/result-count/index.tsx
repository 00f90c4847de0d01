/**
 * Result count: when the results changed (the URL has a query string) and no block-based product filters
 * are on the page, the count is announced again 2 s after the island mounts, so screen-reader users hear
 * what the filter or sort did. The count is its own alert region: hidden from assistive technology until
 * then, and re-inserted so the region speaks.
 */
import { useLayoutEffect, useState } from 'react';
import { RESULT_COUNT_ANNOUNCE_DELAY_MS } from '../../shared/constants';
import { defineIsland, type IslandProps } from '../../shared/island';

const resultsChanged = () =>
  !!location.search && !document.querySelector('[data-wp-interactive="woocommerce/product-filters"]');

function ResultCount({ root }: IslandProps<undefined>) {
  const [due] = useState(resultsChanged);
  const [spoken, setSpoken] = useState(false);

  useLayoutEffect(() => {
    if (!due) return;
    root.setAttribute('role', 'alert');
    root.setAttribute('aria-hidden', String(!spoken));
    // Re-inserting the same nodes makes the alert region speak again.
    if (spoken) root.replaceChildren(...root.childNodes);
  }, [root, due, spoken]);
  useLayoutEffect(() => {
    if (!due) return;
    const timer = setTimeout(() => setSpoken(true), RESULT_COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [due]);
  return null;
}

export default defineIsland({ name: 'result-count', Component: ResultCount });
