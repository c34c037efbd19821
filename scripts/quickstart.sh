#!/usr/bin/env bash
# README command (1): install, build, migrate, seed the demo household and serve the
# app on http://localhost:3000 with the embedded defaults (SQLite, in-process cache,
# the sim-worker started alongside, the offline language-model provider).
set -euo pipefail
cd "$(dirname "$0")/.."

npm install --no-audit --no-fund --loglevel=error
npm run build --silent

export DATABASE_URL="${DATABASE_URL:-file:./data/wealthpath.sqlite}"
export ADMIN_EMAIL="${ADMIN_EMAIL:-admin@wealthpath.test}"
export ADMIN_PASSWORD="${ADMIN_PASSWORD:-Admin!Wealth2026}"
export PORT="${PORT:-3000}"
# Plain http on localhost: Secure cookies would be dropped by some browsers.
export COOKIE_SECURE="${COOKIE_SECURE:-false}"

npm run db:migrate --silent
npm run db:seed --silent

cat <<MSG

  WealthPath is starting on http://localhost:${PORT}

  Demo household:  demo@wealthpath.test / Demo!Wealth2026
  Admin:           ${ADMIN_EMAIL} / ${ADMIN_PASSWORD}

MSG
exec npm start --silent
