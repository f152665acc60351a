#!/bin/sh
# Extracts every marked string into a template (make pot writes po/pastimes.pot): the Swift
# sources (read as Objective-C, whose strings and %1$@ placeholders they share; see
# Sources/Localization), the desktop file, the metainfo and the settings schema. POTFILES,
# beside the template, lists the Swift files that hold marked strings.
#   scripts/build/update-pot.sh [template]        (po/pastimes.pot when none is given)
set -eu
cd "$(dirname "$0")/../.."
POT=${1:-po/pastimes.pot}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
POTFILES=$(dirname "$POT")/POTFILES
grep -rlE '\b(tr|trc|trn|N_)\(' Sources --include='*.swift' | LC_ALL=C sort > "$POTFILES"
# xgettext takes Swift's multi-line literals (SQL) for unterminated strings and says so; it
# still finds every message, since scripts/check/marked-strings.py keeps them to one line.
xgettext --language=ObjectiveC --from-code=UTF-8 --keyword=tr --keyword=trc:1c,2 --keyword=trn:1,2 --keyword=N_ \
    --add-comments=TRANSLATORS: --package-name=pastimes --msgid-bugs-address=https://github.com/pastimes/pastimes/issues \
    --sort-by-file -o "$WORK/code.pot" -f "$POTFILES" 2>&1 | grep -v "unterminated string literal" >&2 || true
xgettext --from-code=UTF-8 -o "$WORK/data.pot" --sort-by-file \
    data/io.github.pastimes.Pastimes.desktop.in data/io.github.pastimes.Pastimes.metainfo.xml.in data/io.github.pastimes.Pastimes.gschema.xml
msgcat --use-first "$WORK/code.pot" "$WORK/data.pot" -o "$WORK/all.pot"
sed 's/charset=CHARSET/charset=UTF-8/' "$WORK/all.pot" > "$POT"
echo "$POT: $(grep -c '^msgid ' "$POT") messages"
