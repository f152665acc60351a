#!/bin/sh
# End-to-end tests: the real app in a fresh X server and D-Bus session, driven through the
# accessibility bus. Usage: Tests/EndToEnd/run.sh [unittest arguments, e.g. test_set_tab]
# With no arguments, every test, in two halves at once and then the busiest alone (in_parts.py says why and how).
set -eu
cd "$(dirname "$0")"
if [ $# -eq 0 ]; then exec /usr/bin/python3 in_parts.py; fi
exec xvfb-run -a -s "-screen 0 1920x1200x24" dbus-run-session -- /usr/bin/python3 -W ignore::DeprecationWarning -m unittest -v "$@"
