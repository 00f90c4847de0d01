#!/usr/bin/env bash
# The test shop of woocommerce-test.sh (same site, catalogue and plugin, scripts/lib/woo-shop.sh), set up and
# served until this script is stopped (Ctrl-C or SIGTERM), which stops MariaDB and `php -S` and deletes the
# work folder (KEEP=1 keeps it). The Lighthouse bench runs it (bench/lighthouse-woocommerce.mjs); it also
# serves the shop to look at by hand.
#
#   WOOCOMMERCE_SITE=/path/to/site bash scripts/woocommerce-shop.sh
#   WC_SHOP_PORT: the port of `php -S` (8778); WC_SHOP_URL: the address WordPress is installed for, when
#   something else answers there in front of `php -S` (the bench's gzip proxy); WOOCOMMERCE_THEME as for
#   woocommerce-test.sh. The plugin is unzipped, not activated (php tests/woocommerce/shop-cli.php <WordPress
#   dir> plugin on). PHP runs with OPcache on, as a host's does.
#
# Once the shop answers it prints one line: `woocommerce-shop: ready <WordPress dir> <shop.json> <url>`.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
NAME=woocommerce-shop
# shellcheck source=lib/woo-shop.sh
source "$ROOT/scripts/lib/woo-shop.sh"
woo_check_site

WORK="$(mktemp -d /tmp/wc-islands-shop.XXXXXX)"
PIDS=()
trap 'woo_stop "$WORK"' EXIT
trap 'exit 0' INT TERM

PORT="${WC_SHOP_PORT:-8778}"
URL="${WC_SHOP_URL:-http://127.0.0.1:$PORT}"
woo_install_shop "$WORK" "$URL"
woo_serve_php "$WORK" "$PORT" -d opcache.enable_cli=1
echo "woocommerce-shop: ready $WP $SHOP $URL"
# Wait for a signal: `wait` returns to run the trap as soon as one arrives, and woo_stop ends the sleep too.
sleep infinity &
PIDS+=($!)
wait $! || true
