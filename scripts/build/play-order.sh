#!/bin/sh
# Appends to scripts/build/startup-order.txt, after the start-up functions, the functions of our
# own code that a whole game of each kind runs and start-up does not (Simon, Cards, a Set game
# to its end, the sounds, the history, the review's story): release-build.sh has the linker put
# them side by side too, after the start-up block. Scattered over the program, each of them made
# the kernel map 64 kB of code around it; side by side, the motion benchmark's whole games end
# holding 1.3 MB less (Wayland/Cairo, 57.2 -> 55.9 MB; 250 functions). Run it after
# startup-order.sh (which writes the list anew), or on its own after changes to the games
# (half an hour, in rounds of a few minutes; perf).
# - pastimes-lab (the same code, with the benchmarks) plays `--benchmark-games` under `perf`
#   (page faults), on X11 and, when Weston is installed, on Wayland, in a new home; the
#   functions that fault code in are added (startup-faults.py), in rounds, as each new layout
#   shows a few more;
# - names that would move more than functions of their own are left out (startup-unique.py).
#   scripts/build/play-order.sh
set -eu
cd "$(dirname "$0")/../.."
command -v perf >/dev/null || { echo "perf is needed (apt install linux-perf)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
make -s schemas > /dev/null

link() {
    rm -f .build/release/pastimes-lab
    scripts/build/release-build.sh --product pastimes-lab -Xlinker -Map="$work/lab.map" > /dev/null
    /usr/bin/python3 scripts/build/startup-unique.py "$work/lab.map" scripts/build/startup-order.txt
}
link

cat > "$work/faults.sh" <<INNER
#!/bin/sh
export NO_AT_BRIDGE=1 GSK_RENDERER=cairo GSETTINGS_SCHEMA_DIR=$PWD/.build/schemas
rm -f $work/faults-*.data
for backend in \$BACKENDS; do
    rm -rf $work/home
    GDK_BACKEND=\$backend XDG_DATA_HOME=$work/home XDG_CACHE_HOME=$work/home XDG_CONFIG_HOME=$work/home/config \
        timeout -s INT 240 perf record -q -e page-faults -c 1 -d -o $work/faults-\$backend.data \
        .build/release/pastimes-lab --benchmark-games --window-size 1920x1080 --seed 1 > /dev/null 2>&1 || true
done
INNER
chmod +x "$work/faults.sh"
. scripts/build/fault-rounds.sh
fault_rounds .build/release/pastimes-lab 8
# The shipped program is linked with the new list at its next build.
rm -f .build/release/pastimes
