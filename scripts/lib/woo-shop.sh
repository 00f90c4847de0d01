# shellcheck shell=bash
# Sourced by woocommerce-test.sh and woocommerce-shop.sh: the test shop both use, from the site's files to a
# running `php -S`. The caller sets ROOT (the repository), NAME (the prefix of its messages) and PIDS (an array
# of processes its exit trap stops with woo_stop). SITE and THEME come from WOOCOMMERCE_SITE and
# WOOCOMMERCE_THEME (storefront unless set: storefront or twentytwentyone).

# shellcheck source=wp-site.sh
source "$(dirname "${BASH_SOURCE[0]}")/wp-site.sh"

SITE="${WOOCOMMERCE_SITE:-}"
THEME="${WOOCOMMERCE_THEME:-storefront}"
# skip: says why the shop cannot be set up here, and ends the caller without failing.
skip() { echo "$NAME: SKIPPED: $*"; exit 0; }

# woo_check_site: skips unless SITE has WordPress, WooCommerce, Variation Swatches and THEME, and PHP and
# MariaDB are installed. Sets THEME_DIR to the theme's folder when it comes from Debian rather than the site.
woo_check_site() {
  [ -n "$SITE" ] || skip "set WOOCOMMERCE_SITE to a WordPress directory with plugins woocommerce and woo-variation-swatches and theme storefront (see docs/testing.md)"
  local part
  for part in wp-settings.php wp-content/plugins/woocommerce/woocommerce.php \
    wp-content/plugins/woo-variation-swatches/woo-variation-swatches.php; do
    [ -f "$SITE/$part" ] || skip "$SITE has no $part (see docs/testing.md)"
  done
  # Where the theme comes from: the site's own copy, or for Twenty Twenty-One Debian's package.
  local debian_tt1=/usr/share/wordpress/wp-content/themes/twentytwentyone
  THEME_DIR=""
  case "$THEME" in
    storefront)
      [ -f "$SITE/wp-content/themes/storefront/style.css" ] || skip "$SITE has no wp-content/themes/storefront/style.css (see docs/testing.md)"
      ;;
    twentytwentyone)
      if [ ! -f "$SITE/wp-content/themes/twentytwentyone/style.css" ]; then
        if [ ! -f "$debian_tt1/style.css" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null &&
          command -v dpkg >/dev/null; then
          echo "$NAME: installing wordpress-theme-twentytwentyone"
          DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends wordpress-theme-twentytwentyone \
            >/dev/null 2>&1 || true
        fi
        [ -f "$debian_tt1/style.css" ] ||
          skip "no Twenty Twenty-One: neither $SITE/wp-content/themes/twentytwentyone nor $debian_tt1 (apt-get install wordpress-theme-twentytwentyone)"
        THEME_DIR="$debian_tt1"
      fi
      ;;
    *)
      echo "$NAME: FAILED: WOOCOMMERCE_THEME=$THEME: the suite knows storefront and twentytwentyone"
      exit 1
      ;;
  esac
  local tool
  for tool in php mariadbd mariadb-install-db mariadb; do
    command -v "$tool" >/dev/null ||
      skip "$tool not found (Debian: apt-get install php-cli php-mysql php-mbstring php-xml php-curl php-gd php-intl php-zip mariadb-server)"
  done
  php -r 'exit(extension_loaded("mysqli") && extension_loaded("gd") ? 0 : 1);' || skip "PHP lacks mysqli or gd (php-mysql php-gd)"
}

# woo_install_shop WORK URL: copies SITE to WORK/wp, starts its MariaDB, installs WordPress for URL with the
# Polish shop and catalogue (tests/woocommerce/setup-shop.php), and unzips the plugin from `npm run package`
# (not activated). Sets WP (the WordPress folder), LOG (PHP's debug log) and SHOP (setup-shop.php's JSON).
woo_install_shop() {
  local work="$1" url="$2"
  echo "$NAME: copying $SITE"
  WP="$work/wp"
  cp -a "$SITE" "$WP"
  rm -f "$WP/wp-config.php" "$WP/.htaccess"
  rm -rf "$WP/wp-content/plugins/wc-islands" "$WP/wp-content/uploads" "$WP/wp-content/mu-plugins"
  # The test gateway: a payment method whose jQuery check refuses the first attempt (tests/woocommerce/test-gateway).
  cp -a "$ROOT/tests/woocommerce/test-gateway" "$WP/wp-content/plugins/islands-test-gateway"
  # -L: Debian's theme folder may hold links into other packages' files; the copy must stand on its own.
  [ -z "$THEME_DIR" ] || cp -RL "$THEME_DIR" "$WP/wp-content/themes/$THEME"

  echo "$NAME: database"
  start_mariadb "$work" "$NAME"

  LOG="$work/debug.log"
  write_wp_config "$WP/wp-config.php" "$url" "$LOG" "define( 'WP_ENVIRONMENT_TYPE', 'local' );"
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
  cp "$ROOT/tests/woocommerce/quick-view.php" "$ROOT/tests/woocommerce/third-party.php" "$WP/wp-content/mu-plugins/"

  echo "$NAME: WordPress, WooCommerce, Variation Swatches, $THEME and the catalogue"
  SHOP="$work/shop.json"
  php "$ROOT/tests/woocommerce/setup-shop.php" "$WP" "$SHOP" "$THEME"
  # The compatibility matrix's plugins the site has (tests/woocommerce/third-party.php loads each for its flows).
  php "$ROOT/tests/woocommerce/setup-plugins.php" "$WP" "$SHOP" activate
  php "$ROOT/tests/woocommerce/setup-plugins.php" "$WP" "$SHOP" defaults | sed "s/^/$NAME: /"
  echo "$NAME: plugin (npm run package)"
  (cd "$ROOT" && node scripts/package.mjs >/dev/null)
  (cd "$WP/wp-content/plugins" && unzip -q "$ROOT/dist/wc-islands.zip")
  [ ! -s "$LOG" ] || { echo "$NAME: PHP messages during set-up:"; cat "$LOG"; : >"$LOG"; }
}

# woo_serve_php WORK PORT [php options…]: `php -S` with four workers on 127.0.0.1:PORT serving WP (the
# repository's router resolves WordPress's permalinks), its output in WORK/php-s.log; returns once it answers.
woo_serve_php() {
  local work="$1" port="$2"
  shift 2
  PHP_CLI_SERVER_WORKERS=4 php "$@" -S "127.0.0.1:$port" -t "$WP" "$ROOT/tests/woocommerce/router.php" >"$work/php-s.log" 2>&1 &
  PIDS+=($!)
  local url="http://127.0.0.1:$port"
  for _ in $(seq 50); do curl -fsS -o /dev/null "$url/wp-includes/js/jquery/jquery.min.js" 2>/dev/null && break; sleep 0.2; done
  curl -fsS -o /dev/null "$url/wp-includes/js/jquery/jquery.min.js" ||
    { echo "$NAME: FAILED: $url does not answer"; tail -n 20 "$work/php-s.log"; exit 1; }
}

# woo_stop WORK: stops the processes in PIDS and deletes WORK unless KEEP is set (the callers' exit trap).
woo_stop() {
  local pid
  # php -S with workers forks them: stop the workers with their parent.
  for pid in "${PIDS[@]}"; do
    pkill -P "$pid" 2>/dev/null || true
    kill "$pid" 2>/dev/null || true
  done
  wait 2>/dev/null || true
  [ -n "${KEEP:-}" ] || rm -rf "$1"
}
