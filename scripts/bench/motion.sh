#!/bin/sh
# Frame times of the card table's heaviest motion (81 cards dealt, gathered and spread 20
# times) under Xvfb with GTK's Cairo renderer, and memory across the cycles. Release build.
#   scripts/bench/motion.sh
set -eu
cd "$(dirname "$0")/../.."
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
XDG_DATA_HOME="$data" XDG_CACHE_HOME="$data" GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1 \
    xvfb-run -a -s "-screen 0 1920x1080x24" .build/release/pastimes-lab --benchmark-motion --window-size 1920x1080 --seed 1
