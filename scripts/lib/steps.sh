# shellcheck shell=bash
# Step bookkeeping for scripts/test.sh. Every step is timed, printed and recorded in $RESULTS/steps.tsv
# for scripts/lib/summarize.js. A failing step never stops the run (later steps still report), but it
# always fails it.
#
# Never call run_step inside `if`, `||` or `&&`: bash would then run the step's function without errexit
# (even in a child), and a failing command in the middle of a step would go unnoticed.

FAILED_STEPS=()
CURRENT_STEP_PID=""

now_ms() {
  echo $(($(date +%s%N) / 1000000))
}

# record_step NAME EXIT_CODE SECONDS KIND [REPORT_FILE]
record_step() {
  local name=$1 rc=$2 secs=$3 kind=$4 report=${5:--}
  printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$rc" "$secs" "$kind" "$report" >>"$RESULTS/steps.tsv"
  if [ "$rc" -eq 0 ]; then
    echo "<== ok: $name (${secs}s)"
  else
    FAILED_STEPS+=("$name")
    echo "<== FAILED: $name (exit $rc, ${secs}s)"
  fi
}

# skip_step NAME REASON: a step that could not run is a failure, never a silent gap.
skip_step() {
  echo
  echo "==> $1"
  echo "not run: $2"
  record_step "$1" 1 0 check
}

# run_step KIND NAME REPORT_FILE COMMAND...: runs COMMAND (a program or a function) in a child with
# errexit in force and records it. KIND is check, jest or playwright; REPORT_FILE is "-" for checks.
# Sets LAST_STEP_RC; always returns 0.
run_step() {
  local kind=$1 name=$2 report=$3
  shift 3
  local start=$SECONDS rc=0
  echo
  echo "==> $name"
  "$@" &
  CURRENT_STEP_PID=$!
  wait "$CURRENT_STEP_PID" || rc=$?
  CURRENT_STEP_PID=""
  LAST_STEP_RC=$rc
  record_step "$name" "$rc" "$((SECONDS - start))" "$kind" "$report"
}

# Stops the step that is running when the run is interrupted (its direct children first).
stop_current_step() {
  if [ -n "$CURRENT_STEP_PID" ]; then
    pkill -TERM -P "$CURRENT_STEP_PID" 2>/dev/null || true
    kill -TERM "$CURRENT_STEP_PID" 2>/dev/null || true
    CURRENT_STEP_PID=""
  fi
}
