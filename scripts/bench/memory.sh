#!/bin/sh
# Where Pastimes' memory goes, beside an empty libadwaita window measured the same way (Xvfb,
# Cairo renderer): resident memory 3 s after launch by kind of mapping, from /proc/PID/smaps,
# then a heap profile of Pastimes' start-up (heaptrack): the peak and the places that hold most,
# and the memory after a whole game of each kind (by kind of mapping too, with its ratio to the
# empty window) and ten Set games (`pastimes-lab --benchmark-games`, in the window as it opens: the same size
# as the empty one), with no sound server and then with one, as on a desktop.
#   scripts/bench/memory.sh            (needs a release build: make release)
set -eu
cd "$(dirname "$0")/../.."
out=.build/bench
mkdir -p "$out"
cc -O2 -o "$out/minimal-adw" scripts/bench/minimal-adw.c $(pkg-config --cflags --libs libadwaita-1)
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
cat > "$out/memory.sh" <<INNER
#!/bin/sh
export GDK_BACKEND=x11 GSK_RENDERER=cairo XDG_DATA_HOME=$data XDG_CACHE_HOME=$data/cache NO_AT_BRIDGE=1
snapshot() {    # snapshot NAME COMMAND...: smaps 3 s after launch
    name=\$1; shift
    "\$@" & pid=\$!
    sleep 3
    cp /proc/\$pid/smaps "$out/\$name.smaps"
    kill \$pid; wait \$pid 2>/dev/null || true
}
snapshot minimal $out/minimal-adw
snapshot pastimes .build/release/pastimes --seed 1
PASTIMES_BENCHMARK_SMAPS=$out/games.smaps .build/release/pastimes-lab --benchmark-games --seed 1 > $out/games.txt
# Again with a sound server, as on a desktop, where Simon's tones really play (with none,
# libcanberra finds no output and plays nothing). A private PulseAudio with a null sink answers,
# as PulseAudio or PipeWire does on a desktop.
if command -v pulseaudio > /dev/null; then
    (
        export XDG_RUNTIME_DIR=$data/pulse-runtime HOME=$data/pulse-home
        mkdir -p \$HOME && mkdir -m 700 \$XDG_RUNTIME_DIR
        pulseaudio --daemonize=no --exit-idle-time=-1 -n --load=module-null-sink --load=module-native-protocol-unix > /dev/null 2>&1 &
        server=\$!
        sleep 2
        PASTIMES_BENCHMARK_SMAPS=$out/games-sound.smaps .build/release/pastimes-lab --benchmark-games --seed 1 > $out/games-sound.txt
        kill \$server
    )
fi
# The heap of Pastimes' start-up, as heaptrack saw it: its window and first deal, given 12 s
# because everything runs slower under heaptrack.
heaptrack -o $out/pastimes-heap .build/release/pastimes --seed 1 > /dev/null 2>&1 & pid=\$!
sleep 12
pkill -TERM -f "^.build/release/pastimes --seed 1" || true
wait \$pid 2>/dev/null || true
INNER
chmod +x "$out/memory.sh"
rm -f "$out"/pastimes-heap* "$out"/games*.smaps "$out/games-sound.txt"
xvfb-run -a -s "-screen 0 1920x1080x24" "$out/memory.sh"
/usr/bin/python3 scripts/bench/smaps_kinds.py "$out/minimal.smaps" "$out/pastimes.smaps"
echo
/usr/bin/python3 scripts/bench/smaps_kinds.py "$out/minimal.smaps" "$out/games.smaps" \
    "after a game of each kind (empty window: at 3 s)" 1.25
echo
cat "$out/games.txt"
if [ -f "$out/games-sound.smaps" ]; then
    echo
    /usr/bin/python3 scripts/bench/smaps_kinds.py "$out/minimal.smaps" "$out/games-sound.smaps" \
        "after a game of each kind, with a sound server as on a desktop" 1.25
    echo
    cat "$out/games-sound.txt"
fi
heap=$(ls "$out"/pastimes-heap* 2>/dev/null | head -n 1)
if [ -n "$heap" ]; then
    echo
    echo "Heap of Pastimes' start-up (heaptrack; peak and the call sites holding the most at the peak):"
    heaptrack_print --print-peaks 1 --print-allocators 0 --print-temporary 0 --print-leaks 0 \
        --peak-limit 12 --sub-peak-limit 0 "$heap" 2>/dev/null \
        | grep -E '^(PEAK|peak heap|total memory|calls to allocation|[0-9.]+[KMG]?B? peak memory consumed)' \
        | head -n 20 || true
    heaptrack_print --print-peaks 1 --print-allocators 0 --print-temporary 0 --print-leaks 0 \
        --peak-limit 12 --sub-peak-limit 0 "$heap" 2>/dev/null | sed -n '/^MOST MEMORY ALLOCATED/,/^$/p;/^PEAK MEMORY CONSUMERS/,/^MOST TEMPORARY/p' | head -n 60
fi
