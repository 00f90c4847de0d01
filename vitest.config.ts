import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'widgets/**/*.test.ts', 'shared/**/*.test.ts'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file runs its own Chromium; two at a time suits a 2-core machine.
          maxWorkers: 2,
          sequence: { groupOrder: 1 }, // after the unit tests
        },
      },
      {
        test: {
          // The key shopper flows in Chromium, Firefox and WebKit (tests/engines/README.md); an engine
          // whose browser is missing is skipped with one line. ENGINE=firefox runs one.
          name: 'engines',
          include: ['tests/engines/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/engines/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // One browser at a time: each file launches every engine in turn.
          maxWorkers: 1,
          sequence: { groupOrder: 2 }, // after the browser tests
        },
      },
    ],
  },
});
