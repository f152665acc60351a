#!/bin/sh
# Regenerates data/screenshots/*.png and the help's pictures (help/C/figures) from the debug build.
set -eu
cd "$(dirname "$0")/../.."
xvfb-run -a -s "-screen 0 1920x1200x24" dbus-run-session -- /usr/bin/python3 scripts/test/screenshots.py
exec xvfb-run -a -s "-screen 0 1920x1200x24" dbus-run-session -- /usr/bin/python3 scripts/test/help_figures.py
