/**
 * The summary of scripts/woocommerce-test.sh, from what the two runs left in its work folder:
 *
 *   node tests/woocommerce/report.mjs <work dir>
 *
 * Prints the theme the shop ran on, each flow's result with the plugin off and on (and the first line of each
 * failure), PHP's log, the order attribution meta of the two orders side by side, the console warnings, and
 * each page's JavaScript (bytes and files loaded by the time the network is idle, jQuery or not). Exits 1 when
 * anything failed; a skipped flow is not a failure.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const work = process.argv[2];
if (!work) {
  console.error('usage: node tests/woocommerce/report.mjs <work dir>');
  process.exit(2);
}
const RUNS = ['off', 'on'];
const read = (name, fallback) => {
  const file = join(work, name);
  if (!existsSync(file)) return fallback;
  const text = readFileSync(file, 'utf8');
  return name.endsWith('.json') ? JSON.parse(text) : text;
};
const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);
let failed = false;

const shop = read('shop.json', null);
if (shop) {
  console.log(
    `theme: ${shop.theme}; Addonify's quick view: ${shop.quickView ? 'active' : 'not in the site'}`,
  );
}

// Flows: the part of each test's title before its colon. Several tests may share a flow's name: the flow
// passes when all of them pass, fails when one fails, and each failure is listed.
const flows = new Map();
const STATUS_RANK = { passed: 0, skipped: 1, pending: 1, todo: 1, failed: 2 };
const worse = (a, b) => ((STATUS_RANK[b] ?? 2) > (STATUS_RANK[a] ?? 2) ? b : a);
for (const run of RUNS) {
  const results = read(`results-${run}.json`, null);
  if (!results) {
    failed = true;
    console.log(`woocommerce-test: no results for the run with the plugin ${run}`);
    continue;
  }
  for (const file of results.testResults) {
    for (const test of file.assertionResults) {
      const name = test.title.split(':')[0].replace(/ \(.*\)$/, '');
      const row = flows.get(name) ?? {};
      const result = row[run] ?? { status: test.status, tests: 0, failures: [] };
      result.status = worse(result.status, test.status);
      result.tests++;
      if (test.status === 'failed') {
        const reason = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 160);
        const what = test.title.slice(test.title.indexOf(':') + 1).trim();
        result.failures.push({ what, reason });
      }
      row[run] = result;
      flows.set(name, row);
    }
    if (file.status === 'failed' && file.assertionResults.length === 0) failed = true;
  }
}
const skippedStatus = (status) => (STATUS_RANK[status] ?? 2) === 1;
const mark = (result) =>
  result?.status === 'passed'
    ? 'pass'
    : result && skippedStatus(result.status)
      ? 'skip'
      : result
        ? 'FAIL'
        : '—';
const width = Math.max(22, ...[...flows.keys()].map((name) => name.length + 2));
console.log(`${pad('flow', width)}${pad('plugin off', 12)}plugin on`);
for (const [name, row] of flows) {
  console.log(`${pad(name, width)}${pad(mark(row.off), 12)}${mark(row.on)}`);
  if (RUNS.some((run) => row[run]?.status !== 'passed' && !skippedStatus(row[run]?.status))) failed = true;
}
for (const [name, row] of flows) {
  for (const run of RUNS) {
    for (const { what, reason } of row[run]?.failures ?? []) {
      // Which of the flow's tests, when it has several.
      const which = row[run].tests > 1 ? ` (${what.length > 50 ? `${what.slice(0, 50)}…` : what})` : '';
      console.log(`  ${name}, plugin ${run}${which}: ${reason}`);
    }
  }
}

// PHP's log: every message counts, whoever wrote it.
for (const run of RUNS) {
  const log = read(`php-${run}.log`, '').trim();
  if (log) {
    failed = true;
    console.log(`PHP log, plugin ${run}: ${log.split('\n').length} lines`);
    console.log(log.split('\n').slice(0, 20).join('\n'));
  } else console.log(`PHP log, plugin ${run}: empty`);
}

// Order attribution: the same keys and values for the same visit, apart from the session's start time.
const attribution = Object.fromEntries(RUNS.map((run) => [run, read(`attribution-${run}.json`, null)]));
if (attribution.off && attribution.on) {
  const keys = [...new Set([...Object.keys(attribution.off), ...Object.keys(attribution.on)])].sort();
  const differing = keys.filter(
    (key) => !key.endsWith('session_start_time') && attribution.off[key] !== attribution.on[key],
  );
  console.log(
    `order attribution meta: ${keys.length} keys, ${differing.length ? 'DIFFERENT' : 'the same'} off and on`,
  );
  for (const key of differing) {
    console.log(
      `  ${key}: off ${JSON.stringify(attribution.off[key])}, on ${JSON.stringify(attribution.on[key])}`,
    );
  }
  if (differing.length) failed = true;
} else {
  console.log('order attribution meta: not compared (an order is missing from a run)');
  failed = true;
}

for (const run of RUNS) {
  const warnings = read(`warnings-${run}.json`, []);
  if (warnings.length) {
    console.log(`console warnings, plugin ${run} (${warnings.length}):`);
    for (const warning of warnings) console.log(`  ${warning.split('\n')[0].slice(0, 140)}`);
  }
}

// JavaScript per page.
const js = Object.fromEntries(RUNS.map((run) => [run, read(`js-${run}.json`, {})]));
const pages = [...new Set([...Object.keys(js.off), ...Object.keys(js.on)])];
const kb = (bytes) => (bytes === undefined ? '—' : `${(bytes / 1024).toFixed(1)} KiB`);
const cell = (entry) =>
  entry
    ? `${padStart(kb(entry.bytes), 11)} ${padStart(entry.files, 3)} ${entry.jquery ? 'jQuery   ' : 'no jQuery'}`
    : pad('—', 25);
console.log('\nJavaScript per page (script files loaded until the network is idle; uncompressed)');
console.log(`${pad('page', 18)}${pad('plugin off: bytes files', 29)}plugin on: bytes files`);
for (const page of pages) console.log(`${pad(page, 18)}${pad(cell(js.off[page]), 29)}${cell(js.on[page])}`);
console.log("gzip, plugin off: all / plugin on: all, the plugin's own");
for (const page of pages)
  console.log(
    `  ${pad(page, 18)}${padStart(kb(js.off[page]?.gzip), 11)} / ${padStart(kb(js.on[page]?.gzip), 11)}, ${kb(js.on[page]?.ours)}`,
  );
console.log('largest file per page, off / on:');
for (const page of pages)
  console.log(`  ${pad(page, 18)}${js.off[page]?.largest ?? '—'} / ${js.on[page]?.largest ?? '—'}`);

process.exit(failed ? 1 : 0);
