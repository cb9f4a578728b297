#!/usr/bin/env bash
# Every test: builds from scratch if needed, then runs
#   1. CTest: unit, golden (examples/), resvg corpus, CLI end to end;
#   2. the Node tests (tests/js/): WebAssembly == native on every example, the batch CLI
#      byte for byte, hostile inputs and the fuzz corpus never abort the module;
#   3. the Python tests (tests/python/): the module == plumb batch on every example,
#      task errors, hostile inputs, threads, the Dask example, the reward adapters;
#   4. the browser tests (tests/browser/): the playground in Debian's chromium;
#   5. the CTest suite again under AddressSanitizer + UndefinedBehaviorSanitizer (build-asan/);
#   6. a short fuzz run: every fuzz target for 20 s with a fixed seed, from the seeds and committed corpus
#      (fuzz/README.md), into a corpus of its own so CI neither needs nor grows ../fuzz-corpus.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
ctest --test-dir build --output-on-failure -j "$(nproc)"
bash scripts/build-wasm.sh
node --test tests/js/
bash scripts/build-python.sh
build/python-venv/bin/python -m pytest -q -p no:cacheprovider tests/python
bash scripts/setup-web.sh
bash scripts/build-web.sh
node --test tests/browser/
bash scripts/test-sanitizers.sh
PLUMBLINE_FUZZ_CORPUS="$PWD/build-fuzz/ci-corpus" PLUMBLINE_FUZZ_SEED=1 bash scripts/fuzz.sh all 20
