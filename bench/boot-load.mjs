/**
 * DOMContentLoaded and load of each page type with the islands (both flavours) against the same page
 * printed without them (`?islands=off`: the server markup and shop.css only), that page with WooCommerce's
 * params globals (`?islands=params`: what a shop without the islands prints in the head anyway), and that
 * page with an empty module where the loader would be (`?islands=empty`: what any module costs), in Chromium
 * at 4× CPU throttling. Cold loads (a fresh browser context each) in rounds: each round loads the variants
 * back to back, in an order that rotates from round to round, so a slower stretch of the machine falls on
 * all of them alike; the ratio of a row is the median of its per-round ratios.
 */
import { PAGE_TYPES } from '../scripts/size.mjs';
import { fmtStats, machine, runs, stats, THROTTLE, withShop } from './browser.mjs';

export const title = `Page load against the page without islands (Chromium, ${THROTTLE}× CPU throttling)`;

/** Rounds per page type (BENCH_RUNS overrides it; the table says how many). */
const ROUNDS = runs(9);

const VARIANTS = [
  { name: 'preact', options: { flavour: 'preact' } },
  { name: 'react', options: { flavour: 'react' } },
  { name: 'params only', options: { query: { islands: 'params' } } },
  { name: 'empty module', options: { query: { islands: 'empty' } } },
  { name: 'no islands', options: { query: { islands: 'off' } } },
];
/** Each baseline, the timings compared with it and the target of their ratio. */
const BASELINES = [
  { name: 'no islands', keys: ['fcp', 'dcl'], target: 1.05 },
  { name: 'params only', keys: ['fcp', 'dcl'], target: 1.05 },
  { name: 'empty module', keys: ['fcp', 'dcl', 'load'], target: 1.03 },
];
const ISLANDS = new Set(['preact', 'react']);

/** In the page, once `load` has run: its navigation timing in ms from navigation start. */
function navigationTiming() {
  const [entry] = performance.getEntriesByType('navigation');
  const [paint] = performance.getEntriesByName('first-contentful-paint');
  return entry && entry.loadEventEnd > 0 && paint
    ? { fcp: paint.startTime, dcl: entry.domContentLoadedEventEnd, load: entry.loadEventEnd }
    : null;
}

async function load(open, path, options) {
  const { page, close } = await open(path, options);
  try {
    const handle = await page.waitForFunction(navigationTiming, undefined, { timeout: 30_000 });
    return await handle.jsonValue();
  } finally {
    await close();
  }
}

/** `ROUNDS` rounds of the variants of one page type: `{ [variant]: [{ dcl, load }] }`. */
async function measure(open, path) {
  for (const { options } of VARIANTS) await load(open, path, options); // warm-up: the server's first answers
  const times = Object.fromEntries(VARIANTS.map(({ name }) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < VARIANTS.length; i++) {
      const { name, options } = VARIANTS[(round + i) % VARIANTS.length];
      times[name].push(await load(open, path, options));
    }
  }
  return times;
}

/** Median of the per-round ratios of `key` (a variant's load over the same round's load of a baseline). */
function ratio(samples, baseline, key) {
  return stats(samples.map((s, round) => s[key] / baseline[round][key]));
}

function rows(type, path, times) {
  return VARIANTS.map(({ name }) => {
    const own = times[name];
    const cells = ['fcp', 'dcl', 'load'].map((key) => fmtStats(stats(own.map((s) => s[key])), 0));
    // The ratios are the islands' rows' only: a baseline against another is the noise floor, in its own row.
    const ratios = BASELINES.flatMap(({ name: baseline, keys, target }) =>
      keys.map((key) => {
        if (!ISLANDS.has(name)) return '';
        const r = ratio(own, times[baseline], key);
        return `${fmtStats(r, 2)}${r.median <= target ? '' : ' ⚠'}`;
      }),
    );
    return `| ${type} | \`${path}\` | ${name} | ${cells.join(' | ')} | ${ratios.join(' | ')} |`;
  });
}

export async function run() {
  const body = await withShop(async ({ browser, open }) => {
    const lines = [];
    for (const [type, path] of Object.entries(PAGE_TYPES))
      lines.push(...rows(type, path, await measure(open, path)));
    return [
      `Median (min–max) of ${ROUNDS} cold loads per row, ${THROTTLE}× CPU throttling, no network throttling (the`,
      'demo server is local). **FCP** is the paint timing `first-contentful-paint`, **DCL** the navigation',
      'timing `domContentLoadedEventEnd` and **load** `loadEventEnd`, ms from navigation start, read once the',
      'load event has run. **No islands** is the same page with `?islands=off`: the server markup and shop.css',
      "only, without the loader, its preloads, the params globals and (react) WordPress's React. **Params only**",
      "(`?islands=params`) adds WooCommerce's params globals, the inline scripts a shop without the islands",
      'prints in the head too. **Empty module** is the page without islands and one module script that does',
      'nothing (`?islands=empty`) where the loader would be. Each round loads the five variants of the page back',
      'to back in a fresh browser context each, starting one variant later every round; after one unrecorded',
      "load of each. The ratios: median (min–max) of the round's ratio, the islands' time over the baseline's in",
      'the same round; targets ≤ 1.05× no islands and params only, ≤ 1.03× empty module (⚠ when the median is',
      'above). Under 1 means the baseline happened to be slower in those rounds: the spread of the three',
      'baselines against each other is the noise floor. The loader is an async module (ADR 16): it holds neither',
      'DCL nor the load event by itself; the runtime it imports once the document is parsed, the React core and',
      'the islands are dynamic imports, which do not delay the load event.',
      '',
      '| page type | path | variant | FCP ms | DCL ms | load ms | FCP × no islands | DCL × no islands | FCP × params only | DCL × params only | FCP × empty module | DCL × empty module | load × empty module |',
      '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...lines,
      '',
      await machine(browser),
    ].join('\n');
  });
  return body ?? '_Skipped: no Chromium found._';
}
