#!/usr/bin/env bash
# Installs what the test suite needs: npm packages and Debian's Chromium for Playwright.
# Idempotent and quiet when everything is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

npm install --no-audit --no-fund --loglevel=error

if ! command -v chromium >/dev/null 2>&1; then
  echo "[test-deps] installing Debian's chromium"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
