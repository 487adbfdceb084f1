#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on loopback for tests and prints its admin URL.
# Usage: scripts/start-postgres.sh [data-dir] [port]   (defaults: /tmp/citybook-pg 55432)
set -euo pipefail
data_dir=${1:-/tmp/citybook-pg}
port=${2:-55432}
bin_dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin_dir" ] || { echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2; exit 1; }

# PostgreSQL refuses to run as root: run it as the postgres user when we are root.
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

if [ ! -s "$data_dir/PG_VERSION" ]; then
  mkdir -p "$data_dir"
  [ "$(id -u)" = 0 ] && chown postgres: "$data_dir"
  as_pg "$bin_dir/initdb" -D "$data_dir" -U postgres --auth=trust -E UTF8 >/dev/null
fi
if ! as_pg "$bin_dir/pg_ctl" -D "$data_dir" status >/dev/null 2>&1; then
  as_pg "$bin_dir/pg_ctl" -D "$data_dir" -l "$data_dir/server.log" -w \
    -o "-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
fi
echo "postgres://postgres@127.0.0.1:$port/postgres"
