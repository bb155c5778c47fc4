#!/usr/bin/env bash
# `npm run typecheck`: tsc over every workspace, without emitting. The gateway goes first (the server compiles
# against its built declarations); the server, the client and the tests are independent of each other and are
# checked side by side (two cores), each one's errors printed whole after the others finished.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
BIN=node_modules/.bin

"$BIN/tsc" -p gateway-rest --noEmit || exit 1
npm run --silent build -w gateway-rest || exit 1

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
pids=()
for project in server client tests; do
  "$BIN/tsc" -p "$project" --noEmit >"$out/$project.log" 2>&1 &
  pids+=("$!")
done
rc=0
for i in "${!pids[@]}"; do
  project=$(echo server client tests | cut -d' ' -f$((i + 1)))
  if ! wait "${pids[$i]}"; then
    echo "tsc -p $project: errors"
    rc=1
  fi
  cat "$out/$project.log"
done
exit $rc
