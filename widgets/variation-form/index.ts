/**
 * The variation form island (SPEC §2, §4, §5, §7 get_variation; reference §3; plugins.md §1). Root:
 * `form.variations_form` — marked with `data-island="variation-form"`, or adopted by the registry when a
 * template or a quick-view plugin prints the form without it. See README.md for the markup contract.
 */
import { on } from '../../shared/bus';
import { SWATCH_REINIT_AFTER_REQUEST_MS } from '../../shared/constants';
import { defineIsland } from '../../shared/island';
import { mountVariationForm } from './form';

let watching = false;
/**
 * The swatches plugin looks for new forms 1000 ms after every asynchronous request (SPEC §4). New nodes
 * are adopted at once by the registry; this catches forms that became `.variations_form` without a node
 * being added (a quick view filling an existing element).
 */
function rescanAfterRequests(): void {
  if (watching) return;
  watching = true;
  const later = () =>
    setTimeout(
      () => (window as { wcIslands?: { scan?: () => void } }).wcIslands?.scan?.(),
      SWATCH_REINIT_AFTER_REQUEST_MS,
    );
  const jq = (window as { jQuery?: (d: Document) => { on(e: string, f: () => void): unknown } }).jQuery;
  jq?.(document).on('ajaxComplete', later);
  for (const name of [
    'added_to_cart',
    'removed_from_cart',
    'wc_fragments_refreshed',
    'updated_checkout',
  ] as const)
    on(name, later);
}

export default defineIsland({
  mount({ root, signal, warn }) {
    if (!(root instanceof HTMLFormElement)) {
      warn('the root is not a <form class="variations_form">; nothing mounted');
      return;
    }
    rescanAfterRequests();
    mountVariationForm(root, signal, warn);
  },
});
