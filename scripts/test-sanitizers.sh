#!/usr/bin/env bash
# The whole C++ (CTest) suite under AddressSanitizer and UndefinedBehaviorSanitizer, built
# with clang into build-asan/: only what CTest runs (the test programs, plumb, the fuzz
# targets' replay programs), at -O1. Any finding fails the run: UBSan does not recover, and
# LeakSanitizer reports a leak when a program exits.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
flags="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
cmake -S . -B build-asan -DCMAKE_C_COMPILER=clang-14 -DCMAKE_CXX_COMPILER=clang++-14 \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g" -DCMAKE_CXX_FLAGS="$flags" >/dev/null
targets=(unit_tests golden_tests plumb)
for t in read_svg read_tikz read_eps read_dot extract task batch check_match check_molecule check_constraints check_diagram; do
  targets+=("fuzz_$t")
done
cmake --build build-asan -j "$(nproc)" --target "${targets[@]}"
export ASAN_OPTIONS=detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
ctest --test-dir build-asan --output-on-failure -j "$(nproc)"
