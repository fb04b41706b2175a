#!/usr/bin/env bash
# What `make` needs from the system beyond Python, Node.js and make itself:
#   tools/system.sh venv      Python's venv module (Debian ships it apart: python3-venv)
#   tools/system.sh chromium  a Chromium for the browser tests: $CHROMIUM, else /usr/bin/chromium
# As root on Debian or Ubuntu, a missing one is installed with apt-get; otherwise this prints the one
# command to run and fails, so that `make test` stops with a clear message instead of failing later.
set -euo pipefail

install() {  # install() PACKAGE: as root with apt-get, or say how and fail
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "make: installing $1 (apt-get install $1)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >/dev/null
    return 0
  fi
  echo "make: this needs $2, which is missing. Install it with:" >&2
  echo "    sudo apt-get install -y $1" >&2
  [ -n "${3:-}" ] && echo "$3" >&2
  exit 1
}

case "${1:-}" in
  venv)
    python=${PYTHON:-python3}
    if ! "$python" -c "import venv, ensurepip" 2>/dev/null; then
      install python3-venv "Python's venv module"
    fi
    ;;
  chromium)
    if [ -n "${CHROMIUM:-}" ]; then
      [ -x "$CHROMIUM" ] && exit 0
      echo "make: CHROMIUM=$CHROMIUM is not an executable file" >&2
      exit 1
    fi
    if [ ! -x /usr/bin/chromium ]; then
      install chromium "Chromium, for the browser tests (e2e/)" \
        "or point to a Chromium of your own:   make test CHROMIUM=/path/to/chromium"
    fi
    if ! /usr/bin/chromium --version >/dev/null 2>&1; then
      echo "make: /usr/bin/chromium does not run (on Ubuntu it may be a snap stub):" \
           "set CHROMIUM=/path/to/a/chromium" >&2
      exit 1
    fi
    ;;
  *)
    echo "usage: tools/system.sh venv|chromium" >&2
    exit 2
    ;;
esac
