#!/usr/bin/env bash
# Reading TikZ: Plumbline's reader against the published pipeline (pdflatex, then pdf2svg,
# then the SVG is read), on the same files, in one run. The files are the molecule
# references in TikZ (examples/molecule/*/reference.tex, 11 to 150 atoms + bonds).
#   Plumbline: `plumb batch` judging each file as a TikZ answer to its own task, REPEAT
#     times over; per answer: the wall time of the whole batch / answers, and the median of
#     the reports' own read_ms (the TikZ reading alone).
#   Pipeline: per file, pdflatex (standalone, nonstop) + pdf2svg, wall time; the median.
# Dev only (not CI): needs texlive-latex-base texlive-pictures pdf2svg from Debian.
# usage: bash bench/tikz.sh [PATH/TO/plumb] [REPEAT]
set -euo pipefail
cd "$(dirname "$0")/.."
plumb=${1:-build/plumb}
repeat=${2:-20}
[ -x "$plumb" ] || { echo "bench: no $plumb; build first (bash scripts/build.sh)" >&2; exit 2; }
command -v pdflatex >/dev/null && command -v pdf2svg >/dev/null ||
  { echo "bench: needs pdflatex and pdf2svg (apt-get install texlive-latex-base texlive-pictures pdf2svg)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
files=(examples/molecule/*/reference.tex)
echo "plumb: $("$plumb" version); $(nproc) cores; ${#files[@]} TikZ files; $(pdflatex --version | head -1)"

# One JSONL line per file: its task, answered in TikZ by the file itself.
python3 - "$work/batch.jsonl" "$repeat" "${files[@]}" <<'PY'
import json, sys
out, repeat, files = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
with open(out, "w") as f:
    for _ in range(repeat):
        for tex in files:
            task = json.load(open(tex.rsplit("/", 1)[0] + "/task.json"))
            task["format"] = "tikz"
            f.write(json.dumps({"task": task, "candidate": open(tex).read()}) + "\n")
PY
n=$(wc -l <"$work/batch.jsonl")
start=$(date +%s%N)
"$plumb" batch <"$work/batch.jsonl" >"$work/reports.jsonl"
end=$(date +%s%N)
python3 - "$work/reports.jsonl" "$n" $((end - start)) <<'PY'
import json, statistics, sys
reports = [json.loads(l) for l in open(sys.argv[1])]
n, ns = int(sys.argv[2]), int(sys.argv[3])
verdicts = {v: sum(r["verdict"] == v for r in reports) for v in ("pass", "fail", "invalid")}
read = statistics.median(r["timings"]["read_ms"] for r in reports)
print(f"plumbline: {n} answers, {verdicts}; {ns / 1e3 / n:.0f} us/answer wall (batch), "
      f"median TikZ read {read * 1e3:.0f} us")
PY

# The pipeline, file by file: compile (cropped standalone page), convert to SVG.
times=()
for tex in "${files[@]}"; do
  cp "$tex" "$work/d.tex"
  start=$(date +%s%N)
  (cd "$work" && pdflatex -interaction=nonstopmode -halt-on-error d.tex >/dev/null 2>&1 && pdf2svg d.pdf d.svg) ||
    echo "bench: pdflatex/pdf2svg failed on $tex" >&2
  end=$(date +%s%N)
  times+=($(((end - start) / 1000)))
done
printf '%s\n' "${times[@]}" | sort -n | awk '{ t[NR] = $1 } END {
  printf "pdflatex + pdf2svg: %d files; median %.0f us/file, min %.0f, max %.0f\n", NR, t[int((NR + 1) / 2)], t[1], t[NR] }'

# The interpreter's budgets: hostile pictures (the no-abort tests' TikZ cases) must end
# quickly with a budget diagnostic; the reports' own read_ms say how quickly.
node --input-type=module - "$plumb" "$work" <<'JS'
import { hostileInputs } from './tests/js/hostile-inputs.mjs';
import { writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
const [plumb, work] = process.argv.slice(2);
for (const { name, task, candidate } of hostileInputs.filter((h) => h.name.startsWith('tikz:'))) {
  writeFileSync(`${work}/t.json`, task);
  writeFileSync(`${work}/c.txt`, candidate);
  const report = JSON.parse(execFileSync(plumb, ['check', `${work}/t.json`, `${work}/c.txt`], { maxBuffer: 1 << 30 }));
  const codes = [...new Set(report.diagnostics.map((d) => d.code))].filter((c) => !c.startsWith('match.')).join(' ');
  console.log(`${name.padEnd(48)} read ${report.timings.read_ms.toFixed(0).padStart(5)} ms  ${report.verdict.padEnd(7)} ${codes}`);
}
JS
