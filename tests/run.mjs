/**
 * `npm test`: lint, type-check, build with the byte budgets, unit tests and browser tests, then one plain
 * summary line `N passed, N failed` (each gate counts as one test, plus every vitest test).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';

const RESULTS = '.vitest-results.json';
let passed = 0;
let failed = 0;

function gate(name, command, args) {
  console.log(`\n── ${name}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status === 0) passed++;
  else {
    failed++;
    console.log(`✗ ${name} failed`);
  }
  return status === 0;
}

const bin = (name) => `node_modules/.bin/${name}`;
gate('lint', bin('eslint'), ['.']);
gate('format', bin('prettier'), ['--check', '.']);
gate('types', bin('tsc'), ['--noEmit', '-p', '.']);
const built = gate('build + byte budgets', process.execPath, ['scripts/size.mjs']);

let chromiumReady = true;
try {
  process.env.CHROME_PATH = ensureChromium();
} catch (error) {
  chromiumReady = false;
  failed++;
  console.log(`✗ ${error.message}`);
}

// Without Chromium the Chromium-only browser project cannot run, but Firefox and WebKit still can (the engines
// project skips a missing engine with a line of its own).
let projects = [];
if (!built) projects = ['--project', 'unit'];
else if (!chromiumReady) projects = ['--project', 'unit', '--project', 'engines'];
if (!built) console.log('(browser tests skipped: the build failed)');
rmSync(RESULTS, { force: true });
console.log('\n── unit + browser tests: vitest run');
spawnSync(
  bin('vitest'),
  ['run', ...projects, '--reporter=default', '--reporter=json', `--outputFile=${RESULTS}`],
  {
    stdio: 'inherit',
  },
);
try {
  const results = JSON.parse(readFileSync(RESULTS, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  // A file that failed to load has no tests to count: count it as a failure.
  failed += results.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
} catch {
  failed++;
  console.log('✗ vitest produced no results');
}

// The plugin in a real WordPress (Debian's package, MariaDB, php -S): installs system packages, so it runs
// in CI or on request; it skips itself with a message where apt-get or root is missing.
if (process.env.CI || process.env.WORDPRESS_TEST) {
  if (built) gate('WordPress plugin in a real WordPress', 'bash', ['scripts/wordpress-test.sh']);
} else
  console.log('\n(WordPress test not run: CI=true or WORDPRESS_TEST=1 runs it, or `npm run test:wordpress`)');

// The plugin on a real WooCommerce shop: needs a WordPress site directory holding WooCommerce, Variation
// Swatches and Storefront (not in Debian), so it runs only where WOOCOMMERCE_SITE names one.
if (process.env.WOOCOMMERCE_SITE) {
  if (built) gate('WooCommerce shopper flows, plugin off and on', 'bash', ['scripts/woocommerce-test.sh']);
} else console.log('\n(WooCommerce test not run: WOOCOMMERCE_SITE=<site dir> runs it, see docs/testing.md)');

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
