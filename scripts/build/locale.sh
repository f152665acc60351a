#!/bin/sh
# Compiles the translations into the build tree (make locale): po/<lang>.po into
# .build/locale/<lang>/LC_MESSAGES/pastimes.mo (where a program in .build finds them), the
# desktop file and the metainfo with every language merged in (.build/data), and the help
# pages of each language (.build/help/<lang>, with itstool; English as written), and the pseudo-language of the
# layout tests (scripts/build/pseudo-locale.py).
set -eu
cd "$(dirname "$0")/../.."
APP_ID=io.github.pastimes.Pastimes
for lang in $(cat po/LINGUAS); do
    mkdir -p ".build/locale/$lang/LC_MESSAGES"
    msgfmt --check -o ".build/locale/$lang/LC_MESSAGES/pastimes.mo" "po/$lang.po"
done
python3 scripts/build/pseudo-locale.py
mkdir -p .build/data
msgfmt --desktop -d po --template "data/$APP_ID.desktop.in" -o ".build/data/$APP_ID.desktop"
msgfmt --xml -d po --template "data/$APP_ID.metainfo.xml.in" -o ".build/data/$APP_ID.metainfo.xml"
# The app's icons, where a program in .build finds them (the About window shows the app's icon),
# and its symbolic ones pre-rendered as GTK draws them without an SVG loader.
rm -rf .build/icons && cp -r data/icons .build/icons
scripts/build/symbolic-icons.sh .build/icons
# English too, so that a program in .build finds every language's pages in one place.
mkdir -p .build/help/C
cp help/C/*.page .build/help/C/
# The pictures, beside each language's pages (the help viewer looks for them there).
rm -rf .build/help/C/figures && cp -r help/C/figures .build/help/C/figures
if [ -f help/LINGUAS ]; then
    for lang in $(cat help/LINGUAS); do
        mkdir -p ".build/help/$lang"
        msgfmt -o ".build/help/$lang/$lang.mo" "help/$lang/$lang.po"
        itstool -m ".build/help/$lang/$lang.mo" -o ".build/help/$lang/" help/C/*.page
        rm -f ".build/help/$lang/$lang.mo"
        rm -rf ".build/help/$lang/figures" && cp -r help/C/figures ".build/help/$lang/figures"
    done
fi
