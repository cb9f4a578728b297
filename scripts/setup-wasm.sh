#!/usr/bin/env bash
# Installs what the WebAssembly build and the Node tests need on a fresh Debian machine
# (emscripten, node, dpkg-dev for `apt-get source`) and makes pugixml's Debian sources
# reachable (a bookworm deb-src entry). Idempotent: installs and updates only if needed.
set -euo pipefail
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
has_sources() { apt-cache showsrc pugixml 2>/dev/null | grep -q '^Package: pugixml'; }
update=()
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
  update=(--update)   # the entry's index, whether or not a package is missing
fi
# Any node >= 18 will do, wherever it came from.
bash "$(dirname "$0")/apt-install.sh" "${update[@]}" --command node nodejs setup-wasm emscripten dpkg-dev
