// The browser tests against a real WordPress: run by scripts/wordpress-test.sh, which sets WP_TEST_URL (the
// WordPress on loopback) and WP_TEST_DEMO_URL (the demo shop answering its wc-ajax requests). Not part of
// the projects in the root vitest.config.ts, so `npm test` does not pick these files up.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/wordpress/**/*.test.ts'],
    environment: 'node',
    // expect.poll waits for a state: as in the root config, its one-second default is too short for a busy machine.
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
