/**
 * What the browser benchmarks share: one build per process, the demo shop and a Chromium, a page with a
 * CDP session and CPU throttling, and min / median / max. 'Next frame' in the benchmarks is a
 * requestAnimationFrame and then a task after it, so that frame's paint is done.
 */
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { loadBuiltInIslands } from '../scripts/manifest.mjs';
import { startServer } from '../fixtures/server.mjs';
import { CHROMIUM_ARGS, findChromium } from '../tests/chromium.mjs';

/** Chromium's CPU throttling for every timed benchmark: a mid-range phone on a fast laptop. */
export const THROTTLE = 4;

/**
 * Repetitions per row (loads, clicks, adds): `normal`, or BENCH_RUNS for a quick look (the tables say how
 * many they used).
 */
export function runs(normal) {
  return Number(process.env.BENCH_RUNS) || normal;
}

let built = false;

/** Builds dist/ once per process (the shop serves it). */
export function ensureBuilt() {
  if (built) return;
  execFileSync(process.execPath, ['build.mjs'], { stdio: 'ignore' });
  built = true;
}

/**
 * Runs `fn({ server, browser, open })` with the demo shop (no CSP, as most shops run) and a Chromium, closing
 * both afterwards. Returns undefined when there is no Chromium. `open(path, options)` makes a fresh context
 * and page with a CDP session; `options.throttle` (default THROTTLE) applies before the navigation,
 * `options.flavour` 'react' asks the shop for that build, `options.query` adds query parameters
 * (`{ islands: 'off' }`), `options.init` adds an init script and `options.beforeNavigation(cdp, page)` runs
 * just before it. The page's `url` is the address it was opened at.
 */
export async function withShop(fn) {
  const executablePath = findChromium();
  if (!executablePath) return undefined;
  if (!process.env.NOBUILD) ensureBuilt();
  const server = await startServer({ port: 0, quiet: true });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const open = async (
    path,
    { flavour, query, throttle = THROTTLE, init, cookies, viewport, beforeNavigation } = {},
  ) => {
    const context = await browser.newContext({ viewport: viewport ?? { width: 1280, height: 900 } });
    if (cookies) await context.addCookies(cookies.map((c) => ({ ...c, url: server.url })));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (init) await page.addInitScript(init);
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await beforeNavigation?.(cdp, page);
    const search = new URLSearchParams({ ...(flavour === 'react' && { flavour }), ...query }).toString();
    const url = server.url + path + (search ? `?${search}` : '');
    await page.goto(url);
    return { page, cdp, context, url, close: () => context.close() };
  };
  try {
    return await fn({ server, browser, open });
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * What `bootDone` needs, from widgets/manifest.json: each built-in island's strategy, and the page services
 * that start at boot (`load` or `idle`).
 */
export async function bootPlan() {
  const islands = {};
  const services = [];
  for (const [name, { strategy, service }] of Object.entries(await loadBuiltInIslands())) {
    if (!service) islands[name] = strategy;
    else if (strategy === 'load' || strategy === 'idle') services.push(name);
  }
  return { islands, services };
}

/**
 * In the page (`page.waitForFunction(bootDone, await bootPlan())`): whether boot is done — every `load` and
 * `idle` island root mounted (or failed) and every boot service started (the loader lists them in
 * `html[data-island-services]`). The first time it is, `window.__bootDoneAt` keeps when (ms from
 * navigation start).
 */
export function bootDone({ islands, services }) {
  const strategy = (el) => el.dataset.islandDefer ?? islands[el.dataset.island];
  const roots = [...document.querySelectorAll('[data-island]')];
  const started = (document.documentElement.dataset.islandServices ?? '').split(' ');
  const done =
    roots.length > 0 &&
    roots
      .filter((el) => ['load', 'idle'].includes(strategy(el)))
      .every((el) => el.hasAttribute('data-island-mounted') || el.hasAttribute('data-island-failed')) &&
    services.every((name) => started.includes(name));
  if (done) window.__bootDoneAt ??= performance.now();
  return done;
}

/** Waits until each named island has a mounted root on the page. */
export async function islandsMounted(page, names) {
  for (const name of names)
    await page.waitForSelector(`[data-island="${name}"][data-island-mounted]`, {
      state: 'attached',
      timeout: 30_000,
    });
}

/** `{ median, min, max, n }` of the numbers (the upper median for an even count). */
export function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)],
    min: sorted[0],
    max: sorted[sorted.length - 1],
    n: sorted.length,
  };
}

/** `median (min–max)` with `digits` decimals. */
export function fmtStats(s, digits = 1) {
  if (!s || s.n === 0) return '–';
  const f = (n) => n.toFixed(digits);
  return `${f(s.median)} (${f(s.min)}–${f(s.max)})`;
}

/** The machine line every section ends with. */
export async function machine(browser) {
  const { cpus, loadavg } = await import('node:os');
  const cpu = cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  return `Machine: ${cpu}, ${cpus().length} logical CPUs (load average ${loadavg()[0].toFixed(1)} at the end), Node ${process.version}, Chromium ${browser.version()}; ${new Date().toISOString().slice(0, 10)}.`;
}
