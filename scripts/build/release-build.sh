#!/bin/sh
# The release build of the programs (arguments go to `swift build`, e.g. --product pastimes),
# for `make run`, `make bench` and the Debian package alike:
# - the Swift runtime inside the program (--static-swift-stdlib): it starts faster and holds
#   less memory than loading the runtime's shared libraries;
# - relocations read-only and bound at start (relro, now), as Debian builds programs;
# - linked by the toolchain's lld with packed relative relocations (DT_RELR, glibc 2.36): the
#   runtime's metadata needs some 84,000 of them, 2 MB as plain entries that the loader reads at
#   every start, 16 kB packed;
# - the functions that run at start-up side by side (startup-order.txt, made by startup-order.sh):
#   about 4.5 MB less code mapped. Each function gets a section of its own, which is what the
#   linker moves (swiftc gives one by default only to public functions, C compilers to none);
#   and the compiler's functions that have no name to list, gathered in one block beside them
#   (unnamed-code.ld): closure contexts' destroy functions and the like, run at start from all
#   over the program;
# - no symbols exported (SwiftPM exports every one of an executable's, 11,000 here, for tests
#   that link against it; nothing loads ours): 0.8 MB less of symbol tables read at start, and
#   none for the loader to look through when it binds GTK's libraries. (Name the products: a
#   build of everything would also link GRDB's shared library, which this does not suit.)
# - the build folder's path left out of the program (file names in messages are relative to the
#   project): the same sources give the same program wherever they are built.
set -eu
order="$(cd "$(dirname "$0")" && pwd)/startup-order.txt"
unnamed="$(cd "$(dirname "$0")" && pwd)/unnamed-code.ld"
project="$(cd "$(dirname "$0")/../.." && pwd)"
exec "${SWIFT:-swift}" build -c release --static-swift-stdlib -Xswiftc -use-ld=lld \
    -Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now -Xlinker -z -Xlinker pack-relative-relocs \
    -Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections \
    -Xlinker --symbol-ordering-file="$order" -Xlinker --no-warn-symbol-ordering -Xlinker -T -Xlinker "$unnamed" \
    -Xlinker --no-export-dynamic -Xswiftc -file-prefix-map -Xswiftc "$project=." -Xcc "-ffile-prefix-map=$project=." "$@"
