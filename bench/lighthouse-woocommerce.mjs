/**
 * Lighthouse on a real WooCommerce shop, the plugin off (WooCommerce's own scripts) and on, when
 * WOOCOMMERCE_SITE names a site (see docs/testing.md: the same as `npm run test:woocommerce`). scripts/woocommerce-shop.sh
 * sets the shop up and serves it with `php -S`; this section puts a gzip proxy (bench/gzip-proxy.mjs) in
 * front of it on 127.0.0.1:8778 (WC_LIGHTHOUSE_PORT), as a host compresses its pages, and switches the plugin
 * with tests/woocommerce/shop-cli.php between the blocks of runs. Without WOOCOMMERCE_SITE it keeps the last
 * results in RESULTS.md.
 */
import { execFile, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { findChromium } from '../tests/chromium.mjs';
import { runs } from './browser.mjs';
import { startGzipProxy } from './gzip-proxy.mjs';
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
import { WITH_CART } from './lighthouse.mjs';

/** One section per theme (WOOCOMMERCE_THEME, as for the real-shop suite): Storefront's keeps its old title. */
const THEME_TITLES = { twentytwentyone: ', Twenty Twenty-One' };
export const title = `Lighthouse on a real WooCommerce shop${THEME_TITLES[process.env.WOOCOMMERCE_THEME] ?? ''} (mobile, simulated throttling)`;

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const ROUNDS = runs(3);
const PORT = Number(process.env.WC_LIGHTHOUSE_PORT) || 8778;
const VARIANTS = { 'plugin off': 'off', 'plugin on': 'on' };

/** A port nothing listens on now, for `php -S` behind the proxy. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts scripts/woocommerce-shop.sh and waits for its ready line. Resolves to `{ wp, shopJson, stop }`, or
 * undefined when the script skipped (its reason is printed).
 */
function startShop(env) {
  const child = spawn('bash', [path.join(ROOT, 'scripts/woocommerce-shop.sh')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  // The shop's MariaDB and PHP must not outlive this process, however it ends.
  const onExit = () => child.kill('SIGTERM');
  process.once('exit', onExit);
  const stop = async () => {
    process.off('exit', onExit);
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let buffer = '';
    let ready;
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      let newline;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        console.log(`  ${line}`);
        const match = /^woocommerce-shop: ready (\S+) (\S+) (\S+)$/.exec(line);
        if (match) {
          ready = true;
          resolve({ wp: match[1], shopJson: match[2], stop });
        }
      }
    });
    exited.then((code) => {
      if (ready) return;
      if (code === 0) resolve(undefined);
      else reject(new Error(`scripts/woocommerce-shop.sh exited with ${code}`));
    });
  });
}

/** Activates or deactivates the plugin (tests/woocommerce/shop-cli.php). */
async function switchPlugin(wp, state) {
  await promisify(execFile)('php', [path.join(ROOT, 'tests/woocommerce/shop-cli.php'), wp, 'plugin', state]);
}

/** Activates or deactivates Addonify's quick view, a jQuery plugin on every page. */
async function switchQuickView(wp, state) {
  await promisify(execFile)('php', [
    path.join(ROOT, 'tests/woocommerce/shop-cli.php'),
    wp,
    'quick-view',
    state,
  ]);
}

/** The real shop's targets with the plugin (issue 49): score ahead, LCP no later, TBT ≤ 10 ms, no shift. */
const TARGETS = { score: 1, lcp: 1, tbt: 10 };

const SETUP_TITLES = {
  on: "With Addonify's quick view active (a jQuery plugin on every page: jQuery stays with the plugin on)",
  off: 'Without a jQuery plugin on every page (quick view deactivated)',
};

/** The theme's own shift, which a fast first paint exposes (docs/benchmarks.md). */
const STOREFRONT_SHIFT = [
  "A run's CLS of 0.0003 on Storefront is the theme's breadcrumb: its home icon is a Font Awesome glyph",
  '(`font-display: block`), and when that font arrives after the first paint the rest of the breadcrumb moves',
  '10 px. It does so with the plugin off too when the font comes late; it is not an island.',
];

/** A row's baseline: the same page type with the plugin off. */
const baselineIn = (rows) => (row) =>
  row.variant === 'plugin on'
    ? rows.find((r) => r.type === row.type && r.variant === 'plugin off')
    : undefined;

/**
 * One request per page after a switch, so no run pays for PHP's first compile of the new code; each must come
 * back gzipped, or the proxy is not doing its job.
 */
async function warmUp(base, pages) {
  for (const page of Object.values(pages)) {
    const response = await fetch(base + page, { headers: { 'accept-encoding': 'gzip' }, redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status === 200 && response.headers.get('content-encoding') !== 'gzip')
      throw new Error(`${page} came back without gzip`);
  }
}

export async function run() {
  if (!process.env.WOOCOMMERCE_SITE) {
    console.log('WOOCOMMERCE_SITE is not set: the real shop is not measured (see docs/testing.md).');
    return undefined;
  }
  const chromePath = findChromium();
  if (!chromePath) {
    console.log('No Chromium found: the real shop is not measured.');
    return undefined;
  }
  const backend = await freePort();
  const url = `http://127.0.0.1:${PORT}`;
  const shop = await startShop({ WC_SHOP_PORT: String(backend), WC_SHOP_URL: url });
  if (!shop) return undefined;
  let proxy;
  try {
    proxy = await startGzipProxy({ port: PORT, target: `http://127.0.0.1:${backend}` });
    const info = JSON.parse(await readFile(shop.shopJson, 'utf8'));
    const pages = {
      home: info.pages.shop,
      listing: info.pages.category,
      'simple product': info.products.simple.path,
      'variable product': info.products.swatches.path,
      cart: info.pages.cart,
      checkout: info.pages.checkout,
      account: info.pages.myaccount,
    };
    const addUrl = `${url}/?add-to-cart=${info.products.simple.id}`;
    const isOurs = (address) => new URL(address).pathname.startsWith('/wp-content/plugins/wc-islands/');
    // With a jQuery plugin on every page (Addonify's quick view, when the site has it) and without one.
    const setups = info.quickView ? ['on', 'off'] : [undefined];
    const measured = [];
    for (const quickView of setups) {
      if (quickView) await switchQuickView(shop.wp, quickView);
      let state;
      const plan = schedule({
        rounds: ROUNDS,
        pages: Object.keys(pages),
        variants: Object.keys(VARIANTS),
        by: 'variant',
      });
      const results = await runSchedule(plan, async ({ page, variant }) => {
        if (state !== VARIANTS[variant]) {
          state = VARIANTS[variant];
          await switchPlugin(shop.wp, state);
          await warmUp(url, pages);
        }
        const prepare = WITH_CART.includes(page) ? addToCart(addUrl) : undefined;
        return pageSample({ chromePath, url: url + pages[page], prepare, isOurs });
      });
      measured.push({ quickView, rows: rowsOf(results, pages, Object.keys(VARIANTS), 'plugin on') });
    }
    // WooCommerce's test demands an empty log; here it is reported, and printed for a look.
    const log = await readFile(path.join(path.dirname(shop.wp), 'debug.log'), 'utf8').catch(() => '');
    // Each message once, without its time, HTML and the work folder's path, cut short.
    const messages = [
      ...new Set(
        log
          .split('\n')
          .filter((line) => line.startsWith('['))
          .map((line) =>
            line
              .replace(/^\[[^\]]*\]\s*/, '')
              .replace(/<[^>]+>/g, '')
              .replaceAll(path.dirname(shop.wp), '…')
              .slice(0, 200),
          ),
      ),
    ];
    if (log) console.log(`PHP's log during the runs:\n${log}`);
    return [
      ...methodText(ROUNDS),
      '',
      `The shop of \`npm run test:woocommerce\` (WordPress, WooCommerce, Variation Swatches, ${info.theme}${info.quickView ? ", Addonify's quick view" : ''};`,
      'the catalogue of tests/woocommerce/setup-shop.php), set up by scripts/woocommerce-shop.sh and served by',
      '`php -S` (4 workers, OPcache on) behind a gzip proxy (bench/gzip-proxy.mjs: HTML, CSS, JS, JSON and SVG',
      "of 1 KiB or more, level 6), as a host would serve it, on this machine. **plugin off**: WooCommerce's,",
      "Variation Swatches' and the theme's own scripts; **plugin on**: the plugin from `npm run package`",
      'activated (the baseline of the last two columns is plugin off). **home** is the shop page, which is the',
      'front page; **listing** the category archive; **simple product** and **variable product** the simple',
      'and the swatches product. Cart and checkout hold the simple product. Each block of runs takes all page',
      'types of one variant, the plugin switched and every page requested once before it. Targets with the',
      'plugin (⚠ when missed): score ahead of plugin off, LCP × baseline ≤ 1.00, TBT ≤ 10 ms, CLS 0 in every run.',
      ...(info.theme === 'storefront' ? STOREFRONT_SHIFT : []),
      '',
      ...measured.flatMap(({ quickView, rows }) => [
        ...(quickView ? [`**${SETUP_TITLES[quickView]}**`, ''] : []),
        ...mainTable(rows, { baseline: baselineIn(rows), targets: TARGETS }),
        '',
      ]),
      '### Long tasks and main-thread time per file (real shop)',
      '',
      'As for the demo shop: per row, the long tasks of each file (median count × ms over the runs it had any',
      "in) and each file's main-thread time (`bootup-time`). Ours are the plugin's files",
      '(plugins/wc-islands/, named by their file in the build); the six largest of each side are named.',
      '',
      ...measured.flatMap(({ quickView, rows }) => [
        ...(quickView ? [`**${SETUP_TITLES[quickView]}**`, ''] : []),
        ...fileLines(rows),
        '',
      ]),
      messages.length
        ? `PHP's log during the runs (switching the plugin included): ${messages.map((m) => `\`${m}\``).join('; ')}.`
        : "PHP's log during the runs: empty.",
      '',
      machineLine(await chromiumVersion(chromePath), ROUNDS),
    ].join('\n');
  } finally {
    await proxy?.close();
    await shop.stop();
  }
}
