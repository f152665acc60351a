#!/bin/sh
# Builds the Debian package pastimes_<version>_amd64.deb in the repository's top folder, from a
# release build with the Swift runtime inside (--static-swift-stdlib), and checks it with
# lintian. The version is the newest release of the AppStream metainfo.
#   scripts/build-deb.sh            (make deb)
set -eu
cd "$(dirname "$0")/.."
APP_ID=io.github.pastimes.Pastimes
VERSION=$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' data/$APP_ID.metainfo.xml.in | head -n 1)
STAGE=.build/deb/pastimes
DEB=pastimes_${VERSION}_amd64.deb

# Hardened as Debian builds programs (lintian checks): see release-build.sh.
scripts/release-build.sh --product pastimes
scripts/release-build.sh --product setlab
BIN=$(swift build -c release --show-bin-path)

rm -rf "$STAGE" && mkdir -p "$STAGE/DEBIAN"
put() { install -D -m "$1" "$2" "$STAGE/$3"; }
put 755 "$BIN/pastimes" usr/bin/pastimes
put 755 "$BIN/setlab" usr/bin/setlab
# No debugging symbols, no search path for libraries: Debian's own are found where they are.
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$STAGE/usr/bin/pastimes" "$STAGE/usr/bin/setlab"
chrpath --delete "$STAGE/usr/bin/pastimes" "$STAGE/usr/bin/setlab" > /dev/null
scripts/build-locale.sh
put 644 .build/data/$APP_ID.desktop usr/share/applications/$APP_ID.desktop
put 644 .build/data/$APP_ID.metainfo.xml usr/share/metainfo/$APP_ID.metainfo.xml
for lang in $(cat po/LINGUAS); do
    put 644 ".build/locale/$lang/LC_MESSAGES/pastimes.mo" "usr/share/locale/$lang/LC_MESSAGES/pastimes.mo"
done
put 644 data/$APP_ID.gschema.xml usr/share/glib-2.0/schemas/$APP_ID.gschema.xml
put 644 data/icons/hicolor/scalable/apps/$APP_ID.svg usr/share/icons/hicolor/scalable/apps/$APP_ID.svg
put 644 data/icons/hicolor/symbolic/apps/$APP_ID-symbolic.svg usr/share/icons/hicolor/symbolic/apps/$APP_ID-symbolic.svg
mkdir -p "$STAGE/usr/share/dbus-1/services"
sed 's|@bindir@|/usr/bin|' data/$APP_ID.service.in > "$STAGE/usr/share/dbus-1/services/$APP_ID.service"
chmod 644 "$STAGE/usr/share/dbus-1/services/$APP_ID.service"
for page in help/C/*.page .build/help/*/*.page; do
    [ -f "$page" ] || continue
    put 644 "$page" "usr/share/help/$(basename "$(dirname "$page")")/$APP_ID/$(basename "$page")"
done
for page in data/man/*.6; do
    put 644 "$page" "usr/share/man/man6/$(basename "$page")"
    gzip -9n "$STAGE/usr/share/man/man6/$(basename "$page")"
done
put 644 packaging/debian/copyright usr/share/doc/pastimes/copyright
put 644 packaging/debian/changelog usr/share/doc/pastimes/changelog
gzip -9n "$STAGE/usr/share/doc/pastimes/changelog"
find "$STAGE" -type d -exec chmod 755 {} +

# The libraries the programs link, as Debian packages with their versions.
SHLIBS=.build/deb/shlibs
rm -rf "$SHLIBS" && mkdir -p "$SHLIBS/debian"
printf 'Source: pastimes\n\nPackage: pastimes\nArchitecture: amd64\n' > "$SHLIBS/debian/control"
DEPENDS=$(cd "$SHLIBS" && dpkg-shlibdeps -O "$OLDPWD/$STAGE/usr/bin/pastimes" "$OLDPWD/$STAGE/usr/bin/setlab" | sed 's/^shlibs:Depends=//')
SIZE=$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)
sed -e "s|@VERSION@|$VERSION|" -e "s|@DEPENDS@|$DEPENDS|" -e "s|@SIZE@|$SIZE|" packaging/debian/control.in > "$STAGE/DEBIAN/control"
(cd "$STAGE" && find usr -type f -exec md5sum {} + > DEBIAN/md5sums)

dpkg-deb --root-owner-group -Zxz --build "$STAGE" "$DEB"
echo "Built $DEB"
lintian --fail-on error,warning --suppress-tags-from-file packaging/debian/lintian-kept "$DEB"
