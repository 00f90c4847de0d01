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
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=lib/wp-site.sh
source "$ROOT/scripts/lib/wp-site.sh"
skip() { echo "woocommerce-test: SKIPPED: $*"; exit 0; }
SITE="${WOOCOMMERCE_SITE:-}"
[ -n "$SITE" ] || skip "set WOOCOMMERCE_SITE to a WordPress directory with plugins woocommerce and woo-variation-swatches and theme storefront (see README)"
THEME="${WOOCOMMERCE_THEME:-storefront}"
for part in wp-settings.php wp-content/plugins/woocommerce/woocommerce.php \
  wp-content/plugins/woo-variation-swatches/woo-variation-swatches.php; do
  [ -f "$SITE/$part" ] || skip "$SITE has no $part (see README)"
done
# Where the theme comes from: the site's own copy, or for Twenty Twenty-One Debian's package.
DEBIAN_TT1=/usr/share/wordpress/wp-content/themes/twentytwentyone
THEME_DIR=""
case "$THEME" in
  storefront)
    [ -f "$SITE/wp-content/themes/storefront/style.css" ] || skip "$SITE has no wp-content/themes/storefront/style.css (see README)"
    ;;
  twentytwentyone)
    if [ ! -f "$SITE/wp-content/themes/twentytwentyone/style.css" ]; then
      if [ ! -f "$DEBIAN_TT1/style.css" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null &&
        command -v dpkg >/dev/null; then
        echo "woocommerce-test: installing wordpress-theme-twentytwentyone"
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends wordpress-theme-twentytwentyone \
          >/dev/null 2>&1 || true
      fi
      [ -f "$DEBIAN_TT1/style.css" ] ||
        skip "no Twenty Twenty-One: neither $SITE/wp-content/themes/twentytwentyone nor $DEBIAN_TT1 (apt-get install wordpress-theme-twentytwentyone)"
      THEME_DIR="$DEBIAN_TT1"
    fi
    ;;
  *)
    echo "woocommerce-test: FAILED: WOOCOMMERCE_THEME=$THEME: the suite knows storefront and twentytwentyone"
    exit 1
    ;;
esac
for tool in php mariadbd mariadb-install-db mariadb; do
  command -v "$tool" >/dev/null ||
    skip "$tool not found (Debian: apt-get install php-cli php-mysql php-mbstring php-xml php-curl php-gd php-intl php-zip mariadb-server)"
done
php -r 'exit(extension_loaded("mysqli") && extension_loaded("gd") ? 0 : 1);' || skip "PHP lacks mysqli or gd (php-mysql php-gd)"

WORK="$(mktemp -d /tmp/wc-islands-woo.XXXXXX)"
PIDS=()
cleanup() {
  # php -S with workers forks them: stop the workers with their parent.
  for pid in "${PIDS[@]}"; do
    pkill -P "$pid" 2>/dev/null || true
    kill "$pid" 2>/dev/null || true
  done
  wait 2>/dev/null || true
  [ -n "${KEEP:-}" ] || rm -rf "$WORK"
}
trap cleanup EXIT

echo "woocommerce-test: copying $SITE"
WP="$WORK/wp"
cp -a "$SITE" "$WP"
rm -f "$WP/wp-config.php" "$WP/.htaccess"
rm -rf "$WP/wp-content/plugins/wc-islands" "$WP/wp-content/uploads" "$WP/wp-content/mu-plugins"
# The test gateway: a payment method whose jQuery check refuses the first attempt (tests/woocommerce/test-gateway).
cp -a "$ROOT/tests/woocommerce/test-gateway" "$WP/wp-content/plugins/islands-test-gateway"
# -L: Debian's theme folder may hold links into other packages' files; the copy must stand on its own.
[ -z "$THEME_DIR" ] || cp -RL "$THEME_DIR" "$WP/wp-content/themes/$THEME"

echo "woocommerce-test: database"
start_mariadb "$WORK" woocommerce-test

PORT="${WC_TEST_PORT:-8775}"
URL="http://127.0.0.1:$PORT"
LOG="$WORK/debug.log"
write_wp_config "$WP/wp-config.php" "$URL" "$LOG" "define( 'WP_ENVIRONMENT_TYPE', 'local' );"
# Offline pages: Storefront's Google Fonts stylesheet and WordPress's emoji images would be the only requests
# leaving the machine (and fail there, as console errors in both runs).
mkdir -p "$WP/wp-content/mu-plugins"
cat >"$WP/wp-content/mu-plugins/offline.php" <<'PHP'
<?php
add_action( 'wp_enqueue_scripts', function () {
	wp_dequeue_style( 'storefront-fonts' );
}, 999 );
remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
PHP
cp "$ROOT/tests/woocommerce/quick-view.php" "$WP/wp-content/mu-plugins/"

echo "woocommerce-test: WordPress, WooCommerce, Variation Swatches, $THEME and the catalogue"
SHOP="$WORK/shop.json"
php "$ROOT/tests/woocommerce/setup-shop.php" "$WP" "$SHOP" "$THEME"
grep -q '"quickView": true' "$SHOP" ||
  echo "woocommerce-test: quick-view flows skipped: $SITE has no wp-content/plugins/addonify-quick-view"
echo "woocommerce-test: plugin (npm run package)"
(cd "$ROOT" && node scripts/package.mjs >/dev/null)
(cd "$WP/wp-content/plugins" && unzip -q "$ROOT/dist/wc-islands.zip")
[ ! -s "$LOG" ] || { echo "woocommerce-test: PHP messages during set-up:"; cat "$LOG"; : >"$LOG"; }

PHP_CLI_SERVER_WORKERS=4 php -S "127.0.0.1:$PORT" -t "$WP" "$ROOT/tests/woocommerce/router.php" >"$WORK/php-s.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 50); do curl -fsS -o /dev/null "$URL/wp-includes/js/jquery/jquery.min.js" 2>/dev/null && break; sleep 0.2; done
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
