# Sourced by startup-order.sh and play-order.sh: the rounds that add to startup-order.txt the
# functions a real run still faults in from elsewhere, until a round finds (almost) nothing new
# (a page fault names only the first function to touch each 64 kB the kernel maps, so each new
# layout shows a few more).
#   fault_rounds PROGRAM ROUNDS
# Needs $work (a scratch folder, removed on exit), $work/faults.sh (runs PROGRAM under
# `perf record -e page-faults` on each display in $BACKENDS, into $work/faults-*.data) and a
# shell function `link` (relinks PROGRAM with the list). X11 always; Wayland too, under a
# headless Weston, when Weston is installed.
fault_rounds() {
    backends=x11
    if command -v weston > /dev/null; then
        backends="x11 wayland"
        export XDG_RUNTIME_DIR="$work/runtime" WAYLAND_DISPLAY=fault-rounds
        mkdir -m 700 "$XDG_RUNTIME_DIR"
        weston --backend=headless-backend.so --use-pixman --socket=$WAYLAND_DISPLAY --width=1920 --height=1080 > "$work/weston.log" 2>&1 &
        weston=$!
        trap 'kill $weston 2>/dev/null || true; rm -rf "$work"' EXIT
        sleep 2
    fi
    for round in $(seq "$2"); do
        before=$(wc -l < scripts/build/startup-order.txt)
        BACKENDS=$backends xvfb-run -a -s "-screen 0 1920x1080x24" dbus-run-session -- "$work/faults.sh" 2> /dev/null
        /usr/bin/python3 scripts/build/startup-faults.py "$1" scripts/build/startup-order.txt "$work"/faults-*.data
        link
        [ $(($(wc -l < scripts/build/startup-order.txt) - before)) -ge 3 ] || break
    done
}
