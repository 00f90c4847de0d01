/**
 * The extension part of scripts/woocommerce-test.sh's summary, from what tests/woocommerce/extension/run.sh left
 * in the work folder:
 *
 *   node tests/woocommerce/extension/report.mjs <work dir>
 *
 * WooCommerce's order tables and where the two orders are stored, with their attribution meta read from
 * there; WooCommerce's compatibility lists; the wp-admin install run; the pseudo-locale count. Exits 1 when
 * anything failed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const work = process.argv[2];
if (!work) {
  console.error('usage: node tests/woocommerce/extension/report.mjs <work dir>');
  process.exit(2);
}
const PLUGIN = 'wc-islands/wc-islands.php';
const read = (name) => {
  const file = join(work, name);
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  return name.endsWith('.json') ? JSON.parse(text) : text;
};
let failed = false;
const fail = (line) => {
  failed = true;
  console.log(line);
};

console.log('\nWooCommerce extension');

const hpos = read('hpos.json');
if (!hpos?.on) fail("  order storage: WooCommerce's order tables are NOT on");
else
  console.log(
    `  order storage: WooCommerce's order tables (${hpos.table}), ${hpos.on_by_default ? "on by WooCommerce's default for the new shop" : 'switched on before the first order (WooCommerce left them off for the new shop)'}; sync ${hpos.sync === 'yes' ? 'on' : 'off'}`,
  );
const orders = Object.fromEntries(['off', 'on'].map((run) => [run, read(`order-${run}.json`)]));
for (const run of ['off', 'on']) {
  const order = orders[run];
  if (!order) fail(`  order, plugin ${run}: none to read`);
  else if (!order.in_table || order.table !== hpos?.table)
    fail(`  order, plugin ${run}: NOT in ${hpos?.table} (found in ${order.table})`);
  else
    console.log(
      `  order, plugin ${run}: in ${order.table}, ${Object.keys(order.attribution).length} attribution meta rows in ${order.meta_table}`,
    );
}
if (orders.off && orders.on) {
  const keys = [...new Set([...Object.keys(orders.off.attribution), ...Object.keys(orders.on.attribution)])];
  const differing = keys.filter(
    (key) =>
      !key.endsWith('session_start_time') && orders.off.attribution[key] !== orders.on.attribution[key],
  );
  if (!keys.length) fail('  attribution meta: NONE in the order tables');
  else if (differing.length)
    fail(`  attribution meta read from the order tables: DIFFERENT off and on (${differing.join(', ')})`);
  else console.log(`  attribution meta read from the order tables: ${keys.length} keys, the same off and on`);
}

const features = read('features.json');
for (const feature of ['custom_order_tables', 'cart_checkout_blocks']) {
  const lists = features?.[feature];
  if (!lists) {
    fail(`  ${feature}: no list`);
    continue;
  }
  const show = (list) => (list?.length ? list.join(', ') : '—');
  const line = `  ${feature}: compatible ${show(lists.compatible)}; incompatible ${show(lists.incompatible)}; uncertain ${show(lists.uncertain)}`;
  if (lists.compatible?.includes(PLUGIN)) console.log(line);
  else fail(`${line}  ← ${PLUGIN} NOT compatible`);
}

const results = (name) => {
  const json = read(name);
  if (!json) return { passed: 0, failed: [{ title: `no results (${name})`, reason: '' }] };
  const tests = json.testResults.flatMap((file) => file.assertionResults);
  return {
    passed: tests.filter((t) => t.status === 'passed').length,
    failed: tests
      .filter((t) => t.status !== 'passed' && t.status !== 'skipped' && t.status !== 'pending')
      .map((t) => ({
        title: t.title,
        reason: (t.failureMessages?.[0] ?? t.status).split('\n')[0].slice(0, 140),
      })),
  };
};
const php = (name) => (read(name) ?? '').trim();

const install = results('results-install.json');
const installLog = php('php-install.log');
if (install.failed.length || installLog) {
  fail(
    `  wp-admin install (upload, activate, settings, Site Health, deactivate, delete): FAILED, ${install.passed} steps passed`,
  );
  for (const t of install.failed) console.log(`    ${t.title}: ${t.reason}`);
  if (installLog) console.log(`    PHP log: ${installLog.split('\n').slice(0, 10).join('\n    ')}`);
} else {
  console.log(
    `  wp-admin install (upload, activate, settings, Site Health, deactivate, delete): ${install.passed} steps passed, PHP log empty, the options gone after deleting`,
  );
}

const pseudo = read('pseudo-report.json');
for (const run of ['off', 'on']) {
  const r = results(`results-pseudo-${run}.json`);
  const log = php(`php-pseudo-${run}.log`);
  if (log) fail(`  pseudo-locale, plugin ${run}: PHP log: ${log.split('\n').slice(0, 5).join(' | ')}`);
  for (const t of r.failed) fail(`  pseudo-locale, plugin ${run}: ${t.title}: ${t.reason}`);
}
if (!pseudo) fail('  pseudo-locale: no comparison (the run with the plugin on did not finish)');
else {
  const line = `  pseudo-locale: ${pseudo.probes} probes, ${pseudo.translated} texts translated with the plugin on; unwrapped island strings: ${pseudo.unwrapped.length}`;
  if (pseudo.unwrapped.length || pseudo.missing.length) {
    fail(line);
    for (const { probe, text } of pseudo.unwrapped) console.log(`    ${probe}: ${JSON.stringify(text)}`);
    if (pseudo.missing.length)
      console.log(`    probes seen only with the plugin off: ${pseudo.missing.join(', ')}`);
  } else console.log(line);
}

process.exit(failed ? 1 : 0);
