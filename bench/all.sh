#!/usr/bin/env bash
# Every figure of docs/speed.md, in one run: Plumbline against the published
# SSVG-Bench scripts on the same batches (geometry and molecules, several sizes; the
# WebAssembly CLI and plumb -j 2 beside them: bench/speed.py), then the graph isomorphism
# families against networkx (bench/isomorphism.sh). Builds only the isomorphism bench; run
# scripts/build.sh and scripts/build-wasm.sh first.
#   bash bench/all.sh [speed.py options, e.g. --sizes 1000,5000 --runs 3 --big 50000]
set -euo pipefail
cd "$(dirname "$0")/.."
python3 bench/speed.py "$@"
echo
echo "graph isomorphism (bench/isomorphism.sh)"
bash bench/isomorphism.sh
