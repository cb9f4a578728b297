#!/usr/bin/env bash
# The main job: set up a fresh machine, build, and print the CLI's summary of the
# example benchmark (every example answer judged, compared with its expected verdict).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
build/plumb summary examples/geometry
