#!/bin/sh
# Set played together under load, measured: latency from a claim to every screen, and the
# host's frame times (see scripts/bench/together.py). Release build, under Xvfb.
#   scripts/bench/together.sh
set -eu
cd "$(dirname "$0")/../.."
export PASTIMES_BINARY="$PWD/.build/release/pastimes"
exec xvfb-run -a -s "-screen 0 1920x1200x24" dbus-run-session -- /usr/bin/python3 -W ignore::DeprecationWarning scripts/bench/together.py
