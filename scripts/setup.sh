#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks to build and test Plumbline natively.
# Idempotent: installs only missing packages.
set -euo pipefail
# parallel: the CLI test shards a batch with GNU parallel --pipe, as docs/batch-at-scale.md shows.
packages=(cmake g++ make libpugixml-dev libeigen3-dev nlohmann-json3-dev doctest-dev parallel)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
