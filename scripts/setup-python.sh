#!/usr/bin/env bash
# What the Python module, its tests and the Dask example need on a fresh Debian machine.
# Idempotent: installs only missing packages. Everything is Debian's (no PyPI): pybind11,
# Python's headers, venv/pip/setuptools/wheel for `pip install --no-build-isolation`,
# pytest, dask and distributed (seen from the venv through --system-site-packages).
set -euo pipefail
packages=(pybind11-dev python3-pybind11 python3-dev python3-venv python3-pip python3-setuptools python3-wheel
          python3-pytest python3-dask python3-distributed)
bash "$(dirname "$0")/apt-install.sh" setup-python "${packages[@]}"
