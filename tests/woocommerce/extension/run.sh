# shellcheck shell=bash
# The plugin as a WooCommerce extension on the real shop, sourced by scripts/woocommerce-test.sh (which defines
# ROOT, WP, WORK, URL, LOG, SHOP and CHROME_PATH):
#   extension_before_flows  WooCommerce's order tables on (WooCommerce's default for new shops) before any
#                           order is placed; the plugin installed from its zip in wp-admin, used, deleted
#                           (admin-install.test.ts), then unzipped again for the shopper flows
#   extension_after_flows   the compatibility lists with the plugin active; the shop in a pseudo-locale with the
#                           plugin off and on (pseudo-locale.test.ts); the orders' storage and attribution meta
# Each writes what tests/woocommerce/extension/report.mjs summarises; each returns 1 when something failed.

EXTENSION="$ROOT/tests/woocommerce/extension"

# extension_vitest RUN FILE [VITEST ARGS…]: one test file of this folder against the shop.
extension_vitest() {
  local run="$1" file="$2"
  shift 2
  (cd "$ROOT" && CHROME_PATH="$CHROME_PATH" WC_TEST_URL="$URL" WC_TEST_SHOP="$SHOP" WC_TEST_OUT="$WORK" WC_TEST_WP="$WP" \
    WC_TEST_ZIP="$ROOT/dist/wc-islands.zip" WC_TEST_RUN="$run" node_modules/.bin/vitest run \
    --config tests/woocommerce/extension/vitest.config.ts --reporter=default "$@" "tests/woocommerce/extension/$file")
}

extension_before_flows() {
  local failed=0
  echo
  echo "woocommerce-test: WooCommerce's order tables (HPOS)"
  php "$EXTENSION/cli.php" "$WP" hpos >"$WORK/hpos.json" || failed=1
  echo
  echo "woocommerce-test: the plugin installed from its zip in wp-admin"
  php "$ROOT/tests/woocommerce/shop-cli.php" "$WP" plugin off
  rm -rf "$WP/wp-content/plugins/wc-islands"
  cp "$EXTENSION/offline-admin.php" "$WP/wp-content/mu-plugins/islands-offline-admin.php"
  : >"$LOG"
  extension_vitest install admin-install.test.ts --reporter=json --outputFile="$WORK/results-install.json" || failed=1
  cp "$LOG" "$WORK/php-install.log" 2>/dev/null || : >"$WORK/php-install.log"
  rm -f "$WP/wp-content/mu-plugins/islands-offline-admin.php"
  (cd "$WP/wp-content/plugins" && rm -rf wc-islands && unzip -q "$ROOT/dist/wc-islands.zip")
  return "$failed"
}

extension_after_flows() {
  local failed=0 run order
  php "$ROOT/tests/woocommerce/shop-cli.php" "$WP" plugin on
  php "$EXTENSION/cli.php" "$WP" features >"$WORK/features.json" || failed=1
  for run in off on; do
    order="$(cat "$WORK/order-$run.txt" 2>/dev/null || true)"
    [ -z "$order" ] || php "$EXTENSION/cli.php" "$WP" order "$order" >"$WORK/order-$run.json" || failed=1
  done
  cp "$EXTENSION/pseudo-locale.php" "$WP/wp-content/mu-plugins/islands-pseudo-locale.php"
  for run in off on; do
    echo
    echo "woocommerce-test: the shop in a pseudo-locale, plugin $run"
    php "$ROOT/tests/woocommerce/shop-cli.php" "$WP" plugin "$run"
    : >"$LOG"
    extension_vitest "$run" pseudo-locale.test.ts --reporter=json --outputFile="$WORK/results-pseudo-$run.json" || failed=1
    cp "$LOG" "$WORK/php-pseudo-$run.log" 2>/dev/null || : >"$WORK/php-pseudo-$run.log"
  done
  rm -f "$WP/wp-content/mu-plugins/islands-pseudo-locale.php"
  return "$failed"
}
