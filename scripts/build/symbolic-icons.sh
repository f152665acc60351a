#!/bin/sh
# The app's symbolic icons (the tabs' and the app's own) as GTK's pre-rendered symbolic PNGs,
# at the sizes a header, a view switcher and a menu show them: DEST/hicolor/<size>/apps/
# <name>.symbolic.png, beside the SVGs in symbolic/apps. GTK draws an SVG icon through
# gdk-pixbuf's SVG loader, which maps librsvg: 6.5 MB resident from the first frame for two tab
# icons. Adwaita's own symbolic icons come this way for that reason, and so do ours; an SVG is
# still read where no size fits (a status page's large icon).
#   scripts/build/symbolic-icons.sh DEST
set -eu
cd "$(dirname "$0")/../.."
dest=$1
for svg in data/icons/hicolor/symbolic/apps/*-symbolic.svg; do
    for size in 16x16:16 16x16@2:32 24x24:24 32x32:32 32x32@2:64; do
        folder="$dest/hicolor/${size%%:*}/apps"
        mkdir -p "$folder"
        gtk4-encode-symbolic-svg -o "$folder" "$svg" "${size#*:}x${size#*:}"
    done
done
# GTK 4.8 finds a .symbolic.png through a theme folder's cache only (scanning a folder, it takes
# the file for an icon named "….symbolic"). An installed copy's cache is the system's, which
# dpkg's icon-cache trigger brings up to date.
gtk4-update-icon-cache --ignore-theme-index --quiet "$dest/hicolor"
