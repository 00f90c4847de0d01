/**
 * The variation form island (SPEC §2, §4, §5, §7 get_variation; reference §3; plugins.md §1). Root:
 * `form.variations_form` — marked with `data-island="variation-form"`, or adopted by the registry when a
 * template or a quick-view plugin prints the form without it. See README.md for the markup contract.
 * Forms that appear later are found by the runtime: the registry adopts new nodes at once, and the loader
 * and shared/http.ts scan again 1000 ms after every request (SPEC §4), on every page.
 */
import { defineLegacyIsland } from '../../shared/island';
import { mountVariationForm } from './form';

export default defineLegacyIsland({
  mount({ root, signal, warn }) {
    if (!(root instanceof HTMLFormElement)) {
      warn('the root is not a <form class="variations_form">; nothing mounted');
      return;
    }
    mountVariationForm(root, signal, warn);
  },
});
