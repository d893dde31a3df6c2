#!/bin/sh
# Throwaway PostgreSQL for the storage tests: a trust-auth cluster under /tmp on 127.0.0.1:5433.
#
#   TEST_DATABASE_URL=$(scripts/pg-test-server.sh) npx vitest run server/storage
#   scripts/pg-test-server.sh stop        # stop it and delete the cluster
#
# PG_TEST_PORT, PG_TEST_DIR: another port and directory (npm test and the bench take a free port and
# a temp directory, scripts/pg-throwaway.mjs); PG_TEST_FSYNC=on: with fsync (the bench).
#
# Only the URL goes to stdout (so $(...) works); progress goes to stderr. Safe to run again: an
# already running cluster is reused. As root it installs Debian's postgresql when missing and runs
# the server as the postgres user (PostgreSQL refuses to run as root); otherwise it runs as you.
set -eu

PORT="${PG_TEST_PORT:-5433}"
# off (default): a throwaway test cluster trades crash safety for speed; on: a real server's commits.
FSYNC="${PG_TEST_FSYNC:-off}"
PGDATA="${PG_TEST_DIR:-/tmp/ew-pg-test}"
DB=ew_test
URL="postgresql://postgres@127.0.0.1:${PORT}/${DB}"

say() { echo "pg-test-server: $*" >&2; }

find_bindir() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

BINDIR="$(find_bindir)"
if [ -z "$BINDIR" ] || [ ! -x "$BINDIR/initdb" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    say "PostgreSQL server binaries not found; run as root to install Debian's postgresql"
    exit 1
  fi
  say "installing postgresql with apt-get"
  apt-get update >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql >&2
  BINDIR="$(find_bindir)"
  # The package creates a default cluster and may start it (where services start): stop that one,
  # so nothing of ours keeps running after the tests. Its files stay, as the package made them.
  if command -v pg_ctlcluster >/dev/null 2>&1; then
    pg_ctlcluster "$(basename "$(dirname "$BINDIR")")" main stop >/dev/null 2>&1 || true
  fi
fi

# Run a command as the cluster's owner.
if [ "$(id -u)" -eq 0 ]; then
  as_owner() { runuser -u postgres -- "$@"; }
else
  as_owner() { "$@"; }
fi

if [ "${1:-}" = stop ]; then
  if [ -f "$PGDATA/PG_VERSION" ]; then
    as_owner "$BINDIR/pg_ctl" -D "$PGDATA" -m fast stop >&2 || true
    rm -rf "$PGDATA"
    say "stopped and removed $PGDATA"
  fi
  exit 0
fi

if [ ! -f "$PGDATA/PG_VERSION" ]; then
  say "initialising a cluster in $PGDATA"
  mkdir -p "$PGDATA"
  [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  as_owner "$BINDIR/initdb" -D "$PGDATA" -U postgres -A trust -E UTF8 --no-locale >&2
fi

if ! as_owner "$BINDIR/pg_ctl" -D "$PGDATA" status >/dev/null 2>&1; then
  say "starting on 127.0.0.1:$PORT"
  as_owner "$BINDIR/pg_ctl" -D "$PGDATA" -l "$PGDATA/server.log" -w -t 30 \
    -o "-p $PORT -c listen_addresses=127.0.0.1 -k $PGDATA -c fsync=$FSYNC" start >&2
fi

PSQL="$BINDIR/psql"
if ! "$PSQL" -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -tAc "select 1 from pg_database where datname = '$DB'" | grep -q 1; then
  "$PSQL" -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -qc "create database $DB" >&2
fi

echo "$URL"
