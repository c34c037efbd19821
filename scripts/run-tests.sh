#!/usr/bin/env bash
# npm test: the whole suite. Unit tests, integration tests on MariaDB (+ Redis) and on
# SQLite, then Playwright in headless Chromium with JavaScript on and off.
set -euo pipefail
cd "$(dirname "$0")/.."

npm run build --silent
npx vitest run
npx playwright test
