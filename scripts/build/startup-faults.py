#!/usr/bin/env python3
"""Appends to the start-up order the functions a real start still faults in from elsewhere:
    startup-faults.py PROGRAM ORDER-FILE PERF-DATA...
Each PERF-DATA is `perf record -e page-faults -d` of the program starting. Callgrind, under
which the list is made, misses some functions a start runs (it names a few by another symbol of
the same code, and its slow start takes some paths later); each such function still makes the
kernel map 64 kB of code around it. An instruction fetch that faults (address = instruction
pointer) inside the program's code names one of them."""
import bisect
import re
import subprocess
import sys

program, order_file, recordings = sys.argv[1], sys.argv[2], sys.argv[3:]
functions = []
for line in subprocess.run(["nm", "-n", "--defined-only", program], capture_output=True, text=True, check=True).stdout.splitlines():
    fields = line.split()
    if len(fields) == 3 and fields[1] in "tTwW":
        functions.append((int(fields[0], 16), fields[2]))
starts = [address for address, _ in functions]
known = {line.strip() for line in open(order_file)}
added = []
for recording in recordings:
    events = subprocess.run(["perf", "script", "-i", recording, "--show-mmap-events", "-F", "addr,ip"],
                            capture_output=True, text=True, check=True).stdout.splitlines()
    # Where the program's first page (file offset 0) was mapped: addresses are relative to it.
    base = next(int(m.group(1), 16) for m in (re.search(r"\[(0x[0-9a-f]+)\(0x[0-9a-f]+\) @ 0 .*\]: r--p (\S+)$", e) for e in events)
                if m and m.group(2).endswith("/pastimes"))
    for event in events:
        fields = event.split()
        if len(fields) != 2 or fields[0] != fields[1] or not re.fullmatch(r"[0-9a-f]+", fields[0]):
            continue
        index = bisect.bisect_right(starts, int(fields[0], 16) - base) - 1
        if index >= 0 and functions[index][1] not in known:
            known.add(functions[index][1])
            added.append(functions[index][1])
open(order_file, "a").write("".join(name + "\n" for name in added))
print(f"{order_file}: {len(added)} functions more, from the page faults of a real start")
