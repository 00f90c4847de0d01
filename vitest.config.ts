import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { readIslandManifest } from './scripts/manifest.mjs';

// expect.poll waits for a state; its default of one second is a fixed time that a busy 2-core CI machine
// overruns (an add to cart that loads its chunk on the click took 0.4–0.8 s under load here). A poll
// still ends as soon as the state is reached, so only a failure waits this long.
const waitForState = { poll: { timeout: 10_000 } };

// The runtime loads a built-in island by the files the build names (ISLAND_FILES, widgets/islands.ts); the
// unit tests run the sources, so each island's files are its module.
const declared = await readIslandManifest();
const islandSources = Object.keys(declared.islands).map((name) =>
  [`${name}/index.tsx`, `${name}/index.ts`].filter((file) => existsSync(`widgets/${file}`)),
);

export default defineConfig({
  test: {
    projects: [
      {
        // The click hold's table (ISLAND_HOLD) comes from tests/unit/click-hold-table.ts.
        define: { ISLAND_FILES: JSON.stringify(islandSources) },
        test: {
          name: 'unit',
          include: [
            'tests/unit/**/*.test.{ts,tsx}',
            'widgets/**/*.test.{ts,tsx}',
            'shared/**/*.test.{ts,tsx}',
          ],
          // happy-dom sets a page up in a third of jsdom's time; a file that needs what it lacks (the Option
          // constructor, storage events between windows, `:not()` around a descendant, …) asks for jsdom.
          environment: 'happy-dom',
          setupFiles: ['tests/unit/polish-page.ts', 'tests/unit/click-hold-table.ts'],
          // Vitest's default leaves one of two cores idle.
          maxWorkers: 2,
          // Some tests render every demo page: on a busy 2-core machine that outlasts vitest's 5 s default.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          expect: waitForState,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file runs its own Chromium; two at a time suits a 2-core machine. The unit and both browser
          // projects share one group, so one pool of two workers: no core idles at a project's end, and never
          // four browsers on two cores.
          maxWorkers: 2,
        },
      },
      {
        test: {
          // The same browser tests on the react flavour: WordPress's React 18.3 (its UMD files, loaded as
          // WordPress loads them) under the same island source.
          name: 'browser-react',
          include: ['tests/browser/**/*.test.ts'],
          exclude: [
            // What these prove does not depend on the flavour (network faults, the cart queue, the jQuery
            // bridge, missing browser APIs, markup variants, malformed input), and every island renders under
            // React in the other files: run once, on preact, to keep CI within its time.
            'tests/browser/hardening/faults.test.ts',
            'tests/browser/hardening/cart-queue.test.ts',
            'tests/browser/hardening/degraded.test.ts',
            'tests/browser/jquery-matrix.test.ts',
            'tests/browser/markup-matrix.test.ts',
            'tests/browser/hardening/malformed.test.ts',
            // The static fixtures carry every flavour as files of their own; one run checks the worker.
            'tests/browser/static-fixtures.test.ts',
          ],
          environment: 'node',
          expect: waitForState,
          env: { ISLANDS_FLAVOUR: 'react' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          // The key shopper flows in Chromium, Firefox and WebKit (tests/engines/README.md); an engine
          // whose browser is missing is skipped with one line. ENGINE=firefox runs one.
          name: 'engines',
          include: ['tests/engines/**/*.test.ts'],
          environment: 'node',
          expect: waitForState,
          globalSetup: ['tests/engines/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // One browser at a time: each file launches every engine in turn.
          maxWorkers: 1,
          sequence: { groupOrder: 1 }, // after the others
        },
      },
    ],
  },
});
