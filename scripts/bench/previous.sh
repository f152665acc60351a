#!/bin/sh
# The previous release, built once beside this build, so that `make bench` measures both in one
# run, in turn, and a regression shows as a ratio rather than as a memory of an old figure.
# Prints the folder of its release programs (with its own schemas and translations beside them,
# where a program run from a build tree finds them).
#   scripts/bench/previous.sh            (PASTIMES_PREVIOUS=<commit or tag> to compare another)
#
# The previous release: main of 26 Nov 2026, the last build measured before the Set variants,
# reviews and sound effects (the figures issue 55 started from). Move it on when a release is
# measured and its figures go into the README.
set -eu
cd "$(dirname "$0")/../.."
commit=$(git rev-parse --short=7 "${PASTIMES_PREVIOUS:-c6fb751}^{commit}")
tree=.build/bench/previous-$commit
if [ ! -x "$tree/.build/release/pastimes-lab" ] || [ ! -f "$tree/.build/schemas/gschemas.compiled" ]; then
    echo "Building the previous release ($commit) in $tree, once:" >&2
    git worktree prune
    [ -d "$tree" ] || git worktree add --detach "$tree" "$commit" >&2
    (
        cd "$tree"
        for program in pastimes pastimes-lab; do scripts/build/release-build.sh --product $program >&2; done
        make --no-print-directory schemas locale >&2
    )
fi
echo "$PWD/$tree/.build/release"
