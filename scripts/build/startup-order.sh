#!/bin/sh
# Regenerates scripts/build/startup-order.txt: the functions of Pastimes' own binary that run
# while it starts and shows its first tab (found by running a release build under Valgrind's
# callgrind, on Xvfb, for a minute). release-build.sh hands the list to the linker, which puts
# those functions side by side, so start-up maps a few hundred kilobytes of code rather than
# pages scattered over all 18 MB (the kernel maps 64 kB around every page touched): about
# 4 MB less resident memory. A stale list costs nothing but that gain (names no longer in the
# program are ignored); run this after large changes to start-up.
#   scripts/build/startup-order.sh      (needs a release build: make release; and valgrind)
set -eu
cd "$(dirname "$0")/../.."
command -v valgrind >/dev/null || { echo "valgrind is needed (apt install valgrind)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat > "$work/profile.sh" <<INNER
#!/bin/sh
export GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1 XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config \
    GSETTINGS_SCHEMA_DIR=$PWD/.build/schemas
valgrind --tool=callgrind --demangle=no --compress-strings=no --compress-pos=no --dump-line=no \
    --callgrind-out-file=$work/callgrind.out .build/release/pastimes --window-size 1000x760 > $work/valgrind.log 2>&1 &
sleep 75   # under Valgrind the window takes well over ten times as long to show
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
