#!/bin/sh
# Regenerates scripts/build/startup-order.txt: the functions of Pastimes' own binary that run
# while it starts and shows its first tab (found by running a release build under Valgrind's
# callgrind, on Xvfb, for a minute). release-build.sh hands the list to the linker, which puts
# those functions side by side, so start-up maps a few hundred kilobytes of code rather than
# pages scattered over all 18 MB (the kernel maps 64 kB around every page touched): about
# 4 MB less resident memory. A stale list costs nothing but that gain (names no longer in the
# program are ignored); run this after large changes to start-up.
# Then the program is linked with that list and started three times under `perf` (page faults):
# the functions callgrind missed that still fault code in are added (startup-faults.py).
#   scripts/build/startup-order.sh      (needs a release build: make release; valgrind and perf)
set -eu
cd "$(dirname "$0")/../.."
command -v valgrind >/dev/null || { echo "valgrind is needed (apt install valgrind)" >&2; exit 1; }
command -v perf >/dev/null || { echo "perf is needed (apt install linux-perf)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat > "$work/profile.sh" <<INNER
#!/bin/sh
export GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1 XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config \
    GSETTINGS_SCHEMA_DIR=$PWD/.build/schemas
valgrind --tool=callgrind --demangle=no --compress-strings=no --compress-pos=no --dump-line=no \
    --callgrind-out-file=$work/callgrind.out .build/release/pastimes --window-size 1000x760 > $work/valgrind.log 2>&1 &
sleep 110   # under Valgrind the window takes well over ten times as long to show
callgrind_control --dump > /dev/null
sleep 5
kill \$! 2>/dev/null || true
wait
INNER
chmod +x "$work/profile.sh"
xvfb-run -a -s "-screen 0 1920x1080x24" dbus-run-session -- "$work/profile.sh"

# The names (mangled, as the linker knows them) of every function callgrind saw run in the
# program's own object, without its recursion marks (name'2).
/usr/bin/python3 - "$work" scripts/build/startup-order.txt <<'PY'
import glob, re, sys
work, out = sys.argv[1], sys.argv[2]
names, program = set(), False
for path in glob.glob(work + "/callgrind.out*"):
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

# The real starts, linked with the list so far (the linker only relinks when the program is gone).
rm -f .build/release/pastimes
scripts/build/release-build.sh --product pastimes > /dev/null
cat > "$work/faults.sh" <<INNER
#!/bin/sh
export GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1
for run in 1 2 3; do
    export XDG_DATA_HOME=$work/data\$run XDG_CONFIG_HOME=$work/config\$run GSETTINGS_BACKEND=keyfile
    timeout -s INT 4 perf record -q -e page-faults -c 1 -d -o $work/faults\$run.data .build/release/pastimes > /dev/null 2>&1 || true
done
INNER
chmod +x "$work/faults.sh"
xvfb-run -a -s "-screen 0 1920x1080x24" "$work/faults.sh"
/usr/bin/python3 scripts/build/startup-faults.py .build/release/pastimes scripts/build/startup-order.txt "$work"/faults*.data
rm -f .build/release/pastimes
scripts/build/release-build.sh --product pastimes > /dev/null
