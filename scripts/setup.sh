#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks to build and test Plumbline natively.
# Idempotent: installs only missing packages.
set -euo pipefail
# parallel: the CLI test shards a batch with GNU parallel --pipe, as docs/batch-at-scale.md shows.
# clang, libclang-rt-14-dev: the sanitizer build and the fuzz targets (scripts/fuzz.sh, fuzz/README.md).
packages=(cmake g++ make libpugixml-dev libeigen3-dev nlohmann-json3-dev doctest-dev parallel clang libclang-rt-14-dev)
bash "$(dirname "$0")/apt-install.sh" setup "${packages[@]}"
