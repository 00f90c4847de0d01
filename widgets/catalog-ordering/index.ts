/**
 * Catalog ordering (SPEC §2 listing): choosing a sort order in `select.orderby` submits the form at once.
 * Without JavaScript the form still has its own submit path (Enter or the theme's button).
 */
import { defineLegacyIsland } from '../../shared/island';

export default defineLegacyIsland({
  mount({ root, signal, warn }) {
    const form = root instanceof HTMLFormElement ? root : root.querySelector('form');
    if (!form) return warn('no form to submit');
    form.addEventListener(
      'change',
      (event) => {
        if (!(event.target as Element).matches('select.orderby')) return;
        // requestSubmit runs submit listeners (analytics, filters) as jQuery's trigger('submit') did.
        if (typeof form.requestSubmit === 'function') form.requestSubmit();
        else form.submit();
      },
      { signal },
    );
  },
});
