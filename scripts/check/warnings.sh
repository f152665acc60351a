#!/bin/sh
# Builds everything (tests included) and fails if the compiler warns about the project's own
# code. SwiftPM's notes about pkg-config flags and the dependencies' warnings do not count.
set -eu
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build --build-tests >"$log" 2>&1 || { cat "$log"; exit 1; }
warnings=$(grep -E "^$(pwd)/(Sources|Tests)/.*: warning:" "$log" | sort -u || true)
if [ -n "$warnings" ]; then
    echo "Compiler warnings in the project's code:"
    echo "$warnings"
    exit 1
fi
echo "Build clean: no warnings in the project's code."
