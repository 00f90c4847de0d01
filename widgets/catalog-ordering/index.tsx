/**
 * Catalog ordering: choosing a sort order in `select.orderby` submits the form at once. Without JavaScript
 * the form still has its own submit path (Enter or the theme's button).
 */
import { useLayoutEffect } from 'react';
import { useListener } from '../../shared/hooks';
import { defineIsland, type IslandProps } from '../../shared/island';

function CatalogOrdering({ props: { form }, warn }: IslandProps<{ form: HTMLFormElement | null }>) {
  useLayoutEffect(() => {
    if (!form) warn('no form to submit');
  }, [form, warn]);
  useListener(form, 'change', (event) => {
    if (!form || !(event.target as Element).matches('select.orderby')) return;
    // requestSubmit runs submit listeners (analytics, filters) as jQuery's trigger('submit') did.
    if (typeof form.requestSubmit === 'function') form.requestSubmit();
    else form.submit();
  });
  return null;
}

export default defineIsland({
  name: 'catalog-ordering',
  // No form is not fatal: the island warns and the select keeps working as a plain field.
  props: (root) => ({ form: root instanceof HTMLFormElement ? root : root.querySelector('form') }),
  Component: CatalogOrdering,
});
