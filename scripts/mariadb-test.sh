#!/usr/bin/env bash
# A throwaway MariaDB for tests: its own data dir, loopback only, root without a password.
#
#   scripts/mariadb-test.sh start [DIR]       install-db + start; prints mysql://root@127.0.0.1:PORT/tessera_test
#   scripts/mariadb-test.sh createdb DIR NAME creates another empty database; prints its URL
#   scripts/mariadb-test.sh url DIR [NAME]    prints the URL of a running instance
#   scripts/mariadb-test.sh stop DIR          shutdown, then removes DIR
#
# DIR defaults to a new mktemp directory (named on stderr, needed for stop). As root the server runs as
# the `mysql` user (mariadbd refuses root), so DIR is handed to that user. A password-less root is
# acceptable only because the server listens on 127.0.0.1 and lives for one test run.
set -euo pipefail

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

usage() {
  sed -n '2,9p' "$0" >&2
  exit 2
}

# mariadbd lives in /usr/sbin on Debian, which is not on every user's PATH.
find_bin() {
  local name=$1 dir
  if command -v "$name" >/dev/null 2>&1; then
    command -v "$name"
    return 0
  fi
  for dir in /usr/sbin /usr/local/sbin /usr/bin /usr/local/bin; do
    if [ -x "$dir/$name" ]; then
      echo "$dir/$name"
      return 0
    fi
  done
  return 1
}

# Runs a command as the user that owns the server's files.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u mysql -- "$@"
  else
    "$@"
  fi
}

db_url() {
  local dir=$1 name=${2:-tessera_test}
  echo "mysql://root@127.0.0.1:$(cat "$dir/port")/$name"
}

client() {
  local dir=$1
  shift
  "$(find_bin mariadb)" --no-defaults --protocol=socket --socket="$dir/mysqld.sock" -u root "$@"
}

cmd_start() {
  local dir=${1:-}
  local mariadbd install_db port waited
  mariadbd=$(find_bin mariadbd) || { echo "mariadb-test: mariadbd not found (apt-get install mariadb-server)" >&2; exit 1; }
  install_db=$(find_bin mariadb-install-db) || { echo "mariadb-test: mariadb-install-db not found (apt-get install mariadb-server)" >&2; exit 1; }
  if [ -z "$dir" ]; then
    dir=$(mktemp -d "${TMPDIR:-/tmp}/tessera-mariadb.XXXXXX")
    echo "mariadb-test: data in $dir (stop with: $0 stop $dir)" >&2
  fi
  mkdir -p "$dir"
  if [ -e "$dir/data" ]; then
    echo "mariadb-test: $dir/data already exists; refusing to reuse it" >&2
    exit 1
  fi
  if [ "$(id -u)" -eq 0 ]; then
    id mysql >/dev/null 2>&1 || { echo "mariadb-test: running as root but there is no 'mysql' user" >&2; exit 1; }
    chown mysql: "$dir"
  fi
  port=$(node "$SCRIPT_DIR/lib/free-port.js")
  echo "$port" >"$dir/port"

  # 'normal' root authentication: root@localhost and root@127.0.0.1 without a password, no unix_socket.
  as_owner "$install_db" --no-defaults --datadir="$dir/data" --auth-root-authentication-method=normal \
    --skip-test-db --skip-name-resolve >"$dir/install-db.log" 2>&1 || { cat "$dir/install-db.log" >&2; exit 1; }

  # Durability off and a small footprint: the server is thrown away after the run. UTC like the others.
  as_owner "$mariadbd" --no-defaults --datadir="$dir/data" --socket="$dir/mysqld.sock" --pid-file="$dir/mysqld.pid" \
    --port="$port" --bind-address=127.0.0.1 --skip-name-resolve --log-error="$dir/error.log" \
    --default-time-zone=+00:00 --character-set-server=utf8mb4 --skip-log-bin \
    --innodb-buffer-pool-size=64M --innodb-log-file-size=16M --innodb-flush-log-at-trx-commit=0 \
    --innodb-doublewrite=0 --max-connections=200 >/dev/null 2>&1 &
  echo $! >"$dir/launcher.pid"

  waited=0
  until client "$dir" -e 'SELECT 1' >/dev/null 2>&1; do
    if [ "$waited" -ge 600 ] || ! kill -0 "$(cat "$dir/launcher.pid")" 2>/dev/null; then
      echo "mariadb-test: the server did not start" >&2
      cat "$dir/error.log" >&2 2>/dev/null || true
      cmd_stop "$dir" >/dev/null 2>&1 || true
      exit 1
    fi
    sleep 0.1
    waited=$((waited + 1))
  done

  client "$dir" -e 'CREATE DATABASE tessera_test'
  db_url "$dir"
}

cmd_createdb() {
  local dir=${1:?DIR required} name=${2:?NAME required}
  [[ "$name" =~ ^[A-Za-z0-9_]+$ ]] || { echo "mariadb-test: invalid database name $name" >&2; exit 1; }
  client "$dir" -e "CREATE DATABASE \`$name\`"
  db_url "$dir" "$name"
}

# The server's own pid (mysqld.pid), else the launcher's: both are the mariadbd process.
server_pid() {
  local dir=$1
  if [ -s "$dir/mysqld.pid" ]; then
    cat "$dir/mysqld.pid"
  elif [ -s "$dir/launcher.pid" ]; then
    cat "$dir/launcher.pid"
  fi
}

cmd_stop() {
  local dir=${1:?DIR required}
  local pid waited
  [ -d "$dir" ] || return 0
  pid=$(server_pid "$dir")
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid" 2>/dev/null || true
    waited=0
    while kill -0 "$pid" 2>/dev/null && [ "$waited" -lt 300 ]; do
      sleep 0.1
      waited=$((waited + 1))
    done
    # Never delete the data dir under a live server.
    if kill -0 "$pid" 2>/dev/null; then
      echo "mariadb-test: the server did not stop within 30s; sending SIGKILL to $pid" >&2
      kill -KILL "$pid" 2>/dev/null || true
      sleep 1
    fi
  fi
  rm -rf "$dir"
}

case "${1:-}" in
  start) cmd_start "${2:-}" ;;
  createdb) cmd_createdb "${2:-}" "${3:-}" ;;
  url) db_url "${2:?DIR required}" "${3:-tessera_test}" ;;
  stop) cmd_stop "${2:-}" ;;
  *) usage ;;
esac
