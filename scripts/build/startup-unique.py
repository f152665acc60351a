#!/usr/bin/env python3
"""Takes out of the start-up order every name the program defines more than once:
    startup-unique.py PROGRAM ORDER-FILE
Value witnesses, merged thunks (…Tm) and other file-private helpers have the same name in every
object file that needs one, and the linker moves every section holding a listed name. A run of
such a helper in our code would otherwise drag the whole code of the standard library's regex
modules, JSONDecoder and others (over 1 MB, never run at start) in among the start-up functions,
spreading those over 4 MB. One copy of a helper left in place costs at most the page it is on."""
import collections
import subprocess
import sys

program, order_file = sys.argv[1], sys.argv[2]
definitions = collections.Counter(
    fields[2] for fields in (line.split() for line in subprocess.run(
        ["nm", "--defined-only", program], capture_output=True, text=True, check=True).stdout.splitlines())
    if len(fields) == 3)
names = [line.strip() for line in open(order_file) if line.strip()]
unique = [name for name in names if definitions[name] <= 1]
open(order_file, "w").write("".join(name + "\n" for name in unique))
print(f"{order_file}: {len(names) - len(unique)} names defined more than once left out, {len(unique)} kept")
