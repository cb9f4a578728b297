#!/usr/bin/env bash
# Builds the Python module and installs it into build/python-venv, a virtual environment
# on Debian's Python (/usr/bin/python3, not whatever python3 is first on PATH) that also
# sees Debian's packages (pytest, dask). python/setup.py builds the module in the native
# tree build/ with PLUMBLINE_PYTHON=ON, reusing the core compiled there.
#   build/python-venv/bin/python -c 'import plumbline; print(plumbline.version())'
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/setup-python.sh
if [ ! -x build/python-venv/bin/python ]; then
  mkdir -p build
  /usr/bin/python3 -m venv --system-site-packages build/python-venv
fi
# --no-index: nothing is fetched; --no-deps: the package has none.
CMAKE_BUILD_PARALLEL_LEVEL="${CMAKE_BUILD_PARALLEL_LEVEL:-$(( $(nproc) < 2 ? $(nproc) : 2 ))}" \
  build/python-venv/bin/python -m pip install --no-build-isolation --no-index --no-deps -q ./python
