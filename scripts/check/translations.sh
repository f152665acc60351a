#!/bin/sh
# Checks the translations (part of make data-tests): every string for people is marked, the
# template is what the sources hold now, and every language in po/LINGUAS (and help/LINGUAS)
# is complete, without fuzzy guesses, with placeholders that match the English (msgfmt --check
# reads objc-format); the help names controls as the app labels them.
set -eu
cd "$(dirname "$0")/../.."
python3 scripts/check/marked-strings.py
python3 scripts/check/help-labels.py
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
scripts/build/update-pot.sh "$WORK/pastimes.pot" > /dev/null
# The same messages, wherever in the sources they now stand (line numbers come and go).
messages() { msgcat --sort-output --no-location --no-wrap "$1" | grep -v '^"POT-Creation-Date'; }
if [ "$(messages po/pastimes.pot)" != "$(messages "$WORK/pastimes.pot")" ] || ! cmp -s po/POTFILES "$WORK/POTFILES"; then
    echo "po/pastimes.pot is out of date: run make pot and translate what is new" >&2
    exit 1
fi
complete() {    # complete <po file> <template>
    statistics=$(msgfmt --check --statistics -o /dev/null "$1" 2>&1)
    echo "$1: $statistics"
    case "$statistics" in *fuzzy*|*untranslated*) echo "$1 is not complete" >&2; exit 1 ;; esac
    msgcmp "$1" "$2"
}
for lang in $(cat po/LINGUAS); do
    complete "po/$lang.po" po/pastimes.pot
done
if [ -f help/LINGUAS ]; then
    itstool -o "$WORK/help.pot" help/C/*.page
    for lang in $(cat help/LINGUAS); do complete "help/$lang/$lang.po" "$WORK/help.pot"; done
fi
