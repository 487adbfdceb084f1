#!/usr/bin/env bash
# Scale-out on loopback (issue #8, item 6): a throwaway PostgreSQL cluster, one database, two
# Citybook server processes on it (started at the same moment, TRUST_PROXY=127.0.0.1: nginx's
# address, so X-Forwarded-* from nginx count and a client's own do not) and Debian's
# nginx in round-robin in front of them; then bench/scale-out.ts checks through nginx that a
# session made on one server works on the other, that requests land on both, that 30 concurrent
# redeems of one coupon give exactly one redemption, and that the service survives one server dying.
# Everything is stopped and removed on exit.
#
# Usage: bash scripts/scale-out.sh [check|serve]        (npm run bench:scale-out runs "check")
#   check  run the checks, print the figures, exit 1 when one fails
#   serve  start everything, print the addresses, and wait until Ctrl-C
# Settings: SCALE_PG_PORT (55444), SCALE_PORT (nginx; default a free port), SCALE_LOG_LEVEL (warn).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
mode=${1:-check}
case "$mode" in check | serve) ;; *)
  echo "usage: scripts/scale-out.sh [check|serve]" >&2
  exit 2
  ;;
esac
pg_port=${SCALE_PG_PORT:-55444}

bash scripts/ensure-packages.sh nginx postgresql
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

work=$(mktemp -d /tmp/citybook-scale.XXXXXX)
chmod 711 "$work" # PostgreSQL (as postgres) and nginx's workers (as nobody) reach their own dirs
server_pids=()
nginx_pid=

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  for pid in "${server_pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  [ -n "$nginx_pid" ] && kill -QUIT "$nginx_pid" 2>/dev/null || true
  for pid in "${server_pids[@]}" $nginx_pid; do
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
  done
  if [ -s "$work/pg/PG_VERSION" ]; then
    as_pg "$pg_bin/pg_ctl" -D "$work/pg" -m immediate stop >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

free_port() {
  node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })"
}

# Wait until a URL answers 200, or fail with the log of the process that should serve it.
wait_for() {
  local url=$1 pid=$2 log=$3
  for _ in $(seq 600); do
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "scale-out: the process for $url exited; its log:" >&2
      cat "$log" >&2
      exit 1
    fi
    curl -fsS -o /dev/null "$url" 2>/dev/null && return 0
    sleep 0.1
  done
  echo "scale-out: $url did not answer within 60 s; log:" >&2
  cat "$log" >&2
  exit 1
}

# PostgreSQL: a fresh cluster on loopback, and one database for the servers.
mkdir -m 700 "$work/pg"
[ "$(id -u)" = 0 ] && chown postgres: "$work/pg"
admin_url=$(bash scripts/start-postgres.sh "$work/pg" "$pg_port")
psql "$admin_url" -qc 'CREATE DATABASE citybook_scale' >/dev/null
database_url="${admin_url%/*}/citybook_scale"

nginx_port=${SCALE_PORT:-$(free_port)}
public_url="http://127.0.0.1:$nginx_port"
ports=("$(free_port)" "$(free_port)")
[ "${ports[0]}" != "${ports[1]}" ] || ports[1]=$(free_port)

login_limit=20 # the default, per minute, client address and process

# Two servers on the one database, started together: both migrate and seed the empty database.
for i in 0 1; do
  HOST=127.0.0.1 PORT=${ports[$i]} DATABASE_URL=$database_url PUBLIC_URL=$public_url \
    TRUST_PROXY=127.0.0.1 LOG_LEVEL=${SCALE_LOG_LEVEL:-warn} NODE_ENV=production ALLOW_SANDBOX_PAYMENTS=true RATE_LIMIT_LOGIN=$login_limit \
    node --import tsx "$repo/apps/server/src/server.ts" >"$work/server-$i.log" 2>&1 &
  server_pids+=($!)
  disown # the check kills one on purpose: no "Killed" notice from the shell
done
for i in 0 1; do
  wait_for "http://127.0.0.1:${ports[$i]}/api/market/getall" "${server_pids[$i]}" "$work/server-$i.log"
done

# nginx: round-robin (its default) over both servers; it says which one answered (X-Upstream).
mkdir -p "$work/nginx/logs"
mkdir -m 1777 "$work/nginx/tmp"
cat >"$work/nginx/nginx.conf" <<EOF
worker_processes 1;
daemon off;
pid $work/nginx/nginx.pid;
error_log $work/nginx/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log $work/nginx/logs/access.log;
  client_body_temp_path $work/nginx/tmp/body;
  proxy_temp_path $work/nginx/tmp/proxy;
  fastcgi_temp_path $work/nginx/tmp/fastcgi;
  uwsgi_temp_path $work/nginx/tmp/uwsgi;
  scgi_temp_path $work/nginx/tmp/scgi;
  client_max_body_size 1m;

  upstream citybook {
    server 127.0.0.1:${ports[0]};
    server 127.0.0.1:${ports[1]};
    keepalive 32;
  }
  server {
    listen 127.0.0.1:$nginx_port;
    location / {
      proxy_pass http://citybook;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host \$http_host;
      proxy_set_header X-Forwarded-Host \$http_host;
      proxy_set_header X-Forwarded-Proto \$scheme;
      # nginx appends the client's address to whatever the client sent; with TRUST_PROXY naming
      # nginx, the servers take that last address (a client-made one cannot dodge rate limits).
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id \$request_id;
      add_header X-Upstream \$upstream_addr always;
    }
  }
}
EOF
"$nginx_bin" -t -q -p "$work/nginx" -e "$work/nginx/logs/error.log" -c "$work/nginx/nginx.conf"
"$nginx_bin" -p "$work/nginx" -e "$work/nginx/logs/error.log" -c "$work/nginx/nginx.conf" &
nginx_pid=$!
wait_for "$public_url/api/market/getall" "$nginx_pid" "$work/nginx/logs/error.log"

echo "scale-out: nginx $public_url -> servers 127.0.0.1:${ports[0]} (pid ${server_pids[0]}), 127.0.0.1:${ports[1]} (pid ${server_pids[1]}); PostgreSQL $database_url"

if [ "$mode" = serve ]; then
  echo "scale-out: serving until Ctrl-C (logs in $work)"
  wait "$nginx_pid"
  exit 0
fi

SCALE_URL=$public_url SCALE_DATABASE_URL=$database_url SCALE_LOGIN_LIMIT=$login_limit \
  SCALE_SERVERS="127.0.0.1:${ports[0]}=${server_pids[0]},127.0.0.1:${ports[1]}=${server_pids[1]}" \
  node --import tsx bench/scale-out.ts
