#!/usr/bin/env bash
# Assembles the playground into build/web/: the page (web/), the WebAssembly module
# (build-wasm/ + wasm/plumbline.mjs, built first if missing), DOMPurify from node_modules,
# and the example gallery (build/web/examples/index.json plus the files) over every
# examples/<domain>/ folder that holds tasks (geometry, molecule, ...).
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ ! -f build-wasm/plumbline.js || ! -f build-wasm/plumbline.wasm ]]; then
  bash scripts/build-wasm.sh
fi
if [[ ! -f node_modules/dompurify/dist/purify.es.mjs ]]; then
  npm ci --no-audit --no-fund
fi

out=build/web
rm -rf "$out"
mkdir -p "$out/vendor"
cp web/index.html "$out/"
cp -r web/css web/js "$out/"
cp build-wasm/plumbline.js build-wasm/plumbline.wasm wasm/plumbline.mjs "$out/"
cp node_modules/dompurify/dist/purify.es.mjs node_modules/dompurify/LICENSE "$out/vendor/"
domains=()
for dir in examples/*/; do
  if compgen -G "$dir*/task.json" >/dev/null; then domains+=("${dir%/}"); fi
done
node scripts/make-examples-index.mjs "${domains[@]}" "$out/examples"
echo "playground assembled in $out (serve it: node web/serve.mjs $out)"
