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
// The compatibility matrix (third-party.test.ts): its own table, by plugin.
const matrix = new Map();
const isMatrix = (test) => (test.ancestorTitles?.[0] ?? '').startsWith('third-party plugins');
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
      const table = isMatrix(test) ? matrix : flows;
      const row = table.get(name) ?? {};
      const result = row[run] ?? { status: test.status, tests: 0, failures: [] };
      result.status = worse(result.status, test.status);
      result.tests++;
      if (test.status === 'failed') {
        const reason = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 160);
        const what = test.title.slice(test.title.indexOf(':') + 1).trim();
        result.failures.push({ what, reason });
      }
      row[run] = result;
      table.set(name, row);
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

// The matrix: each third-party plugin's flow off and on, its version, and per page whether jQuery stayed with
// the plugin on and which printed scripts declare it (why it stays).
const pluginOfFlow = Object.fromEntries(
  RUNS.flatMap((run) =>
    Object.entries(read(`third-party-${run}.json`, {})).map(([title, flow]) => [
      title.split(':')[0],
      flow.plugin,
    ]),
  ),
);
const plugins = shop?.plugins ?? {};
const missing = Object.keys(plugins).length === 0;
console.log(`\ncompatibility matrix${missing ? ': none of its plugins in the site' : ''}`);
if (!missing || matrix.size) {
  const flowWidth = Math.max(24, ...[...matrix.keys()].map((name) => name.length + 2));
  const nameWidth = Math.max(8, ...Object.values(plugins).map((plugin) => plugin.name.length + 2));
  console.log(`${pad('plugin', nameWidth)}${pad('version', 10)}${pad('flow', flowWidth)}${pad('off', 6)}on`);
  for (const [name, row] of matrix) {
    const key = pluginOfFlow[name];
    const plugin = plugins[key] ?? {};
    console.log(
      `${pad(plugin.name ?? key ?? '—', nameWidth)}${pad(plugin.version ?? '—', 10)}${pad(name, flowWidth)}${pad(mark(row.off), 6)}${mark(row.on)}`,
    );
    // A flow that passes with the plugin off must pass with it on.
    if (RUNS.some((run) => row[run]?.status !== 'passed' && !skippedStatus(row[run]?.status))) failed = true;
    for (const run of RUNS) {
      for (const { reason } of row[run]?.failures ?? []) console.log(`  ${name}, plugin ${run}: ${reason}`);
    }
  }
  console.log(
    'jQuery with each plugin, plugin on: each page the flow loaded, and the printed scripts declaring it',
  );
  const on = Object.values(read('third-party-on.json', {}));
  const pathWidth = Math.max(
    12,
    ...on.flatMap((flow) => Object.keys(flow.pages).map((path) => path.length + 2)),
  );
  for (const flow of on) {
    for (const [path, page] of Object.entries(flow.pages)) {
      const users = Object.entries(page.users);
      const own = users.filter(([, src]) => src.includes(`/plugins/${flow.plugin}/`));
      const others = users.filter(([, src]) => !src.includes(`/plugins/${flow.plugin}/`));
      const list = (entries) => entries.map(([handle]) => handle).join(', ') || 'none';
      const why = page.jquery
        ? `jQuery; declared by the plugin's ${list(own)}; by others ${list(others)}`
        : 'no jQuery: nothing printed declares it';
      console.log(`  ${pad(flow.plugin, 27)}${pad(path, pathWidth)}${why}`);
    }
  }
}

// PHP's log: every message counts. None may come from the plugin, and the run with it on may log nothing the run
// with it off did not. A message both runs logged fails too, unless it names a plugin of the matrix (its own
// matter, listed).
const logLines = (run) => [
  ...new Set(
    read(`php-${run}.log`, '')
      .split('\n')
      .map((line) => line.replace(/^\[[^\]]*\] /, '').trim())
      .filter(Boolean),
  ),
];
const thirdParty = (line) =>
  Object.keys(shop?.plugins ?? {}).some(
    (key) => line.includes(`/plugins/${key}/`) || line.includes(`<code>${key}</code>`),
  );
const offLines = new Set(logLines('off'));
for (const run of RUNS) {
  const lines = logLines(run);
  if (!lines.length) {
    console.log(`PHP log, plugin ${run}: empty`);
    continue;
  }
  const bad = lines.filter(
    (line) => /wc-islands/.test(line) || (run === 'on' && !offLines.has(line)) || !thirdParty(line),
  );
  if (bad.length) failed = true;
  console.log(
    `PHP log, plugin ${run}: ${lines.length} distinct messages, ${bad.length ? `${bad.length} failing` : "all from the matrix's plugins in both runs"}`,
  );
  console.log((bad.length ? bad : lines).slice(0, 20).join('\n'));
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
