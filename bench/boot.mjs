/**
 * Boot cost in Chromium at 4× CPU throttling, per page type and flavour, from navigation until boot is done
 * (every `load` and `idle` island mounted and the page services started, browser.mjs `bootDone`); a fresh
 * browser context per load (cold cache, as a first visit), median, min and max of RUNS loads per row.
 *
 * Plain loads: CDP Performance.getMetrics ScriptDuration and TaskDuration, long tasks (> 50 ms) from a
 * PerformanceObserver, and the time until every `load`-strategy island is mounted.
 * Traced loads (interleaved with the plain ones, so the tracing's own cost stays out of their numbers): the
 * page's main-thread tasks from a Chromium trace and how much of each ran the islands' files under /dist/
 * (bench/trace.mjs), hence the long tasks our scripts are in and those they made long.
 */
import { PAGE_TYPES } from '../scripts/size.mjs';
import { bootDone, bootPlan, fmtStats, machine, runs, stats, THROTTLE, withShop } from './browser.mjs';
import { bootTasks, LONG_TASK_MS, longTaskShare, TRACE_CATEGORIES } from './trace.mjs';

export const title = `Boot cost (Chromium, ${THROTTLE}× CPU throttling)`;

/** Loads per row, plain and traced each (BENCH_RUNS overrides it; the tables say how many). */
const RUNS = runs(7);

/** In the page from the start: long tasks, and when each island root got `data-island-mounted`. */
const RECORD = `(() => {
  window.__boot = { longTasks: [], mountedAt: new Map() };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__boot.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((records) => {
    for (const record of records)
      if (record.target.hasAttribute('data-island-mounted') && !window.__boot.mountedAt.has(record.target))
        window.__boot.mountedAt.set(record.target, performance.now());
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-island-mounted', 'data-island-failed'] });
})()`;

/** In the page: the numbers of one boot. */
function collect({ islands }) {
  const strategy = (el) => el.dataset.islandDefer ?? islands[el.dataset.island];
  const loadRoots = [...document.querySelectorAll('[data-island]')].filter((el) => strategy(el) === 'load');
  const at = loadRoots.map((el) => window.__boot.mountedAt.get(el) ?? NaN);
  return {
    loadMounted: at.length ? Math.max(...at) : 0,
    loadIslands: loadRoots.length,
    longTasks: window.__boot.longTasks,
  };
}

/** One plain load: the page's metrics and the in-page record. */
async function plainBoot(open, path, flavour, plan) {
  const { page, cdp, close } = await open(path, {
    flavour,
    init: RECORD,
    beforeNavigation: (session) => session.send('Performance.enable', { timeDomain: 'timeTicks' }),
  });
  try {
    await page.waitForFunction(bootDone, plan, { timeout: 30_000 });
    const metrics = Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
    );
    const result = await page.evaluate(collect, plan);
    return {
      script: metrics.ScriptDuration * 1000,
      task: metrics.TaskDuration * 1000,
      longCount: result.longTasks.length,
      longTotal: result.longTasks.reduce((a, b) => a + Math.max(0, b - LONG_TASK_MS), 0),
      loadMounted: result.loadMounted,
      loadIslands: result.loadIslands,
    };
  } finally {
    await close();
  }
}

/** One traced load: the main-thread tasks until boot is done and our part of them. */
async function tracedBoot(browser, open, path, flavour, plan, isOurs) {
  const { page, url, close } = await open(path, {
    flavour,
    beforeNavigation: (_, target) => browser.startTracing(target, { categories: TRACE_CATEGORIES }),
  });
  try {
    await page.waitForFunction(bootDone, plan, { timeout: 30_000 });
    const doneAt = await page.evaluate(() => window.__bootDoneAt);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const { tasks, oursMs } = bootTasks(trace, url, isOurs, doneAt);
    return { oursMs, ...longTaskShare(tasks) };
  } finally {
    await close();
  }
}

/** `{ key: [values of each sample] }` of a list of samples with the same keys. */
function columns(samples) {
  return Object.fromEntries(Object.keys(samples[0]).map((key) => [key, samples.map((s) => s[key])]));
}

const PLAIN_TEXT = [
  `Median (min–max) of ${RUNS} cold loads per row, ${THROTTLE}× CPU throttling. Script and task time are CDP`,
  '`Performance.getMetrics` `ScriptDuration` / `TaskDuration` of the whole page from navigation until boot is',
  'done: every `load` and `idle` island mounted and the page services (cart fragments)',
  "started (HTML parsing, style and layout included in task time; the react flavour's rows include running",
  "WordPress's React 18.3, which the page loads first). Long tasks: count of tasks over 50 ms (Long Tasks",
  'API) and the sum of their time beyond 50 ms (blocking time). Load islands mounted: ms from navigation',
  'start until the last `load`-strategy island of the page carried `data-island-mounted`.',
];

const TRACED_TEXT = [
  '### Main thread and long tasks: ours and the rest',
  '',
  `Median (min–max) of ${RUNS} more cold loads per row at ${THROTTLE}× CPU throttling, each recorded as a`,
  'Chromium trace (CDP Tracing with the categories devtools.timeline, disabled-by-default-devtools.timeline,',
  'v8 and disabled-by-default-v8.cpu_profiler) from navigation until boot is done as above (the tasks started',
  'by then); they alternate with the loads above, which run untraced so the tracing costs them nothing.',
  "**Main thread**: the sum of the page's main-thread tasks (`RunTask`), less the sampling profiler's own",
  "start (`CpuProfiler::StartProfiling`). **Ours**: the part of those tasks in which the islands' files under",
  "/dist/ ran — the V8 sampling profiler's samples (about one per 0.5 ms) whose JS stack holds a frame of a",
  '/dist/ URL, each standing for the time until the next sample within its task, together with the',
  'main-thread compile and script events of a /dist/ URL (`v8.compileModule`, `v8.compile`, `EvaluateScript`,',
  '`FunctionCall`). The samples are needed because module evaluation and promise jobs (an island mounting once',
  'its dynamic import resolves) carry no URL in the trace. A synchronous browser call our code makes (the first',
  "`localStorage` access, a forced layout) counts as ours, as its JS frame is on the stack; the frame's style,",
  "layout and paint after a mount, garbage collection (sampled without a stack), HTML parsing and WordPress's",
  'React in the react flavour do not. **Long tasks**: main-thread tasks over 50 ms as DevTools and Lighthouse',
  'count them (the Long Tasks API count above is lower: it leaves out rendering tasks and those before the',
  "page's window exists); **with ours**: those with any of our time in them; **made long by ours**: those",
  'whose time without ours is 50 ms or less; **blocking**: the sum of their time beyond 50 ms, and **ours of',
  'it**: per long task the smaller of our time and its time beyond 50 ms, summed. The profiler slows the JS it',
  "samples a little, so these loads' times run somewhat above the untraced ones.",
];

export async function run() {
  const plan = await bootPlan();
  const body = await withShop(async ({ server, browser, open }) => {
    const isOurs = (url) => url.startsWith(`${server.url}/dist/`);
    const rows = [];
    for (const [type, path] of Object.entries(PAGE_TYPES)) {
      for (const flavour of ['preact', 'react']) {
        const plain = [];
        const traced = [];
        for (let i = 0; i < RUNS; i++) {
          plain.push(await plainBoot(open, path, flavour, plan));
          traced.push(await tracedBoot(browser, open, path, flavour, plan, isOurs));
        }
        rows.push({ type, flavour, plain: columns(plain), traced: columns(traced) });
      }
    }
    const f = (values) => fmtStats(stats(values), 0);
    return [
      ...PLAIN_TEXT,
      '',
      '| page type | flavour | script ms | task ms | long tasks | blocking ms | load islands | load islands mounted ms |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        ({ type, flavour, plain: p }) =>
          `| ${type} | ${flavour} | ${f(p.script)} | ${f(p.task)} | ${f(p.longCount)} | ${f(p.longTotal)} | ${p.loadIslands[0]} | ${f(p.loadMounted)} |`,
      ),
      '',
      ...TRACED_TEXT,
      '',
      '| page type | flavour | main thread ms | ours ms | long tasks | with ours | made long by ours | blocking ms | ours of it ms |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        ({ type, flavour, traced: t }) =>
          `| ${type} | ${flavour} | ${f(t.taskMs)} | ${f(t.oursMs)} | ${f(t.long)} | ${f(t.withOurs)} | ${f(t.causedByOurs)} | ${f(t.blockingMs)} | ${f(t.oursBlockingMs)} |`,
      ),
      '',
      await machine(browser),
    ].join('\n');
  });
  return body ?? '_Skipped: no Chromium found._';
}
