#!/bin/sh
# Installs the Debian packages a task needs, but only those missing, so `make run` and
# `make test` work on a fresh machine and cost nothing on a prepared one.
#   scripts/build/ensure-packages.sh build|run|test|package|bench
set -eu

# SQLite: the saved games (GRDB builds on the system library).
# GSettings: glib-compile-schemas (libglib2.0-bin) compiles the schema into the build tree.
# The symbolic icons pre-rendered as PNGs: gtk4-encode-symbolic-svg (libgtk-4-bin).
# Translations: msgfmt and xgettext (gettext), the help pages' (itstool).
# Set played together: games announced and found through Avahi (the WebSockets are the app's own).
# Simon's tones: GSound (libcanberra), as GNOME's games play sounds.
# The web player a hosted game serves: its QR code (libqrencode), its files compressed (zlib).
# Invite from Anywhere: the home router asked by UPnP IGD (libminiupnpc) and NAT-PMP (libnatpmp).
build="pkg-config libgtk-4-dev libgtk-4-bin libadwaita-1-dev libcairo2-dev libsqlite3-dev libglib2.0-bin gettext itstool libavahi-client-dev libavahi-glib-dev libgsound-dev libqrencode-dev zlib1g-dev libminiupnpc-dev libnatpmp-dev"
# Sound: libcanberra's PulseAudio driver, which PipeWire's PulseAudio server also answers.
# Fonts: DejaVu Sans has the ▲ ● ■ of the Glyphs theme; Noto Color Emoji the computer
# opponent's faces (🤔 😮 😄 😞).
run="$build libcanberra-pulse fonts-dejavu-core fonts-noto-color-emoji"
# End-to-end tests: a fresh X server, a session bus, the accessibility bus and its Python
# client, key presses, screenshots, the desktop-file validators, another window to take the
# focus (xmessage, x11-utils), a window manager for fullscreen (openbox), and the storage tests'
# private small disks (unshare, util-linux), the help pages' checker (yelp-tools), and the
# German and French locales the translations are tried in (locales, generated below), and the
# Avahi daemon that games are announced and found through (avahi-daemon), the scripted
# players of Set played together (python3-websockets), and a private sound server whose silent
# output Simon's tones are recorded from (pulseaudio, and parec in pulseaudio-utils). And the
# desktop portal with its GTK 3 backend (xdg-desktop-portal-gtk), as every GNOME desktop has
# it: the apps start it on each D-Bus session of a test, and through it a second accessibility
# bus once took the tests' over; without it make test passed where it failed on a desktop.
# And ss (iproute2), through which the transport's tests see what the system holds queued.
# And the web player's real browsers: Chromium (Android's engine) and WebKit (every iPhone
# browser's), each driven by Selenium through its WebDriver. And a home router in network
# namespaces for Invite from Anywhere: NAT and forwarding (nftables), and Debian's own router
# daemon, miniupnpd (UPnP IGD and NAT-PMP), started by the tests themselves.
test="$run nftables miniupnpd-nftables chromium chromium-driver python3-selenium webkit2gtk-driver iproute2 avahi-daemon python3-websockets pulseaudio pulseaudio-utils yelp-tools xvfb xauth dbus dbus-x11 at-spi2-core python3-pyatspi xdotool x11-utils openbox imagemagick desktop-file-utils appstream util-linux locales xdg-desktop-portal-gtk"
test_locales="de_DE.UTF-8 fr_FR.UTF-8"

# The Debian package: its libraries' package names (dpkg-shlibdeps), its checker (lintian), the
# removal of the build's library search path (chrpath), and the man page index its test reads
# (man-db).
package="$test dpkg-dev lintian man-db chrpath"

# Benchmarks: the heap profile of start-up (heaptrack), the minimal window's compiler (gcc), and
# what Pastimes is measured against: GNOME Chess, on X11 and on a headless Weston; frames on
# Wayland under GNOME's own compositor, mutter, headless. (The test list's sound server lets
# Simon's tones find an output, as on a desktop.)
bench="$test heaptrack gcc gnome-chess weston mutter"

locales=""
case "${1:-run}" in
    build) wanted=$build ;;
    run) wanted=$run ;;
    test) wanted=$test; locales=$test_locales ;;
    package) wanted=$package; locales=$test_locales ;;
    bench) wanted=$bench ;;
    *) echo "usage: $0 build|run|test|package|bench" >&2; exit 2 ;;
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

if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
if [ -n "$missing" ]; then
    echo "Installing Debian packages:$missing"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
fi

# Locales are generated once, from /etc/locale.gen (locale -a lists them as de_DE.utf8).
absent=""
for wanted_locale in $locales; do
    listed=$(echo "$wanted_locale" | sed 's/UTF-8/utf8/')
    locale -a 2>/dev/null | grep -qx "$listed" || absent="$absent $wanted_locale"
done
if [ -n "$absent" ]; then
    echo "Generating locales:$absent"
    for wanted_locale in $absent; do
        $sudo sed -i "s/^# *\($wanted_locale UTF-8\)/\1/" /etc/locale.gen
        grep -q "^$wanted_locale UTF-8" /etc/locale.gen || echo "$wanted_locale UTF-8" | $sudo tee -a /etc/locale.gen > /dev/null
    done
    $sudo locale-gen > /dev/null
fi
