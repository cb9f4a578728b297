#!/usr/bin/env bash
# Dev only (CI does not need it): puts the TikZ and EPS corpora through the published
# pipeline's toolchains (pdflatex on a standalone page, or Ghostscript with -dEPSCrop; then
# pdf2svg) and records what they made, so tests/golden/{tikz,eps}_toolchain_test.cpp can
# compare Plumbline's readings with it. Installs the toolchains from Debian when missing.
#   bash scripts/dev/toolchain.sh [tikz|eps|all] [--only SUBSTRING]
# runs scripts/dev/<format>_toolchain.py (pages and the pipeline's script verdicts), then
#   PLUMBLINE_UPDATE_TOOLCHAIN=1 build/golden_tests -tc='<format> toolchain*'   the outcomes table
set -euo pipefail
cd "$(dirname "$0")/../.."
which=${1:-all}
[ $# -gt 0 ] && shift
need=()
command -v pdflatex >/dev/null || need+=(texlive-latex-base texlive-pictures texlive-latex-recommended)
command -v gs >/dev/null || need+=(ghostscript)
command -v pdf2svg >/dev/null || need+=(pdf2svg)
/usr/bin/python3 -c 'import networkx' 2>/dev/null || need+=(python3-networkx)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get install -y --no-install-recommends "${need[@]}"
fi
[ -x build/plumb ] || bash scripts/build.sh
cmake --build build -j "$(nproc)" --target plumb golden_tests >/dev/null
for format in tikz eps; do
  [ "$which" = all ] || [ "$which" = "$format" ] || continue
  /usr/bin/python3 "scripts/dev/${format}_toolchain.py" "$@"
  PLUMBLINE_UPDATE_TOOLCHAIN=1 build/golden_tests -tc="${format} toolchain*"
done
