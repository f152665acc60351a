#!/bin/sh
# The Debian package as a user meets it: installed with apt-get, started under Xvfb until its
# window shows, setlab run from /usr/bin, the schema and help in place, then purged, leaving no
# file of it behind (the user's data is the user's).
#   scripts/package/package-test.sh (make package-test, after make deb)
set -eu
cd "$(dirname "$0")/../.."
DEB=$(ls .build/pastimes_*_amd64.deb | tail -n 1)
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive

$sudo apt-get purge -y -qq pastimes > /dev/null 2>&1 || true
$sudo apt-get install -y -qq --no-install-recommends "./$DEB"
files=$(dpkg-query -L pastimes)

echo "setlab from /usr/bin:"
/usr/bin/setlab solve 1RSD 2RSD 3RSD 1GTQ | tee .build/package-setlab.txt
grep -qx "1 Set" .build/package-setlab.txt

echo "The schema, compiled by dpkg's trigger, and the pages for the help viewer:"
gsettings get io.github.pastimes.Pastimes set-theme
test -f /usr/share/help/C/io.github.pastimes.Pastimes/index.page
test -f /usr/share/help/de/io.github.pastimes.Pastimes/figures/set-ghost.png   # the pictures beside each language's pages
man -w pastimes setlab

echo "German and French: the catalogs, the menu entry and the help pages:"
LANG=de_DE.UTF-8 LC_ALL= LANGUAGE= /usr/bin/setlab --help | grep "Das Spiel Set"
LANG=fr_FR.UTF-8 LC_ALL= LANGUAGE= /usr/bin/setlab --help | grep "le jeu de Set"
grep -q "^Comment\[de\]=" /usr/share/applications/io.github.pastimes.Pastimes.desktop
grep -q "^Comment\[fr\]=" /usr/share/applications/io.github.pastimes.Pastimes.desktop
test -f /usr/share/help/de/io.github.pastimes.Pastimes/index.page
test -f /usr/share/help/fr/io.github.pastimes.Pastimes/index.page

echo "/usr/bin/pastimes under Xvfb:"
home=$(mktemp -d)
HOME=$home xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- sh -c '
    /usr/bin/pastimes & app=$!
    seen() { for _ in $(seq 80); do eval "$1" && return 0; sleep 0.25; done; return 1; }
    seen "xdotool search --pid $app --name \"^Pastimes\$\" > /dev/null 2>&1" || { kill $app; echo "no window" >&2; exit 1; }
    echo "its window is on screen"
    # The saves open while the window shows (a slow machine may take a moment longer).
    seen "test -f \"\$HOME/.local/share/pastimes/pastimes.sqlite\"" || { kill $app; echo "no saved games were made" >&2; exit 1; }
    echo "its saved games are in place"
    kill $app'

echo "/usr/bin/pastimes opens a few of Set's modes and comes back to each from its save:"
PASTIMES_BINARY=/usr/bin/pastimes PASTIMES_TOUR_SET_MODES="Ultra9 Puzzle,4Set Jr-Puzzle,MegaSet,GhostSet,Daily Puzzle" \
    Tests/EndToEnd/run.sh test_every_mode.EveryModeTests.test_every_set_mode_opens_and_comes_back_from_its_save

$sudo apt-get purge -y -qq pastimes
left=""
for file in $files; do
    [ -d "$file" ] && continue
    [ -e "$file" ] && left="$left $file"
done
if [ -n "$left" ]; then echo "left behind by purge:$left" >&2; exit 1; fi
rm -rf "$home"
echo "The package installs, runs and goes without a trace."
