#!/usr/bin/env bash
# Fetches pugixml's Debian sources (the same version as the native libpugixml-dev) into
# DEST (default build-wasm/_deps/pugixml) for the WebAssembly build, which must compile
# pugixml itself. Skips the download when DEST already holds them.
set -euo pipefail
cd "$(dirname "$0")/.."
dest=${1:-build-wasm/_deps/pugixml}
[ -f "$dest/src/pugixml.cpp" ] && exit 0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# apt-get source checks the files against the signed archive index; -qq keeps it quiet.
(cd "$work" && apt-get source -qq pugixml >/dev/null 2>"$work/log") || { cat "$work/log" >&2; exit 1; }
src=$(find "$work" -mindepth 1 -maxdepth 1 -type d -name 'pugixml-*' | head -n 1)
[ -n "$src" ] && [ -f "$src/src/pugixml.cpp" ] || { echo "fetch-pugixml: no src/pugixml.cpp in the sources" >&2; exit 1; }
mkdir -p "$(dirname "$dest")"
rm -rf "$dest"
mv "$src" "$dest"
echo "fetch-pugixml: $(basename "$src") in $dest"
