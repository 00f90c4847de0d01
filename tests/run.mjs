/**
 * `npm test`: lint, type-check, build with the byte budgets, unit tests and browser tests, then one plain
 * summary line `N passed, N failed` (each gate counts as one test, plus every vitest test).
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';

const RESULTS = '.vitest-results.json';
let passed = 0;
let failed = 0;

/**
 * Runs one gate. Gates that run side by side print their output whole when they end, so it does not
 * interleave; a gate that runs alone (`alone`) streams it.
 */
function gate(name, command, args, { alone = false } = {}) {
  return new Promise((resolve) => {
    if (alone) console.log(`\n── ${name}: ${command} ${args.join(' ')}`);
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      if (!alone) console.log(`\n── ${name}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      if (status === 0) passed++;
      else {
        failed++;
        console.log(`✗ ${name} failed`);
      }
      resolve(status === 0);
    });
  });
}

const bin = (name) => `node_modules/.bin/${name}`;
// Each gate is one process on one core; side by side they take the time of the slowest, not of the four.
const [, , , built] = await Promise.all([
  gate('lint', bin('eslint'), ['.']),
  gate('format', bin('prettier'), ['--check', '.']),
  gate('types', 'npm', ['run', '--silent', 'typecheck']), // the sources and tests, then the build
  gate('build + byte budgets', process.execPath, ['scripts/size.mjs']),
]);

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
  if (built)
    await gate('WordPress plugin in a real WordPress', 'bash', ['scripts/wordpress-test.sh'], {
      alone: true,
    });
} else
  console.log('\n(WordPress test not run: CI=true or WORDPRESS_TEST=1 runs it, or `npm run test:wordpress`)');

// The plugin on a real WooCommerce shop: needs a WordPress site directory holding WooCommerce, Variation
// Swatches and Storefront (not in Debian), so it runs only where WOOCOMMERCE_SITE names one.
if (process.env.WOOCOMMERCE_SITE) {
  if (built)
    await gate('WooCommerce shopper flows, plugin off and on', 'bash', ['scripts/woocommerce-test.sh'], {
      alone: true,
    });
} else console.log('\n(WooCommerce test not run: WOOCOMMERCE_SITE=<site dir> runs it, see docs/testing.md)');

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
