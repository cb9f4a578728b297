#!/usr/bin/env bash
# The whole C++ (CTest) suite under AddressSanitizer and UndefinedBehaviorSanitizer, in the
# sanitizer build (build-asan/, scripts/build-sanitizers.sh): only what CTest runs (the test
# programs, plumb, the fuzz targets, which replay the kept inputs). Any finding fails the
# run: UBSan does not recover, and LeakSanitizer reports a leak when a program exits.
set -euo pipefail
cd "$(dirname "$0")/.."
targets=(unit_tests golden_tests plumb cli_small_blocks_test)
for t in read_svg read_tikz read_eps read_dot extract task batch check_match check_molecule check_constraints check_diagram; do
  targets+=("fuzz_$t")
done
bash scripts/build-sanitizers.sh "${targets[@]}"
export ASAN_OPTIONS=detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
ctest --test-dir build-asan --output-on-failure -j "$(nproc)"
