/**
 * Lighthouse on the demo shop (bench/lighthouse-lib.mjs runs it): every page type with the islands, without
 * them (`?islands=off`) and with an empty module in the loader's place (`?islands=empty`), in interleaved
 * rounds. `npm run bench:lighthouse` runs this section and the real shop's (bench/lighthouse-woocommerce.mjs).
 */
import { products } from '../fixtures/catalogue.mjs';
import { startServer } from '../fixtures/server.mjs';
import { findChromium } from '../tests/chromium.mjs';
import { PAGE_TYPES } from '../scripts/size.mjs';
import { ensureBuilt, runs } from './browser.mjs';
import {
  addToCart,
  chromiumVersion,
  fileLines,
  machineLine,
  mainTable,
  methodText,
  pageSample,
  rowsOf,
  runSchedule,
  schedule,
} from './lighthouse-lib.mjs';

export const title = 'Lighthouse on the demo shop (mobile, simulated throttling)';

/** Rounds (BENCH_RUNS overrides it for a quick look; the section says how many). */
const ROUNDS = runs(3);

const VARIANTS = {
  islands: {},
  'islands=off': { islands: 'off' },
  'islands=empty': { islands: 'empty' },
};

/** Page types whose page is measured with an item in the cart (an empty checkout sends the shopper away). */
export const WITH_CART = ['cart', 'checkout'];

function pageUrl(base, path, query) {
  const search = new URLSearchParams(query).toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

export async function run() {
  const chromePath = findChromium();
  if (!chromePath) return '_Skipped: no Chromium found._';
  if (!process.env.NOBUILD) ensureBuilt();
  const slug = PAGE_TYPES['simple product'].split('/').filter(Boolean).pop();
  const product = products.find((p) => p.slug === slug);
  if (!product) throw new Error(`No demo product ${slug}`);
  const server = await startServer({ port: 0, quiet: true });
  try {
    const isOurs = (url) => url.startsWith(`${server.url}/dist/`);
    const plan = schedule({
      rounds: ROUNDS,
      pages: Object.keys(PAGE_TYPES),
      variants: Object.keys(VARIANTS),
    });
    const results = await runSchedule(plan, async ({ page, variant }) => {
      const query = VARIANTS[variant];
      const url = pageUrl(server.url, PAGE_TYPES[page], query);
      // The add runs on the home page of the same variant, so no other variant's scripts run in the profile.
      const prepare = WITH_CART.includes(page)
        ? addToCart(pageUrl(server.url, '/', { ...query, 'add-to-cart': product.id }))
        : undefined;
      return pageSample({ chromePath, url, prepare, isOurs });
    });
    const rows = rowsOf(results, PAGE_TYPES, Object.keys(VARIANTS), 'islands');
    const baseline = (row) =>
      row.variant === 'islands=off'
        ? undefined
        : rows.find((r) => r.type === row.type && r.variant === 'islands=off');
    return [
      ...methodText(ROUNDS),
      '',
      'The demo shop (fixtures/server.mjs) serves its scripts and CSS gzipped and its pages uncompressed, from',
      'this machine. **islands**: the page as the shop prints it (preact build); **islands=off**: the same page',
      'without the islands (the baseline of the last two columns); **islands=empty**: with an empty module where',
      'the loader would be. Cart and checkout hold one product (its add-to-cart link opened on the home page of',
      'the same variant). Targets with islands against islands=off: score within 2 points, LCP within 3 % (⚠',
      'when missed).',
      '',
      ...mainTable(rows, { baseline }),
      '',
      '### Long tasks and main-thread time per file (demo shop)',
      '',
      'Per row, each file with long tasks: the median count × ms over the runs it had any in (how many runs when',
      "not all); then each file's main-thread time (`bootup-time`: its tasks' scripting, parsing, compiling and",
      'the rest attributed to it), the median over the runs it appears in. Ours are the files under /dist/; the',
      'six largest of each side are named.',
      '',
      ...fileLines(rows),
      '',
      machineLine(await chromiumVersion(chromePath), ROUNDS),
    ].join('\n');
  } finally {
    await server.close();
  }
}
