#!/usr/bin/env bash
# Every test: builds from scratch if needed, then runs
#   1. CTest: unit, golden (examples/), resvg corpus, CLI end to end;
#   2. the Node tests (tests/js/): WebAssembly == native on every example, the batch CLI
#      byte for byte, hostile inputs and the fuzz corpus never abort the module;
#   3. the Python tests (tests/python/): the module == plumb batch on every example,
#      task errors, hostile inputs, threads, the Dask example, the reward adapters;
#   4. the browser tests (tests/browser/): the playground in Debian's chromium;
#   5. the CTest suite again under AddressSanitizer + UndefinedBehaviorSanitizer (build-asan/);
#   6. in the same build, a short fuzz run: every fuzz target for 20 s with a fixed seed
#      (as many at once as there are cores, each on a core of its own),
#      from the seeds and committed corpus (fuzz/README.md), into a corpus of its own so CI
#      neither needs nor grows ../fuzz-corpus.
#   Each step's wall time is printed at the end (the whole must stay under 45 minutes on a
#   fresh 2-core machine).
set -euo pipefail
cd "$(dirname "$0")/.."
times=()
step() {   # step NAME COMMAND...: runs it and keeps its wall time
  local name=$1 start=$SECONDS
  shift
  "$@"
  times+=("$(printf '%-22s %5d s' "$name" $((SECONDS - start)))")
}
# node --test runs one test file at a time when there are two cores (the core count less
# one); the files are independent (each its own temporary folders), and two at a time take
# about a minute off each Node step here. Node before 20.10 has no such option. (Asked when
# the step runs: on a fresh machine the wasm set-up installs Node.)
node_test() {
  local concurrency=()
  if [[ "$(node --help 2>/dev/null)" == *--test-concurrency* ]]; then concurrency=(--test-concurrency="$(nproc)"); fi
  node --test "${concurrency[@]}" "$@"
}
step "native build" bash scripts/build.sh
step "ctest" ctest --test-dir build --output-on-failure -j "$(nproc)"
step "wasm build" bash scripts/build-wasm.sh
step "node tests" node_test tests/js/
step "python build" bash scripts/build-python.sh
step "pytest" build/python-venv/bin/python -m pytest -q -p no:cacheprovider tests/python
step "web set-up and build" bash -c 'bash scripts/setup-web.sh && bash scripts/build-web.sh'
step "browser tests" node_test tests/browser/
step "sanitizer build, ctest" bash scripts/test-sanitizers.sh
step "fuzz run" env PLUMBLINE_FUZZ_CORPUS="$PWD/build-asan/ci-corpus" PLUMBLINE_FUZZ_SEED=1 \
  PLUMBLINE_FUZZ_JOBS="$(nproc)" bash scripts/fuzz.sh all 20
printf 'test.sh: %s\n' "${times[@]}" "$(printf '%-22s %5d s' total $SECONDS)"
