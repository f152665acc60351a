#!/usr/bin/env python3
"""Appends to the start-up order the functions a real start still faults in from elsewhere:
    startup-faults.py PROGRAM ORDER-FILE PERF-DATA...
Each PERF-DATA is `perf record -e page-faults -d` of the program starting (or, for
play-order.sh, of pastimes-lab playing whole games). Callgrind, under
which the list is made, misses some functions a start runs (it names a few by another symbol of
the same code, and its slow start takes some paths later); each such function still makes the
kernel map 64 kB of code around it. An instruction fetch that faults (address = instruction
pointer) inside one of the program's functions names one of them. A fault outside every named
function is in code without a symbol (unnamed-code.ld gathers that), which the list cannot name:
blaming the function before it would only move a function that does not run."""
import bisect
import re
import subprocess
import sys

program, order_file, recordings = sys.argv[1], sys.argv[2], sys.argv[3:]
functions = []   # (start, end, name)
for line in subprocess.run(["nm", "-n", "-S", "--defined-only", program], capture_output=True, text=True, check=True).stdout.splitlines():
    fields = line.split()
    if len(fields) == 4 and fields[2] in "tTwW":
        start = int(fields[0], 16)
        functions.append((start, start + int(fields[1], 16), fields[3]))
starts = [start for start, _, _ in functions]
known = {line.strip() for line in open(order_file)}
added = []
for recording in recordings:
    events = subprocess.run(["perf", "script", "-i", recording, "--show-mmap-events", "-F", "addr,ip"],
                            capture_output=True, text=True, check=True).stdout.splitlines()
    # Where the program's first page (file offset 0) was mapped: addresses are relative to it.
    base = next(int(m.group(1), 16) for m in (re.search(r"\[(0x[0-9a-f]+)\(0x[0-9a-f]+\) @ 0 .*\]: r--p (\S+)$", e) for e in events)
                if m and m.group(2).endswith("/" + program.split("/")[-1]))
    for event in events:
        fields = event.split()
        if len(fields) != 2 or fields[0] != fields[1] or not re.fullmatch(r"[0-9a-f]+", fields[0]):
            continue
        address = int(fields[0], 16) - base
        index = bisect.bisect_right(starts, address) - 1
        if index < 0 or address >= functions[index][1]:
            continue
        name = functions[index][2]
        if name not in known:
            known.add(name)
            added.append(name)
open(order_file, "a").write("".join(name + "\n" for name in added))
print(f"{order_file}: {len(added)} functions more, from the page faults of a real start")
