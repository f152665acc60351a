#!/bin/sh
# Pastimes against GNOME Chess (Debian 12's GNOME Chess 43: GTK 4 and libadwaita, like us) and
# an empty libadwaita window, in one run, interleaved, median of N runs each:
#   X11 (Xvfb), Cairo renderer: time from launch to the window on screen (and the main thread's
#     CPU time until then), and resident memory 3 s after launch (scripts/bench/mapwatch.c
#     watches the X server's MapNotify events);
#   Wayland (a headless Weston this script starts), GL renderer: resident memory after 3 s;
#   Wayland, Cairo renderer: resident memory after 5 s.
# Prints the table as Markdown, with the date, for the README, and judges each figure against
# its goal (scripts/bench/goals.py), beside the previous release (scripts/bench/previous.sh),
# which runs in turn with the others.
#   scripts/bench/versus-chess.sh [runs]     (needs a release build: make release)
set -eu
cd "$(dirname "$0")/../.."
runs=${1:-7}
out=.build/bench
mkdir -p "$out"
cc -O2 -o "$out/minimal-adw" scripts/bench/minimal-adw.c $(pkg-config --cflags --libs libadwaita-1)
cc -O2 -o "$out/mapwatch" scripts/bench/mapwatch.c $(pkg-config --cflags --libs x11)
chess=$(command -v gnome-chess || echo /usr/games/gnome-chess)
data=$(mktemp -d)
runtime=$(mktemp -d)
chmod 700 "$runtime"
trap 'kill $weston 2>/dev/null || true; rm -rf "$data" "$runtime"' EXIT
weston=""

# Each program with a home of its own, so that none finds another's settings or saves. GNOME
# Chess opens at 700×550, Pastimes (and the empty window) at 720×560, and the memory a window
# paints through grows with its area: Chess runs twice, at its own size and at ours (set in its
# settings, which every program here keeps in a key file: GSETTINGS_BACKEND).
previous=$(scripts/bench/previous.sh)
programs="minimal:$out/minimal-adw pastimes:.build/release/pastimes previous:$previous/pastimes chess:$chess chess-same:$chess"
mkdir -p "$data/chess-same/config/glib-2.0/settings"
printf '[org/gnome/Chess]\nwidth=720\nheight=560\n' > "$data/chess-same/config/glib-2.0/settings/keyfile"

cat > "$out/x11.sh" <<INNER
#!/bin/sh
export GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1 GSETTINGS_BACKEND=keyfile
for i in \$(seq $runs); do
    for entry in $programs; do
        name=\${entry%%:*}; command=\${entry#*:}
        export XDG_DATA_HOME=$data/\$name XDG_CONFIG_HOME=$data/\$name/config
        echo "\$name x11 \$($out/mapwatch \$command)"
    done
done
INNER
chmod +x "$out/x11.sh"
xvfb-run -a -s "-screen 0 1920x1080x24" dbus-run-session -- "$out/x11.sh" > "$out/versus.txt"

# Wayland: resident memory a few seconds after launch, read from /proc.
export XDG_RUNTIME_DIR="$runtime"
weston --backend=headless-backend.so --use-pixman --socket=bench --width=1920 --height=1080 > "$out/weston.log" 2>&1 &
weston=$!
sleep 2
cat > "$out/wayland.sh" <<INNER
#!/bin/sh
export WAYLAND_DISPLAY=bench GDK_BACKEND=wayland NO_AT_BRIDGE=1 GSETTINGS_BACKEND=keyfile
rss() { awk '/^VmRSS:/ { print \$2 }' /proc/\$1/status; }
for i in \$(seq $runs); do
    for renderer in gl:3 cairo:5; do
        for entry in $programs; do
            name=\${entry%%:*}; command=\${entry#*:}
            GSK_RENDERER=\${renderer%%:*} XDG_DATA_HOME=$data/\$name XDG_CONFIG_HOME=$data/\$name/config \$command > /dev/null 2>&1 &
            pid=\$!
            sleep \${renderer#*:}
            echo "\$name wayland-\${renderer%%:*} 0 \$(rss \$pid)"
            kill \$pid; wait \$pid 2>/dev/null || true
        done
    done
done
INNER
chmod +x "$out/wayland.sh"
dbus-run-session -- "$out/wayland.sh" >> "$out/versus.txt"

/usr/bin/python3 - "$out/versus.txt" <<'PY'
import datetime, statistics, sys
sys.path.insert(0, "scripts/bench")
from goals import judge
rows = [line.split() for line in open(sys.argv[1]) if line.strip()]
def median(names, kind, column):
    values = [float(row[column]) for row in rows if row[0] in names and row[1] == kind and float(row[column]) > 0]
    return statistics.median(values) if values else float("nan")
names = ("pastimes", "previous", "chess", "chess-same", "minimal")
print(f"Measured {datetime.date.today().isoformat()} by scripts/bench/versus-chess.sh (median of each, interleaved):")
print()
print("| | Pastimes | previous release | gnome-chess | gnome-chess at 720×560 | empty libadwaita window |")
print("| --- | --- | --- | --- | --- | --- |")
kinds = [("X11, Cairo renderer: window on screen", "x11", 2, "ms", 1),
         ("X11, Cairo renderer: resident 3 s after launch", "x11", 3, "MB", 1 / 1024),
         ("Wayland (Weston), GL renderer: resident after 3 s", "wayland-gl", 3, "MB", 1 / 1024),
         ("Wayland (Weston), Cairo renderer: resident after 5 s", "wayland-cairo", 3, "MB", 1 / 1024)]
# Not judged, but beside the start-up time it explains: the CPU time the main thread spent
# until the window was on screen (the work of starting, which waits on a busy machine do not
# inflate; mapwatch.c reads it).
explaining = [("X11, Cairo renderer: main thread's CPU until the window is on screen", "x11", 4, "ms", 1)]
figures = {}
for label, kind, column, unit, scale in kinds + explaining:
    figures[kind, column] = {name: median((name,), kind, column) * scale for name in names}
    digits = 0 if unit == "ms" else 1
    print(f"| {label} | " + " | ".join(f"{figures[kind, column][name]:.{digits}f} {unit}" for name in names) + " |")
print()
# The goals: at GNOME Chess's level or below (at its own size and at ours), and near the floor,
# the empty window: within 15 ms of its start-up and 10 MB of its memory on X11.
for label, kind, column, unit, scale in kinds:
    figure = figures[kind, column]
    # Memory: at or below Chess at both sizes. Start-up: Chess's one start-up time (its window
    # size does not change it), the median of all its starts; the lower of two noisy medians
    # would be an estimate biased low by this machine's noise, not Chess's start-up.
    chess = median(("chess", "chess-same"), kind, column) * scale if unit == "ms" else min(figure["chess"], figure["chess-same"])
    judge(label, figure["pastimes"], f"at most GNOME Chess's ({chess:.1f} {unit})", chess, unit, figure["previous"])
    if kind == "x11":
        margin = 15 if unit == "ms" else 10
        floor = figure["minimal"]
        judge(label + ", beside the empty window", figure["pastimes"], f"within {margin} {unit} of it ({floor:.1f} {unit})",
              floor + margin, unit, figure["previous"])
PY
