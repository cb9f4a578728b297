#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks to build and test Plumbline natively.
# Idempotent: installs only missing packages.
set -euo pipefail
# parallel: the CLI test shards a batch with GNU parallel --pipe, as docs/batch-at-scale.md shows.
packages=(cmake g++ make libpugixml-dev libeigen3-dev nlohmann-json3-dev doctest-dev parallel)
bash "$(dirname "$0")/apt-install.sh" setup "${packages[@]}"
