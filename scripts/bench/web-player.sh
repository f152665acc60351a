#!/bin/sh
# The web player measured (see scripts/bench/web_player.py): a claim to every screen with six
# browser players, the host's memory with seven, a page's first table, the page's weight.
# Release build, under Xvfb.
#   scripts/bench/web-player.sh
set -eu
cd "$(dirname "$0")/../.."
export PASTIMES_BINARY="$PWD/.build/release/pastimes"
exec xvfb-run -a -s "-screen 0 1920x1200x24" dbus-run-session -- /usr/bin/python3 -W ignore::DeprecationWarning scripts/bench/web_player.py
