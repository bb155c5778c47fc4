#!/usr/bin/env bash
# A throwaway PostgreSQL for tests: its own data dir, loopback only, trust auth.
#
#   scripts/pg-test.sh start [DIR]      initdb + start; prints postgresql://postgres@127.0.0.1:PORT/tessera_test
#   scripts/pg-test.sh createdb DIR NAME creates another empty database; prints its URL
#   scripts/pg-test.sh url DIR [NAME]   prints the URL of a running instance
#   scripts/pg-test.sh stop DIR         fast shutdown, then removes DIR
#
# DIR defaults to a new mktemp directory (named on stderr, needed for stop). As root the server runs
# as the `postgres` user, since PostgreSQL refuses to run as root. Trust auth is acceptable only
# because the server listens on 127.0.0.1 and lives for one test run.
set -euo pipefail

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=lib/pg-bin.sh
source "$SCRIPT_DIR/lib/pg-bin.sh"

usage() {
  sed -n '2,9p' "$0" >&2
  exit 2
}

# Runs a PostgreSQL binary as the user that owns the cluster.
as_pg_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

pg_url() {
  local dir=$1 name=${2:-tessera_test}
  echo "postgresql://postgres@127.0.0.1:$(cat "$dir/port")/$name"
}

cmd_start() {
  local dir=${1:-}
  local bin port
  bin=$(pg_bindir) || { echo "pg-test: PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }
  if [ -z "$dir" ]; then
    dir=$(mktemp -d "${TMPDIR:-/tmp}/tessera-pg.XXXXXX")
    echo "pg-test: data in $dir (stop with: $0 stop $dir)" >&2
  fi
  mkdir -p "$dir"
  if [ -e "$dir/data" ]; then
    echo "pg-test: $dir/data already exists; refusing to reuse it" >&2
    exit 1
  fi
  if [ "$(id -u)" -eq 0 ]; then
    id postgres >/dev/null 2>&1 || { echo "pg-test: running as root but there is no 'postgres' user" >&2; exit 1; }
    chown postgres: "$dir"
  fi
  port=$(node "$SCRIPT_DIR/lib/free-port.js")
  echo "$port" > "$dir/port"
  as_pg_owner mkdir -p "$dir/data" "$dir/sock"

  as_pg_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 \
    >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
  # fsync off and a small footprint: the cluster is thrown away after the run.
  as_pg_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/data/server.log" -w -t 60 start -o \
    "-c listen_addresses=127.0.0.1 -p $port -k $dir/sock -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100 -c shared_buffers=64MB" \
    >/dev/null || { cat "$dir/data/server.log" >&2; exit 1; }

  as_pg_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres tessera_test
  pg_url "$dir"
}

cmd_createdb() {
  local dir=${1:?DIR required} name=${2:?NAME required}
  local bin
  bin=$(pg_bindir)
  as_pg_owner "$bin/createdb" -h 127.0.0.1 -p "$(cat "$dir/port")" -U postgres "$name"
  pg_url "$dir" "$name"
}

cmd_stop() {
  local dir=${1:?DIR required}
  local bin
  [ -d "$dir" ] || return 0
  if [ -f "$dir/data/postmaster.pid" ]; then
    bin=$(pg_bindir)
    if ! as_pg_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null; then
      # Never delete the data dir under a live postmaster: fall back to its own pid file.
      local pid
      pid=$(head -n 1 "$dir/data/postmaster.pid" 2>/dev/null || true)
      if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
        echo "pg-test: pg_ctl stop failed; sending SIGQUIT to postmaster $pid" >&2
        kill -QUIT "$pid" 2>/dev/null || true
        sleep 2
      fi
    fi
  fi
  rm -rf "$dir"
}

case "${1:-}" in
  start) cmd_start "${2:-}" ;;
  createdb) cmd_createdb "${2:-}" "${3:-}" ;;
  url) pg_url "${2:?DIR required}" "${3:-tessera_test}" ;;
  stop) cmd_stop "${2:-}" ;;
  *) usage ;;
esac
