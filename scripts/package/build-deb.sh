#!/bin/sh
# Builds the Debian package .build/pastimes_<version>_amd64.deb, from a
# release build with the Swift runtime inside (--static-swift-stdlib), and checks it with
# lintian. The version is the newest release of the AppStream metainfo.
#   scripts/package/build-deb.sh    (make deb)
set -eu
cd "$(dirname "$0")/../.."
APP_ID=io.github.pastimes.Pastimes
VERSION=$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' data/$APP_ID.metainfo.xml.in | head -n 1)
STAGE=.build/deb/pastimes
DEB=.build/pastimes_${VERSION}_amd64.deb

# Hardened as Debian builds programs (lintian checks): see release-build.sh.
scripts/build/release-build.sh --product pastimes
scripts/build/release-build.sh --product setlab

rm -rf "$STAGE" && mkdir -p "$STAGE/DEBIAN"
scripts/build/locale.sh
# The files are the ones `make install` puts in place (one list: install-files.sh).
scripts/package/install-files.sh install "$STAGE" /usr
# No debugging symbols, no search path for libraries: Debian's own are found where they are.
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$STAGE/usr/bin/pastimes" "$STAGE/usr/bin/setlab"
chrpath --delete "$STAGE/usr/bin/pastimes" "$STAGE/usr/bin/setlab" > /dev/null
gzip -9n "$STAGE"/usr/share/man/man6/*.6
put() { install -D -m "$1" "$2" "$STAGE/$3"; }
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
