#!/usr/bin/env bash
# The CLI as a user runs it: exit codes, stdin, output shape, the batch protocol (a bad
# line in the middle still gets its own report, in order) and the summary's verdict table.
# usage: bash tests/cli/run.sh PATH/TO/plumb SOURCE_DIR
set -u
plumb=${1:?usage: run.sh PATH/TO/plumb SOURCE_DIR}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# expect_exit CODE DESCRIPTION -- COMMAND...: runs COMMAND with stdout/stderr in $work/out, $work/err.
expect_exit() {
  local want=$1 what=$2; shift 3
  "$@" >"$work/out" 2>"$work/err"
  local got=$?
  [ "$got" -eq "$want" ] || fail "$what: exit $got, expected $want; stderr: $(head -c 300 "$work/err")"
}
expect_out() { grep -qF -- "$2" "$work/out" || fail "$1: stdout lacks $2; got: $(head -c 300 "$work/out")"; }
expect_no_out() { ! grep -qF -- "$2" "$work/out" || fail "$1: stdout has $2"; }
expect_err() { grep -qiF -- "$2" "$work/err" || fail "$1: stderr lacks $2; got: $(head -c 300 "$work/err")"; }

# --- a task with one required horizontal segment, and three answers ----------------------
reference="<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'><line class='output_object' x1='10' y1='50' x2='90' y2='50'/></svg>"
task="{\"schema\": \"plumbline/task@1\", \"id\": \"cli-segment\", \"reference\": \"$reference\", \"check\": {\"kind\": \"match\", \"tolerance\": 5}}"
echo "$task" >"$work/task.json"
pass_svg="<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'><line x1='10' y1='51' x2='90' y2='50'/></svg>"
fail_svg="<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'><line x1='10' y1='80' x2='90' y2='80'/></svg>"
printf 'Here it is:\n```svg\n%s\n```\n' "$pass_svg" >"$work/pass.txt"
printf '```svg\n%s\n```\n' "$fail_svg" >"$work/fail.txt"
printf 'I cannot draw.\n' >"$work/prose.txt"

# --- check ---------------------------------------------------------------------------
expect_exit 0 "check pass" -- "$plumb" check "$work/task.json" "$work/pass.txt"
expect_out "check pass" '"verdict":"pass"'
expect_out "check pass" '"schema":"plumbline/report@1"'
expect_out "check pass" '"timings":'
[ "$(wc -l <"$work/out")" -eq 1 ] || fail "check prints one line of JSON"

expect_exit 0 "a fail verdict still exits 0" -- "$plumb" check "$work/task.json" "$work/fail.txt"
expect_out "check fail" '"verdict":"fail"'

expect_exit 0 "an invalid verdict still exits 0" -- "$plumb" check "$work/task.json" "$work/prose.txt"
expect_out "check invalid" '"verdict":"invalid"'
expect_out "check invalid" '"extract.none"'

"$plumb" check "$work/task.json" - --no-timings <"$work/pass.txt" >"$work/out" 2>"$work/err"
[ $? -eq 0 ] || fail "candidate from stdin"
expect_out "stdin candidate" '"verdict":"pass"'
expect_no_out "--no-timings" '"timings"'

expect_exit 0 "--pretty" -- "$plumb" check --pretty --profile ssvg "$work/task.json" "$work/pass.txt"
[ "$(wc -l <"$work/out")" -gt 5 ] || fail "--pretty indents the report"
expect_out "--profile ssvg" '"profile": "ssvg"'

echo '{"id": "broken"' >"$work/broken-task.json"
expect_exit 0 "a broken task gives an invalid report" -- "$plumb" check "$work/broken-task.json" "$work/pass.txt"
expect_out "broken task" '"task.json"'

# --- draw: a drawing's Scene written back as plain SVG ----------------------------------
printf '%s\n' "$pass_svg" >"$work/drawing.svg"
expect_exit 0 "draw" -- "$plumb" draw svg "$work/drawing.svg"
expect_out "draw" '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">'
expect_out "draw" '<line x1="10" y1="51" x2="90" y2="50" fill="#000000" stroke="none"/>'
"$plumb" draw svg - <"$work/drawing.svg" >"$work/out2" 2>"$work/err" || fail "draw from stdin"
cmp -s "$work/out" "$work/out2" || fail "draw from stdin prints the same bytes"
printf '%s' "<svg xmlns='http://www.w3.org/2000/svg'><line x1='1' y1='2' x2='3' y2='4'/><line" >"$work/broken.svg"
expect_exit 0 "draw of a broken drawing still draws" -- "$plumb" draw svg "$work/broken.svg"
expect_err "draw of a broken drawing" "plumb: $work/broken.svg:1:"
expect_exit 2 "draw needs two arguments" -- "$plumb" draw svg
expect_exit 2 "draw of a missing file" -- "$plumb" draw svg "$work/nope.svg"

# --- read: a reading's Scene as JSON; ssvg gives the published reading -----------------
printf '%s\n' '\begin{tikzpicture}[x=1pt,y=1pt]' '\draw (0,0) rectangle (100,50);' '\end{tikzpicture}' >"$work/picture.tex"
expect_exit 0 "read" -- "$plumb" read tikz "$work/picture.tex"
expect_out "read" '"ok":true'
expect_out "read" '"element":"draw"'
expect_exit 0 "read, published" -- "$plumb" read tikz "$work/picture.tex" --profile ssvg
# pdflatex crops this picture to 100.025 x 50.212bp; pdf2svg writes the rectangle as one
# path whose closing side is a Z, so the script reads three sides.
expect_out "read, published" '"width":100.025'
expect_out "read, published" '"element":"path"'
[ "$(grep -o '"kind":"segment"' "$work/out" | wc -l)" -eq 3 ] || fail "read, published: three sides"
expect_exit 2 "read of an unknown profile" -- "$plumb" read tikz "$work/picture.tex" --profile nope

# --- usage errors: exit 2 with a message on stderr ------------------------------------
expect_exit 2 "no arguments" -- "$plumb"
expect_exit 2 "unknown command" -- "$plumb" frobnicate
expect_err "unknown command" "unknown command"
expect_exit 2 "unknown flag" -- "$plumb" check --fast "$work/task.json" "$work/pass.txt"
expect_err "unknown flag" "--fast"
expect_exit 2 "bad profile" -- "$plumb" check --profile lenient "$work/task.json" "$work/pass.txt"
expect_err "bad profile" "lenient"
expect_exit 2 "missing task file" -- "$plumb" check "$work/nope.json" "$work/pass.txt"
expect_err "missing task file" "nope.json"
expect_exit 2 "missing candidate file" -- "$plumb" check "$work/task.json" "$work/nope.txt"
expect_exit 2 "a directory is not a file" -- "$plumb" check "$work/task.json" "$work"
expect_exit 2 "one argument too few" -- "$plumb" check "$work/task.json"
expect_exit 2 "batch takes no files" -- "$plumb" batch "$work/task.json"
expect_exit 2 "summary of a missing directory" -- "$plumb" summary "$work/nope"
expect_exit 0 "version" -- "$plumb" version
expect_out "version" "plumb "
expect_exit 0 "--help" -- "$plumb" --help
expect_out "--help" "plumb batch"

# --- batch: N non-blank lines in, N reports out, in order ------------------------------
{
  echo "{\"id\": 1, \"task\": $task, \"candidate\": \"$pass_svg\"}"
  echo "{\"id\": 2, \"task\": $task, \"candidate\": "             # cut off: not JSON
  echo ""
  echo "{\"id\": 3, \"task\": $task, \"candidate\": \"$fail_svg\"}"
  echo "{\"id\": 4, \"task\": {\"id\": \"no-check\", \"reference\": \"<svg/>\"}, \"candidate\": \"x\"}"
  printf '{"id": 5, "task": %s, "candidate": "%s"}\r\n' "$task" "$pass_svg"
} >"$work/batch.jsonl"
"$plumb" batch --no-timings <"$work/batch.jsonl" >"$work/out" 2>"$work/err"
[ $? -eq 0 ] || fail "batch exits 0 despite bad lines"
[ "$(wc -l <"$work/out")" -eq 5 ] || fail "batch: 5 reports for 5 non-blank lines, got $(wc -l <"$work/out")"
line() { sed -n "${1}p" "$work/out"; }
line 1 | grep -q '"line_id":1' && line 1 | grep -q '"verdict":"pass"' || fail "batch line 1"
line 2 | grep -q '"batch.line.json"' && line 2 | grep -q '"verdict":"invalid"' || fail "batch line 2 (bad JSON)"
line 2 | grep -q '"line":2' || fail "batch line 2 names its line number"
line 3 | grep -q '"line_id":3' && line 3 | grep -q '"verdict":"fail"' || fail "batch line 4 (after the blank)"
line 3 | grep -q '"timings"' && fail "batch --no-timings"
line 4 | grep -q '"line_id":4' && line 4 | grep -q '"batch.line.task"' || fail "batch line 5 (bad task)"
line 5 | grep -q '"line_id":5' && line 5 | grep -q '"verdict":"pass"' || fail "batch line 6 (CRLF)"

: | "$plumb" batch >"$work/out" 2>"$work/err" || fail "empty batch"
[ ! -s "$work/out" ] || fail "empty batch prints nothing"

# A very long line (a 4 MB candidate) is one line like any other.
long=$(head -c 4000000 /dev/zero | tr '\0' 'x')
printf '{"id": "long", "task": %s, "candidate": "%s %s"}\n' "$task" "$long" "$pass_svg" |
  "$plumb" batch --no-timings >"$work/out" 2>"$work/err"
grep -q '"verdict":"pass"' "$work/out" || fail "batch with a 4 MB line"

# A line past the budget (200 MB, no JSON at all) is answered batch.line.bytes and dropped
# without holding it whole; the lines around it are judged as usual.
{
  printf '{"id": 1, "task": %s, "candidate": "%s"}\n' "$task" "$pass_svg"
  head -c 200000000 /dev/zero | tr '\0' 'x'
  printf '\n{"id": 3, "task": %s, "candidate": "%s"}\n' "$task" "$pass_svg"
} >"$work/too-long.jsonl"
"$plumb" batch --no-timings <"$work/too-long.jsonl" >"$work/out" 2>"$work/err" || fail "batch with a 200 MB line exits 0"
[ "$(wc -l <"$work/out")" -eq 3 ] || fail "batch with a 200 MB line: 3 reports, got $(wc -l <"$work/out")"
line 2 | grep -q '"batch.line.bytes"' || fail "batch: a 200 MB line is batch.line.bytes"
line 3 | grep -q '"line_id":3' && line 3 | grep -q '"verdict":"pass"' || fail "batch: the line after a 200 MB one"
rm -f "$work/too-long.jsonl"

# --- report levels: compact by default, full and verdict on request ---------------------
"$plumb" check --no-timings "$work/task.json" "$work/pass.txt" >"$work/out" 2>"$work/err" || fail "check, compact"
expect_out "check is compact by default" '"report":"compact"'
expect_out "compact: requirements met" '"requirements_met":[1,1]'
expect_no_out "compact: no extracted text" '"text":'
"$plumb" check --no-timings --report full "$work/task.json" "$work/pass.txt" >"$work/out" 2>"$work/err" ||
  fail "check --report full"
expect_no_out "full: no level named" '"report":'
expect_out "full: the extracted text" '"text":'
expect_out "full: every requirement" '"satisfied":true'
"$plumb" batch --no-timings --report=verdict <"$work/batch.jsonl" >"$work/out" 2>"$work/err" || fail "batch --report=verdict"
[ "$(wc -l <"$work/out")" -eq 5 ] || fail "batch --report verdict: 5 reports"
expect_out "verdict level" '"report":"verdict"'
expect_no_out "verdict level: no requirements" '"requirements"'
expect_no_out "verdict level: no diagnostics" '"diagnostics"'
sed -n 1p "$work/out" | grep -q '"line_id":1' || fail "verdict level keeps line_id"
expect_exit 2 "unknown report level" -- "$plumb" batch --report everything
expect_err "unknown report level" "everything"
expect_exit 2 "--report needs a value" -- "$plumb" check "$work/task.json" "$work/pass.txt" --report

# --- batch -j N: the same reports in the same order, on N threads ----------------------
for i in $(seq 1 120); do cat "$work/batch.jsonl"; echo; done >"$work/many.jsonl"
"$plumb" batch --no-timings --report full <"$work/many.jsonl" >"$work/one-thread" 2>"$work/err" || fail "batch -j 1"
[ "$(wc -l <"$work/one-thread")" -eq 600 ] || fail "batch: 600 reports for 600 non-blank lines"
for jobs in 2 3 8; do
  "$plumb" batch --no-timings --report full -j "$jobs" <"$work/many.jsonl" >"$work/out" 2>"$work/err" ||
    fail "batch -j $jobs exits 0"
  cmp -s "$work/one-thread" "$work/out" || fail "batch -j $jobs prints what one thread prints, in order"
done
"$plumb" batch --no-timings --jobs=2 <"$work/many.jsonl" >"$work/out" 2>"$work/err" || fail "batch --jobs=2"
[ "$(wc -l <"$work/out")" -eq 600 ] || fail "batch --jobs=2: 600 reports"
sed -n 599p "$work/out" | grep -q '"line_id":4' || fail "batch --jobs=2 keeps input order"
# Sharded over processes with GNU parallel, as docs/batch-at-scale.md shows: blocks of lines
# to separate plumb processes, output kept in input order. Line numbers in reports count
# within a shard, so this batch has only good lines, told apart by their ids.
if command -v parallel >/dev/null; then
  for i in $(seq 1 200); do
    echo "{\"id\": \"$i-pass\", \"task\": $task, \"candidate\": \"$pass_svg\"}"
    echo "{\"id\": \"$i-fail\", \"task\": $task, \"candidate\": \"$fail_svg\"}"
  done >"$work/good.jsonl"
  "$plumb" batch --no-timings <"$work/good.jsonl" >"$work/one-process" 2>"$work/err" || fail "batch of good lines"
  parallel --will-cite --pipe -N 37 --keep-order -j 3 "$plumb" batch --no-timings <"$work/good.jsonl" \
    >"$work/out" 2>"$work/err" || fail "batch under GNU parallel: $(head -c 300 "$work/err")"
  cmp -s "$work/one-process" "$work/out" || fail "GNU parallel --pipe --keep-order gives one process's output"
else
  echo "note: GNU parallel is not installed; the sharded batch is not tested (scripts/setup.sh installs it)"
fi
expect_exit 2 "zero threads" -- "$plumb" batch -j 0
expect_exit 2 "threads not a number" -- "$plumb" batch --jobs many
expect_err "threads not a number" "many"
expect_exit 2 "check has no threads" -- "$plumb" check -j 2 "$work/task.json" "$work/pass.txt"

# --- summary: expected verdicts from file names ----------------------------------------
mkdir -p "$work/examples/geometry/segment/answers"
cp "$work/task.json" "$work/examples/geometry/segment/task.json"
cp "$work/pass.txt" "$work/examples/geometry/segment/answers/pass-close.txt"
cp "$work/fail.txt" "$work/examples/geometry/segment/answers/fail-moved.txt"
cp "$work/prose.txt" "$work/examples/geometry/segment/answers/invalid-prose.txt"
expect_exit 0 "summary, all agree" -- "$plumb" summary "$work/examples/geometry"
expect_out "summary" "3 answers, 3 agree with expected"
expect_out "summary" "segment"
expect_out "summary" "close"

cp "$work/fail.txt" "$work/examples/geometry/segment/answers/pass-mislabelled.txt"
expect_exit 1 "summary with a disagreement" -- "$plumb" summary "$work/examples"
expect_out "summary disagreement" "4 answers, 3 agree with expected"
expect_out "summary disagreement" "differs"

mkdir -p "$work/empty"
expect_exit 1 "summary with no answers" -- "$plumb" summary "$work/empty"

# --- codes: the catalogue as the Markdown table docs/schema.md holds ---------------------
source_dir=${2:?usage: run.sh PATH/TO/plumb SOURCE_DIR}
expect_exit 0 "codes" -- "$plumb" codes
[ "$(head -n 2 "$work/out")" = "$(printf '| code | severity | meaning |\n|---|---|---|')" ] ||
  fail "codes starts with the table's header; got: $(head -n 2 "$work/out")"
expect_out "codes" '| `read.limit.bytes` | error | '
expect_out "codes" '| `match.segment.missing` | error | '
expect_out "codes" '| `extract.several` | info | '
expect_no_out "codes: the budgets are read.limit.*" 'svg.limit.'
rows=$(grep -c '^| `' "$work/out")
[ "$rows" -gt 80 ] || fail "codes lists every code (got $rows rows)"
# What the schema page holds between its markers is exactly this output.
sed -n '/^<!-- diagnostic-codes:begin/,/^<!-- diagnostic-codes:end/p' "$source_dir/docs/schema.md" |
  sed '1d;$d' >"$work/schema-codes"
cmp -s "$work/out" "$work/schema-codes" ||
  fail "docs/schema.md's code table differs from plumb codes; run scripts/make-schema-codes.sh"
expect_exit 2 "codes takes no arguments" -- "$plumb" codes svg.path.syntax
expect_exit 2 "codes takes no flags" -- "$plumb" codes --pretty
expect_exit 0 "--help names codes" -- "$plumb" --help
expect_out "--help" "plumb codes"

if [ "$failures" -gt 0 ]; then
  echo "$failures CLI check(s) failed"
  exit 1
fi
echo "CLI: all checks passed"
