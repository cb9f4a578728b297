#!/usr/bin/env bash
# The whole C++ (CTest) suite under AddressSanitizer and UndefinedBehaviorSanitizer, in the
# sanitizer build (build-asan/, scripts/build-sanitizers.sh): only what CTest runs (the test
# programs, plumb, the fuzz targets, which replay the kept inputs). Any finding fails the
# run: UBSan does not recover, and LeakSanitizer reports a leak when a program exits.
set -euo pipefail
cd "$(dirname "$0")/.."
targets=(unit_tests golden_tests plumb cli_small_blocks_test)
# The fuzz targets: fuzz/targets.txt, one a line ('#' lines are comments), as fuzz/CMakeLists.txt reads it.
mapfile -t fuzz_targets < <(sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' -e '/^#/d' -e '/^$/d' fuzz/targets.txt)
[ ${#fuzz_targets[@]} -gt 0 ] || { echo "test-sanitizers: no targets in fuzz/targets.txt" >&2; exit 2; }
targets+=("${fuzz_targets[@]/#/fuzz_}")
bash scripts/build-sanitizers.sh "${targets[@]}"
export ASAN_OPTIONS=detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
ctest --test-dir build-asan --output-on-failure -j "$(nproc)"
