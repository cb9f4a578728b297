#!/usr/bin/env bash
# What the playground and its browser tests need on a fresh Debian machine: Node's
# packages (npm ci: DOMPurify, playwright-core) and Debian's chromium for the tests
# (playwright-core never downloads a browser here).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm
fi
if [[ ! -x /usr/bin/chromium ]]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
fi
if [[ ! -f node_modules/.package-lock.json ]] || [[ package-lock.json -nt node_modules/.package-lock.json ]]; then
  npm ci --no-audit --no-fund
fi
