#!/usr/bin/env bash
# Builds the fuzz targets (fuzz/, libFuzzer with AddressSanitizer and UndefinedBehaviorSanitizer,
# clang) in the sanitizer build, build-asan/ (scripts/build-sanitizers.sh), and runs them.
#   usage: bash scripts/fuzz.sh [TARGET|all] [SECONDS]      (default: all, 60 s per target)
# Each target's corpus is kept in $PLUMBLINE_FUZZ_CORPUS/TARGET/ (default ../fuzz-corpus,
# beside the repository, so it outlives the build and later runs continue from it); new
# inputs go there. Seeds (fuzz/seeds.mjs), the committed corpus (fuzz/corpus/) and the kept
# regressions (tests/fuzz/regressions/) are read too. A crash, leak, sanitizer finding or
# hang (over 60 s for one input) stops the target and leaves the input in
# build-asan/findings/TARGET/; the script then exits 1. Logs beside the corpora:
# $PLUMBLINE_FUZZ_CORPUS/logs/TARGET.log, and a line per run in logs/runs.txt.
# The runs are nice'd (PLUMBLINE_FUZZ_NICE, default 19): the machine stays usable.
# PLUMBLINE_FUZZ_TIMEOUT sets the one-input limit in wall seconds (default 60; raise it for
# long runs beside other work: a nice'd target waits for the CPU and slow inputs pass 60 s).
# PLUMBLINE_FUZZ_SEED fixes libFuzzer's random seed: from the same corpus the run then
# tries the same inputs in the same order and a shorter run tries a prefix of a longer
# one, so the short run in scripts/test.sh fails in CI only where it fails here too.
# PLUMBLINE_FUZZ_WORLD=1 also seeds read_tikz with the 932 TikZ pictures of tests/corpus/tikz-world
# and tests/corpus/diagramir (fuzz/seeds.mjs; long runs only).
# PLUMBLINE_FUZZ_JOBS runs that many targets at once (default 1; scripts/test.sh gives it
# the core count): each libFuzzer run is one process on one core, so on two cores two
# targets take the time of one, each with a core of its own as when run alone.
set -euo pipefail
cd "$(dirname "$0")/.."
# The targets: fuzz/targets.txt, one a line ('#' lines are comments), as fuzz/CMakeLists.txt reads it.
mapfile -t targets < <(sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' -e '/^#/d' -e '/^$/d' fuzz/targets.txt)
[ ${#targets[@]} -gt 0 ] || { echo "fuzz: no targets in fuzz/targets.txt" >&2; exit 2; }
which=${1:-all}
seconds=${2:-60}
if [ "$which" != all ]; then
  [[ " ${targets[*]} " == *" $which "* ]] || { echo "fuzz: no target '$which' (${targets[*]})" >&2; exit 2; }
  targets=("$which")
fi
corpus_root=${PLUMBLINE_FUZZ_CORPUS:-$(cd .. && pwd)/fuzz-corpus}

build=build-asan
mkdir -p "$build"
bash scripts/build-sanitizers.sh "${targets[@]/#/fuzz_}" >"$build/build.log" 2>&1 || { cat "$build/build.log"; exit 1; }

# Seeds of this run's own (runs for different targets may overlap).
seeds=$build/seeds/$which
rm -rf "$seeds"
node fuzz/seeds.mjs "$seeds"

# Each target's dictionary: the grammars its input holds.
dicts_of() {
  case $1 in
    read_svg) echo svg ;; read_tikz) echo tikz ;; read_eps) echo eps ;; read_dot) echo dot ;; read_mermaid) echo mermaid ;; read_smiles) echo smiles ;;
    read_chemfig) echo chemfig ;;
    extract) echo extract svg tikz eps dot mermaid smiles chemfig ;;
    task | batch) echo json svg ;;
    check_diagram) echo dot mermaid svg tikz ;;
    *) echo svg tikz eps ;;
  esac
}

# Wall seconds bound a run; the CPU time it got (user + system) is printed beside them.
TIMEFORMAT='%U + %S'
niceness=${PLUMBLINE_FUZZ_NICE:-19}
timeout=${PLUMBLINE_FUZZ_TIMEOUT:-60}
seed=${PLUMBLINE_FUZZ_SEED:-}
export ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1
export UBSAN_OPTIONS=print_stacktrace=1
logs=$corpus_root/logs
mkdir -p "$logs" "$build/dicts"
# One target's run; its status (ok or FAILED) goes to $status_dir/TARGET.
status_dir=$build/fuzz-status/$which
rm -rf "$status_dir"
mkdir -p "$status_dir"
run_target() {
  local t=$1 d dirs start rc status stats line
  mkdir -p "$corpus_root/$t" "$build/findings/$t"
  for d in $(dicts_of "$t"); do cat "fuzz/dicts/$d.dict"; done >"$build/dicts/$t.dict"
  echo "fuzz: $t for ${seconds}s (corpus $corpus_root/$t)"
  # The kept corpus first: libFuzzer writes new inputs into the first folder only.
  dirs=("$corpus_root/$t")
  for d in "$seeds/$t" "fuzz/corpus/$t" "tests/fuzz/regressions/$t"; do [ -d "$d" ] && dirs+=("$d"); done
  start=$(date +%s)
  set +e
  { time nice -n "$niceness" "$build/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=2560 \
      -max_len=65536 -print_final_stats=1 -dict="$build/dicts/$t.dict" ${seed:+-seed="$seed"} \
      -artifact_prefix="$build/findings/$t/" "${dirs[@]}" >"$logs/$t.log" 2>&1; } 2>"$logs/$t.cpu"
  rc=$?
  set -e
  if [ $rc = 0 ]; then status=ok; else status=FAILED; fi
  # libFuzzer's last coverage line: "#N DONE cov: C ft: F corp: K/SIZE ...".
  stats=$(grep -E '^#[0-9]+' "$logs/$t.log" | tail -1 || true)
  line="$t $status, $(( $(date +%s) - start )) s wall, $(cat "$logs/$t.cpu") s CPU: $stats; corpus $(ls "$corpus_root/$t" | wc -l) files"
  echo "fuzz: $line"
  echo "$(date -u +%FT%TZ) $line" >>"$logs/runs.txt"
  [ $status = ok ] || tail -40 "$logs/$t.log"
  echo "$status" >"$status_dir/$t"
}
jobs=${PLUMBLINE_FUZZ_JOBS:-1}
running=0
for t in "${targets[@]}"; do
  if [ "$running" -ge "$jobs" ]; then
    wait -n || true
    running=$((running - 1))
  fi
  run_target "$t" &
  running=$((running + 1))
done
wait
failed=()
for t in "${targets[@]}"; do
  [ "$(cat "$status_dir/$t" 2>/dev/null)" = ok ] || failed+=("$t")
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: findings in ${failed[*]}: inputs in $build/findings/, logs in $logs/" >&2
  exit 1
fi
