/**
 * Variation matching (widgets/variation-form/matching.ts) against its scanning oracle: the cost of one
 * selection change — settle the new choice, compute the options to show, find the variation — on generated
 * products of 100 to 10,000 variations.
 */
import os from 'node:os';

export const title = 'Matching engine';

const SIZES = [100, 1_000, 10_000];
const ATTRIBUTE_COUNTS = [2, 3, 4];
const RUNS = 7;
/** Each timed run lasts about this long (a run is at least one selection change). */
const RUN_MS = 40;

/** mulberry32: seeded, so both implementations see the same products and the same clicks. */
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` variations drawn without repeats from the full cartesian product of the smallest value lists that
 * reach it; 5% of the values are 'any', 8% of the variations inactive, 15% of the active ones out of stock.
 */
function makeProduct(count, attributeCount, seed) {
  const random = prng(seed);
  let perAttribute = 1;
  while (perAttribute ** attributeCount < count) perAttribute++;
  const form = Array.from({ length: attributeCount }, (_, i) => ({
    name: `attribute_pa_cecha-${i}`,
    values: Array.from({ length: perAttribute }, (_, j) => `wartosc-${j}`),
  }));
  const combinations = Array.from({ length: perAttribute ** attributeCount }, (_, n) => n);
  for (let i = combinations.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [combinations[i], combinations[j]] = [combinations[j], combinations[i]];
  }
  const variations = combinations.slice(0, count).map((combination) => {
    const attributes = {};
    for (const { name, values } of form) {
      attributes[name] = random() < 0.05 ? '' : values[combination % perAttribute];
      combination = Math.floor(combination / perAttribute);
    }
    const active = random() >= 0.08;
    return { attributes, variation_is_active: active, is_in_stock: !active || random() >= 0.15 };
  });
  return { form, variations };
}

/** One shopper clicking around: each call is one selection change, as the variation form would make it. */
function shopper(matcher, form, seed) {
  const random = prng(seed);
  let chosen = {};
  let states = matcher.options(chosen);
  return () => {
    const i = Math.floor(random() * form.length);
    const { name, values } = form[i];
    // One time in ten a reset of the attribute, else one of the options the form still shows.
    let value = '';
    if (random() >= 0.1) {
      const start = Math.floor(random() * values.length);
      for (let d = 0; d < values.length && value === ''; d++) {
        const j = (start + d) % values.length;
        if (states[i][j] === 'available' || states[i][j] === 'out-of-stock') value = values[j];
      }
    }
    chosen = matcher.settle({ ...chosen, [name]: value });
    states = matcher.options(chosen);
    matcher.find(chosen);
  };
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

function elapsedMs(work, repeats) {
  const started = process.hrtime.bigint();
  for (let r = 0; r < repeats; r++) work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** Median µs per selection change; the calibration (doubling until a run is long enough) is the warm-up. */
function measure(createMatcher, product) {
  const matcher = createMatcher(product.form, product.variations);
  const change = shopper(matcher, product.form, 7);
  let steps = 1;
  while (elapsedMs(change, steps) < RUN_MS) steps *= 2;
  return median(Array.from({ length: RUNS }, () => (elapsedMs(change, steps) * 1000) / steps));
}

/** Median ms to build a matcher (the page pays it once, when the form mounts). */
function buildMs(createMatcher, product) {
  return median(
    Array.from({ length: RUNS }, () => elapsedMs(() => createMatcher(product.form, product.variations), 1)),
  );
}

const format = (n) => n.toLocaleString('en-US', { maximumSignificantDigits: 3 });

export async function run({ importTs }) {
  const { createMatcher } = await importTs('widgets/variation-form/matching.ts');
  const { createMatcher: createOracle } = await importTs('widgets/variation-form/matching-oracle.ts');
  const rows = [];
  let build = '';
  for (const size of SIZES) {
    for (const attributeCount of ATTRIBUTE_COUNTS) {
      const product = makeProduct(size, attributeCount, size + attributeCount);
      const engine = measure(createMatcher, product);
      const oracle = measure(createOracle, product);
      rows.push(
        `| ${size.toLocaleString('en-US')} | ${attributeCount} | ${format(engine)} | ${format(oracle)} | ` +
          `×${format(oracle / engine)} |`,
      );
      if (size === SIZES.at(-1) && attributeCount === ATTRIBUTE_COUNTS.at(-1)) {
        createMatcher(product.form, product.variations); // warm-up
        build = format(buildMs(createMatcher, product));
      }
    }
  }
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const intro = `One selection change = \`settle\` + \`options\` + \`find\` after a random click on an option the
form still shows (or a reset); µs per change, median of ${RUNS} runs of ~${RUN_MS} ms each after a warm-up.
Products: a random part of the cartesian product of the value lists, 5% 'any' values, 8% inactive and ~14%
out-of-stock variations. Oracle: widgets/variation-form/matching-oracle.ts, which scans every variation.`;
  return [
    intro,
    '',
    '| variations | attributes | engine µs | oracle µs | speed-up |',
    '| ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `Building the engine for ${SIZES.at(-1).toLocaleString('en-US')} variations × ${ATTRIBUTE_COUNTS.at(-1)} ` +
      `attributes: ${build} ms (once per form).`,
    '',
    `Machine: ${cpu}, ${os.cpus().length} cores, Node ${process.version}, ${os.platform()} ${os.arch()}; ` +
      `${new Date().toISOString().slice(0, 10)}.`,
  ].join('\n');
}
