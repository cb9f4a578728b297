#!/usr/bin/env bash
# Installs the Debian packages given that are not installed yet; nothing when all are.
# Every setup script installs through it.
#   usage: bash scripts/apt-install.sh [--update] [--command NAME PACKAGE]... WHO [PACKAGE]...
# WHO names the caller in the one line printed when something is installed. A PACKAGE is
# missing when dpkg does not have it installed. --command NAME PACKAGE: PACKAGE is missing
# only when no command NAME is found (any node will do, wherever it came from). --update:
# run `apt-get update` even when nothing is missing (after adding an apt source, so that
# the source's index is there); otherwise it runs only before an install.
set -euo pipefail
update=0
missing=()
while [[ $# -gt 0 && $1 == --* ]]; do
  case $1 in
    --update) update=1; shift ;;
    --command)
      [[ $# -ge 3 ]] || { echo "apt-install: --command needs a command and a package" >&2; exit 2; }
      command -v "$2" >/dev/null || missing+=("$3")
      shift 3 ;;
    *) echo "apt-install: unknown option '$1'" >&2; exit 2 ;;
  esac
done
[[ $# -ge 1 ]] || { echo "usage: bash scripts/apt-install.sh [--update] [--command NAME PACKAGE]... WHO [PACKAGE]..." >&2; exit 2; }
who=$1
shift
for p in "$@"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then echo "$who: installing ${missing[*]}"; fi
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
if [ "$update" -eq 1 ] || [ ${#missing[@]} -gt 0 ]; then
  $SUDO apt-get update -qq
fi
if [ ${#missing[@]} -gt 0 ]; then
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
