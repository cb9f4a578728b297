#!/usr/bin/env bash
# What the playground and its browser tests need on a fresh Debian machine: Node's
# packages (npm ci: DOMPurify, playwright-core) and Debian's chromium for the tests
# (playwright-core never downloads a browser here).
set -euo pipefail
cd "$(dirname "$0")/.."

# node and npm: any will do, wherever they came from (NodeSource's node brings its npm).
bash scripts/apt-install.sh --command node nodejs --command npm npm setup-web chromium
if [[ ! -f node_modules/.package-lock.json ]] || [[ package-lock.json -nt node_modules/.package-lock.json ]]; then
  npm ci --no-audit --no-fund
fi
