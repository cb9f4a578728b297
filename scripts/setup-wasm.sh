#!/usr/bin/env bash
# Installs what the WebAssembly build and the Node tests need on a fresh Debian machine
# (emscripten, node, dpkg-dev for `apt-get source`) and makes pugixml's Debian sources
# reachable (a bookworm deb-src entry). Idempotent: installs and updates only if needed.
set -euo pipefail
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
missing=()
for p in emscripten dpkg-dev; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
command -v node >/dev/null || missing+=(nodejs)   # any node >= 18 will do
has_sources() { apt-cache showsrc pugixml 2>/dev/null | grep -q '^Package: pugixml'; }
updated=0
if ! has_sources; then
  list=/etc/apt/sources.list.d/plumbline-deb-src.list
  if [ ! -f "$list" ]; then
    echo "setup-wasm: adding a deb-src entry for bookworm (pugixml's sources)"
    # apt refuses two entries for one archive with different keys: match the deb entry's.
    keyring=/usr/share/keyrings/debian-archive-keyring.gpg
    option=""
    grep -rqsi "signed-by[:=] *$keyring" /etc/apt/sources.list /etc/apt/sources.list.d/ && option="[signed-by=$keyring] "
    echo "deb-src ${option}http://deb.debian.org/debian bookworm main" | $SUDO tee "$list" >/dev/null
  fi
  $SUDO apt-get update -qq
  updated=1
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup-wasm: installing ${missing[*]}"
  [ "$updated" -eq 1 ] || $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
