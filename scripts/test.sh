#!/usr/bin/env bash
# Every test: builds from scratch if needed, then runs the whole CTest suite
# (unit, golden, corpus, CLI).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
ctest --test-dir build --output-on-failure -j "$(nproc)"
