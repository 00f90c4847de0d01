#!/usr/bin/env bash
# Smoke test of the plugin in a real WordPress: Debian's `wordpress` package (6.1, so the classic path),
# MariaDB and `php -S` on loopback, all started here and stopped on exit. Installs the packaged plugin and a
# tiny theme, then checks what WordPress prints: the loader as <script type="module"> with the asset
# version, its Polish translations, a replaced script's params without its file, a marked island root.
#
#   npm run test:wordpress        (root + apt-get on Debian; skipped with a message elsewhere)
#
# Not covered yet: the store-notice and add-to-cart browser tests against this WordPress (no WooCommerce in
# Debian), and the script-module path (WordPress 6.5+; tested against stand-ins in tests/unit).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
skip() { echo "wordpress-test: SKIPPED: $*"; exit 0; }
[ "$(id -u)" = 0 ] || skip "needs root for apt-get (Debian: php-cli php-mysql mariadb-server wordpress)"
command -v apt-get >/dev/null || skip "apt-get not found (Debian/Ubuntu only)"

WORK="$(mktemp -d /tmp/wc-islands-wp.XXXXXX)"
PIDS=()
cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  [ -n "${KEEP:-}" ] || rm -rf "$WORK"
}
trap cleanup EXIT

echo "wordpress-test: packages"
install_packages() { DEBIAN_FRONTEND=noninteractive apt-get install -y -q php-cli php-mysql mariadb-server >/dev/null; }
# A fresh machine has no package lists yet: fetch them once and try again.
install_packages || { apt-get update -qq >/dev/null && install_packages; } || skip "apt-get install failed (offline?)"
(cd "$WORK" && apt-get download -q wordpress >/dev/null) ||
  (apt-get update -qq >/dev/null && cd "$WORK" && apt-get download -q wordpress >/dev/null) || skip "apt-get download wordpress failed"
dpkg -x "$WORK"/wordpress_*.deb "$WORK/pkg"
cp -r "$WORK/pkg/usr/share/wordpress" "$WORK/wp"
rm -f "$WORK/wp/.htaccess" "$WORK/wp/wp-config.php"
rm -rf "$WORK/wp/wp-content" && mkdir -p "$WORK/wp/wp-content/plugins" "$WORK/wp/wp-content/themes"

echo "wordpress-test: database"
mkdir -p "$WORK/db"
mariadb-install-db --user=root --datadir="$WORK/db" --auth-root-authentication-method=normal >/dev/null
SOCK="$WORK/mysql.sock"
mariadbd --user=root --datadir="$WORK/db" --socket="$SOCK" --skip-networking --pid-file="$WORK/db.pid" \
  --log-error="$WORK/db.log" &
PIDS+=($!)
for _ in $(seq 50); do [ -S "$SOCK" ] && break; sleep 0.2; done
[ -S "$SOCK" ] || { cat "$WORK/db.log"; echo "wordpress-test: FAILED: mariadbd did not start"; exit 1; }
mariadb --socket="$SOCK" -uroot -e "CREATE DATABASE wp; CREATE USER 'wp'@'localhost' IDENTIFIED BY 'wp'; GRANT ALL ON wp.* TO 'wp'@'localhost';"

PORT="${WP_TEST_PORT:-8765}"
URL="http://127.0.0.1:$PORT"
cat >"$WORK/wp/wp-config.php" <<PHP
<?php
define( 'DB_NAME', 'wp' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'wp' );
define( 'DB_HOST', 'localhost:$SOCK' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'WP_HOME', '$URL' );
define( 'WP_SITEURL', '$URL' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', '$WORK/debug.log' );
// Offline: no update checks, no cron requests, no HTTP to anything but this host.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'DISABLE_WP_CRON', true );
define( 'WP_AUTO_UPDATE_CORE', false );
\$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) { define( 'ABSPATH', __DIR__ . '/' ); }
require_once ABSPATH . 'wp-settings.php';
PHP

echo "wordpress-test: plugin and theme"
(cd "$ROOT" && node scripts/package.mjs)
(cd "$WORK/wp/wp-content/plugins" && unzip -q "$ROOT/dist/wc-islands.zip")
THEME="$WORK/wp/wp-content/themes/islands-test"
mkdir -p "$THEME"
printf '/*\nTheme Name: Islands test\n*/\n' >"$THEME/style.css"
cat >"$THEME/functions.php" <<'PHP'
<?php
// Polish without a language pack (the WPLANG option only takes installed languages).
add_filter( 'locale', function () {
	return 'pl_PL';
} );
// A stand-in for WooCommerce's add-to-cart script and its params (WooCommerce is not in Debian).
add_action( 'wp_enqueue_scripts', function () {
	wp_register_script( 'wc-add-to-cart', plugins_url( 'woocommerce/assets/js/frontend/add-to-cart.min.js' ), array( 'jquery' ), '10.8.1', true );
	wp_localize_script( 'wc-add-to-cart', 'wc_add_to_cart_params', array( 'i18n_view_cart' => 'Koszyk (params)', 'cart_url' => home_url( '/koszyk/' ) ) );
	wp_enqueue_script( 'wc-add-to-cart' );
} );
PHP
cat >"$THEME/index.php" <<'PHP'
<!doctype html>
<html <?php language_attributes(); ?>>
<head><meta charset="utf-8"><?php wp_head(); ?></head>
<body>
<?php echo apply_filters( 'woocommerce_demo_store', '<p role="complementary" class="woocommerce-store-notice demo_store" data-notice-id="t1" style="display:none;">Wyprzedaż <a href="#" class="woocommerce-store-notice__dismiss-link">Zamknij</a></p>' ); ?>
<?php wp_footer(); ?>
</body>
</html>
PHP

cat >"$WORK/install.php" <<PHP
<?php
define( 'WP_INSTALLING', true );
require '$WORK/wp/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
wp_install( 'Islands', 'admin', 'admin@example.com', true, '', 'admin-password' );
update_option( 'active_plugins', array( 'wc-islands/wc-islands.php' ) );
switch_theme( 'islands-test' );
PHP
php "$WORK/install.php" >/dev/null

php -S "127.0.0.1:$PORT" -t "$WORK/wp" >"$WORK/php-s.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 50); do curl -fsS -o /dev/null "$URL/wp-includes/js/jquery/jquery.min.js" 2>/dev/null && break; sleep 0.2; done

echo "wordpress-test: checks"
HTML="$(curl -fsS "$URL/")"
VERSION="$(sed -n "s/.*'version' => '\([0-9a-f]*\)'.*/\1/p" "$ROOT/dist/preact/islands.asset.php")"
FAILED=0
check() {
  if grep -qF -- "$2" <<<"$HTML"; then echo "  ok   $1"; else echo "  FAIL $1: no $2"; FAILED=1; fi
}
refute() {
  if grep -qF -- "$2" <<<"$HTML"; then echo "  FAIL $1: found $2"; FAILED=1; else echo "  ok   $1"; fi
}
check 'loader is a module script with the asset version' \
  "<script type=\"module\" src='$URL/wp-content/plugins/wc-islands/dist/preact/islands.js?ver=$VERSION' id='wc-islands-js'></script>"
check 'Polish translations printed for the loader' "id='wc-islands-js-translations'"
check 'translations hold the catalogue' '"View cart":["Zobacz koszyk"]'
check 'wp-i18n loaded for the translations' 'wp-includes/js/dist/i18n'
check "replaced script's params still printed" "id='wc-add-to-cart-js-extra'"
check 'params content' 'var wc_add_to_cart_params'
refute "replaced script's file not loaded" 'add-to-cart.min.js'
refute "replaced script's dependency (jQuery) not loaded" 'jquery.min.js'
check 'store notice root marked' '<p data-island="store-notice" role="complementary"'
check 'order-attribution root in the footer' '<div data-island="order-attribution" hidden></div>'
STATUS="$(curl -s -o /dev/null -w '%{http_code} %{content_type}' "$URL/wp-content/plugins/wc-islands/dist/preact/islands.js")"
if [[ "$STATUS" == 200\ *javascript* ]]; then echo "  ok   islands.js served ($STATUS)"; else echo "  FAIL islands.js: $STATUS"; FAILED=1; fi
# WordPress 6.1 itself logs PHP 8.2 deprecations; only the plugin's and the theme's messages count.
if grep -E 'plugins/wc-islands|themes/islands-test' "$WORK/debug.log" 2>/dev/null; then
  echo "  FAIL PHP messages from the plugin or the theme (above)"
  FAILED=1
else
  echo "  ok   no PHP messages from the plugin or the theme"
fi

if [ "$FAILED" = 1 ]; then
  echo "wordpress-test: FAILED (page saved as $WORK/page.html; KEEP=1 keeps $WORK)"
  printf '%s' "$HTML" >"$WORK/page.html"
  KEEP=1
  exit 1
fi
echo "wordpress-test: passed"
