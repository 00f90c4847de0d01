# shellcheck shell=bash
# Sourced by wordpress-test.sh and woocommerce-test.sh: the throwaway MariaDB and the wp-config.php both
# sites share. The caller defines PIDS (an array of processes its exit trap stops).

# start_mariadb WORK NAME: a fresh MariaDB in WORK/db listening only on the socket WORK/mysql.sock (sets SOCK),
# with the database `wp` and the user wp/wp. NAME prefixes the failure message.
start_mariadb() {
  local work="$1" name="$2" user
  user="$(id -un)"
  mkdir -p "$work/db"
  mariadb-install-db --user="$user" --datadir="$work/db" --auth-root-authentication-method=normal >/dev/null
  SOCK="$work/mysql.sock"
  mariadbd --user="$user" --datadir="$work/db" --socket="$SOCK" --skip-networking --pid-file="$work/db.pid" \
    --log-error="$work/db.log" &
  PIDS+=($!)
  for _ in $(seq 50); do [ -S "$SOCK" ] && break; sleep 0.2; done
  [ -S "$SOCK" ] || { cat "$work/db.log"; echo "$name: FAILED: mariadbd did not start"; exit 1; }
  mariadb --socket="$SOCK" -uroot -e "CREATE DATABASE wp; CREATE USER 'wp'@'localhost' IDENTIFIED BY 'wp'; GRANT ALL ON wp.* TO 'wp'@'localhost';"
}

# write_wp_config FILE URL DEBUG_LOG [DEFINES]: a wp-config.php for the database start_mariadb made, the site
# at URL, debugging into DEBUG_LOG and never onto the page, offline; DEFINES (PHP lines) are the caller's own.
write_wp_config() {
  cat >"$1" <<PHP
<?php
define( 'DB_NAME', 'wp' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'wp' );
define( 'DB_HOST', 'localhost:$SOCK' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'WP_HOME', '$2' );
define( 'WP_SITEURL', '$2' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', '$3' );
${4:-}
// Offline: no update checks, no cron requests, no HTTP to anything but this host.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'DISABLE_WP_CRON', true );
define( 'WP_AUTO_UPDATE_CORE', false );
\$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) { define( 'ABSPATH', __DIR__ . '/' ); }
require_once ABSPATH . 'wp-settings.php';
PHP
}
