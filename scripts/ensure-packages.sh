#!/usr/bin/env bash
# Installs the Debian packages named as arguments when they are missing (the benchmarks use
# Debian's sqlmap, nginx and PostgreSQL, never downloaded builds).
# Usage: scripts/ensure-packages.sh sqlmap nginx postgresql
set -euo pipefail
missing=()
for package in "$@"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [ "$status" = "install ok installed" ] || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing Debian packages: ${missing[*]}" >&2
if [ "$(id -u)" = 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
elif command -v sudo >/dev/null; then
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "Missing Debian packages: install them with 'apt-get install -y ${missing[*]}'." >&2
  exit 1
fi
