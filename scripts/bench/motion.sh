#!/bin/sh
# Frame times of the card table's heaviest motion (81 cards dealt, gathered and spread 20
# times), Cards and Simon, and memory across the cycles, in a release build:
#   on X11 (Xvfb) with GTK's Cairo renderer, then
#   on Wayland, in a headless Weston this script starts, with GTK's GL renderer. That Weston
#   composes nothing (on a desktop the GPU does) and never gives the window the focus: the
#   benchmark keeps the games running regardless.
#   scripts/bench/motion.sh [x11|wayland]     (both when not named; WAYLAND_RENDERER=cairo to compare)
set -eu
cd "$(dirname "$0")/../.."
data=$(mktemp -d)
runtime=$(mktemp -d)
chmod 700 "$runtime"
weston=""
trap 'if [ -n "$weston" ]; then kill $weston 2>/dev/null || true; fi; rm -rf "$data" "$runtime"' EXIT
lab=".build/release/pastimes-lab --benchmark-motion --window-size 1920x1080 --seed 1"
export XDG_DATA_HOME="$data" XDG_CACHE_HOME="$data" XDG_CONFIG_HOME="$data/config" NO_AT_BRIDGE=1
export GSETTINGS_SCHEMA_DIR="$PWD/.build/schemas"

if [ "${1:-x11}" = x11 ]; then
    echo "X11 (Xvfb), Cairo renderer:"
    GDK_BACKEND=x11 GSK_RENDERER=cairo xvfb-run -a -s "-screen 0 1920x1080x24" dbus-run-session -- $lab
fi

if [ "${1:-wayland}" = wayland ]; then
    echo "Wayland (headless Weston), ${WAYLAND_RENDERER:-gl} renderer:"
    XDG_RUNTIME_DIR="$runtime" weston --backend=headless-backend.so --socket=motion \
        --width=1920 --height=1080 > "$data/weston.log" 2>&1 &
    weston=$!
    sleep 2
    XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY=motion GDK_BACKEND=wayland GSK_RENDERER=${WAYLAND_RENDERER:-gl} dbus-run-session -- $lab
fi
