/**
 * Variation matching: which variation a choice selects, which options stay offered and
 * which choices must be cleared. Pure: the caller reads the form and decodes HTML entities.
 *
 * Every question is an intersection of "variations compatible with attribute A = v" sets ('' on the variation
 * side is "any", so such a variation sits in every set of its attribute). Keeping those sets as bitsets over
 * variation indexes turns one selection change into a few word-wise ANDs per option instead of a scan of all
 * variations per option. matching-oracle.ts answers the same questions by plain scanning (tests, bench).
 */

export interface MatchableVariation {
  attributes: Record<string, string>;
  variation_is_active?: boolean;
  is_in_stock?: boolean;
}

/** name like 'attribute_pa_kolor'; values = the select's option values in order, without ''. */
export interface FormAttribute {
  name: string;
  values: readonly string[];
}

/** Attribute name → value; '' or missing = not chosen. Keys the form does not have are ignored. */
export type Chosen = Readonly<Record<string, string>>;

/**
 * 'available': offered by an active in-stock variation; 'out-of-stock': offered by active variations, none in
 * stock; 'inactive': offered only by inactive variations; 'absent': not offered at all.
 */
export type OptionState = 'available' | 'out-of-stock' | 'inactive' | 'absent';

export interface Matcher {
  /** Index of the first variation (list order) matching every chosen attribute, or -1. With inStockOnly, only active in-stock ones count. */
  find(chosen: Chosen, inStockOnly?: boolean): number;
  /** For each form attribute (same order), the state of each of its values (same order) given the other chosen attributes. */
  options(chosen: Chosen): OptionState[][];
  /**
   * The choice with invalid values cleared: attributes in form order, each chosen value whose state (given the
   * current, already-settled others) is 'inactive' or 'absent' — or not one of the attribute's values —
   * becomes ''. One pass in order. The result has exactly the form's attributes, in form order.
   */
  settle(chosen: Chosen): Record<string, string>;
}

type Bits = Uint32Array;

/** A record's value for an attribute; missing (or not a string, e.g. an inherited key) counts as ''. */
function valueOf(record: Readonly<Record<string, unknown>>, name: string): string {
  const value = record[name];
  return typeof value === 'string' ? value : '';
}

/** dst &= src, word by word. */
function and(dst: Bits, src: Bits): void {
  for (let k = 0; k < dst.length; k++) dst[k]! &= src[k]!;
}

function firstBit(bits: Bits): number {
  for (let k = 0; k < bits.length; k++) {
    const word = bits[k]!;
    // Isolate the lowest set bit, then its position is 31 - leading zeros.
    if (word !== 0) return (k << 5) + 31 - Math.clz32(word & -word);
  }
  return -1;
}

function anyCommon(a: Bits, b: Bits): boolean {
  for (let k = 0; k < a.length; k++) if ((a[k]! & b[k]!) !== 0) return true;
  return false;
}

export function createMatcher(
  attributes: readonly FormAttribute[],
  variations: readonly MatchableVariation[],
): Matcher {
  const words = (variations.length + 31) >>> 5;
  const all = new Uint32Array(words);
  const active = new Uint32Array(words);
  /** Active and in stock. */
  const inStock = new Uint32Array(words);
  /** Per attribute: listed value → variations whose value is that value or ''. */
  const listed = attributes.map((a) => new Map(a.values.map((v) => [v, new Uint32Array(words)])));
  /** Per attribute: the same for values outside the list, built on first use (a choice may carry any string). */
  const unlisted = attributes.map(() => new Map<string, Bits>());

  variations.forEach((variation, x) => {
    const word = x >>> 5;
    const bit = 1 << (x & 31);
    all[word]! |= bit;
    if (variation.variation_is_active !== false) {
      active[word]! |= bit;
      if (variation.is_in_stock !== false) inStock[word]! |= bit;
    }
    attributes.forEach((attribute, i) => {
      const value = valueOf(variation.attributes, attribute.name);
      const sets = listed[i]!;
      if (value === '') for (const set of sets.values()) set[word]! |= bit;
      else {
        // A value outside the list only ever matches a choice of that exact value (see unlisted).
        const set = sets.get(value);
        if (set) set[word]! |= bit;
      }
    });
  });

  /** The bitsets of each attribute's values, in the form's order (duplicated values share one). */
  const slots = attributes.map((a, i) => a.values.map((v) => listed[i]!.get(v)!));

  function setFor(i: number, value: string): Bits | null {
    if (value === '') return null;
    const known = listed[i]!.get(value) ?? unlisted[i]!.get(value);
    if (known) return known;
    const name = attributes[i]!.name;
    const set = new Uint32Array(words);
    variations.forEach((variation, x) => {
      const own = valueOf(variation.attributes, name);
      if (own === '' || own === value) set[x >>> 5]! |= 1 << (x & 31);
    });
    unlisted[i]!.set(value, set);
    return set;
  }

  // Scratch space reused by every call: the calls are synchronous and never nest.
  const picked: Array<Bits | null> = attributes.map(() => null);
  const scratch = new Uint32Array(words);

  /** picked[i] := the set of the chosen value of attribute i (null: not chosen). */
  function pick(chosen: Chosen): void {
    for (let i = 0; i < attributes.length; i++) picked[i] = setFor(i, valueOf(chosen, attributes[i]!.name));
  }

  /** scratch := base ∩ every picked set except attribute `skip`'s. */
  function narrow(base: Bits, skip: number): Bits {
    scratch.set(base);
    for (let j = 0; j < picked.length; j++) {
      const set = picked[j];
      if (set && j !== skip) and(scratch, set);
    }
    return scratch;
  }

  function stateIn(others: Bits, set: Bits): OptionState {
    let offered = false;
    let offeredActive = false;
    for (let k = 0; k < others.length; k++) {
      const word = others[k]! & set[k]!;
      if (word === 0) continue;
      if ((word & inStock[k]!) !== 0) return 'available';
      offered = true;
      if ((word & active[k]!) !== 0) offeredActive = true;
    }
    return offeredActive ? 'out-of-stock' : offered ? 'inactive' : 'absent';
  }

  return {
    find(chosen, inStockOnly = false) {
      pick(chosen);
      return firstBit(narrow(inStockOnly ? inStock : all, -1));
    },

    options(chosen) {
      pick(chosen);
      return slots.map((sets, i) => {
        const others = narrow(all, i);
        return sets.map((set) => stateIn(others, set));
      });
    },

    settle(chosen) {
      pick(chosen);
      const settled: Record<string, string> = {};
      for (const a of attributes) settled[a.name] = valueOf(chosen, a.name);
      attributes.forEach((a, i) => {
        const value = settled[a.name]!;
        if (value === '') return;
        // Kept while an active variation offers it: 'available' and 'out-of-stock' both need one.
        const own = listed[i]!.get(value);
        if (own && anyCommon(narrow(active, i), own)) return;
        settled[a.name] = '';
        picked[i] = null;
      });
      return settled;
    },
  };
}
