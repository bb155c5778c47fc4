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

# Stops the step (or steps) running when the run is interrupted (their direct children first).
stop_current_step() {
  local pid
  # One pid, or several when checks run side by side (run_checks_together).
  for pid in $CURRENT_STEP_PID; do
    pkill -TERM -P "$pid" 2>/dev/null || true
    kill -TERM "$pid" 2>/dev/null || true
  done
  CURRENT_STEP_PID=""
}

# run_checks_together NAME FUNCTION [NAME FUNCTION]...: check steps that do not depend on each other, run side
# by side (each is mostly one single-threaded tool, and the machine has two cores). Each one's output is printed
# whole, in the order given, once all have finished; each is recorded with its own time and exit code.
run_checks_together() {
  local dir names=() pids=() i rc secs
  dir=$(mktemp -d "${TMPDIR:-/tmp}/tessera-checks.XXXXXX")
  while [ $# -gt 0 ]; do
    i=${#names[@]}
    names+=("$1")
    # errexit is in force in the subshell (never inside `||`); its EXIT trap writes down how it ended and when.
    (
      started=$SECONDS
      trap 'echo "$? $((SECONDS - started))" >"$dir/$i.result"' EXIT
      "$2" >"$dir/$i.log" 2>&1
    ) &
    pids+=("$!")
    shift 2
  done
  CURRENT_STEP_PID="${pids[*]}"
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || true
  done
  CURRENT_STEP_PID=""
  LAST_STEP_RC=0
  for i in "${!names[@]}"; do
    echo
    echo "==> ${names[$i]} (run beside the others)"
    cat "$dir/$i.log"
    rc=1
    secs=0
    if [ -s "$dir/$i.result" ]; then
      read -r rc secs <"$dir/$i.result"
    fi
    [ "$rc" -eq 0 ] || LAST_STEP_RC=$rc
    record_step "${names[$i]}" "$rc" "$secs" check
  done
  rm -rf "$dir"
}
