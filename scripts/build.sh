#!/usr/bin/env bash
# Configures and builds the native core, CLI and tests into build/.
#   usage: bash scripts/build.sh [TARGET...]   (CMake targets, e.g. plumb; default: all, as
#   scripts/test.sh needs for CTest; scripts/main.sh builds only plumb)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# pugixml compiled into the program when its Debian sources can be had (CMakeLists.txt:
# its accessors are then inlined); else Debian's shared library, with the same results.
pugixml=build-wasm/_deps/pugixml
if [ ! -f "$pugixml/src/pugixml.cpp" ]; then
  pugixml=build/_deps/pugixml
  bash scripts/fetch-pugixml.sh "$pugixml" 2>/dev/null ||
    echo "build: pugixml's sources are not reachable (scripts/setup-wasm.sh adds them); using Debian's shared library" >&2
fi
[ -f "$pugixml/src/pugixml.cpp" ] && pugixml=$(cd "$pugixml" && pwd) || pugixml=""
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DPLUMBLINE_NATIVE_PUGIXML_DIR="$pugixml" >/dev/null
cmake --build build -j "$(nproc)" ${1:+--target "$@"}
