#!/usr/bin/env bash
# The one test command (`npm test`; CI's .ci/run calls it after `npm ci`). It installs what a fresh
# Debian machine lacks, runs every gate and test suite, and ends with the line CI reads:
# "N passed, N failed" (exit status 1 when anything failed).
#
#   1. system packages: PostgreSQL server, MariaDB server, Chromium (apt-get when missing)
#   2. a throwaway PostgreSQL and a throwaway MariaDB on loopback for this run (scripts/pg-test.sh,
#      scripts/mariadb-test.sh); the engine tests run every query on both, plus DuckDB and SQLite
#   3. static gates: TypeScript beside ESLint, then schema drift beside codegen drift
#   4. jest: server on real PostgreSQL (and MariaDB for the engines), server integration tests on PGlite,
#      gateway-rest, client, this harness
#   5. build, then the built server on its embedded default: API tests, browser tests, SIGTERM exit,
#      restart on the same DATA_DIR (timed), example data kept
#   6. the built server on real PostgreSQL (DATABASE_URL): API tests again, SIGTERM exit
#
# Outputs: tests/artifacts/ (screenshots, results/*.json, logs/server-*.log).
# Env: HEALTH_TIMEOUT_SEC (180) first-start budget, RESTART_MAX_SEC (30) restart budget,
#      KEEP_WORKDIR=1 keeps the temp dir with the servers' DATA_DIRs.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
BIN=$ROOT/node_modules/.bin
ARTIFACTS=$ROOT/tests/artifacts
RESULTS=$ARTIFACTS/results
LOGS=$ARTIFACTS/logs
RESTART_MAX_SEC=${RESTART_MAX_SEC:-30}
RUN_STARTED=$SECONDS

rm -rf "$RESULTS" "$LOGS"
mkdir -p "$RESULTS" "$LOGS"
: >"$RESULTS/steps.tsv"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/tessera-test.XXXXXX")
PG_DIR=""
PG_URL=""
MYSQL_DIR=""
MYSQL_URL=""
LAST_STEP_RC=0

# shellcheck source=lib/steps.sh
source scripts/lib/steps.sh
# shellcheck source=lib/server.sh
source scripts/lib/server.sh

# Stops everything this run started. Called before the summary (so nothing prints after it) and again
# from the EXIT trap, where it finds nothing left unless the run was interrupted.
cleanup() {
  stop_current_step
  stop_all_servers
  if [ -n "$PG_DIR" ]; then
    bash scripts/pg-test.sh stop "$PG_DIR" || true
    PG_DIR=""
  fi
  if [ -n "$MYSQL_DIR" ]; then
    bash scripts/mariadb-test.sh stop "$MYSQL_DIR" || true
    MYSQL_DIR=""
  fi
  if [ -d "$WORK" ] && [ "${KEEP_WORKDIR:-}" != 1 ]; then
    rm -rf "$WORK"
  fi
}
trap cleanup EXIT
trap 'echo "interrupted" >&2; exit 130' INT TERM

free_port() {
  node scripts/lib/free-port.js
}

# ---- steps (each runs in a child with errexit; see lib/steps.sh) -----------------------------------

step_system_deps() {
  bash scripts/install-system-deps.sh
}

step_typecheck() {
  npm run --silent typecheck
}

step_lint() {
  "$BIN/eslint" .
}

step_schema_drift() {
  npm run --silent schema:emit -w server -- --out "$WORK/schema.graphql"
  if ! diff -u --label 'schema/schema.graphql (committed)' --label 'schema/schema.graphql (emitted by the server)' \
    schema/schema.graphql "$WORK/schema.graphql" >"$WORK/schema.diff"; then
    head -n 120 "$WORK/schema.diff"
    echo "($(wc -l <"$WORK/schema.diff") diff lines in all)"
    echo 'schema drift: run "npm run schema:emit" and commit schema/schema.graphql'
    return 1
  fi
}

step_codegen_drift() {
  node scripts/lib/check-codegen.js codegen.yml
}

# jest_in DIR REPORT [ARGS...]: one workspace's jest, with a JSON report for the summary.
jest_in() {
  local dir=$1 report=$2
  shift 2
  cd "$dir"
  "$BIN/jest" --ci --json --outputFile="$report" "$@"
}

# The engine tests skip (loudly) a server engine whose URL is missing; here both are always set, and a
# MariaDB that did not start is a failed step of its own.
# Jest's default on two cores is one worker (cores - 1), leaving a core idle while a test waits on its
# database; every server test file has a database of its own, so two workers run side by side.
SERVER_JEST_WORKERS=2

step_server_tests_postgres() {
  TEST_DATABASE_URL=$PG_URL TEST_MYSQL_URL=$MYSQL_URL jest_in server "$1" --maxWorkers=$SERVER_JEST_WORKERS
}

# The server's integration tests (those using src/test-support/pg) once more, on the embedded PGlite.
step_server_integration_pglite() {
  local files=()
  mapfile -t files < <(cd server && grep -rlE --include='*.test.ts' "test-support/pg['\"]" src | sort)
  if [ "${#files[@]}" -eq 0 ]; then
    echo "no server test uses src/test-support/pg: there are no integration tests to run on PGlite"
    return 1
  fi
  echo "on PGlite: ${files[*]}"
  unset TEST_DATABASE_URL
  jest_in server "$1" --maxWorkers=$SERVER_JEST_WORKERS --runTestsByPath "${files[@]}"
}

step_harness_tests() {
  # The summary this script prints is CI's verdict, so its arithmetic is tested too.
  "$BIN/jest" --ci --json --outputFile="$1" --rootDir scripts --config '{"testEnvironment":"node","transform":{}}'
}

step_build() {
  npm run --silent build
}

# api_tests BASE_URL REPORT
api_tests() {
  BASE_URL=$1 npm run --silent test:api -w tests -- --ci --json --outputFile="$2"
}

# e2e_tests BASE_URL REPORT
e2e_tests() {
  BASE_URL=$1 E2E_JSON_REPORT=$2 npm run --silent test:e2e -w tests
}

# ---- server phases (run in this shell: they own background servers) ---------------------------------

phase_embedded() {
  local port data base started ms before after rc
  port=$(free_port)
  data=$WORK/data-embedded
  base=http://127.0.0.1:$port

  echo
  echo "==> embedded default: first start (creates the metadata database and example data)"
  started=$SECONDS
  start_server embedded "$port" "$data"
  if ! wait_healthy "$base" "$SERVER_PID"; then
    show_log embedded
    record_step "embedded: first start, /health OK" 1 $((SECONDS - started)) check
    stop_server "$SERVER_PID" 5 || true
    skip_step "api tests (embedded)" "the server did not start"
    skip_step "e2e tests (embedded)" "the server did not start"
    return 0
  fi
  record_step "embedded: first start, /health OK" 0 $((SECONDS - started)) check

  run_step jest "api tests (embedded)" "$RESULTS/api-embedded.json" api_tests "$base" "$RESULTS/api-embedded.json"
  run_step playwright "e2e tests (embedded)" "$RESULTS/e2e-embedded.json" e2e_tests "$base" "$RESULTS/e2e-embedded.json"
  before=$(node scripts/lib/probe.js chart-count "$base" || true)

  echo
  echo "==> embedded default: SIGTERM"
  started=$SECONDS
  rc=0
  stop_server "$SERVER_PID" 15 || rc=$?
  [ "$rc" -eq 0 ] || show_log embedded
  record_step "embedded: SIGTERM exits 0 within 15s" "$rc" $((SECONDS - started)) check

  echo
  echo "==> embedded default: restart on the same DATA_DIR"
  started=$SECONDS
  ms=$(now_ms)
  start_server embedded-restart "$port" "$data"
  rc=0
  if wait_healthy "$base" "$SERVER_PID"; then
    ms=$(($(now_ms) - ms))
    echo "restart: /health OK after $((ms / 1000)).$(printf '%03d' $((ms % 1000)))s (budget ${RESTART_MAX_SEC}s)"
    [ "$ms" -le $((RESTART_MAX_SEC * 1000)) ] || rc=1
  else
    show_log embedded-restart
    rc=1
  fi
  record_step "embedded: restart within ${RESTART_MAX_SEC}s, /health OK" "$rc" $((SECONDS - started)) check

  started=$SECONDS
  after=$(node scripts/lib/probe.js chart-count "$base" || true)
  echo "charts before the restart: ${before:-unknown}, after: ${after:-unknown}"
  rc=0
  [ -n "$before" ] && [ "$before" = "$after" ] || rc=1
  record_step "embedded: charts kept across restart" "$rc" $((SECONDS - started)) check

  started=$SECONDS
  rc=0
  stop_server "$SERVER_PID" 15 || rc=$?
  [ "$rc" -eq 0 ] || show_log embedded-restart
  record_step "embedded: restarted server exits 0 on SIGTERM" "$rc" $((SECONDS - started)) check
}

phase_postgres() {
  local port data base db_url secret started rc
  if [ -z "$PG_URL" ]; then
    skip_step "postgresql: server starts on DATABASE_URL, /health OK" "PostgreSQL did not start"
    skip_step "api tests (postgresql)" "PostgreSQL did not start"
    return 0
  fi
  echo
  echo "==> server on real PostgreSQL: first start"
  started=$SECONDS
  if ! db_url=$(bash scripts/pg-test.sh createdb "$PG_DIR" tessera_app); then
    record_step "postgresql: server starts on DATABASE_URL, /health OK" 1 $((SECONDS - started)) check
    skip_step "api tests (postgresql)" "could not create the metadata database"
    return 0
  fi
  port=$(free_port)
  data=$WORK/data-postgres
  base=http://127.0.0.1:$port
  # Outside the embedded default SECRET_KEY is required; a fresh random one per run.
  secret=$(node -e 'process.stdout.write(require("node:crypto").randomBytes(32).toString("hex"))')
  start_server postgres "$port" "$data" DATABASE_URL="$db_url" SECRET_KEY="$secret"
  if ! wait_healthy "$base" "$SERVER_PID"; then
    show_log postgres
    record_step "postgresql: server starts on DATABASE_URL, /health OK" 1 $((SECONDS - started)) check
    stop_server "$SERVER_PID" 5 || true
    skip_step "api tests (postgresql)" "the server did not start"
    return 0
  fi
  record_step "postgresql: server starts on DATABASE_URL, /health OK" 0 $((SECONDS - started)) check

  run_step jest "api tests (postgresql)" "$RESULTS/api-postgresql.json" api_tests "$base" "$RESULTS/api-postgresql.json"

  started=$SECONDS
  rc=0
  stop_server "$SERVER_PID" 15 || rc=$?
  [ "$rc" -eq 0 ] || show_log postgres
  record_step "postgresql: SIGTERM exits 0 within 15s" "$rc" $((SECONDS - started)) check
}

# ---- the run ------------------------------------------------------------------------------------------

run_step check "system packages (PostgreSQL, MariaDB, Chromium)" - step_system_deps

echo
echo "==> PostgreSQL for this run"
pg_started=$SECONDS
PG_DIR=$(mktemp -d "${TMPDIR:-/tmp}/tessera-pg.XXXXXX")
if PG_URL=$(bash scripts/pg-test.sh start "$PG_DIR"); then
  echo "PostgreSQL: $PG_URL"
  record_step "postgresql: throwaway server on loopback" 0 $((SECONDS - pg_started)) check
else
  PG_URL=""
  record_step "postgresql: throwaway server on loopback" 1 $((SECONDS - pg_started)) check
fi

echo
echo "==> MariaDB for this run"
mysql_started=$SECONDS
MYSQL_DIR=$(mktemp -d "${TMPDIR:-/tmp}/tessera-mariadb.XXXXXX")
if MYSQL_URL=$(bash scripts/mariadb-test.sh start "$MYSQL_DIR"); then
  echo "MariaDB: $MYSQL_URL"
  record_step "mariadb: throwaway server on loopback" 0 $((SECONDS - mysql_started)) check
else
  MYSQL_URL=""
  record_step "mariadb: throwaway server on loopback" 1 $((SECONDS - mysql_started)) check
fi

run_checks_together "typecheck (tsc, every workspace)" step_typecheck "lint (eslint)" step_lint
run_checks_together "schema drift (schema/schema.graphql)" step_schema_drift "codegen drift (client/src/gql, gateway-rest/src/gql)" step_codegen_drift

if [ -n "$PG_URL" ]; then
  run_step jest "server tests (postgresql)" "$RESULTS/server-postgresql.json" step_server_tests_postgres "$RESULTS/server-postgresql.json"
else
  skip_step "server tests (postgresql)" "PostgreSQL did not start"
fi
run_step jest "server integration tests (pglite)" "$RESULTS/server-pglite.json" step_server_integration_pglite "$RESULTS/server-pglite.json"
run_step jest "gateway-rest tests" "$RESULTS/gateway-rest.json" jest_in gateway-rest "$RESULTS/gateway-rest.json"
run_step jest "client tests" "$RESULTS/client.json" jest_in client "$RESULTS/client.json"
run_step jest "test harness tests" "$RESULTS/harness.json" step_harness_tests "$RESULTS/harness.json"

run_step check "build" - step_build
if [ "$LAST_STEP_RC" -eq 0 ]; then
  phase_embedded
  phase_postgres
else
  skip_step "embedded: first start, /health OK" "the build failed"
  skip_step "postgresql: server starts on DATABASE_URL, /health OK" "the build failed"
fi

cleanup
echo
echo "==> summary ($(((SECONDS - RUN_STARTED) / 60))m $(((SECONDS - RUN_STARTED) % 60))s; screenshots and logs in tests/artifacts/)"
summary_rc=0
node scripts/lib/summarize.js "$RESULTS" || summary_rc=$?
if [ "$summary_rc" -ne 0 ] || [ "${#FAILED_STEPS[@]}" -gt 0 ]; then
  exit 1
fi
