#!/usr/bin/env bash
# npm run validate: every check CI runs. The static checks come first (seconds), then the whole
# suite (npm test), whose "tests: N passed, N failed, N skipped" line stays the last one printed.
# A failing check does not stop the others, so one run shows everything that is wrong; the exit
# status is non-zero if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."

failed=()
check() {
  local name=$1
  shift
  echo "[validate] $name"
  "$@" || failed+=("$name")
}

check lint npm run --silent lint
check typecheck npm run --silent typecheck
check format npx prettier --check . --log-level warn
check format-sim-worker node_modules/.bin/deno fmt --check --quiet --config sim-worker/deno.json sim-worker
check function-length npx tsx scripts/check-function-length.ts
check server-imports npx tsx scripts/check-server-imports.ts
[ ${#failed[@]} -gt 0 ] && echo "[validate] failed: ${failed[*]} (the tests run anyway)"

echo "[validate] tests"
npm test --silent
tests_status=$?
[ ${#failed[@]} -eq 0 ] && [ "$tests_status" -eq 0 ]
