/**
 * The rules of matching.ts read literally: every question scans every variation.
 * Slow on purpose and kept free of cleverness: it is the test oracle and the benchmark baseline, never
 * shipped.
 */
import type { Chosen, FormAttribute, Matcher, MatchableVariation, OptionState } from './matching';

function valueOf(record: Readonly<Record<string, unknown>>, name: string): string {
  const value = record[name];
  return typeof value === 'string' ? value : '';
}

const isActive = (variation: MatchableVariation) => variation.variation_is_active !== false;
const isActiveInStock = (variation: MatchableVariation) =>
  isActive(variation) && variation.is_in_stock !== false;

export function createMatcher(
  attributes: readonly FormAttribute[],
  variations: readonly MatchableVariation[],
): Matcher {
  /** Every form attribute except the one at `skip` is unchosen, any, or equal. */
  function matches(variation: MatchableVariation, chosen: Chosen, skip: number): boolean {
    return attributes.every((attribute, i) => {
      if (i === skip) return true;
      const want = valueOf(chosen, attribute.name);
      const have = valueOf(variation.attributes, attribute.name);
      return want === '' || have === '' || have === want;
    });
  }

  function stateOf(i: number, value: string, chosen: Chosen): OptionState {
    const name = attributes[i]!.name;
    const offering = variations.filter((variation) => {
      const have = valueOf(variation.attributes, name);
      return (have === value || have === '') && matches(variation, chosen, i);
    });
    if (offering.some(isActiveInStock)) return 'available';
    if (offering.some(isActive)) return 'out-of-stock';
    return offering.length > 0 ? 'inactive' : 'absent';
  }

  return {
    find(chosen, inStockOnly = false) {
      return variations.findIndex(
        (variation) => matches(variation, chosen, -1) && (!inStockOnly || isActiveInStock(variation)),
      );
    },

    options(chosen) {
      return attributes.map((attribute, i) => attribute.values.map((value) => stateOf(i, value, chosen)));
    },

    settle(chosen) {
      const settled: Record<string, string> = {};
      for (const attribute of attributes) settled[attribute.name] = valueOf(chosen, attribute.name);
      attributes.forEach((attribute, i) => {
        const value = settled[attribute.name]!;
        if (value === '') return;
        const state = attribute.values.includes(value) ? stateOf(i, value, settled) : 'absent';
        if (state === 'inactive' || state === 'absent') settled[attribute.name] = '';
      });
      return settled;
    },
  };
}
