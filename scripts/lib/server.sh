# shellcheck shell=bash
# The built server as a background process of scripts/test.sh: start it with only the settings a test
# gives it, wait for /health, stop it with SIGTERM and check how it exited. Every pid started here is
# remembered so cleanup can stop it even when the run fails or is interrupted.

SERVER_PIDS=()
SERVER_PID=""

# is_running PID: true while the process lives (an exited child stays a zombie until `wait`, and
# `kill -0` would still succeed on it).
is_running() {
  local state
  state=$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -d' ' -f1) || return 1
  [ -n "$state" ] && [ "$state" != Z ]
}

forget_server() {
  local pid=$1 kept=() p
  for p in "${SERVER_PIDS[@]}"; do
    [ "$p" = "$pid" ] || kept+=("$p")
  done
  SERVER_PIDS=("${kept[@]}")
}

# start_server LOG_NAME PORT DATA_DIR [NAME=value ...]: sets SERVER_PID. The outer environment's
# database and cache settings are dropped, and the server runs from $WORK so a developer's .env in the
# repo is not read: the embedded default really is the default. Loopback only.
start_server() {
  local name=$1 port=$2 data=$3
  shift 3
  local log=$LOGS/server-$name.log extra=() assignment
  for assignment in "$@"; do
    extra+=("${assignment%%=*}")
  done
  echo "starting the server ($name) on port $port, DATA_DIR=$data${extra[*]:+, with ${extra[*]}} (log: ${log#"$ROOT"/})"
  (
    cd "$WORK"
    exec env -u DATABASE_URL -u REDIS_URL -u SECRET_KEY -u TEST_DATABASE_URL -u NODE_OPTIONS -u NODE_ENV \
      HOST=127.0.0.1 PORT="$port" DATA_DIR="$data" "$@" node "$ROOT/server/dist/server/src/main.js"
  ) >>"$log" 2>&1 &
  SERVER_PID=$!
  SERVER_PIDS+=("$SERVER_PID")
}

# wait_healthy BASE_URL PID: 0 once /health answers 200 OK; fails early if the server dies.
wait_healthy() {
  node scripts/lib/probe.js wait-health "$1" "${HEALTH_TIMEOUT_SEC:-180}" "$2"
}

# stop_server PID [LIMIT_SEC]: SIGTERM, then the exit code; SIGKILL and failure past LIMIT_SEC (15).
stop_server() {
  local pid=$1 limit=${2:-15} rc=0 deadline
  if ! is_running "$pid"; then
    wait "$pid" 2>/dev/null || rc=$?
    forget_server "$pid"
    echo "the server (pid $pid) had already exited with $rc"
    return $((rc == 0 ? 1 : rc))
  fi
  kill -TERM "$pid"
  deadline=$((SECONDS + limit))
  while is_running "$pid" && [ "$SECONDS" -lt "$deadline" ]; do
    sleep 0.2
  done
  if is_running "$pid"; then
    echo "the server (pid $pid) was still running ${limit}s after SIGTERM; killing it"
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    forget_server "$pid"
    return 124
  fi
  wait "$pid" 2>/dev/null || rc=$?
  forget_server "$pid"
  echo "the server (pid $pid) exited with $rc after SIGTERM"
  return "$rc"
}

stop_all_servers() {
  local pid
  for pid in "${SERVER_PIDS[@]}"; do
    stop_server "$pid" 15 >/dev/null 2>&1 || true
  done
  SERVER_PIDS=()
}

# show_log LOG_NAME: the end of a server log, for a failing step.
show_log() {
  local log=$LOGS/server-$1.log
  echo "--- last 60 lines of ${log#"$ROOT"/}:"
  tail -n 60 "$log" 2>/dev/null || true
  echo "---"
}
