#!/usr/bin/env bash
# Graph isomorphism, side by side: Plumbline's find_isomorphism (bench_isomorphism, median
# of RUNS runs, the molecule check's budget) and networkx's is_isomorphic (median of 3,
# each pair in a subprocess limited to TIMEOUT seconds) on the very same pairs, which
# bench_isomorphism writes out for both. Prints a Markdown table and the machine line.
#   bash bench/isomorphism.sh [BUILD_DIR]        (RUNS=5 TIMEOUT=10 PYTHON=python3 by default)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
runs=${RUNS:-5}
timeout=${TIMEOUT:-10}
python=${PYTHON:-python3}

cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" --target bench_isomorphism -j2 >/dev/null
dump=$(mktemp -d)
trap 'rm -rf "$dump"' EXIT

status=0
"$build/bench_isomorphism" --runs "$runs" --dump "$dump" --tsv >"$dump/plumbline.tsv" || status=$?
"$python" "$root/bench/isomorphism_networkx.py" "$dump" --runs 3 --timeout "$timeout" --tsv \
    >"$dump/networkx.tsv" 2>"$dump/networkx.txt"

changes=$(git -C "$root" diff --quiet HEAD 2>/dev/null || echo " + uncommitted changes")
echo "$(date -u +%F), commit $(git -C "$root" rev-parse --short HEAD)$changes; $(nproc) cores, $(uname -sm)"
sed 's/^# //' "$dump/networkx.txt"
echo
echo "| family | nodes | expected | Plumbline verdict | decided by | steps | Plumbline µs | networkx verdict | networkx µs |"
echo "|---|---|---|---|---|---|---|---|---|"
paste "$dump/plumbline.tsv" "$dump/networkx.tsv" |
    awk -F'\t' '{ printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5, $6, $7, $11, $12 }'
if [ "$status" -ne 0 ]; then echo "bench_isomorphism: a verdict differs from the expected one" >&2; fi
exit "$status"
