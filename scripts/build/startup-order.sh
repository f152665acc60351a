#!/bin/sh
# Regenerates scripts/build/startup-order.txt: the functions of Pastimes' own binary that run
# while it starts and shows its first tab. release-build.sh hands the list to the linker, which
# puts those functions side by side, so start-up maps a few hundred kilobytes of code rather
# than pages scattered over all 18 MB (the kernel maps 64 kB around every page touched): about
# 4 MB less resident memory. A stale list costs nothing but that gain (names no longer in the
# program are ignored); run this after large changes to start-up.
# - A release build runs under Valgrind's callgrind, on Xvfb, twice: into a new home, then into
#   the same one again, which has a database and settings by then.
# - The program is then linked with that list and started three times under `perf` (page
#   faults); the functions callgrind missed that still fault code in are added
#   (startup-faults.py). Three rounds, as each new layout shows a few more.
# - Names the program defines more than once are left out (startup-unique.py).
#   scripts/build/startup-order.sh      (needs a release build: make release; valgrind and perf)
set -eu
cd "$(dirname "$0")/../.."
command -v valgrind >/dev/null || { echo "valgrind is needed (apt install valgrind)" >&2; exit 1; }
command -v perf >/dev/null || { echo "perf is needed (apt install linux-perf)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Two starts in one home: the first makes the database and settings, the second finds them, as a
# player's starts do (opening a database that holds saves runs code that making one does not).
cat > "$work/profile.sh" <<INNER
#!/bin/sh
export GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1 XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config \
    GSETTINGS_BACKEND=keyfile GSETTINGS_SCHEMA_DIR=$PWD/.build/schemas
for start in first again; do
    valgrind --tool=callgrind --demangle=no --compress-strings=no --compress-pos=no --dump-line=no \
        --callgrind-out-file=$work/callgrind-\$start.out .build/release/pastimes --window-size 1000x760 > $work/valgrind.log 2>&1 &
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

/usr/bin/python3 scripts/build/startup-unique.py .build/release/pastimes scripts/build/startup-order.txt

# The real starts, linked with the list so far (the linker only relinks when the program is gone).
# Three rounds: each new layout moves code, and a function that shared a page with one already
# listed may fault on a page of its own the next time.
cat > "$work/faults.sh" <<INNER
#!/bin/sh
export GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1
# The same home as the profile's.
export XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config GSETTINGS_BACKEND=keyfile
for run in 1 2 3; do
    timeout -s INT 4 perf record -q -e page-faults -c 1 -d -o $work/faults\$run.data .build/release/pastimes > /dev/null 2>&1 || true
done
INNER
chmod +x "$work/faults.sh"
for round in 1 2 3; do
    rm -f .build/release/pastimes
    scripts/build/release-build.sh --product pastimes > /dev/null
    xvfb-run -a -s "-screen 0 1920x1080x24" "$work/faults.sh"
    /usr/bin/python3 scripts/build/startup-faults.py .build/release/pastimes scripts/build/startup-order.txt "$work"/faults*.data
    /usr/bin/python3 scripts/build/startup-unique.py .build/release/pastimes scripts/build/startup-order.txt
done
rm -f .build/release/pastimes
scripts/build/release-build.sh --product pastimes > /dev/null
