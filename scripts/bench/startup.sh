#!/bin/sh
# Start-up time and memory of Pastimes against an empty libadwaita window, measured the same
# way in the same X server (Cairo renderer): time from launch to the window being mapped, and
# resident memory 3 s after launch. Prints the medians and the ratios.
#   scripts/bench/startup.sh [runs]     (needs a release build: make release)
set -eu
cd "$(dirname "$0")/../.."
runs=${1:-7}
out=.build/bench
mkdir -p "$out"
cc -O2 -o "$out/minimal-adw" scripts/bench/minimal-adw.c $(pkg-config --cflags --libs libadwaita-1)
cc -O2 -o "$out/mapwatch" scripts/bench/mapwatch.c $(pkg-config --cflags --libs x11)
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
cat > "$out/measure.sh" <<INNER
#!/bin/sh
export GDK_BACKEND=x11 GSK_RENDERER=cairo XDG_DATA_HOME=$data NO_AT_BRIDGE=1
for i in \$(seq $runs); do
    echo "minimal \$($out/mapwatch $out/minimal-adw)"
    echo "pastimes \$($out/mapwatch .build/release/pastimes --seed \$i)"
done
INNER
chmod +x "$out/measure.sh"
xvfb-run -a -s "-screen 0 1920x1080x24" "$out/measure.sh" > "$out/startup.txt"
/usr/bin/python3 - "$out/startup.txt" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1]) if line.strip()]
def median(name, column):
    return statistics.median(float(row[column]) for row in rows if row[0] == name)
for label, column, unit, scale in [("start-up to window", 1, "ms", 1), ("memory after 3 s", 2, "MB", 1 / 1024)]:
    floor, ours = median("minimal", column) * scale, median("pastimes", column) * scale
    print(f"{label:20} minimal libadwaita {floor:7.1f} {unit}   Pastimes {ours:7.1f} {unit}   ratio {ours / floor:.2f}")
PY
