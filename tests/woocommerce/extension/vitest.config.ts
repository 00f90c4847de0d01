// The plugin as a WooCommerce extension on the real shop: run by tests/woocommerce/extension/run.sh (from
// scripts/woocommerce-test.sh) with WC_TEST_URL and the other variables it sets; one file at a time.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/woocommerce/extension/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
