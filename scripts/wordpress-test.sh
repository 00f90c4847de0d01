#!/usr/bin/env bash
# The plugin in a real WordPress: Debian's `wordpress` package (6.1, so the classic path), MariaDB and
# `php -S` on loopback, plus the demo shop (fixtures/server.mjs) on a second loopback port, all started here
# and stopped on exit. Installs the packaged plugin and a test theme, then:
#  1. checks what WordPress prints: the loader as <script type="module" async> with the asset version, its Polish
#     translations, the replaced scripts' params without their files or jQuery, the marked island roots;
#     the react flavour falling back to preact (6.1 has no react-jsx-runtime) and, with a stand-in handle,
#     loading dist/react/ after WordPress's React; the attribution consent settings amending the params; jQuery
#     printed before a theme script that uses it without declaring it, and Site Health's row saying why; an
#     island switched off on the settings page (?islands_off=add-to-cart) bringing its script back after jQuery;
#  2. runs tests/wordpress/*.test.ts in Chromium against it: the store notice is dismissed and its cookie set,
#     a product is added from the listing with the header and sidebar fragments replaced, and with the
#     add-to-cart island switched off the click goes to the (stand-in) classic script instead.
# Debian has no WooCommerce, so the theme stands in for it: its pages are the demo shop's home and shop pages
# (written at setup by tests/wordpress/theme-fixture.mjs), its WooCommerce/Salient handles are localized with
# the demo shop's params (the plugin empties the handles, WordPress prints the params), the store notice and
# ul.products go through WooCommerce's filters so the plugin marks them, and a mu-plugin passes
# `?wc-ajax=` requests (cookies both ways) to the demo shop, which plays WooCommerce's cart.
#
#   npm run test:wordpress        (root + apt-get on Debian; skipped with a message elsewhere)
#   KEEP=1 keeps the work folder; WP_TEST_PORT / WP_TEST_DEMO_PORT change the ports (8765 / 8766).
#
# Not covered: WooCommerce's own PHP (templates, cart, fragments: the demo shop answers instead), other
# pages and islands in WordPress, and the script-module path (WordPress 6.5+; tested against stand-ins
# in tests/unit).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=lib/wp-site.sh
source "$ROOT/scripts/lib/wp-site.sh"
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
start_mariadb "$WORK" wordpress-test

PORT="${WP_TEST_PORT:-8765}"
URL="http://127.0.0.1:$PORT"
write_wp_config "$WORK/wp/wp-config.php" "$URL" "$WORK/debug.log"

echo "wordpress-test: plugin and theme"
(cd "$ROOT" && node scripts/package.mjs)
(cd "$WORK/wp/wp-content/plugins" && unzip -q "$ROOT/dist/wc-islands.zip")
THEME="$WORK/wp/wp-content/themes/islands-test"
mkdir -p "$THEME"
printf '/*\nTheme Name: Islands test\n*/\n' >"$THEME/style.css"
# The demo shop (fixtures/server.mjs) on another loopback port: its home and shop pages become the theme's
# pages, and it answers the wc-ajax requests the mu-plugin below passes on.
DEMO_PORT="${WP_TEST_DEMO_PORT:-8766}"
DEMO_URL="http://127.0.0.1:$DEMO_PORT"
(cd "$ROOT" && node tests/wordpress/theme-fixture.mjs "$THEME" "$URL" "$DEMO_URL")
cat >"$THEME/functions.php" <<'PHP'
<?php
// Polish without a language pack (the WPLANG option only takes installed languages).
add_filter( 'locale', function () {
	return 'pl_PL';
} );
// No permalinks in this install: the theme picks the page by path, so / and /sklep/ must not be redirected.
remove_action( 'template_redirect', 'redirect_canonical' );
function islands_test_page() {
	$path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
	return '/sklep/' === $path ? 'shop' : 'home';
}
// Stand-ins for WooCommerce's and Salient's script handles (neither is in Debian), localized with the demo
// shop's params for this page. The plugin empties the handles, so WordPress prints the params without files.
add_action( 'wp_enqueue_scripts', function () {
	$params = json_decode( file_get_contents( __DIR__ . '/fixture/' . islands_test_page() . '.json' ), true );
	// wpApiSettings: WordPress's own wp-api-request prints it (and would bring jQuery); the plugin keeps it.
	unset( $params['wp-api-request'] );
	foreach ( $params as $handle => $objects ) {
		$deps = 'wc-add-to-cart' === $handle ? array( 'jquery' ) : array();
		$src  = plugins_url( "woocommerce/assets/js/frontend/$handle.min.js" );
		if ( 'wc-add-to-cart' === $handle && isset( $_GET['islands_off'] ) ) {
			$src = get_theme_file_uri( 'classic-add-to-cart.js' );
		}
		wp_register_script( $handle, $src, $deps, '10.8.1', true );
		foreach ( $objects as $object ) {
			wp_localize_script( $handle, $object[0], $object[1] );
		}
		wp_enqueue_script( $handle );
	}
} );
// For the flavour checks: ?islands_flavour=react asks the plugin for WordPress's React, and ?jsx_runtime=1
// registers a stand-in react-jsx-runtime handle (WordPress has its own from 6.6; 6.1 has react and react-dom).
if ( isset( $_GET['islands_flavour'] ) ) {
	add_filter( 'wc_islands_settings', function ( $settings ) {
		$settings['flavour'] = sanitize_key( wp_unslash( $_GET['islands_flavour'] ) );
		return $settings;
	} );
}
// ?attribution_consent=1: the shop requires consent (WP Consent API) in the statistics category.
if ( isset( $_GET['attribution_consent'] ) ) {
	add_filter( 'wc_islands_settings', function ( $settings ) {
		$settings['attribution_consent_required'] = true;
		$settings['attribution_consent_category'] = 'statistics';
		return $settings;
	} );
}
// ?wishlist=1: a plugin's script that calls jQuery without declaring it; the plugin prints jQuery before it.
if ( isset( $_GET['wishlist'] ) ) {
	add_action( 'wp_enqueue_scripts', function () {
		wp_enqueue_script( 'islands-test-wishlist', get_stylesheet_directory_uri() . '/wishlist.js', array(), '1.0', true );
	} );
}
// ?islands_off=add-to-cart: those islands saved as switched off on the settings page (the option read through
// get_option), and WooCommerce's add-to-cart.js played by classic-add-to-cart.js, which counts the clicks it
// answers.
if ( isset( $_GET['islands_off'] ) ) {
	add_filter( 'pre_option_wc_islands_options', function () {
		return array(
			'flavour' => 'preact',
			'off'     => explode( ' ', sanitize_text_field( wp_unslash( $_GET['islands_off'] ) ) ),
		);
	} );
}
if ( isset( $_GET['jsx_runtime'] ) ) {
	add_action( 'wp_enqueue_scripts', function () {
		wp_register_script( 'react-jsx-runtime', includes_url( 'js/dist/vendor/react-jsx-runtime.min.js' ), array( 'react' ), '18.3.1', true );
	}, 1 );
}
PHP
printf 'jQuery( function ( $ ) { $( document.body ).addClass( "wishlist-ready" ); } );\n' >"$THEME/wishlist.js"
cat >"$THEME/classic-add-to-cart.js" <<'JS'
// Stands in for WooCommerce's add-to-cart.js where its island is switched off: answers the loop's buttons
// with jQuery, as that script does, and counts them.
jQuery(function ($) {
  window.classicAddToCart = 0;
  $(document.body).on('click', '.ajax_add_to_cart', function (event) {
    event.preventDefault();
    window.classicAddToCart += 1;
  });
});
JS
cat >"$THEME/index.php" <<'PHP'
<?php
list( $head_links, $body_attributes, $body ) = explode( "\n", file_get_contents( __DIR__ . '/fixture/' . islands_test_page() . '.html' ), 3 );
// The roots WooCommerce prints through filters go through them here, so the plugin marks them.
$body = preg_replace_callback( '#<p [^>]*class="woocommerce-store-notice.*?</p>#s', function ( $m ) {
	return apply_filters( 'woocommerce_demo_store', $m[0] );
}, $body );
$body = preg_replace_callback( '#<ul class="products[^"]*">#', function ( $m ) {
	return apply_filters( 'woocommerce_product_loop_start', $m[0] );
}, $body );
?><!doctype html>
<html <?php language_attributes(); ?>>
<head><meta charset="utf-8"><?php echo $head_links; ?><?php wp_head(); ?></head>
<body <?php echo $body_attributes; ?>>
<?php wp_body_open(); ?>
<?php echo $body; ?>
<?php wp_footer(); ?>
</body>
</html>
PHP
# wc-ajax requests go to the demo shop, as WooCommerce would answer them (cookies both ways).
mkdir -p "$WORK/wp/wp-content/mu-plugins"
# The plugin stands down without WooCommerce: the stand-in says which WooCommerce it plays.
printf "<?php\ndefine( 'WC_VERSION', '10.4.3' );\n" >"$WORK/wp/wp-content/mu-plugins/woocommerce-stand-in.php"
cat >"$WORK/wp/wp-content/mu-plugins/wc-ajax-proxy.php" <<PHP
<?php
if ( isset( \$_GET['wc-ajax'] ) ) {
	\$type = isset( \$_SERVER['CONTENT_TYPE'] ) ? \$_SERVER['CONTENT_TYPE'] : 'application/x-www-form-urlencoded';
	\$body = file_get_contents( 'php://input' );
	if ( 0 === strpos( \$type, 'multipart/' ) ) {
		\$type = 'application/x-www-form-urlencoded';
		\$body = http_build_query( \$_POST );
	}
	\$headers = array( 'Content-Type: ' . \$type );
	foreach ( array( 'HTTP_COOKIE' => 'Cookie', 'HTTP_X_QA_FAULT' => 'X-QA-Fault' ) as \$key => \$name ) {
		if ( isset( \$_SERVER[ \$key ] ) ) {
			\$headers[] = \$name . ': ' . \$_SERVER[ \$key ];
		}
	}
	\$answer = file_get_contents( '$DEMO_URL' . \$_SERVER['REQUEST_URI'], false, stream_context_create( array(
		'http' => array( 'method' => \$_SERVER['REQUEST_METHOD'], 'header' => implode( "\\r\\n", \$headers ), 'content' => \$body, 'ignore_errors' => true, 'timeout' => 10 ),
	) ) );
	if ( false === \$answer ) {
		http_response_code( 502 );
		exit;
	}
	foreach ( \$http_response_header as \$i => \$line ) {
		if ( 0 === \$i && preg_match( '#^HTTP/\\S+ (\\d+)#', \$line, \$m ) ) {
			http_response_code( (int) \$m[1] );
		} elseif ( preg_match( '#^(Content-Type|Set-Cookie):#i', \$line ) ) {
			header( \$line, false );
		}
	}
	// Images in the fragments (mini-cart thumbnails) come from the demo shop too, as on the theme's pages.
	echo preg_replace( '#(?<=["\\s])/img/#', '$DEMO_URL/img/', \$answer );
	exit;
}
PHP

cat >"$WORK/install.php" <<PHP
<?php
define( 'WP_INSTALLING', true );
require '$WORK/wp/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
wp_install( 'Islands', 'admin', 'admin@example.com', true, '', 'admin-password' );
require_once ABSPATH . 'wp-admin/includes/plugin.php';
\$activated = activate_plugin( 'wc-islands/wc-islands.php' );
if ( is_wp_error( \$activated ) ) {
	fwrite( STDERR, 'activate_plugin: ' . \$activated->get_error_message() . "\\n" );
	exit( 1 );
}
switch_theme( 'islands-test' );
PHP
php "$WORK/install.php" >/dev/null

php -S "127.0.0.1:$PORT" -t "$WORK/wp" >"$WORK/php-s.log" 2>&1 &
PIDS+=($!)
node "$ROOT/fixtures/server.mjs" --port "$DEMO_PORT" --host 127.0.0.1 --quiet >"$WORK/demo.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 50); do curl -fsS -o /dev/null "$DEMO_URL/assets/shop.css" 2>/dev/null && break; sleep 0.2; done
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
  "<script type=\"module\" async fetchpriority=\"low\" src='$URL/wp-content/plugins/wc-islands/dist/preact/islands.js?ver=$VERSION' id='wc-islands-js'></script>"
check 'Polish translations printed for the loader' "id='wc-islands-js-translations'"
check "WooCommerce's no-js body class swapped at the body's opening" "document.body.classList.replace('woocommerce-no-js','woocommerce-js');"
BOOT="$(node -p "require('$ROOT/dist/preact/manifest.json').preload.join(' ')")"
for FILE in $BOOT; do
  check "the loader's import $FILE preloaded in the head" "<link rel=\"modulepreload\" href=\"$URL/wp-content/plugins/wc-islands/dist/preact/$FILE\" fetchpriority=\"low\">"
done
CORE="$(node -p "require('$ROOT/dist/preact/manifest.json').core")"
refute 'the core left to the parsed page, not preloaded' "dist/preact/$CORE\">"
check 'translations hold the catalogue' '"Love this":["Polub to"]'
check 'wp-i18n loaded for the translations' 'wp-includes/js/dist/i18n'
check "replaced script's params still printed" "id='wc-add-to-cart-js-extra'"
check 'params content' 'var wc_add_to_cart_params'
refute "replaced script's file not loaded" 'add-to-cart.min.js'
refute "replaced script's dependency (jQuery) not loaded" 'jquery.min.js'
check 'store notice root marked' '<p data-island="store-notice" role="complementary" aria-label="Komunikat sklepu" class="woocommerce-store-notice'
check 'product loop root marked' '<ul data-island="add-to-cart" class="products'
refute 'no order-attribution root (the island adopts the inputs element)' 'data-island="order-attribution"'
# The react flavour: WordPress 6.1 lacks react-jsx-runtime, so the plugin falls back to preact; with the
# handle registered it loads dist/react/ after WordPress's react, react-dom and react-jsx-runtime.
HOME_HTML="$HTML"
PLUGIN_DIST="$URL/wp-content/plugins/wc-islands/dist"
HTML="$(curl -fsS "$URL/?islands_flavour=react")"
check 'react flavour without react-jsx-runtime falls back to preact' "src='$PLUGIN_DIST/preact/islands.js?ver=$VERSION'"
refute 'no React printed for the fallback' 'js/dist/vendor/react.min.js'
HTML="$(curl -fsS "$URL/?islands_flavour=react&jsx_runtime=1")"
REACT_VERSION="$(sed -n "s/.*'version' => '\([0-9a-f]*\)'.*/\1/p" "$ROOT/dist/react/islands.asset.php")"
LOADER="<script type=\"module\" async fetchpriority=\"low\" src='$PLUGIN_DIST/react/islands.js?ver=$REACT_VERSION' id='wc-islands-js'></script>"
check 'react flavour loads dist/react/ with its asset version' "$LOADER"
before_loader() {
  local head="${HTML%%"$LOADER"*}"
  if [ "$head" != "$HTML" ] && grep -qF -- "$2" <<<"$head"; then echo "  ok   $1"; else echo "  FAIL $1: no $2 before the loader"; FAILED=1; fi
}
before_loader 'react printed before the loader' "id='react-js'"
before_loader 'react-dom printed before the loader' "id='react-dom-js'"
before_loader 'react-jsx-runtime printed before the loader' "id='react-jsx-runtime-js'"
HTML="$(curl -fsS "$URL/?attribution_consent=1")"
CONSENT='"consentRequired":true,"consentCategory":"statistics"'
AFTER_PARAMS="${HTML#*var wc_order_attribution = }"
if [ "$AFTER_PARAMS" != "$HTML" ] && grep -qF -- "$CONSENT" <<<"$AFTER_PARAMS"; then
  echo "  ok   consent settings amend wc_order_attribution.params after WooCommerce prints them"
else
  echo "  FAIL consent settings: no $CONSENT after wc_order_attribution"
  FAILED=1
fi
# A script that uses jQuery without declaring it gets jQuery before it; Site Health says why.
HTML="$(curl -fsS "$URL/?wishlist=1")"
BEFORE_WISHLIST="${HTML%%themes/islands-test/wishlist.js*}"
if [ "$BEFORE_WISHLIST" != "$HTML" ] && grep -qF -- 'jquery.min.js' <<<"$BEFORE_WISHLIST"; then
  echo "  ok   jQuery printed before a script that uses it without declaring it"
else
  echo "  FAIL no jquery.min.js before themes/islands-test/wishlist.js"
  FAILED=1
fi
ROW="$(php -r "require '$WORK/wp/wp-load.php'; \$rows = wc_islands_status_rows(); echo isset( \$rows['kept-jquery'] ) ? \$rows['kept-jquery']['debug'] : 'no kept-jquery row';")"
if grep -qF -- 'kept for islands-test-wishlist (on /), whose file uses jQuery without declaring it' <<<"$ROW"; then
  echo "  ok   Site Health lists the script jQuery was kept for, and why"
else
  echo "  FAIL Site Health's jquery row: $ROW"
  FAILED=1
fi
HTML="$HOME_HTML"
refute 'no consent script with the default settings' '"consentRequired":true'
refute 'nothing switched off: no list in the head' 'name="wc-islands-off"'
# An island switched off on the settings page: its classic script is back with jQuery, its root unmarked, the
# head names it for the loader; the other islands and replaced scripts stay as they were.
HTML="$(curl -fsS "$URL/sklep/?islands_off=add-to-cart")"
check 'switched-off island named in the head' '<meta name="wc-islands-off" content="add-to-cart">'
check "its classic script is back" "themes/islands-test/classic-add-to-cart.js?ver=10.8.1' id='wc-add-to-cart-js'"
JQUERY_AT="${HTML%%jquery/jquery.min.js*}"
SCRIPT_AT="${HTML%%classic-add-to-cart.js*}"
if [ "$JQUERY_AT" != "$HTML" ] && [ "${#JQUERY_AT}" -lt "${#SCRIPT_AT}" ]; then
  echo "  ok   with jQuery, printed before it"
else
  echo "  FAIL no jquery/jquery.min.js before the classic script"
  FAILED=1
fi
check "its params still printed" "id='wc-add-to-cart-js-extra'"
refute 'its root unmarked' 'data-island="add-to-cart"'
check 'the product loop printed as it was' '<ul class="products'
refute 'the other replaced scripts stay emptied' 'wc-cart-fragments.min.js'
HTML="$HOME_HTML"
STATUS="$(curl -s -o /dev/null -w '%{http_code} %{content_type}' "$URL/wp-content/plugins/wc-islands/dist/preact/islands.js")"
if [[ "$STATUS" == 200\ *javascript* ]]; then echo "  ok   islands.js served ($STATUS)"; else echo "  FAIL islands.js: $STATUS"; FAILED=1; fi
echo "wordpress-test: browser tests (tests/wordpress/, Chromium)"
if CHROME_PATH="$(cd "$ROOT" && node tests/chromium.mjs --install | tail -n 1)" && [ -x "$CHROME_PATH" ]; then
  if (cd "$ROOT" && CHROME_PATH="$CHROME_PATH" WP_TEST_URL="$URL" WP_TEST_DEMO_URL="$DEMO_URL" \
    node_modules/.bin/vitest run --config tests/wordpress/vitest.config.ts); then
    echo "  ok   store-notice and add-to-cart browser tests"
  else
    echo "  FAIL store-notice and add-to-cart browser tests (above)"
    FAILED=1
  fi
else
  echo "  FAIL Chromium not found (node tests/chromium.mjs --install)"
  FAILED=1
fi
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
