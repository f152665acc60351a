#!/bin/sh
# Frame times of the card table's heaviest motion (81 cards dealt, gathered and spread 20
# times), Cards and Simon, and memory across the cycles, in a release build:
#   on X11 (Xvfb) with GTK's Cairo renderer, then
#   on Wayland under GNOME's own compositor, mutter, run headless by this script with a virtual
#   monitor, with GTK's GL renderer. With no GPU, mutter and GTK both draw with Mesa's software
#   OpenGL on the same two cores. No window ever has the focus there: the benchmark keeps the
#   games running regardless.
# Each display's own cadence comes first (cadence.c: a small window that only redraws): frames
# cannot come faster than that there. (Not Weston's headless output: it finishes each frame 16 ms
# after its repaint and then waits for its next repaint slot, so it takes a frame every 31-33 ms
# from any program, an empty window too.)
#   scripts/bench/motion.sh [x11|wayland]     (both when not named; WAYLAND_RENDERER=cairo to compare,
#                                             MOTION_SIZE=720x560 for another window size than 1920x1080)
set -eu
cd "$(dirname "$0")/../.."
data=$(mktemp -d)
runtime=$(mktemp -d)
chmod 700 "$runtime"
trap 'rm -rf "$data" "$runtime"' EXIT
lab=".build/release/pastimes-lab --benchmark-motion --window-size ${MOTION_SIZE:-1920x1080} --seed 1"
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
    echo "Wayland (mutter, headless), ${WAYLAND_RENDERER:-gl} renderer:"
    # mutter and the programs on one D-Bus session of their own, as on a desktop.
    XDG_RUNTIME_DIR="$runtime" dbus-run-session -- sh -c "
        mutter --headless --wayland --no-x11 --wayland-display=motion --virtual-monitor 1920x1080 > $data/mutter.log 2>&1 &
        mutter=\$!
        sleep 3
        WAYLAND_DISPLAY=motion GDK_BACKEND=wayland GSK_RENDERER=${WAYLAND_RENDERER:-gl} sh -c '$cadence && $lab'
        status=\$?
        kill \$mutter
        exit \$status"
fi
