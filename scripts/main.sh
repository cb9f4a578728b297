#!/usr/bin/env bash
# The main job: set up a fresh machine, build the CLI, the WebAssembly module and the
# playground, and only these (the test programs are scripts/test.sh's); print the CLI's
# summary of the example benchmark (every example answer judged and compared with its
# expected verdict); then serve the playground with the examples on
# http://127.0.0.1:${PORT:-8080}/ until interrupted (PLUMB_SERVE=0: don't serve).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh plumb
bash scripts/setup-web.sh
bash scripts/build-web.sh
build/plumb summary examples || true   # the summary says itself if any answer disagrees
if [[ "${PLUMB_SERVE:-1}" == 1 ]]; then
  echo "Playground with the examples: http://127.0.0.1:${PORT:-8080}/  (Ctrl-C stops it)"
  exec node web/serve.mjs build/web "${PORT:-8080}"
fi
