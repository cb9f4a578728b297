#!/usr/bin/env bash
# Reading TikZ or EPS: Plumbline's reader against the published pipeline's toolchain
# (pdflatex, or Ghostscript with -dEPSCrop; then pdf2svg, whose SVG the scripts read), on
# the same files, in one run. The files are the molecule references in that format
# (examples/molecule/*/reference.tex or reference.eps, 11 to 150 atoms + bonds).
#   Plumbline: `plumb batch` judging each file as an answer to its own task, REPEAT times
#     over; per answer: the wall time of the whole batch / answers, and the median of the
#     reports' own read_ms (the reading alone).
#   Toolchain: per file, pdflatex (standalone, nonstop) or gs, then pdf2svg, wall time; the median.
#   Budgets: the format's cases of tests/js/hostile-inputs.mjs, read time from each report.
# Dev only (not CI): needs texlive-latex-base texlive-pictures texlive-latex-extra, or
# ghostscript, and pdf2svg from Debian.
# usage: bash bench/reading.sh tikz|eps [PATH/TO/plumb] [REPEAT]
set -euo pipefail
cd "$(dirname "$0")/.."
format=${1:?usage: bash bench/reading.sh tikz\|eps [PATH/TO/plumb] [REPEAT]}
plumb=${2:-build/plumb}
repeat=${3:-20}
[ -x "$plumb" ] || { echo "bench: no $plumb; build first (bash scripts/build.sh)" >&2; exit 2; }
case "$format" in
  tikz) ext=tex; tool=pdflatex; compile() { pdflatex -interaction=nonstopmode -halt-on-error d.tex; } ;;
  eps) ext=eps; tool=gs; compile() { gs -q -dNOPAUSE -dBATCH -dSAFER -dEPSCrop -sDEVICE=pdfwrite -o d.pdf d.eps; } ;;
  *) echo "bench: the format is tikz or eps" >&2; exit 2 ;;
esac
command -v "$tool" >/dev/null && command -v pdf2svg >/dev/null ||
  { echo "bench: needs $tool and pdf2svg (see the comment at the top)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
files=(examples/molecule/*/reference.$ext)
version=$([ "$tool" = gs ] && echo "Ghostscript $(gs --version)" || pdflatex --version | head -1)
echo "plumb: $("$plumb" version); $(nproc) cores; ${#files[@]} $format files; $version; $(pdf2svg 2>&1 | head -1)"

# One JSONL line per file: its task, answered in the format by the file itself.
python3 - "$work/batch.jsonl" "$repeat" "$format" "${files[@]}" <<'PY'
import json, sys
out, repeat, fmt, files = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]
with open(out, "w") as f:
    for _ in range(repeat):
        for drawing in files:
            task = json.load(open(drawing.rsplit("/", 1)[0] + "/task.json"))
            task["format"] = fmt
            f.write(json.dumps({"task": task, "candidate": open(drawing).read()}) + "\n")
PY
n=$(wc -l <"$work/batch.jsonl")
start=$(date +%s%N)
"$plumb" batch <"$work/batch.jsonl" >"$work/reports.jsonl"
end=$(date +%s%N)
python3 - "$work/reports.jsonl" "$n" $((end - start)) "$format" <<'PY'
import json, statistics, sys
reports = [json.loads(l) for l in open(sys.argv[1])]
n, ns, fmt = int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
verdicts = {v: sum(r["verdict"] == v for r in reports) for v in ("pass", "fail", "invalid")}
read = statistics.median(r["timings"]["read_ms"] for r in reports)
print(f"plumbline: {n} answers, {verdicts}; {ns / 1e3 / n:.0f} us/answer wall (batch), "
      f"median {fmt} read {read * 1e3:.0f} us")
PY

# The toolchain, file by file: compile (the page cropped), convert to SVG.
times=()
for drawing in "${files[@]}"; do
  cp "$drawing" "$work/d.$ext"
  start=$(date +%s%N)
  (cd "$work" && compile >/dev/null 2>&1 && pdf2svg d.pdf d.svg) ||
    echo "bench: $tool/pdf2svg failed on $drawing" >&2
  end=$(date +%s%N)
  times+=($(((end - start) / 1000)))
done
printf '%s\n' "${times[@]}" | sort -n | awk -v tool="$tool" '{ t[NR] = $1 } END {
  printf "%s + pdf2svg: %d files; median %.0f us/file, min %.0f, max %.0f\n", tool, NR, t[int((NR + 1) / 2)], t[1], t[NR] }'

# The interpreter's budgets: hostile drawings (the no-abort tests' cases in the format)
# must end quickly with a budget diagnostic; the reports' own read_ms say how quickly.
node --input-type=module - "$plumb" "$work" "$format" <<'JS'
import { hostileInputs } from './tests/js/hostile-inputs.mjs';
import { load } from './wasm/plumbline.mjs';
import { writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
const [plumb, work, format] = process.argv.slice(2);
const wasm = await load().catch(() => null);   // WebAssembly too, when it is built
console.log(`${'hostile drawing'.padEnd(48)} native read   wasm read  wasm wall  verdict diagnostics`);
for (const { name, task, candidate } of hostileInputs.filter((h) => h.name.startsWith(`${format}:`))) {
  writeFileSync(`${work}/t.json`, task);
  writeFileSync(`${work}/c.txt`, candidate);
  const report = JSON.parse(execFileSync(plumb, ['check', `${work}/t.json`, `${work}/c.txt`], { maxBuffer: 1 << 30 }));
  const codes = [...new Set(report.diagnostics.map((d) => d.code))].filter((c) => !c.startsWith('match.')).join(' ');
  let inWasm = '        -            -';
  if (wasm) {
    const start = performance.now();
    const w = JSON.parse(wasm.evaluateText(task, candidate, { timings: true }));
    const wall = performance.now() - start;
    inWasm = `${w.timings.read_ms.toFixed(0).padStart(6)} ms ${wall.toFixed(0).padStart(7)} ms`;
  }
  console.log(`${name.padEnd(48)} ${report.timings.read_ms.toFixed(0).padStart(8)} ms ${inWasm}  ${report.verdict.padEnd(7)} ${codes}`);
}
JS
