#!/usr/bin/env bash
# Dev only (CI does not need it): compiles the TikZ corpus with the published pipeline's
# toolchain (pdflatex on a standalone page, then pdf2svg) and records what it made, so
# tests/golden/tikz_toolchain_test.cpp can compare Plumbline's readings with it.
# Installs the toolchain from Debian when it is missing. Then:
#   python3 scripts/dev/tikz_toolchain.py      pages and the pipeline's script verdicts
#   PLUMBLINE_UPDATE_TOOLCHAIN=1 build/golden_tests -tc='*toolchain*'   the outcomes table
set -euo pipefail
cd "$(dirname "$0")/../.."
need=()
command -v pdflatex >/dev/null || need+=(texlive-latex-base texlive-pictures texlive-latex-recommended)
command -v pdf2svg >/dev/null || need+=(pdf2svg)
/usr/bin/python3 -c 'import networkx' 2>/dev/null || need+=(python3-networkx)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get install -y --no-install-recommends "${need[@]}"
fi
[ -x build/plumb ] || bash scripts/build.sh
/usr/bin/python3 scripts/dev/tikz_toolchain.py "$@"
cmake --build build -j "$(nproc)" --target golden_tests >/dev/null
PLUMBLINE_UPDATE_TOOLCHAIN=1 build/golden_tests -tc='*toolchain*'
