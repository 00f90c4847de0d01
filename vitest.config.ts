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
    ],
  },
});
