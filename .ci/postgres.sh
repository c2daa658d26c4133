#!/usr/bin/env bash
# PostgreSQL for the tests and local trials (Debian/Ubuntu).
#   .ci/postgres.sh install   install Debian's postgresql package unless initdb is already there
#   .ci/postgres.sh start DIR start a throwaway server in DIR, print its URL (python -m harness.pg_server start)
#   .ci/postgres.sh stop DIR  stop it and delete DIR
# The tests need none of this by hand: without MENAGERIE_TEST_PG they start their own throwaway server
# (tests/conftest.py), as long as the binaries are installed.
set -euo pipefail
cd "$(dirname "$0")/.."
have_initdb() { command -v initdb >/dev/null 2>&1 || compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; }
case "${1:-}" in
  install)
    if ! have_initdb; then
      SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
      $SUDO apt-get update -qq
      DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
    fi
    have_initdb || { echo "postgresql installed but initdb not found" >&2; exit 1; } ;;
  start|stop)
    [ -n "${2:-}" ] || { echo "usage: $0 $1 DIR" >&2; exit 2; }
    PY=.venv/bin/python; [ -x "$PY" ] || PY=python3
    exec "$PY" -m harness.pg_server "$1" "$2" ;;
  *) echo "usage: $0 install | start DIR | stop DIR" >&2; exit 2 ;;
esac
