#!/usr/bin/env bash
# Assembles the playground and the benchmark site into build/web/: the pages (web/), the
# WebAssembly module (build-wasm/ + wasm/plumbline.mjs; brought up to date first, only the
# module the pages and the offline file load, not the wasm test programs), DOMPurify,
# Observable Plot and d3 from node_modules, the example gallery (build/web/examples/
# index.json plus the files) over every examples/<domain>/ folder that holds tasks
# (geometry, molecule, ...), the example bundle (build/web/bundles/example/) and the
# offline single file (build/web/plumbline-offline.html).
set -euo pipefail
cd "$(dirname "$0")/.."

# plumbline_wasm_plain: plumbline.js + .wasm (the pages); plumbline_wasm_single:
# plumbline.single.js (the offline file). Built every time (nothing to do when up to date),
# so the pages never carry a module older than the sources.
bash scripts/build-wasm.sh plumbline_wasm_plain plumbline_wasm_single
if [[ ! -f node_modules/dompurify/dist/purify.es.mjs || ! -f node_modules/@observablehq/plot/dist/plot.umd.min.js ]]; then
  npm ci --no-audit --no-fund
fi

out=build/web
rm -rf "$out"
mkdir -p "$out/vendor"
cp web/index.html web/site.html "$out/"
cp -r web/css web/js "$out/"
cp build-wasm/plumbline.js build-wasm/plumbline.wasm wasm/plumbline.mjs "$out/"
cp node_modules/dompurify/dist/purify.es.mjs "$out/vendor/"
cp node_modules/dompurify/LICENSE "$out/vendor/LICENSE.dompurify"
cp node_modules/@observablehq/plot/dist/plot.umd.min.js "$out/vendor/"
cp node_modules/@observablehq/plot/LICENSE "$out/vendor/LICENSE.plot"
cp node_modules/d3/dist/d3.min.js "$out/vendor/"
cp node_modules/d3/LICENSE "$out/vendor/LICENSE.d3"
mkdir -p "$out/bundles"
cp -r examples/bundle "$out/bundles/example"
domains=()
for dir in examples/*/; do
  if compgen -G "$dir*/task.json" >/dev/null; then domains+=("${dir%/}"); fi
done
node scripts/make-examples-index.mjs "${domains[@]}" "$out/examples"
node scripts/build-offline.mjs "$out"
echo "playground assembled in $out (serve it: node web/serve.mjs $out)"
