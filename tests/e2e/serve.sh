#!/usr/bin/env bash
# Serves the built app for the e2e run on a fresh SQLite database.
set -euo pipefail
dir=tests/.tmp/e2e
rm -rf "$dir" && mkdir -p "$dir"
export DATABASE_URL="file:$dir/e2e.sqlite"
export SESSION_SECRET=e2e-secret-0123456789abcdef
export ADMIN_EMAIL=admin@example.com
export ADMIN_PASSWORD='Admin!Passw0rd'
export COOKIE_SECURE=false
export SIM_WORKER_PORT=${SIM_WORKER_PORT:-8797}
export LOG_LEVEL=silent
# The lowest scrypt cost the app accepts: every spec signs a new account in, and the hash is
# not what these tests are about.
export PASSWORD_HASH_COST=1024
# Every spec signs in from 127.0.0.1, and the form specs type wrong passwords on purpose: the per-address
# limit (20 failures in its window) would lock out later specs. The throttle has its own integration tests.
export LOGIN_MAX_FAILURES_PER_IP=${LOGIN_MAX_FAILURES_PER_IP:-1000}
export NODE_ENV=production
node_modules/.bin/tsx tests/e2e/prepare-db.ts
exec node --enable-source-maps build/server.js
