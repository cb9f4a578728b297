#!/usr/bin/env bash
# Builds the WebAssembly module into build-wasm/ (plumbline.js + plumbline.wasm, and
# plumbline.single.js with the wasm inlined) from the same CMakeLists.txt as the native
# build; every flag is there. Installs what is missing first (scripts/setup-wasm.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-wasm.sh
bash scripts/fetch-pugixml.sh build-wasm/_deps/pugixml
emcmake cmake -S . -B build-wasm -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build-wasm -j "$(( $(nproc) < 2 ? $(nproc) : 2 ))"
