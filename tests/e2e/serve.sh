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
export NODE_ENV=production
node_modules/.bin/tsx tests/e2e/prepare-db.ts
exec node_modules/.bin/tsx server/index.ts
