#!/usr/bin/env bash
# Renders the install icons of the web app manifest (apps/web/public/icons/app/*.png) with
# Debian's Chromium, from favicon.svg (the "any" icons) and icons/app/maskable.svg (full-bleed,
# the mark inside the maskable safe zone). Run by hand when either drawing changes; the PNGs are
# committed so that the build needs no browser.
set -euo pipefail
public="$(cd "$(dirname "$0")/../public" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$public/favicon.svg" "$public/icons/app/maskable.svg" "$work/"
render() { # source size output
  printf '<!doctype html><body style="margin:0"><img src="%s.svg" width="%s" height="%s" style="display:block">' \
    "$1" "$2" "$2" >"$work/page.html"
  "${CHROMIUM_PATH:-/usr/bin/chromium}" --headless --no-sandbox --disable-gpu \
    --disable-background-networking --disable-component-update --disable-sync --no-first-run \
    --hide-scrollbars --default-background-color=00000000 --window-size="$2,$2" \
    --screenshot="$public/icons/app/$3.png" "file://$work/page.html" 2>/dev/null
}
render favicon 192 icon-192
render favicon 512 icon-512
render maskable 192 icon-maskable-192
render maskable 512 icon-maskable-512
