#!/bin/sh
# Frame times of the card table's heaviest motion (81 cards dealt, gathered and spread 20
# times), Cards and Simon, and memory across the cycles, in a release build:
#   on X11 (Xvfb) with GTK's Cairo renderer, then
#   on Wayland, in a headless Weston this script starts, with GTK's GL renderer. That Weston
#   composes nothing (on a desktop the GPU does) and never gives the window the focus: the
#   benchmark keeps the games running regardless.
# Each display's own cadence comes first (cadence.c: a window that only redraws): frames cannot
# come faster than that there. Weston 10's headless output finishes each frame 16 ms after its
# repaint and then waits for its next repaint slot, so it shows a frame every 31-33 ms to any
# program, an empty window too; a desktop's compositor shows one every 16.7 ms.
#   scripts/bench/motion.sh [x11|wayland]     (both when not named; WAYLAND_RENDERER=cairo to compare)
set -eu
cd "$(dirname "$0")/../.."
data=$(mktemp -d)
runtime=$(mktemp -d)
chmod 700 "$runtime"
weston=""
trap 'if [ -n "$weston" ]; then kill $weston 2>/dev/null || true; fi; rm -rf "$data" "$runtime"' EXIT
lab=".build/release/pastimes-lab --benchmark-motion --window-size 1920x1080 --seed 1"
mkdir -p .build/bench
cc -O2 -o .build/bench/cadence scripts/bench/cadence.c $(pkg-config --cflags --libs gtk4)
cadence=".build/bench/cadence 320 240"
export XDG_DATA_HOME="$data" XDG_CACHE_HOME="$data" XDG_CONFIG_HOME="$data/config" NO_AT_BRIDGE=1
export GSETTINGS_SCHEMA_DIR="$PWD/.build/schemas"

if [ "${1:-x11}" = x11 ]; then
    echo "X11 (Xvfb), Cairo renderer:"
    GDK_BACKEND=x11 GSK_RENDERER=cairo xvfb-run -a -s "-screen 0 1920x1080x24" dbus-run-session -- sh -c "$cadence && $lab"
fi

if [ "${1:-wayland}" = wayland ]; then
    echo "Wayland (headless Weston), ${WAYLAND_RENDERER:-gl} renderer:"
    XDG_RUNTIME_DIR="$runtime" weston --backend=headless-backend.so --socket=motion \
        --width=1920 --height=1080 > "$data/weston.log" 2>&1 &
    weston=$!
    sleep 2
    XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY=motion GDK_BACKEND=wayland GSK_RENDERER=${WAYLAND_RENDERER:-gl} \
        dbus-run-session -- sh -c "$cadence && $lab"
fi
