#!/usr/bin/env bash
# plumb bundle as a user runs it: the example bundle's summary against its golden tables
# (and the one docs/bundle.md shows), -j N, --pack read back, stdin, CSV, exit codes.
# usage: bash tests/cli/bundle.sh PATH/TO/plumb SOURCE_DIR
#        PLUMBLINE_UPDATE_SNAPSHOTS=1 bash tests/cli/bundle.sh ...   rewrites the golden tables
set -u
plumb=${1:?usage: bundle.sh PATH/TO/plumb SOURCE_DIR}
src=${2:?usage: bundle.sh PATH/TO/plumb SOURCE_DIR}
bundle=$src/examples/bundle
golden=$src/tests/golden/bundle
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# --- the example bundle's summary, both profiles, against the golden tables ----------------
for profile in default ssvg; do
  "$plumb" bundle "$bundle" --summary --profile "$profile" >"$work/summary" 2>"$work/err"
  status=$?
  [ "$status" -eq 0 ] || fail "example bundle, $profile: exit $status, stderr: $(head -c 300 "$work/err")"
  [ -s "$work/err" ] && fail "example bundle, $profile: --summary prints problems: $(head -c 300 "$work/err")"
  if [ "${PLUMBLINE_UPDATE_SNAPSHOTS:-}" = 1 ]; then
    cp "$work/summary" "$golden/example-summary-$profile.txt"
  else
    cmp -s "$work/summary" "$golden/example-summary-$profile.txt" ||
      fail "example bundle, $profile: the summary differs from tests/golden/bundle/example-summary-$profile.txt:
$(diff "$golden/example-summary-$profile.txt" "$work/summary" | head -20)"
  fi
done
# --differences: both profiles side by side, and why verdicts differ (the site shows the same).
"$plumb" bundle "$bundle" --differences >"$work/differences" 2>"$work/err" || fail "--differences: exit $?"
if [ "${PLUMBLINE_UPDATE_SNAPSHOTS:-}" = 1 ]; then
  cp "$work/differences" "$golden/example-differences.txt"
else
  cmp -s "$work/differences" "$golden/example-differences.txt" ||
    fail "example bundle: --differences differs from tests/golden/bundle/example-differences.txt:
$(diff "$golden/example-differences.txt" "$work/differences" | head -20)"
fi
"$plumb" bundle "$bundle" --differences -j 2 2>/dev/null | cmp -s - "$work/differences" || fail "--differences -j 2 prints what one thread prints"
"$plumb" bundle "$bundle" --differences --csv >/dev/null 2>&1; [ $? -eq 2 ] || fail "--differences with --csv is a usage error"
# docs/bundle.md shows the default table as plumb prints it.
while IFS= read -r line; do
  [ -z "$line" ] && continue
  grep -qxF -- "$line" "$src/docs/bundle.md" || { fail "docs/bundle.md lacks the summary line: $line"; break; }
done <"$golden/example-summary-default.txt"

# --- rows: one per model and task; -j N, the packed form and stdin give the same bytes ----
"$plumb" bundle "$bundle" >"$work/rows" 2>"$work/table" || fail "rows: exit $?"
models=$(grep -c '"answers":' "$bundle/bundle.json")
tasks=$(grep -c . "$bundle/tasks.jsonl")
[ "$(wc -l <"$work/rows")" -eq $((models * tasks)) ] || fail "rows: $models x $tasks rows, got $(wc -l <"$work/rows")"
cmp -s "$work/table" "$golden/example-summary-default.txt" || fail "rows: the table on stderr is the summary"
grep -q '"missing":true' "$work/rows" || fail "rows: unanswered tasks have rows"
head -n 1 "$work/rows" | grep -q '^{"codes":\[.*\],"domain":"[a-z]*","extraneous":[0-9]*,"format":"[a-z]*","layout":\[[^]]*\],"missing":false,"model":"synthetic-strong","score":[0-9.]*,"size":[0-9a-z]*,"task":"[^"]*","verdict":"[a-z]*"}$' ||
  fail "rows: the first row's shape: $(head -n 1 "$work/rows")"
for jobs in 2 3; do
  "$plumb" bundle "$bundle" -j "$jobs" 2>/dev/null | cmp -s - "$work/rows" || fail "-j $jobs prints what one thread prints"
done
"$plumb" bundle --pack "$bundle" >"$work/packed.json" 2>"$work/err" || fail "--pack: exit $?"
[ "$(wc -l <"$work/packed.json")" -eq 1 ] || fail "--pack writes one line of JSON"
"$plumb" bundle "$work/packed.json" 2>/dev/null | cmp -s - "$work/rows" || fail "the packed bundle judges as the folder"
"$plumb" bundle - <"$work/packed.json" 2>/dev/null | cmp -s - "$work/rows" || fail "a bundle on stdin judges as the folder"
"$plumb" bundle "$bundle/bundle.json" 2>/dev/null | cmp -s - "$work/rows" || fail "the manifest's path judges as the folder"
"$plumb" bundle "$bundle" --csv >"$work/csv" 2>/dev/null || fail "--csv: exit $?"
[ "$(head -n 1 "$work/csv")" = "$(printf 'model,task,domain,format,verdict,score,extraneous,size,codes,missing,layout\r')" ] ||
  fail "--csv: the header"
[ "$(wc -l <"$work/csv")" -eq $((models * tasks + 1)) ] || fail "--csv: a header and one line per row"

# --- problems: judged anyway, exit 1; no manifest: exit 3; usage: exit 2 -------------------
mkdir -p "$work/bad/answers"
head -n 3 "$bundle/tasks.jsonl" >"$work/bad/tasks.jsonl"
echo '{"task": ' >>"$work/bad/tasks.jsonl"
printf '{"schema": "plumbline/bundle@1", "tasks": "tasks.jsonl", "models": [{"name": "m", "answers": "answers/m.jsonl"}, {"name": "n", "answers": "answers/n.jsonl"}]}\n' >"$work/bad/bundle.json"
head -n 2 "$bundle/answers/synthetic-strong.jsonl" >"$work/bad/answers/m.jsonl"
"$plumb" bundle "$work/bad" >"$work/out" 2>"$work/err"
[ $? -eq 1 ] || fail "a bundle with problems exits 1"
grep -qF "$work/bad/tasks.jsonl:4: not valid JSON at column" "$work/err" || fail "a bad line is named: $(head -c 300 "$work/err")"
grep -qF "[bundle.line.json]" "$work/err" || fail "a problem carries its code"
grep -qF "$work/bad/answers/n.jsonl: no such file" "$work/err" || fail "a missing answers file is named"
[ "$(wc -l <"$work/out")" -eq 6 ] || fail "2 models x 3 usable tasks = 6 rows, got $(wc -l <"$work/out")"
[ "$(grep -c '"missing":true' "$work/out")" -eq 4 ] || fail "4 unanswered rows"

"$plumb" bundle "$work/nowhere" >"$work/out" 2>"$work/err"
[ $? -eq 3 ] || fail "no manifest: exit 3"
grep -qF "$work/nowhere: no such file" "$work/err" || fail "no manifest: named"
echo '{"tasks": ' >"$work/broken.json"
"$plumb" bundle "$work/broken.json" >"$work/out" 2>"$work/err"
[ $? -eq 3 ] || fail "a manifest that is not JSON: exit 3"
grep -qF "[bundle.json]" "$work/err" || fail "a manifest that is not JSON: its code"

for args in "" "$bundle $bundle" "$bundle --csv --summary" "$bundle --report full" "$bundle -j 0" "--pack"; do
  # shellcheck disable=SC2086
  "$plumb" bundle $args >/dev/null 2>"$work/err"
  [ $? -eq 2 ] || fail "usage error exits 2: plumb bundle $args"
done
"$plumb" --help | grep -q "plumb bundle PATH" || fail "--help names plumb bundle"

if [ "$failures" -gt 0 ]; then
  echo "$failures bundle CLI check(s) failed"
  exit 1
fi
echo "bundle CLI: all checks passed"
