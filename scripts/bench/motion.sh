#!/bin/sh
# Frame times of the card table's heaviest motion (81 cards dealt, gathered and spread 20
# times), Cards and Simon, and memory across the cycles, in this release build and in the
# previous release's (scripts/bench/previous.sh), in turn, on each display, each figure judged
# against its goal (scripts/bench/goals.py):
#   on X11 (Xvfb) with GTK's Cairo renderer, then
#   on Wayland under GNOME's own compositor, mutter, run headless by this script with a virtual
#   monitor, with the Cairo renderer, and then with GTK's default GL renderer. With no GPU, mutter
#   and GTK both draw GL with Mesa's software OpenGL on the same two cores, where even an empty
#   window misses slots: those figures are shown beside the goals, not judged. No window ever
#   has the focus there: the benchmark keeps the games running regardless.
# Each display's own cadence comes first (cadence.c: a small window that only redraws): frames
# cannot come faster than that there. (Not Weston's headless output: it finishes each frame 16 ms
# after its repaint and then waits for its next repaint slot, so it takes a frame every 31-33 ms
# from any program, an empty window too.)
#   scripts/bench/motion.sh [x11|wayland]     (both when not named; MOTION_RUNS=2 for two runs
#                                             of each build, judged by their medians;
#                                             MOTION_SIZE=720x560 for another window size than 1920x1080)
set -eu
cd "$(dirname "$0")/../.."
data=$(mktemp -d)
runtime=$(mktemp -d)
chmod 700 "$runtime"
trap 'rm -rf "$data" "$runtime"' EXIT
out=.build/bench
mkdir -p $out
previous=$(scripts/bench/previous.sh)
cc -O2 -o $out/cadence scripts/bench/cadence.c $(pkg-config --cflags --libs gtk4)
export NO_AT_BRIDGE=1

# The benchmark, in a fresh home, by each build in turn: MOTION_RUNS runs each.
# runs DISPLAY-NAME: writes $out/motion-DISPLAY-NAME-{current,previous}-N.txt
cat > $out/motion-runs.sh <<INNER
#!/bin/sh
$out/cadence 320 240
for run in \$(seq ${MOTION_RUNS:-1}); do
    for build in current:$PWD/.build/release previous:$previous; do
        folder=\${build#*:}
        rm -rf $data/home && mkdir -p $data/home
        XDG_DATA_HOME=$data/home XDG_CACHE_HOME=$data/home XDG_CONFIG_HOME=$data/home/config \\
            GSETTINGS_SCHEMA_DIR=\$folder/../schemas \\
            \$folder/pastimes-lab --benchmark-motion --window-size ${MOTION_SIZE:-1920x1080} --seed 1 \\
            > $out/motion-\$1-\${build%%:*}-\$run.txt 2> $data/stderr.txt
        echo "\${build%%:*} build, run \$run:"
        grep -E "frames|pads lit|resident memory after cycle" $out/motion-\$1-\${build%%:*}-\$run.txt | sed 's/^/  /'
    done
done
INNER
chmod +x $out/motion-runs.sh
judge() {   # judge [--informative] DISPLAY-NAME "Display words"
    informative=""
    [ "$1" = --informative ] && { informative=$1; shift; }
    /usr/bin/python3 scripts/bench/goals.py motion $informative "$2" $out/motion-$1-current-*.txt -- $out/motion-$1-previous-*.txt
}
rm -f $out/motion-*-current-*.txt $out/motion-*-previous-*.txt

if [ "${1:-x11}" = x11 ]; then
    echo "X11 (Xvfb), Cairo renderer:"
    GDK_BACKEND=x11 GSK_RENDERER=cairo xvfb-run -a -s "-screen 0 1920x1080x24" dbus-run-session -- $out/motion-runs.sh x11
    judge x11 "X11, Cairo"
fi

if [ "${1:-wayland}" = wayland ]; then
    for renderer in cairo gl; do
        echo "Wayland (mutter, headless), $renderer renderer:"
        # mutter and the programs on one D-Bus session of their own, as on a desktop.
        XDG_RUNTIME_DIR="$runtime" dbus-run-session -- sh -c "
            mutter --headless --wayland --no-x11 --wayland-display=motion --virtual-monitor 1920x1080 > $data/mutter.log 2>&1 &
            mutter=\$!
            sleep 3
            WAYLAND_DISPLAY=motion GDK_BACKEND=wayland GSK_RENDERER=$renderer $out/motion-runs.sh wayland-$renderer
            status=\$?
            kill \$mutter
            exit \$status"
    done
    judge wayland-cairo "Wayland, Cairo"
    judge --informative wayland-gl "Wayland, GL drawn in software"
fi
