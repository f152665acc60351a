#!/bin/sh
# Regenerates scripts/build/startup-order.txt: the functions of Pastimes' own binary that run
# while it starts and shows its first tab. release-build.sh hands the list to the linker, which
# puts those functions side by side, so start-up maps a few hundred kilobytes of code rather
# than pages scattered over all 18 MB (the kernel maps 64 kB around every page touched): about
# 4 MB less resident memory. A stale list costs nothing but that gain (names no longer in the
# program are ignored); run this after large changes to start-up, or with --again after small
# ones, which keeps the list and only adds what page faults still find (a few minutes).
# - A release build runs under Valgrind's callgrind, on Xvfb, twice: into a new home, then into
#   the same one again, which has a database and settings by then.
# - The program is then linked with that list and started under `perf` (page faults), as the
#   benchmarks start it: into a new home and into the profiled one, on X11 and, when Weston is
#   installed, on Wayland. The functions callgrind missed that still fault code in are added
#   (startup-faults.py), in rounds, as each new layout shows a few more.
# - Names that would move more than functions of their own are left out (startup-unique.py,
#   which reads the linker's map).
# Then run play-order.sh, which appends the functions a whole game of each kind adds.
#   scripts/build/startup-order.sh [--again]   (valgrind and perf)
set -eu
cd "$(dirname "$0")/../.."
again=false
[ "${1:-}" = --again ] && again=true
$again || command -v valgrind >/dev/null || { echo "valgrind is needed (apt install valgrind)" >&2; exit 1; }
command -v perf >/dev/null || { echo "perf is needed (apt install linux-perf)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if $again; then
    # The saved home the fault rounds start into: one start makes it.
    scripts/build/release-build.sh --product pastimes > /dev/null
    XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config GSETTINGS_BACKEND=keyfile GDK_BACKEND=x11 \
        xvfb-run -a timeout -s INT 6 .build/release/pastimes > /dev/null 2>&1 || true
else
# Two starts in one home: the first makes the database and settings, the second finds them, as a
# player's starts do (opening a database that holds saves runs code that making one does not).
cat > "$work/profile.sh" <<INNER
#!/bin/sh
export GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1 XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config \
    GSETTINGS_BACKEND=keyfile GSETTINGS_SCHEMA_DIR=$PWD/.build/schemas
for start in first again; do
    valgrind --tool=callgrind --demangle=no --compress-strings=no --compress-pos=no --dump-line=no \
        --callgrind-out-file=$work/callgrind-\$start.out .build/release/pastimes > $work/valgrind.log 2>&1 &
    sleep 110   # under Valgrind the window takes well over ten times as long to show
    callgrind_control --dump > /dev/null
    sleep 5
    kill \$! 2>/dev/null || true
    wait
done
INNER
chmod +x "$work/profile.sh"
xvfb-run -a -s "-screen 0 1920x1080x24" dbus-run-session -- "$work/profile.sh"

# The names (mangled, as the linker knows them) of every function callgrind saw run in the
# program's own object, without its recursion marks (name'2).
/usr/bin/python3 - "$work" scripts/build/startup-order.txt <<'PY'
import glob, re, sys
work, out = sys.argv[1], sys.argv[2]
names, program = set(), False
for path in glob.glob(work + "/callgrind-*.out*"):
    for line in open(path, errors="replace"):
        if line.startswith("ob="):
            program = line.rstrip().endswith("/pastimes")
        elif line.startswith("fn=") and program:
            name = re.sub(r"'\d+$", "", line[3:].strip())
            if name and not name.startswith("0x") and " " not in name:
                names.add(name)
if len(names) < 500:
    sys.exit(f"only {len(names)} functions seen: did the app start under valgrind?")
open(out, "w").write("".join(name + "\n" for name in sorted(names)))
print(f"{out}: {len(names)} functions")
PY
fi

# Links the program with the list so far (the linker only relinks when the program is gone), and
# keeps the linker's map for startup-unique.py.
link() {
    rm -f .build/release/pastimes
    scripts/build/release-build.sh --product pastimes -Xlinker -Map="$work/pastimes.map" > /dev/null
    /usr/bin/python3 scripts/build/startup-unique.py "$work/pastimes.map" scripts/build/startup-order.txt
}
link

# The real starts, linked with the list so far, in rounds until a round finds (almost) nothing
# new: a page fault names only the first function to touch each 64 kB the kernel maps, so each
# new layout shows a few more. Each start runs six seconds, longer than the benchmarks wait
# before they read memory.
cat > "$work/faults.sh" <<INNER
#!/bin/sh
export NO_AT_BRIDGE=1 GSK_RENDERER=cairo GSETTINGS_BACKEND=keyfile
rm -f $work/faults-*.data
for backend in \$BACKENDS; do
    rm -rf $work/new
    # Into a new home, then into the profile's, which holds saves.
    for home in new saved; do
        [ \$home = new ] && at=$work/new || at=$work
        GDK_BACKEND=\$backend XDG_DATA_HOME=\$at/data XDG_CONFIG_HOME=\$at/config timeout -s INT 6 \
            perf record -q -e page-faults -c 1 -d -o $work/faults-\$backend-\$home.data .build/release/pastimes > /dev/null 2>&1 || true
    done
done
INNER
chmod +x "$work/faults.sh"
. scripts/build/fault-rounds.sh
fault_rounds .build/release/pastimes 12
