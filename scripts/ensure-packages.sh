#!/bin/sh
# Installs the Debian packages a task needs, but only those missing, so `make run` and
# `make test` work on a fresh machine and cost nothing on a prepared one.
#   scripts/ensure-packages.sh build|run|test|package
set -eu

# SQLite: the saved games (GRDB builds on the system library).
# GSettings: glib-compile-schemas (libglib2.0-bin) compiles the schema into the build tree.
build="pkg-config libgtk-4-dev libadwaita-1-dev libcairo2-dev libsqlite3-dev libglib2.0-bin"
# Sound: GTK's media backend plays the generated Simon tones through GStreamer.
# Fonts: DejaVu Sans has the ▲ ● ■ of the Glyphs theme.
run="$build libgtk-4-media-gstreamer gstreamer1.0-plugins-base gstreamer1.0-plugins-good fonts-dejavu-core"
# End-to-end tests: a fresh X server, a session bus, the accessibility bus and its Python
# client, key presses, screenshots, the desktop-file validators, another window to take the
# focus (xmessage, x11-utils), a window manager for fullscreen (openbox), and the storage tests'
# private small disks (unshare, util-linux), and the help pages' checker (yelp-tools).
test="$run yelp-tools xvfb xauth dbus dbus-x11 at-spi2-core python3-pyatspi xdotool x11-utils openbox imagemagick desktop-file-utils appstream util-linux"

# The Debian package: its libraries' package names (dpkg-shlibdeps), its checker (lintian), the
# removal of the build's library search path (chrpath), and the man page index its test reads
# (man-db).
package="$test dpkg-dev lintian man-db chrpath"

case "${1:-run}" in
    build) wanted=$build ;;
    run) wanted=$run ;;
    test) wanted=$test ;;
    package) wanted=$package ;;
    *) echo "usage: $0 build|run|test|package" >&2; exit 2 ;;
esac

missing=""
for package in $wanted; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    case "$status" in
        *" installed") ;;
        *) missing="$missing $package" ;;
    esac
done

if ! command -v swift >/dev/null 2>&1; then
    echo "Swift 6 is needed and was not found on PATH (https://www.swift.org/install/linux/)." >&2
    exit 1
fi

[ -z "$missing" ] && exit 0
echo "Installing Debian packages:$missing"
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
