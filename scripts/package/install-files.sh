#!/bin/sh
# Every file Pastimes installs, in one place: `make install` (for one user, under ~/.local),
# `make uninstall` and the Debian package (under /usr) all take the list from here.
#   scripts/package/install-files.sh install ROOT PREFIX    copies them to ROOT/PREFIX/...
#   scripts/package/install-files.sh uninstall ROOT PREFIX  removes them from there
# The programs come from the release build, the translated files from .build (make release
# locale first). ROOT is empty for a real install, a staging folder for a package.
set -eu
cd "$(dirname "$0")/../.."
action=$1 root=$2 prefix=$3
APP_ID=io.github.pastimes.Pastimes
BIN=$(swift build -c release --show-bin-path 2>/dev/null || echo .build/release)
target="$root$prefix"

# put MODE FROM TO: one file, FROM in the tree, TO under the prefix.
put() {
    case "$action" in
        install) install -D -m "$1" "$2" "$target/$3" ;;
        uninstall) rm -f "$target/$3" "$target/$3.gz" ;;
    esac
}

put 755 "$BIN/pastimes" bin/pastimes
put 755 "$BIN/setlab" bin/setlab
put 644 .build/data/$APP_ID.desktop share/applications/$APP_ID.desktop
put 644 .build/data/$APP_ID.metainfo.xml share/metainfo/$APP_ID.metainfo.xml
for lang in $(cat po/LINGUAS); do
    put 644 ".build/locale/$lang/LC_MESSAGES/pastimes.mo" "share/locale/$lang/LC_MESSAGES/pastimes.mo"
done
put 644 data/$APP_ID.gschema.xml share/glib-2.0/schemas/$APP_ID.gschema.xml
put 644 data/icons/hicolor/scalable/apps/$APP_ID.svg share/icons/hicolor/scalable/apps/$APP_ID.svg
for icon in data/icons/hicolor/symbolic/apps/$APP_ID*-symbolic.svg; do   # the app's, and its tabs' (a card, Simon's pads)
    put 644 "$icon" "share/icons/hicolor/symbolic/apps/$(basename "$icon")"
done
for icon in .build/icons/hicolor/*/apps/*.symbolic.png; do   # the same, pre-rendered (make locale)
    put 644 "$icon" "share/icons/hicolor/${icon#.build/icons/hicolor/}"
done
for page in .build/help/*/*.page; do   # English and every translation (make locale)
    [ -f "$page" ] || continue
    put 644 "$page" "share/help/$(basename "$(dirname "$page")")/$APP_ID/$(basename "$page")"
done
for figure in .build/help/*/figures/*.png; do   # each language's pages see the pictures beside them
    [ -f "$figure" ] || continue
    put 644 "$figure" "share/help/$(basename "$(dirname "$(dirname "$figure")")")/$APP_ID/figures/$(basename "$figure")"
done
# The web player a hosted game serves to browsers (WebPlayerSite reads share/pastimes/web).
for file in $(cd web && find . -type f | sed 's|^\./||' | LC_ALL=C sort); do
    put 644 "web/$file" "share/pastimes/web/$file"
done
for page in data/man/*.6; do
    put 644 "$page" "share/man/man6/$(basename "$page")"
done
# D-Bus activation starts the program where it was installed.
service=share/dbus-1/services/$APP_ID.service
case "$action" in
    install)
        mkdir -p "$(dirname "$target/$service")"
        sed "s|@bindir@|$prefix/bin|" data/$APP_ID.service.in > "$target/$service"
        chmod 644 "$target/$service" ;;
    uninstall)
        rm -f "$target/$service"
        rm -rf "$target"/share/help/*/$APP_ID "$target/share/pastimes" ;;
esac
