// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMatcher, type Chosen, type FormAttribute, type MatchableVariation } from './matching';
import { createMatcher as createOracle } from './matching-oracle';

const KOLOR = 'attribute_pa_kolor';
const ROZMIAR = 'attribute_pa_rozmiar';
const FORM: FormAttribute[] = [
  { name: KOLOR, values: ['czerwony', 'niebieski', 'zielony'] },
  { name: ROZMIAR, values: ['s', 'm', 'l'] },
];

const v = (
  attributes: Record<string, string>,
  extra: Partial<MatchableVariation> = {},
): MatchableVariation => ({
  attributes,
  ...extra,
});

describe('variation matching', () => {
  it("treats '' on the variation side as any value", () => {
    const m = createMatcher(FORM, [
      v({ [KOLOR]: 'czerwony', [ROZMIAR]: '' }),
      v({ [KOLOR]: '', [ROZMIAR]: 'l' }),
    ]);
    expect(m.find({ [KOLOR]: 'czerwony', [ROZMIAR]: 'm' })).toBe(0);
    expect(m.find({ [KOLOR]: 'zielony', [ROZMIAR]: 'l' })).toBe(1);
    expect(m.find({ [KOLOR]: 'zielony', [ROZMIAR]: 's' })).toBe(-1);
    expect(m.options({ [KOLOR]: 'czerwony' })).toEqual([
      ['available', 'available', 'available'],
      ['available', 'available', 'available'],
    ]);
    expect(m.options({ [KOLOR]: 'zielony' })[1]).toEqual(['absent', 'absent', 'available']);
  });

  it("treats '' or a missing key on the form side as not chosen", () => {
    const m = createMatcher(FORM, [v({ [KOLOR]: 'niebieski', [ROZMIAR]: 'm' })]);
    expect(m.find({})).toBe(0);
    expect(m.find({ [KOLOR]: '', [ROZMIAR]: 'm' })).toBe(0);
    expect(m.find({ [ROZMIAR]: 's' })).toBe(-1);
  });

  it('treats a variation without a key for an attribute as any value', () => {
    const m = createMatcher(FORM, [v({ [KOLOR]: 'zielony' })]);
    expect(m.find({ [KOLOR]: 'zielony', [ROZMIAR]: 's' })).toBe(0);
    expect(m.options({ [KOLOR]: 'zielony' })[1]).toEqual(['available', 'available', 'available']);
    expect(m.options({ [ROZMIAR]: 'l' })[0]).toEqual(['absent', 'absent', 'available']);
  });

  it('ignores keys the form does not have, on either side', () => {
    const m = createMatcher(FORM, [v({ [KOLOR]: 'czerwony', [ROZMIAR]: 's', attribute_pa_wzor: 'kropki' })]);
    const chosen = { [KOLOR]: 'czerwony', [ROZMIAR]: 's', attribute_pa_wzor: 'paski' };
    expect(m.find(chosen)).toBe(0);
    expect(m.options(chosen)).toEqual([
      ['available', 'absent', 'absent'],
      ['available', 'absent', 'absent'],
    ]);
    expect(m.settle(chosen)).toEqual({ [KOLOR]: 'czerwony', [ROZMIAR]: 's' });
  });

  it('tells inactive variations from out-of-stock ones', () => {
    const m = createMatcher(FORM, [
      v({ [KOLOR]: 'czerwony', [ROZMIAR]: 's' }, { is_in_stock: false }),
      v({ [KOLOR]: 'niebieski', [ROZMIAR]: 's' }, { variation_is_active: false }),
      // Inactive and out of stock: inactive wins.
      v({ [KOLOR]: 'zielony', [ROZMIAR]: 's' }, { variation_is_active: false, is_in_stock: false }),
      v({ [KOLOR]: 'czerwony', [ROZMIAR]: 'm' }, { variation_is_active: true, is_in_stock: true }),
    ]);
    expect(m.options({ [ROZMIAR]: 's' })[0]).toEqual(['out-of-stock', 'inactive', 'inactive']);
    expect(m.options({})[0]).toEqual(['available', 'inactive', 'inactive']);
    expect(m.find({ [KOLOR]: 'czerwony' })).toBe(0);
    expect(m.find({ [KOLOR]: 'czerwony' }, true)).toBe(3);
    expect(m.find({ [KOLOR]: 'niebieski' })).toBe(1);
    expect(m.find({ [KOLOR]: 'niebieski' }, true)).toBe(-1);
    // Out of stock stays chosen (the form shows it as unavailable); inactive is cleared.
    expect(m.settle({ [KOLOR]: 'czerwony', [ROZMIAR]: 's' })).toEqual({
      [KOLOR]: 'czerwony',
      [ROZMIAR]: 's',
    });
    expect(m.settle({ [KOLOR]: 'niebieski', [ROZMIAR]: 's' })).toEqual({ [KOLOR]: '', [ROZMIAR]: 's' });
  });

  it('settles in form order, each attribute against the already-settled others', () => {
    const m = createMatcher(FORM, [
      v({ [KOLOR]: 'czerwony', [ROZMIAR]: 's' }),
      v({ [KOLOR]: 'niebieski', [ROZMIAR]: 'm' }),
    ]);
    // kolor is judged against rozmiar = m and goes; rozmiar is then judged against nothing and stays.
    expect(m.settle({ [KOLOR]: 'czerwony', [ROZMIAR]: 'm' })).toEqual({ [KOLOR]: '', [ROZMIAR]: 'm' });
    expect(m.settle({ [KOLOR]: 'niebieski', [ROZMIAR]: 'm' })).toEqual({
      [KOLOR]: 'niebieski',
      [ROZMIAR]: 'm',
    });
    expect(m.settle({ [ROZMIAR]: 'l' })).toEqual({ [KOLOR]: '', [ROZMIAR]: '' });
    // Options judge each attribute against the others only, without settling.
    expect(m.options({ [KOLOR]: 'czerwony', [ROZMIAR]: 'm' })).toEqual([
      ['absent', 'available', 'absent'],
      ['available', 'absent', 'absent'],
    ]);
  });

  it('handles chosen values that are not in the list exactly', () => {
    const m = createMatcher(FORM, [
      v({ [KOLOR]: '', [ROZMIAR]: 's' }),
      v({ [KOLOR]: 'fioletowy', [ROZMIAR]: 'm' }),
      v({ [KOLOR]: 'czerwony', [ROZMIAR]: 'l' }),
    ]);
    for (let round = 0; round < 2; round++) {
      // Second round: from the cached set.
      expect(m.find({ [KOLOR]: 'fioletowy' })).toBe(0);
      expect(m.find({ [KOLOR]: 'fioletowy', [ROZMIAR]: 'm' })).toBe(1);
      expect(m.find({ [KOLOR]: 'czarny', [ROZMIAR]: 'm' })).toBe(-1);
      expect(m.options({ [KOLOR]: 'fioletowy' })[1]).toEqual(['available', 'available', 'absent']);
      expect(m.options({ [KOLOR]: 'czarny' })[1]).toEqual(['available', 'absent', 'absent']);
      // Not one of the values: cleared, and it still weighs on the attributes before it.
      expect(m.settle({ [KOLOR]: 'fioletowy', [ROZMIAR]: 'm' })).toEqual({ [KOLOR]: '', [ROZMIAR]: 'm' });
      expect(m.settle({ [KOLOR]: 'czerwony', [ROZMIAR]: 'xl' })).toEqual({ [KOLOR]: '', [ROZMIAR]: '' });
    }
  });

  it('answers with an empty variation list', () => {
    const m = createMatcher(FORM, []);
    expect(m.find({})).toBe(-1);
    expect(m.find({ [KOLOR]: 'czerwony' }, true)).toBe(-1);
    expect(m.options({})).toEqual([
      ['absent', 'absent', 'absent'],
      ['absent', 'absent', 'absent'],
    ]);
    expect(m.settle({ [KOLOR]: 'czerwony', [ROZMIAR]: 's' })).toEqual({ [KOLOR]: '', [ROZMIAR]: '' });
  });

  it('ignores the own choice of a single attribute', () => {
    const m = createMatcher(
      [FORM[0]!],
      [v({ [KOLOR]: 'czerwony' }, { is_in_stock: false }), v({ [KOLOR]: 'zielony' })],
    );
    const choices: Chosen[] = [{}, { [KOLOR]: 'czerwony' }, { [KOLOR]: 'niebieski' }];
    for (const chosen of choices) {
      expect(m.options(chosen)).toEqual([['out-of-stock', 'absent', 'available']]);
    }
    expect(m.settle({ [KOLOR]: 'niebieski' })).toEqual({ [KOLOR]: '' });
    expect(m.settle({ [KOLOR]: 'czerwony' })).toEqual({ [KOLOR]: 'czerwony' });
  });

  it('finds variations beyond the first bitset words, the first in list order', () => {
    const variations = Array.from({ length: 100 }, (_, x) =>
      v({ [KOLOR]: x === 64 || x === 95 ? 'zielony' : 'czerwony', [ROZMIAR]: x === 95 ? 'l' : 's' }),
    );
    variations[64]!.is_in_stock = false;
    const m = createMatcher(FORM, variations);
    expect(m.find({ [KOLOR]: 'zielony' })).toBe(64);
    expect(m.find({ [KOLOR]: 'zielony' }, true)).toBe(95);
    expect(m.find({ [ROZMIAR]: 'l' })).toBe(95);
    expect(m.options({ [ROZMIAR]: 's' })[0]).toEqual(['available', 'absent', 'out-of-stock']);
  });
});

/** mulberry32: a tiny seeded PRNG, so a failing case can be replayed from its seed. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Product {
  form: FormAttribute[];
  variations: MatchableVariation[];
}

function randomProduct(random: () => number): Product {
  const int = (n: number) => Math.floor(random() * n);
  const form = Array.from({ length: 1 + int(4) }, (_, i) => ({
    name: `attribute_pa_${i}`,
    values: Array.from({ length: 1 + int(6) }, (_, j) => `v${j}`),
  }));
  const variations: MatchableVariation[] = [];
  const count = int(41);
  for (let x = 0; x < count; x++) {
    const previous = variations[int(variations.length)];
    const attributes: Record<string, string> = {};
    if (previous && random() < 0.1) Object.assign(attributes, previous.attributes);
    else {
      for (const { name, values } of form) {
        const r = random();
        if (r < 0.05) continue; // missing key
        attributes[name] = r < 0.25 ? '' : r < 0.28 ? 'v9' : values[int(values.length)]!;
      }
      if (random() < 0.1) attributes.attribute_pa_extra = `e${int(2)}`;
    }
    const variation: MatchableVariation = { attributes };
    if (random() < 0.8) variation.variation_is_active = random() < 0.85;
    if (random() < 0.8) variation.is_in_stock = random() < 0.7;
    variations.push(variation);
  }
  return { form, variations };
}

function randomChoice(random: () => number, form: FormAttribute[]): Chosen {
  const chosen: Record<string, string> = {};
  for (const { name, values } of form) {
    const r = random();
    if (r < 0.1) continue;
    chosen[name] =
      r < 0.35 ? '' : r < 0.4 ? 'v9' : r < 0.42 ? 'nieznana' : values[Math.floor(random() * values.length)]!;
  }
  if (random() < 0.1) chosen.attribute_pa_extra = 'e0';
  return chosen;
}

describe('variation matching equals the oracle', () => {
  it('on thousands of random products and choices', () => {
    const seen = new Set<string>();
    let checks = 0;
    for (let seed = 1; seed <= 3000; seed++) {
      const random = prng(seed);
      const product = randomProduct(random);
      const engine = createMatcher(product.form, product.variations);
      const oracle = createOracle(product.form, product.variations);
      for (let round = 0; round < 8; round++) {
        const chosen = randomChoice(random, product.form);
        const answer = (m: typeof engine) => ({
          find: m.find(chosen),
          findInStock: m.find(chosen, true),
          options: m.options(chosen),
          settle: m.settle(chosen),
        });
        const got = answer(engine);
        const want = answer(oracle);
        // One cheap comparison per case; the readable diff only for a failure.
        if (JSON.stringify(got) !== JSON.stringify(want)) {
          expect({ seed, round, chosen, ...got }).toEqual({ seed, round, chosen, ...want });
        }
        checks++;
        for (const states of want.options) for (const state of states) seen.add(state);
        if (want.find >= 0) seen.add('found');
        if (want.findInStock !== want.find) seen.add('found another in stock');
        if (Object.entries(want.settle).some(([name, value]) => value !== (chosen[name] ?? '')))
          seen.add('cleared');
      }
    }
    expect(checks).toBe(24_000);
    // The generator reaches every kind of answer, or the comparison proves little.
    expect([...seen].sort()).toEqual(
      [
        'absent',
        'available',
        'cleared',
        'found',
        'found another in stock',
        'inactive',
        'out-of-stock',
      ].sort(),
    );
  });
});
