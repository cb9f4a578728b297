#!/usr/bin/env bash
# Rewrites the diagnostic code table of docs/schema.md (between its diagnostic-codes
# markers) from the catalogue, as `plumb codes` prints it, so the page never drifts.
# The unit test tests/unit/diagnostic_codes_test.cpp fails until this has been run.
# usage: bash scripts/make-schema-codes.sh [PATH/TO/plumb]   (default: build/plumb)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
plumb=${1:-$root/build/plumb}
doc=$root/docs/schema.md
[ -x "$plumb" ] || { echo "make-schema-codes: no $plumb; build first (scripts/build.sh)" >&2; exit 2; }
for marker in '<!-- diagnostic-codes:begin' '<!-- diagnostic-codes:end'; do
  n=$(grep -c "^$marker" "$doc" || true)
  [ "$n" -eq 1 ] || { echo "make-schema-codes: $doc needs exactly one line starting '$marker' (has $n)" >&2; exit 2; }
done

table=$(mktemp)
out=$(mktemp)
trap 'rm -f "$table" "$out"' EXIT
"$plumb" codes >"$table"
# Keep both marker lines; replace what lies between them with the table.
awk -v table="$table" '
  /^<!-- diagnostic-codes:begin/ { print; while ((getline row < table) > 0) print row; skip = 1; next }
  /^<!-- diagnostic-codes:end/   { skip = 0 }
  !skip { print }
' "$doc" >"$out"
if cmp -s "$out" "$doc"; then
  echo "docs/schema.md: diagnostic code table already up to date ($(($(wc -l <"$table") - 2)) codes)"
else
  cp "$out" "$doc"
  echo "docs/schema.md: diagnostic code table rewritten ($(($(wc -l <"$table") - 2)) codes)"
fi
