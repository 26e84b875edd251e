#!/usr/bin/env bash
# Runs a command once the browser tests of `npm test` have started in this checkout (their
# runner, scripts/e2e.mjs, is a process whose working folder is this one), or at once when
# `npm test` is already over (the file $2 exists). Used by .ci/run to run the PostgreSQL
# integration tests beside the browser tests (docs/performance.md "CI time").
# Usage: beside-browser-tests.sh LOG DONE_FILE STATUS_FILE -- command...
set -uo pipefail
log=$1 done_file=$2 status_file=$3
shift 4
here=$(pwd -P)
while :; do
  # The runner itself (`node scripts/e2e.mjs`), not the shell of `npm test` that names it too.
  for pid in $(pgrep -f "^node scripts/e2e\.mjs" || true); do
    [ "$(readlink "/proc/$pid/cwd" 2>/dev/null)" = "$here" ] && break 2
  done
  [ -e "$done_file" ] && break
  sleep 2
done
"$@" > "$log" 2>&1
echo $? > "$status_file"
