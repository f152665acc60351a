#!/bin/sh
# Runs a command (the unit tests) with an Avahi daemon to announce and find services through,
# as on any GNOME desktop. One that runs already is used; otherwise, as root on a machine
# without one (a container, CI), the system bus and the daemon are started here and left
# running, like the system services they are. The tests are told to expect it
# (PASTIMES_REQUIRE_AVAHI); where none can be had, they are skipped, and say so.
#   scripts/test/with-avahi.sh swift test ...
set -eu
if ! avahi-daemon --check 2>/dev/null && [ "$(id -u)" -eq 0 ]; then
    # A socket left by a bus that no longer runs (a machine image, a container) is cleared.
    if ! dbus-send --system --dest=org.freedesktop.DBus --type=method_call --print-reply \
            /org/freedesktop/DBus org.freedesktop.DBus.GetId >/dev/null 2>&1; then
        mkdir -p /run/dbus
        rm -f /run/dbus/pid /run/dbus/system_bus_socket
        dbus-daemon --system --fork </dev/null >/dev/null 2>&1
    fi
    # Daemons keep nothing of the caller's: no terminal, no output pipe to hold open.
    avahi-daemon --daemonize --no-drop-root --no-chroot </dev/null >/dev/null 2>&1 || true
    # The daemon is ready once it has registered on the bus.
    for _ in 1 2 3 4 5 6 7 8 9 10; do avahi-daemon --check 2>/dev/null && break; sleep 0.5; done
fi
if avahi-daemon --check 2>/dev/null; then
    PASTIMES_REQUIRE_AVAHI=1 exec "$@"
fi
echo "warning: no Avahi daemon here; the tests of announcing and finding games are skipped" >&2
exec "$@"
