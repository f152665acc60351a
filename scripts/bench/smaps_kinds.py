#!/usr/bin/env python3
"""Resident memory by kind of mapping, from /proc/PID/smaps snapshots, side by side, and how
much of it is clean (pages read from files and never written, which the kernel drops under
pressure and reads again when they are next used) and how much written (the heap, stacks,
relocated data: kept, or swapped):
    smaps_kinds.py minimal.smaps pastimes.smaps [title] [goal]"""
import re
import sys

# The first kind whose pattern matches a mapping's path takes its resident kilobytes.
KINDS = [
    ("program", None),   # the measured program's own file
    ("Swift runtime and Foundation", r"libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|libicu|libxml2"),
    ("SQLite", r"libsqlite3"),
    ("fonts and text", r"\.(ttf|otf|ttc|pcf)|fontconfig|libfreetype|libharfbuzz|libpango|libfribidi|libgraphite"),
    ("Cairo, pixman and images", r"libcairo|libpixman|libpng|libjpeg|libtiff|libwebp|librsvg|gdk-pixbuf|libgdk_pixbuf"),
    ("GL drivers (loaded by GDK)", r"libEGL|libGL|libgbm|dri/|libLLVM|libdrm|libvulkan|mesa"),
    ("sound (GSound, libcanberra, PulseAudio)", r"libgsound|libcanberra|libtdb|libltdl|gstreamer|libgst|libasound|libpulse|libsndfile|libvorbis|libogg|libFLAC|libopus"),
    ("GTK, libadwaita and GLib", r"libgtk|libadwaita|libgdk|libgsk|libglib|libgobject|libgio|libgmodule|libgraphene|libepoxy"),
    ("X11 and input", r"libX|libxcb|libxkb|libwayland"),
    ("icons and themes", r"\.cache$|icon-theme|/icons/|\.gresource"),
    # Before "other": these names start with "/" too. Cairo sends frames to the X server
    # through a shared-memory pool (MIT-SHM), resident in both processes.
    ("shared memory with the X server", r"^/(SYSV|memfd)|^/dev/shm|memfd:"),
    ("other libraries and files", r"/"),
    ("stack", r"^\[stack"),
    ("heap and anonymous (malloc, Swift and GLib objects)", r".*"),
]


# Resident kilobytes by how the pages came to be, summed over every mapping.
STATES = [("clean: read from files, never written", ("Private_Clean:", "Shared_Clean:")),
          ("written: heap, stacks, relocated data", ("Private_Dirty:", "Shared_Dirty:"))]


def kinds(path):
    """({kind: resident kB}, {state: resident kB})."""
    totals = {name: 0 for name, _ in KINDS}
    states = {name: 0 for name, _ in STATES}
    program = None
    current = None
    for line in open(path):
        fields = line.split()
        if re.match(r"^[0-9a-f]+-[0-9a-f]+ ", line):
            name = " ".join(fields[5:]) if len(fields) > 5 else ""
            if program is None and name.startswith("/"):
                program = name
            current = name
        elif fields and fields[0] == "Rss:":
            totals[classify(current, program)] += int(fields[1])
        elif fields:
            for state, keys in STATES:
                if fields[0] in keys:
                    states[state] += int(fields[1])
    return totals, states


def classify(name, program):
    if name and name == program:
        return "program"
    for kind, pattern in KINDS[1:]:
        if re.search(pattern, name or ""):
            return kind
    return KINDS[-1][0]


def main():
    (minimal, minimal_states), (ours, our_states) = kinds(sys.argv[1]), kinds(sys.argv[2])
    title = sys.argv[3] if len(sys.argv) > 3 else "resident memory 3 s after launch"
    goal = sys.argv[4] if len(sys.argv) > 4 else "1.12"
    print(f"{title:52} {'minimal':>9} {'Pastimes':>9} {'difference':>11}")
    for name, _ in KINDS:
        if minimal[name] or ours[name]:
            print(f"{name:52} {minimal[name] / 1024:7.1f} MB {ours[name] / 1024:7.1f} MB {(ours[name] - minimal[name]) / 1024:+8.1f} MB")
    total_minimal, total_ours = sum(minimal.values()), sum(ours.values())
    print(f"{'total':52} {total_minimal / 1024:7.1f} MB {total_ours / 1024:7.1f} MB {(total_ours - total_minimal) / 1024:+8.1f} MB"
          f"   ratio {total_ours / total_minimal:.2f} (goal {goal})")
    for name, _ in STATES:
        print(f"{'  of which ' + name:52} {minimal_states[name] / 1024:7.1f} MB {our_states[name] / 1024:7.1f} MB"
              f" {(our_states[name] - minimal_states[name]) / 1024:+8.1f} MB")


if __name__ == "__main__":
    main()
