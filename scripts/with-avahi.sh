#!/bin/sh
# Runs a command (the unit tests) with an Avahi daemon to announce and find services through,
# as on any GNOME desktop. One that runs already is used; otherwise, as root on a machine
# without one (a container, CI), the system bus and the daemon are started here and left
# running, like the system services they are. The tests are told to expect it
# (PASTIMES_REQUIRE_AVAHI); where none can be had, they are skipped, and say so.
#   scripts/with-avahi.sh swift test ...
set -eu
if ! avahi-daemon --check 2>/dev/null && [ "$(id -u)" -eq 0 ]; then
    if [ ! -S /run/dbus/system_bus_socket ]; then
        mkdir -p /run/dbus
        dbus-daemon --system --fork
    fi
    avahi-daemon --daemonize --no-drop-root --no-chroot 2>/dev/null || true
    # The daemon is ready once it has registered on the bus.
    for _ in 1 2 3 4 5 6 7 8 9 10; do avahi-daemon --check 2>/dev/null && break; sleep 0.5; done
fi
if avahi-daemon --check 2>/dev/null; then
    PASTIMES_REQUIRE_AVAHI=1 exec "$@"
fi
echo "warning: no Avahi daemon here; the tests of announcing and finding games are skipped" >&2
exec "$@"
