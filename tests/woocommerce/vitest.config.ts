// The shopper flows on a real WooCommerce shop: run by scripts/woocommerce-test.sh, which sets WC_TEST_URL
// (the shop on loopback), WC_TEST_RUN (off or on: the plugin's state), WC_TEST_SHOP (the catalogue's paths)
// and WC_TEST_OUT (where the flows leave the order number and each page's JavaScript). Not part of the
// projects in the root vitest.config.ts, so `npm test` does not pick these files up.
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/woocommerce/**/*.test.ts'],
    // The extension's own runs (tests/woocommerce/extension/run.sh), not the shopper flows.
    exclude: [...configDefaults.exclude, 'tests/woocommerce/extension/**'],
    environment: 'node',
    // One shop, one cart per browser context: the files run one after another.
    fileParallelism: false,
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
