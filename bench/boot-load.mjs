/**
 * DOMContentLoaded and load of each page type with the islands (both flavours) against the same page
 * printed without them (`?islands=off`: the server markup and shop.css only), and against that page with an
 * empty module where the loader would be (`?islands=empty`: what any deferred module costs), in Chromium at
 * 4× CPU throttling. Cold loads (a fresh browser context each) in rounds: each round loads the four variants
 * back to back, in an order that rotates from round to round, so a slower stretch of the machine falls on
 * all of them alike; the ratio of a row is the median of its per-round ratios.
 */
import { PAGE_TYPES } from '../scripts/size.mjs';
import { fmtStats, machine, runs, stats, THROTTLE, withShop } from './browser.mjs';

export const title = `Page load against the page without islands (Chromium, ${THROTTLE}× CPU throttling)`;

/** Rounds per page type (BENCH_RUNS overrides it; the table says how many). */
const ROUNDS = runs(9);
const TARGET = 1.05;

const VARIANTS = [
  { name: 'preact', options: { flavour: 'preact' } },
  { name: 'react', options: { flavour: 'react' } },
  { name: 'empty module', options: { query: { islands: 'empty' } } },
  { name: 'no islands', options: { query: { islands: 'off' } } },
];
const BASELINES = ['no islands', 'empty module'];

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

/** `ROUNDS` rounds of the four variants of one page type: `{ [variant]: [{ dcl, load }] }`. */
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
  const mark = (s) => `${fmtStats(s, 2)}${s.median <= TARGET ? '' : ' ⚠'}`;
  return VARIANTS.map(({ name }) => {
    const own = times[name];
    const cells = ['fcp', 'dcl', 'load'].map((key) => fmtStats(stats(own.map((s) => s[key])), 0));
    // Each baseline's columns stay empty on its own row and on the rows it is not a baseline for.
    const ratios = BASELINES.flatMap((baseline) => {
      const keys = baseline === 'no islands' ? ['fcp', 'dcl', 'load'] : ['dcl', 'load'];
      const mine = name === 'no islands' || name === baseline;
      return keys.map((key) => (mine ? '' : mark(ratio(own, times[baseline], key))));
    });
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
      'demo server is local). **DCL** is the navigation timing `domContentLoadedEventEnd` and **load**',
      '`loadEventEnd`, ms from navigation start, read once the load event has run. **No islands** is the same',
      'page with `?islands=off`: the server markup and shop.css only, without the loader, its preloads, the',
      "params globals and (react) WordPress's React. **Empty module** is that page with one module script that",
      'does nothing (`?islands=empty`) where the loader would be. Each round loads the four variants of the page',
      'back to back in a fresh browser context each, starting one variant later every round; after one',
      "unrecorded load of each. **× no islands** and **× empty module**: median (min–max) of the round's ratio,",
      `the variant's time over the baseline's in the same round; target ≤ ${TARGET}× (⚠ when the median is above`,
      'it). The loader is an async module (ADR 16): it holds neither DCL nor the load event by itself, and the',
      'runtime it imports once the document is parsed, the React core and the islands are dynamic imports,',
      'which do not delay the load event; their fetching and running share the main thread with the rest of',
      'the page until then. The targets: DCL ≤ 1.05× no islands, load ≤ 1.05× empty module. **FCP** is the',
      'paint timing `first-contentful-paint`, target ≤ 1.02× no islands. Under 1 means the baseline happened',
      'to be slower in those rounds: the spread of the two baselines against each other is the noise floor.',
      '',
      '| page type | path | variant | FCP ms | DCL ms | load ms | FCP × no islands | DCL × no islands | load × no islands | DCL × empty module | load × empty module |',
      '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...lines,
      '',
      await machine(browser),
    ].join('\n');
  });
  return body ?? '_Skipped: no Chromium found._';
}
