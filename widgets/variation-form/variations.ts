/**
 * The form's variations: read from `data-product_variations` (local mode, with the matching engine) or
 * none (ajax mode). Read again on `reload_product_variations`. Variation objects a plugin or the server
 * hands over later are read once each and remembered.
 */
import type { Variation } from '../../shared/bus';
import { createMatcher, type Matcher } from './matching';
import type { Attribute } from './markup';
import { readVariation, readVariationList, type VariationEntry } from './variation-data';

export interface Variations {
  entries: VariationEntry[];
  /** Undefined in ajax mode. */
  matcher: Matcher | undefined;
  reload(): void;
  entryOf(raw: Variation): VariationEntry | undefined;
}

export function createVariations(
  form: HTMLElement,
  attributes: Attribute[],
  warn: (message: string, detail?: unknown) => void,
): Variations {
  const known = new WeakMap<object, VariationEntry>();
  const variations: Variations = {
    entries: [],
    matcher: undefined,
    reload() {
      const list = readVariationList(form.dataset.product_variations, warn);
      variations.entries = list === 'ajax' ? [] : list;
      variations.matcher = list === 'ajax' ? undefined : createMatcher(attributes, variations.entries);
      for (const entry of variations.entries) known.set(entry.raw, entry);
    },
    entryOf(raw) {
      const entry = known.get(raw) ?? readVariation(raw);
      if (typeof entry === 'string') {
        warn(`a variation object was ignored: it ${entry}`, raw);
        return undefined;
      }
      known.set(raw, entry);
      return entry;
    },
  };
  variations.reload();
  return variations;
}
