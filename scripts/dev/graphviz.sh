#!/usr/bin/env bash
# Dev only (CI does not need it): renders every DOT graph of examples/diagram with
# Graphviz (`dot -Tsvg`) and records what Plumbline reads back from each page
# (tests/toolchain/graphviz/; tests/golden/diagram_golden_test.cpp keeps it from
# regressing). Installs Debian's graphviz when missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v dot >/dev/null; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get install -y --no-install-recommends graphviz
fi
[ -x build/plumb ] || bash scripts/build.sh
cmake --build build -j "$(nproc)" --target plumb >/dev/null
/usr/bin/python3 scripts/dev/graphviz_roundtrip.py
