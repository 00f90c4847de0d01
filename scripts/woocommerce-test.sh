#!/usr/bin/env bash
# The plugin on a real WooCommerce shop. WOOCOMMERCE_SITE names a WordPress directory (core files, no
# wp-config.php) holding wp-content/plugins/woocommerce, wp-content/plugins/woo-variation-swatches and
# wp-content/themes/storefront (with its CSS compiled). This script copies it to a work folder, starts MariaDB
# on a socket there and `php -S` on loopback (both stopped on exit), installs WordPress with a Polish shop and
# catalogue (tests/woocommerce/setup-shop.php), then runs the shopper flows (tests/woocommerce/*.test.ts) in
# Chromium twice: with the plugin deactivated (WooCommerce's own scripts) and activated (`npm run package`).
# It prints which flows pass in each run, each page's JavaScript (bytes, files, jQuery or not) in both, and
# compares the order attribution meta of the orders the two runs placed. PHP's log must stay empty.
#
#   WOOCOMMERCE_SITE=/path/to/site npm run test:woocommerce
#   KEEP=1 keeps the work folder; WC_TEST_PORT changes the port (8775).
#   WOOCOMMERCE_THEME=twentytwentyone runs the shop on Twenty Twenty-One instead of Storefront: the site's copy
#   of the theme, else Debian's (wordpress-theme-twentytwentyone, installed when running as root with apt).
#   wp-content/plugins/addonify-quick-view in the site adds the quick-view flows.
#   The compatibility matrix's plugins in the site's wp-content/plugins (variation-swatches-woo,
#   yith-woocommerce-wishlist, side-cart-woocommerce, woo-ajax-add-to-cart, flexible-checkout-fields) add their
#   flows (tests/woocommerce/third-party.test.ts); the set-up says in one line which skip.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
NAME=woocommerce-test
# shellcheck source=lib/woo-shop.sh
source "$ROOT/scripts/lib/woo-shop.sh"
woo_check_site

WORK="$(mktemp -d /tmp/wc-islands-woo.XXXXXX)"
PIDS=()
trap 'woo_stop "$WORK"' EXIT

PORT="${WC_TEST_PORT:-8775}"
URL="http://127.0.0.1:$PORT"
woo_install_shop "$WORK" "$URL"
grep -q '"quickView": true' "$SHOP" ||
  echo "woocommerce-test: quick-view flows skipped: $SITE has no wp-content/plugins/addonify-quick-view"

woo_serve_php "$WORK" "$PORT"
curl -fsS -o /dev/null "$URL/" || { echo "woocommerce-test: FAILED: $URL/ does not answer"; tail -n 20 "$WORK/php-s.log"; exit 1; }

CHROME_PATH="$(cd "$ROOT" && node tests/chromium.mjs --install | tail -n 1)"
[ -x "$CHROME_PATH" ] || { echo "woocommerce-test: FAILED: Chromium not found (node tests/chromium.mjs --install)"; exit 1; }

FAILED=0
# The plugin as a WooCommerce extension: order tables, install from wp-admin, pseudo-locale (its own file).
# shellcheck source=../tests/woocommerce/extension/run.sh
source "$ROOT/tests/woocommerce/extension/run.sh"
extension_before_flows || FAILED=1
for RUN in off on; do
  echo
  echo "woocommerce-test: shopper flows, plugin $RUN"
  # The log starts empty before the switch, so messages from the plugin's activation count too.
  : >"$LOG"
  php "$ROOT/tests/woocommerce/shop-cli.php" "$WP" plugin "$RUN"
  if ! (cd "$ROOT" && CHROME_PATH="$CHROME_PATH" WC_TEST_URL="$URL" WC_TEST_RUN="$RUN" WC_TEST_SHOP="$SHOP" \
    WC_TEST_OUT="$WORK" node_modules/.bin/vitest run --config tests/woocommerce/vitest.config.ts \
    --reporter=default --reporter=json --outputFile="$WORK/results-$RUN.json"); then
    FAILED=1
  fi
  cp "$LOG" "$WORK/php-$RUN.log" 2>/dev/null || : >"$WORK/php-$RUN.log"
  ORDER="$(cat "$WORK/order-$RUN.txt" 2>/dev/null || true)"
  if [ -n "$ORDER" ]; then
    php "$ROOT/tests/woocommerce/shop-cli.php" "$WP" attribution "$ORDER" >"$WORK/attribution-$RUN.json"
  fi
done

extension_after_flows || FAILED=1

echo
node "$ROOT/tests/woocommerce/report.mjs" "$WORK" || FAILED=1
node "$ROOT/tests/woocommerce/extension/report.mjs" "$WORK" || FAILED=1
if [ "$FAILED" = 1 ]; then
  if [ -n "${KEEP:-}" ]; then echo "woocommerce-test: FAILED (work folder kept: $WORK)"; else echo "woocommerce-test: FAILED (KEEP=1 keeps the work folder)"; fi
  exit 1
fi
echo "woocommerce-test: passed"
