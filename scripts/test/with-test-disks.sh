#!/bin/sh
# Runs a command (the unit tests) with small disks of its own, so that storage tests meet a
# disk that is really full and a folder that really can only be read: a private user and mount
# namespace (unshare, from util-linux) with two 1 MB tmpfs disks and a read-only view of a
# folder. Nothing outside the command sees them, and they go with it.
#   scripts/test/with-test-disks.sh swift test ...
# The tests find the disks through PASTIMES_TEST_DISKS; without it they are skipped (and say so).
set -eu
if [ "${1:-}" != "--inside" ]; then
    if unshare --user --map-root-user --mount true 2>/dev/null; then
        exec unshare --user --map-root-user --mount "$0" --inside "$@"
    fi
    echo "warning: no private mount namespace here; the full-disk and read-only tests are skipped" >&2
    exec "$@"
fi
shift
base=$(mktemp -d /tmp/pastimes-test-disks-XXXXXX)
mkdir "$base/store-disk" "$base/export-disk" "$base/writable" "$base/read-only"
mount -t tmpfs -o size=1m tmpfs "$base/store-disk"
mount -t tmpfs -o size=1m tmpfs "$base/export-disk"
mount --bind "$base/writable" "$base/read-only"
mount -o remount,bind,ro "$base/read-only"
status=0
PASTIMES_TEST_DISKS=$base "$@" || status=$?
umount "$base/store-disk" "$base/export-disk" "$base/read-only"
rm -rf "$base"
exit $status
