#!/usr/bin/env bash
# Builds the WebAssembly module into build-wasm/ (plumbline.js + plumbline.wasm, and
# plumbline.single.js with the wasm inlined) from the same CMakeLists.txt as the native
# build; every flag is there. Installs what is missing first (scripts/setup-wasm.sh).
# Then puts the three files in wasm/dist/, where the JS loader finds them both in this tree
# and in the npm package (`npm pack` in wasm/ runs this script first).
#   usage: bash scripts/build-wasm.sh [TARGET...]   (CMake targets, wasm/CMakeLists.txt;
#   default: all, the module and the C library test programs tests/js/ runs. The module
#   alone, as the pages need it: plumbline_wasm_plain plumbline_wasm_single)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-wasm.sh
bash scripts/fetch-pugixml.sh build-wasm/_deps/pugixml
emcmake cmake -S . -B build-wasm -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build-wasm -j "$(( $(nproc) < 2 ? $(nproc) : 2 ))" ${1:+--target "$@"}
# A file changes in dist/ only when the build changed it, and by rename: a test process
# loading the module meanwhile sees the old file or the new one, never half of one.
mkdir -p wasm/dist
for file in plumbline.js plumbline.wasm plumbline.single.js; do
  [[ -f "build-wasm/$file" ]] || continue   # targets given that do not make it
  if ! cmp -s "build-wasm/$file" "wasm/dist/$file"; then
    cp "build-wasm/$file" "wasm/dist/.$file.tmp"
    mv -f "wasm/dist/.$file.tmp" "wasm/dist/$file"
  fi
done
# The factories are CommonJS, whatever "type" the package says.
[[ -f wasm/dist/package.json ]] || printf '{"type": "commonjs"}\n' > wasm/dist/package.json
