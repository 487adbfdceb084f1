#!/usr/bin/env bash
# The browser tests use Debian's Chromium (never a downloaded browser): install it when missing.
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$chromium" ] && exit 0
if [ "$(id -u)" = 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
elif command -v sudo >/dev/null; then
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium is missing: install it with 'apt-get install -y chromium' (or set CHROMIUM_PATH)." >&2
  exit 1
fi
