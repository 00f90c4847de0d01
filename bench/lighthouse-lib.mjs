/**
 * What the two Lighthouse sections share (bench/lighthouse.mjs on the demo shop, bench/lighthouse-woocommerce.mjs
 * on a real WooCommerce shop): one Lighthouse run in a fresh Chromium profile, the interleaved schedule of
 * runs, the numbers taken from a Lighthouse result, their medians, and the Markdown the sections write.
 *
 * Lighthouse 12.2.3 is pinned: it is the last version that runs on Node 20. Its default config is the mobile
 * preset (a phone's screen, simulated throttling: 150 ms RTT, 1.6 Mbps down, 4× CPU), used as it is.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../tests/chromium.mjs';
import { stats } from './browser.mjs';

export const LIGHTHOUSE_VERSION = '12.2.3';

/** Lighthouse's long-task threshold, and what a long task adds to TBT beyond it. */
const LONG_TASK_MS = 50;

/**
 * The order of the runs: `rounds` rounds, each run of every page and variant once. `by: 'page'` runs a page's
 * variants back to back (A, B, C for one page, then the next page), `by: 'variant'` runs every page of one
 * variant before the next (for variants that cost a switch, such as a plugin's activation). The variants'
 * order rotates by one each round, so none is always first after a switch or a slow stretch.
 */
export function schedule({ rounds, pages, variants, by = 'page' }) {
  const runs = [];
  for (let round = 0; round < rounds; round++) {
    const order = variants.map((_, i) => variants[(round + i) % variants.length]);
    if (by === 'variant') {
      for (const variant of order) for (const page of pages) runs.push({ round, page, variant });
    } else {
      for (const page of pages) for (const variant of order) runs.push({ round, page, variant });
    }
  }
  return runs;
}

/**
 * A short name for a URL Lighthouse attributes main-thread time to: the path of a script, `page HTML` for the
 * page itself, Lighthouse's own labels (`Unattributable`, `Browser`, `Browser GC`) as they are.
 */
export function fileLabel(url, pageUrl) {
  // Lighthouse's own script, which it runs in the page to read it.
  if (/(^|\/)_lighthouse-eval\.js$/.test(url)) return "Lighthouse's own script";
  if (!/^https?:/.test(url)) return url;
  const strip = (u) => u.split('#')[0].split('?')[0];
  if (strip(url) === strip(pageUrl)) return 'page HTML';
  const { pathname } = new URL(url);
  // Our files by their name in the build (`chunks/core-….js`), on the demo shop and in the plugin alike.
  return pathname
    .replace(/^\/(?:wp-content\/plugins\/wc-islands\/)?dist\/(?:preact|react)\//, '')
    .replace(/^\/wp-content\/plugins\//, 'plugins/')
    .replace(/^\//, '');
}

/** `{ [label]: { ours, count, ms } }` of a list of `{ url, ms }`, summed per file. */
function perFile(items, pageUrl, isOurs) {
  const files = {};
  for (const { url, ms } of items) {
    const label = fileLabel(url, pageUrl);
    files[label] ??= { ours: /^https?:/.test(url) && isOurs(url), count: 0, ms: 0 };
    files[label].count += 1;
    files[label].ms += ms;
  }
  return files;
}

/**
 * The numbers of one Lighthouse result (lhr): score (0–100), FCP, LCP and TBT in ms, the scripts' transfer
 * and resource bytes (all, and ours), and per file the long tasks (`long-tasks`: every task over 50 ms, its
 * simulated duration, from the audit's debug data, which lists them all) and the main-thread time
 * (`bootup-time`: scripting, parse and compile, and the rest of the tasks attributed to the file).
 */
export function sampleOf(lhr, isOurs) {
  const audit = (id) => lhr.audits[id];
  const pageUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
  const scripts = (audit('network-requests')?.details?.items ?? []).filter(
    (r) => r.resourceType === 'Script',
  );
  const sum = (items, key) => items.reduce((total, item) => total + (item[key] ?? 0), 0);
  const ours = scripts.filter((r) => isOurs(r.url));

  const longDetails = audit('long-tasks')?.details;
  const debug = longDetails?.debugData;
  const longItems = debug?.tasks
    ? debug.tasks.map((t) => ({ url: debug.urls[t.urlIndex], ms: t.duration }))
    : (longDetails?.items ?? []).map((t) => ({ url: t.url, ms: t.duration }));
  const bootItems = (audit('bootup-time')?.details?.items ?? []).map((t) => ({ url: t.url, ms: t.total }));

  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    jsTransfer: sum(scripts, 'transferSize'),
    jsResource: sum(scripts, 'resourceSize'),
    jsFiles: scripts.length,
    oursTransfer: sum(ours, 'transferSize'),
    oursFiles: ours.length,
    longTasks: perFile(
      longItems.filter((t) => t.ms >= LONG_TASK_MS),
      pageUrl,
      isOurs,
    ),
    mainThread: perFile(bootItems, pageUrl, isOurs),
  };
}

/** `{ count, ms, blocking }` of a sample's long tasks, ours or the others'. */
export function longTaskTotals(sample, ours) {
  let count = 0;
  let ms = 0;
  for (const file of Object.values(sample.longTasks)) {
    if (file.ours !== ours) continue;
    count += file.count;
    ms += file.ms;
  }
  return { count, ms };
}

/**
 * Per file over a row's samples (the runs that gave a result): in how many runs it had long tasks (or
 * main-thread time), and the medians of its count and ms over those runs. Ours first, then by ms.
 */
export function filesAcross(samples, key) {
  const names = new Map();
  for (const sample of samples)
    for (const [name, file] of Object.entries(sample[key])) {
      const entry = names.get(name) ?? { name, ours: file.ours, counts: [], ms: [] };
      entry.counts.push(file.count);
      entry.ms.push(file.ms);
      names.set(name, entry);
    }
  return [...names.values()]
    .map(({ name, ours, counts, ms }) => ({
      name,
      ours,
      runs: counts.length,
      n: samples.length,
      count: stats(counts).median,
      ms: stats(ms).median,
    }))
    .sort((a, b) => Number(b.ours) - Number(a.ours) || b.ms - a.ms);
}

/**
 * Median of the per-round comparison of two variants of a page: `fn(own, baseline)` for each round in which
 * both gave a result. `own` and `baseline` are arrays indexed by round (undefined for a failed run).
 */
export function perRound(own, baseline, fn) {
  const values = [];
  for (let round = 0; round < own.length; round++)
    if (own[round] && baseline[round]) values.push(fn(own[round], baseline[round]));
  return stats(values);
}

const kib = (bytes) =>
  (bytes / 1024).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const ms = (value) => Math.round(value).toLocaleString('en-US');

/** `median (min–max)` with `format` applied, or `–` when no run gave a number. */
export function cell(values, format = ms) {
  const s = stats(values);
  if (s.n === 0) return '–';
  const [median, min, max] = [s.median, s.min, s.max].map(format);
  return min === max ? median : `${median} (${min}–${max})`;
}

/**
 * The main table of one site. `rows`: `[{ type, path, variant, samples, failed, islands }]`, where `samples`
 * holds a result (or undefined) per round; `baseline(row)` names the row to compare with (or undefined);
 * a row with islands is marked `⚠` where its TBT is over `targets.tbt` (0 ms), a run shifted the layout, its score − baseline is
 * under `targets.score` (-2: within 2 points) or its LCP × baseline over `targets.lcp` (1.03: within 3 %);
 * either target false leaves its column without a mark.
 */
export function mainTable(rows, { baseline, targets = { score: -2, lcp: 1.03, tbt: 0 } }) {
  const lines = [
    '| page type | path | variant | score | FCP ms | LCP ms | TBT ms | CLS | JS transfer KiB | JS resource KiB | JS files (ours) | long tasks ours | long tasks others | score − baseline | LCP × baseline |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of rows) {
    const got = row.samples.filter(Boolean);
    const col = (key) => got.map((s) => s[key]);
    const tbt = stats(col('tbt'));
    const cls = stats(col('cls'));
    const mark = (miss) => (row.islands && miss ? ' ⚠' : '');
    const base = baseline(row);
    let scoreDiff = '';
    let lcpRatio = '';
    if (base) {
      const d = perRound(row.samples, base.samples, (a, b) => a.score - b.score);
      const r = perRound(row.samples, base.samples, (a, b) => a.lcp / b.lcp);
      const { score, lcp } = targets;
      if (d.n)
        scoreDiff = `${d.median > 0 ? '+' : ''}${d.median}${score === false ? '' : mark(d.median < score)}`;
      if (r.n) lcpRatio = `${r.median.toFixed(2)}${lcp === false ? '' : mark(r.median > lcp)}`;
    }
    const long = (ours) => {
      const totals = got.map((s) => longTaskTotals(s, ours));
      const count = stats(totals.map((t) => t.count));
      return count.n ? `${count.median} · ${ms(stats(totals.map((t) => t.ms)).median)} ms` : '–';
    };
    const files = stats(col('jsFiles'));
    const oursFiles = stats(col('oursFiles'));
    const failed = row.failed ? ` (${row.failed} failed)` : '';
    lines.push(
      `| ${row.type} | \`${row.path}\` | ${row.variant}${failed} | ${cell(col('score'), String)} | ${cell(col('fcp'))} | ${cell(col('lcp'))} | ${cell(col('tbt'))}${tbt.n ? mark(tbt.median > (targets.tbt ?? 0)) : ''} | ${cell(col('cls'), (v) => v.toFixed(4))}${cls.n ? mark(cls.max > 0) : ''} | ${cell(col('jsTransfer'), kib)} | ${cell(col('jsResource'), kib)} | ${files.n ? `${files.median} (${oursFiles.median})` : '–'} | ${long(true)} | ${long(false)} | ${scoreDiff} | ${lcpRatio} |`,
    );
  }
  return lines;
}

/** `name 2 × 130 ms (2/3)` for each file (at most `limit`, the rest counted), or `none`. */
export function filesText(files, { limit = 6, counts = true } = {}) {
  if (files.length === 0) return 'none';
  const shown = files.slice(0, limit).map((f) => {
    const runs = f.runs < f.n ? ` (${f.runs}/${f.n} runs)` : '';
    return `${f.name} ${counts ? `${f.count} × ` : ''}${ms(f.ms)} ms${runs}`;
  });
  const more = files.length > limit ? `, ${files.length - limit} more` : '';
  return shown.join(', ') + more;
}

/** One bullet per row: its long tasks and its main-thread time per file, ours and the others'. */
export function fileLines(rows) {
  return rows.map((row) => {
    const got = row.samples.filter(Boolean);
    if (got.length === 0) return `- ${row.type}, ${row.variant}: no result`;
    const long = filesAcross(got, 'longTasks');
    const main = filesAcross(got, 'mainThread');
    const part = (files, ours, options) =>
      filesText(
        files.filter((f) => f.ours === ours),
        options,
      );
    const oursMain = stats(
      got.map((s) =>
        Object.values(s.mainThread).reduce((total, file) => total + (file.ours ? file.ms : 0), 0),
      ),
    ).median;
    return (
      `- ${row.type}, ${row.variant}: long tasks, ours: ${part(long, true)}; others: ${part(long, false)}. ` +
      `Main thread, ours (${ms(oursMain)} ms in all): ${part(main, true, { counts: false })}; ` +
      `others: ${part(main, false, { counts: false })}.`
    );
  });
}

/** The machine line that ends each section. */
export function machineLine(chromium, rounds) {
  const cpu = cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  return (
    `Machine: ${cpu}, ${cpus().length} logical CPUs (load average ${loadavg()[0].toFixed(1)} at the end), ` +
    `Node ${process.version}, ${chromium}, Lighthouse ${LIGHTHOUSE_VERSION}; rounds: ${rounds}; ` +
    `${new Date().toISOString().slice(0, 10)}.`
  );
}

/**
 * One Lighthouse run (performance only, the mobile preset) of `url` in a Chromium of its own with a fresh
 * profile, which is deleted afterwards. `prepare(browser)` runs first in that browser (puppeteer-core), for
 * example to put an item in the cart through the shop's own link. Lighthouse then opens its own tab in the same
 * browser, so it has the profile's cookies; it clears the HTTP cache itself. Resolves to the lhr.
 */
export async function lighthouseRun({ chromePath, url, prepare }) {
  const { default: lighthouse } = await import('lighthouse');
  return withBrowser(chromePath, async (browser) => {
    if (prepare) await prepare(browser);
    const port = Number(new URL(browser.wsEndpoint()).port);
    const result = await lighthouse(
      url,
      { port, logLevel: 'error', output: 'json' },
      {
        extends: 'lighthouse:default',
        settings: {
          onlyCategories: ['performance'],
          formFactor: 'mobile',
          throttlingMethod: 'simulate',
          disableFullPageScreenshot: true,
        },
        // Every file's main-thread time, not only those over 50 ms (the audit's list; it weighs nothing in the score).
        audits: [{ path: 'bootup-time', options: { thresholdInMs: 0 } }],
      },
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  });
}

/** One page's sample from a Lighthouse run that ended on the page asked for (not sent elsewhere). */
export async function pageSample({ chromePath, url, prepare, isOurs }) {
  const lhr = await lighthouseRun({ chromePath, url, prepare });
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`ended on ${lhr.finalDisplayedUrl}`);
  return sampleOf(lhr, isOurs);
}

/** The table's rows: every page type in every variant, `islandsVariant` the one with the islands. */
export const rowsOf = (results, pages, variants, islandsVariant) =>
  Object.entries(pages).flatMap(([type, path]) =>
    variants.map((variant) => ({
      type,
      path,
      variant,
      islands: variant === islandsVariant,
      ...results[type][variant],
    })),
  );

/** Runs `task(browser)` in a headless Chromium (puppeteer-core) with a fresh profile, deleted afterwards. */
async function withBrowser(chromePath, task) {
  const { default: puppeteer } = await import('puppeteer-core');
  const profile = await mkdtemp(path.join(tmpdir(), 'wc-islands-lighthouse-'));
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    userDataDir: profile,
    args: CHROMIUM_ARGS,
    defaultViewport: null,
  });
  try {
    return await task(browser);
  } finally {
    await browser.close().catch(() => {});
    await rm(profile, { recursive: true, force: true });
  }
}

/** The browser's version line, e.g. `Chromium 156.0.8078.108`, from a short launch. */
export const chromiumVersion = (chromePath) =>
  withBrowser(chromePath, async (browser) =>
    (await browser.version()).replace('Chrome/', 'Chromium ').replace('HeadlessChrome/', 'Chromium '),
  );

/**
 * A `prepare` that opens `addUrl` (the shop's no-JavaScript add to cart) in the run's browser and checks that
 * the shop answered with its cart cookie.
 */
export function addToCart(addUrl) {
  return async (browser) => {
    const page = await browser.newPage();
    try {
      await page.goto(addUrl, { waitUntil: 'load', timeout: 60_000 });
      const cookies = await page.cookies();
      if (!cookies.some((c) => c.name === 'woocommerce_items_in_cart'))
        throw new Error(`${addUrl} left no woocommerce_items_in_cart cookie`);
    } finally {
      await page.close();
    }
  };
}

/**
 * Runs the schedule: `runOne(run)` resolves to a sample or throws. Returns `{ [page]: { [variant]: { samples,
 * failed } } }` with a sample (or undefined) per round. `log` gets one line per run.
 */
export async function runSchedule(runs, runOne, log = console.log) {
  const results = {};
  for (const [i, run] of runs.entries()) {
    const row = ((results[run.page] ??= {})[run.variant] ??= { samples: [], failed: 0 });
    const started = performance.now();
    try {
      const sample = await runOne(run);
      row.samples[run.round] = sample;
      log(
        `  ${i + 1}/${runs.length} round ${run.round + 1} ${run.page}, ${run.variant}: score ${sample.score}, ` +
          `LCP ${ms(sample.lcp)}, TBT ${ms(sample.tbt)} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    } catch (error) {
      row.failed += 1;
      log(
        `  ${i + 1}/${runs.length} round ${run.round + 1} ${run.page}, ${run.variant}: FAILED ${error.message}`,
      );
    }
  }
  return results;
}

/** The shared description of how the runs were made, for both sections. */
export function methodText(rounds) {
  return [
    `Lighthouse ${LIGHTHOUSE_VERSION} (Node API), performance category, its default mobile preset: a phone's`,
    'screen and simulated throttling (150 ms round trip, 1.6 Mbps down, 4× CPU slowdown applied to the',
    `observed trace). Rounds: ${rounds}; in each round every page type of every variant once, the variants`,
    "interleaved (their order rotating from round to round); every run in a Chromium of its own (Debian's,",
    'headless, through puppeteer-core) with a fresh profile, Lighthouse clearing the HTTP cache before its',
    "navigation. Cart and checkout get an item first: the run's browser opens the shop's own no-JavaScript",
    'add-to-cart link (`?add-to-cart=<id>`), so the session cookie is in the profile when Lighthouse opens the',
    'page. Median (min–max) per row. **Score**: the performance score; **FCP**, **LCP**, **TBT**: the simulated',
    'metrics; **CLS**: cumulative layout shift (`cumulative-layout-shift`, the observed trace, 4 decimals);',
    '**JS**: every script request (`network-requests`), transfer (compressed, headers included) and',
    'resource (decoded) size, files and ours of them. **Long tasks**: main-thread tasks of 50 ms or more in the',
    'simulation (`long-tasks`), count · ms, by the file Lighthouse attributes each to (a script, a stylesheet,',
    "the page's HTML or `Unattributable`; ours: the islands' files). **score − baseline** and **LCP ×",
    "baseline**: the median of the per-round difference and ratio against the row's baseline in the same",
    'round. Targets with islands: TBT 0 ms (⚠ when the median is not) and CLS 0 (⚠ when any run shifted).',
    'The simulation multiplies the time tasks took on this machine, so CPU contention from other work shows',
    'up in TBT and the long tasks.',
  ];
}
