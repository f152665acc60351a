#!/usr/bin/env python3
"""Takes out of the start-up order every name that would make the linker move code that is not
one function's own:
    startup-unique.py LINK-MAP ORDER-FILE
LINK-MAP is lld's map of the program (`-Map`). The linker moves every input section that holds a
listed name. Our code and GRDB's are built with a section per function, so a listed name moves
just that function, or each copy of a file-private helper (value witnesses, merged thunks …Tm)
that many object files define under one name: a few hundred bytes each. The Swift runtime's and
Foundation's archives were not, so a copy of such a helper in one of their object files would
move the object's whole code: the standard library's regex modules, JSONDecoder and others,
over 1 MB never run at start, in among the start-up functions. Those names are left out; a name
defined once in such an object moves code that runs at start anyway, and stays."""
import collections
import re
import sys

map_file, order_file = sys.argv[1], sys.argv[2]

# lld's map: each line is "VMA LMA Size Align" and a name, indented by its kind: an output
# section (".text"), an input section in it ("file.o:(.text.$sFoo)") or a symbol of that input.
LINE = re.compile(r"^\s*[0-9a-f]+\s+[0-9a-f]+\s+[0-9a-f]+\s+\d+( +)(\S.*)$")
OUTPUT, INPUT, SYMBOL = 1, 9, 17   # spaces before the name
definitions = collections.Counter()
shared = set()   # names with a copy in a section that holds more than its own function
section = None   # the input section of code the lines are in, if any
for line in open(map_file, errors="replace"):
    match = LINE.match(line)
    if not match:
        continue
    indent, name = len(match.group(1)), match.group(2)
    if indent == INPUT:
        code = re.search(r":\((\.text[^)]*)\)$", name)
        section = code.group(1) if code else None
    elif indent == SYMBOL and section:
        definitions[name] += 1
        if section == ".text":
            shared.add(name)
    elif indent == OUTPUT:
        section = None

names = [line.strip() for line in open(order_file) if line.strip()]
kept = [name for name in names if definitions[name] <= 1 or name not in shared]
open(order_file, "w").write("".join(name + "\n" for name in kept))
print(f"{order_file}: {len(names) - len(kept)} names with a copy in another library's whole-file code left out, {len(kept)} kept")
