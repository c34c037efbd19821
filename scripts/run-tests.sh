#!/usr/bin/env bash
# npm test: the whole suite. Unit tests, integration tests on MariaDB (+ Redis) and on
# SQLite, then Playwright in headless Chromium with JavaScript on and off.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p tests/.tmp
rm -f tests/.tmp/vitest-report.json tests/.tmp/playwright-report.json

npm run build --silent || { echo "build failed"; exit 1; }

npx vitest run --reporter=default --reporter=json --outputFile.json=tests/.tmp/vitest-report.json
vitest_status=$?

PLAYWRIGHT_JSON_OUTPUT_NAME=tests/.tmp/playwright-report.json npx playwright test --reporter=list,json
playwright_status=$?

node scripts/test-summary.mjs tests/.tmp/vitest-report.json "$vitest_status" tests/.tmp/playwright-report.json "$playwright_status"
[ "$vitest_status" -eq 0 ] && [ "$playwright_status" -eq 0 ]
