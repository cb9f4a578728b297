#!/usr/bin/env bash
# The sanitizer build, build-asan/: clang, AddressSanitizer + UndefinedBehaviorSanitizer
# (-fno-sanitize-recover=all), -O1, and libFuzzer's coverage instrumentation, so the one
# build serves both the sanitizer CTest run (scripts/test-sanitizers.sh) and the fuzz runs
# (scripts/fuzz.sh): its fuzz targets are libFuzzer programs, which CTest runs over the kept
# inputs with -runs=0. One build, not two: the core compiles once with clang, not twice.
#   usage: bash scripts/build-sanitizers.sh TARGET...      (make targets; default: all)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
flags="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
cmake -S . -B build-asan -DCMAKE_C_COMPILER=clang-14 -DCMAKE_CXX_COMPILER=clang++-14 \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" -DCMAKE_CXX_FLAGS="$flags" \
  -DPLUMBLINE_FUZZ=ON -DPLUMBLINE_TESTS=ON >/dev/null
cmake --build build-asan -j "$(nproc)" ${1:+--target "$@"}
