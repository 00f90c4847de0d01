/**
 * Boot cost in Chromium at 4× CPU throttling, per page type and flavour: CDP Performance.getMetrics
 * ScriptDuration and TaskDuration from navigation until every `load` and `idle` island has mounted, long tasks
 * (> 50 ms) from a PerformanceObserver, and the time from navigation start until every `load`-strategy island
 * is mounted. A fresh browser context per run (cold cache, as a first visit); median, min and max of RUNS.
 */
import { loadBuiltInIslands } from '../build.mjs';
import { PAGE_TYPES } from '../scripts/size.mjs';
import { fmtStats, machine, stats, THROTTLE, withShop } from './browser.mjs';

export const title = `Boot cost (Chromium, ${THROTTLE}× CPU throttling)`;

/** Runs per row: 7 (BENCH_RUNS overrides it for a quick look; the table says how many). */
const RUNS = Number(process.env.BENCH_RUNS) || 7;

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

/** In the page: whether every `load` and `idle` root is mounted (or failed). */
function bootDone(strategies) {
  const strategy = (el) => el.dataset.islandDefer ?? strategies[el.dataset.island];
  const roots = [...document.querySelectorAll('[data-island]')];
  return (
    roots.length > 0 &&
    roots
      .filter((el) => ['load', 'idle'].includes(strategy(el)))
      .every((el) => el.hasAttribute('data-island-mounted') || el.hasAttribute('data-island-failed'))
  );
}

/** In the page: the numbers of one boot. */
function collect(strategies) {
  const strategy = (el) => el.dataset.islandDefer ?? strategies[el.dataset.island];
  const loadRoots = [...document.querySelectorAll('[data-island]')].filter((el) => strategy(el) === 'load');
  const at = loadRoots.map((el) => window.__boot.mountedAt.get(el) ?? NaN);
  return {
    loadMounted: at.length ? Math.max(...at) : 0,
    loadIslands: loadRoots.length,
    longTasks: window.__boot.longTasks,
  };
}

export async function run() {
  const registry = await loadBuiltInIslands();
  const strategies = Object.fromEntries(Object.entries(registry).map(([n, d]) => [n, d.deferUntil]));
  const body = await withShop(async ({ browser, open }) => {
    const rows = [];
    for (const [type, path] of Object.entries(PAGE_TYPES)) {
      for (const flavour of ['preact', 'react']) {
        const samples = { script: [], task: [], longCount: [], longTotal: [], loadMounted: [] };
        let loadIslands = 0;
        for (let i = 0; i < RUNS; i++) {
          const { page, cdp, close } = await open(path, {
            flavour,
            init: RECORD,
            beforeNavigation: (session) => session.send('Performance.enable', { timeDomain: 'timeTicks' }),
          });
          await page.waitForFunction(bootDone, strategies, { timeout: 30_000 });
          const metrics = Object.fromEntries(
            (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
          );
          const result = await page.evaluate(collect, strategies);
          samples.script.push(metrics.ScriptDuration * 1000);
          samples.task.push(metrics.TaskDuration * 1000);
          samples.longCount.push(result.longTasks.length);
          samples.longTotal.push(result.longTasks.reduce((a, b) => a + Math.max(0, b - 50), 0));
          samples.loadMounted.push(result.loadMounted);
          loadIslands = result.loadIslands;
          await close();
        }
        rows.push({ type, path, flavour, loadIslands, ...samples });
      }
    }
    return [
      `Median (min–max) of ${RUNS} cold loads per row, ${THROTTLE}× CPU throttling. Script and task time are CDP`,
      '`Performance.getMetrics` `ScriptDuration` / `TaskDuration` of the whole page from navigation until every',
      '`load` and `idle` island has mounted (HTML parsing, style and layout included in task time; the react',
      "flavour's rows include running WordPress's React 18.3, which the page loads first). Long tasks: count",
      'of tasks over 50 ms and the sum of their time beyond 50 ms (blocking time). Load islands mounted: ms',
      'from navigation start until the last `load`-strategy island of the page carried `data-island-mounted`.',
      '',
      '| page type | flavour | script ms | task ms | long tasks | blocking ms | load islands | load islands mounted ms |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (r) =>
          `| ${r.type} | ${r.flavour} | ${fmtStats(stats(r.script), 0)} | ${fmtStats(stats(r.task), 0)} | ${fmtStats(stats(r.longCount), 0)} | ${fmtStats(stats(r.longTotal), 0)} | ${r.loadIslands} | ${fmtStats(stats(r.loadMounted), 0)} |`,
      ),
      '',
      await machine(browser),
    ].join('\n');
  });
  return body ?? '_Skipped: no Chromium found._';
}
