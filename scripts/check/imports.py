#!/usr/bin/env python3
"""Checks that Package.swift says what the code does, and ARCHITECTURE.md what both do:

- every module a target imports is among its declared dependencies, and every declared
  dependency is imported by at least one of its files (the toolchain's own modules, Foundation,
  Glibc, Testing…, need no declaration);
- ARCHITECTURE.md's table of layers (| layer | module | uses |, top layer first, a layer's name
  on its first row) holds every module of the app and its tools once, with Package.swift's
  dependencies, line by line;
- no module depends on a layer above its own, in Package.swift or in an import line: a module
  uses its own layer and those below.

Part of make check and make test, so neither the manifest nor the document drifts from the code.
Each run first tests the layer check on a made-up package.

    scripts/check/imports.py              check
    scripts/check/imports.py --table      print the table ARCHITECTURE.md should hold
    scripts/check/imports.py --self-test  only test the layer check"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
TOOLCHAIN = {"Foundation", "FoundationEssentials", "Glibc", "Darwin", "Dispatch", "Synchronization", "Testing", "XCTest"}
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|func|protocol|var|let|typealias)\s+)?(\w+)[ \t]*(?://.*)?$", re.M)
HEADER = "| layer | module | uses |"


def targets(manifest):
    """(kind, name, dependencies, path) for each target declared in the manifest."""
    found = []
    for match in re.finditer(r"\.(target|testTarget|executableTarget|systemLibrary)\(\s*name:\s*\"([\w-]+)\"", manifest):
        kind, name = match.groups()
        depth, end = 0, match.start()
        for end in range(match.start(), len(manifest)):   # the call's closing parenthesis
            depth += {"(": 1, ")": -1}.get(manifest[end], 0)
            if depth == 0 and manifest[end] == ")":
                break
        call = manifest[match.start():end]
        dependencies = set()
        if (listed := re.search(r"dependencies:\s*\[(.*?)\]", call, re.S)):
            # "Name" for a target; .product(name: "Module", package: "…") for another package's.
            dependencies = set(re.findall(r"(?<!package: )\"(\w+)\"", listed.group(1)))
        path = re.search(r"path:\s*\"([^\"]+)\"", call)
        default = os.path.join("Tests" if kind == "testTarget" else "Sources", name)
        found.append((kind, name, dependencies, path.group(1) if path else default))
    return found


def shipped(declared):
    """The targets of the app and its tools: the tests and their helpers left out."""
    return [target for target in declared if target[0] != "testTarget" and not target[3].startswith("Tests/")]


def imports_by_file(directory, root=ROOT):
    """{path from the root: modules imported} for each Swift file under `directory`."""
    found = {}
    for folder, _, files in os.walk(os.path.join(root, directory)):
        for file in sorted(files):
            if file.endswith(".swift"):
                with open(os.path.join(folder, file), encoding="utf-8") as source:
                    found[os.path.relpath(os.path.join(folder, file), root)] = set(IMPORT.findall(source.read()))
    return found


def layers(text):
    """[(layer, [modules])], top first, from the document's table of layers; and the problems
    found reading it."""
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if re.sub(r"\s+", " ", line.strip()) == HEADER), None)
    if start is None:
        return [], [f"ARCHITECTURE.md has no table of layers ({HEADER})"]
    rows, seen, problems = [], set(), []
    for line in lines[start + 2:]:                      # after the header and its | --- | line
        if not line.startswith("|"):
            break
        layer, modules = ([cell.strip() for cell in line.strip().strip("|").split("|")] + [""])[:2]
        if layer or not rows:
            rows.append((layer, []))
        for module in (name.strip(" `") for name in modules.split(",")):
            if module in seen:
                problems.append(f"ARCHITECTURE.md's table of layers names {module} twice")
            seen.add(module)
            rows[-1][1].append(module)
    return rows, problems


def placing(rows):
    """{module: (index, layer)}: the bottom layer is 0."""
    return {module: (index, layer) for index, (layer, modules) in enumerate(reversed(rows)) for module in modules}


def table(declared, rows):
    """The table of layers the document should hold: its layers, each with its Swift modules one
    a row in the manifest's order (and their dependencies), then its C libraries and other
    packages' modules on one row. Modules the document places nowhere come last, under "?"."""
    placed = placing(rows)
    modules = shipped(declared)
    outside = []                                       # C libraries, then other packages' modules
    for kind, name, _, _ in modules:
        if kind == "systemLibrary":
            outside.append(name)
    names = {name for _, name, _, _ in declared}
    for _, _, dependencies, _ in modules:
        outside += sorted(dependencies - names - set(outside))
    lines = [HEADER, "| --- | --- | --- |"]
    for layer in [layer for layer, _ in rows] + ["?"]:
        first = True
        def row(module, uses):
            nonlocal first
            lines.append(f"| {layer if first else ''} | {module} | {uses} |".replace("|  |", "| |"))
            first = False
        for kind, name, dependencies, _ in modules:
            if kind != "systemLibrary" and placed.get(name, (None, "?"))[1] == layer:
                row(name, ", ".join(sorted(dependencies)) or "—")
        below = [name for name in outside if placed.get(name, (None, "?"))[1] == layer]
        if below:
            row(", ".join(below), "—")
    return "\n".join(lines)


def documented_table(text):
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if re.sub(r"\s+", " ", line.strip()) == HEADER), None)
    if start is None:
        return None
    end = next((i for i in range(start, len(lines)) if not lines[i].startswith("|")), len(lines))
    return "\n".join(line.rstrip() for line in lines[start:end])


def layer_problems(declared, rows, imported):
    """Every module of the app and its tools in one layer, and no dependency pointing up.
    `imported(path)` gives {file: modules imported} for a target's folder."""
    problems, placed = [], placing(rows)
    modules = shipped(declared)
    names = {name for _, name, _, _ in modules}
    used = set().union(*(dependencies for _, _, dependencies, _ in modules))
    for module in sorted((names | used) - placed.keys()):
        problems.append(f"{module} is in no layer of ARCHITECTURE.md")
    for module in sorted(placed.keys() - names - used):
        problems.append(f"ARCHITECTURE.md's table of layers names {module}, which the app and its tools neither have nor use")
    for kind, name, dependencies, path in modules:
        if name not in placed:
            continue
        where = {module: ["Package.swift"] for module in dependencies}
        if kind != "systemLibrary":
            for file, found in imported(path).items():
                for module in found - TOOLCHAIN - {name}:
                    where.setdefault(module, []).append(file)
        level, layer = placed[name]
        for module in sorted(where):
            if module in placed and placed[module][0] > level:
                above, above_layer = placed[module]
                problems.append(f"{name} (layer {level}, {layer}) depends on {module} (layer {above}, {above_layer}, above it): "
                                + ", ".join(where[module]))
    return problems


def self_test():
    """The layer check on a made-up package: it passes a sound one and fails each fault."""
    manifest = """
        .systemLibrary(name: "CLow"),
        .target(name: "Low", dependencies: ["CLow", "Peer"]),
        .target(name: "Peer"),
        .target(name: "High", dependencies: ["Low", .product(name: "Lib", package: "lib")]),
        .testTarget(name: "HighTests", dependencies: ["High"]),
    """
    document = "\n".join(["## Layers", "", HEADER, "| --- | --- | --- |",
                          "| top | High | Lib, Low |",
                          "| bottom | Low | CLow, Peer |",
                          "| | Peer | — |",
                          "| C libraries, packages | CLow, Lib | — |", "", "Not the table."])
    declared = targets(manifest)
    rows, problems = layers(document)
    assert not problems and placing(rows)["Peer"] == (1, "bottom") and placing(rows)["Lib"] == (0, "C libraries, packages"), rows
    assert table(declared, rows) == documented_table(document), table(declared, rows)
    assert layer_problems(declared, rows, lambda path: {}) == [], "a sound package fails"

    upward = [(k, n, d | {"High"} if n == "Low" else d, p) for k, n, d, p in declared]
    assert layer_problems(upward, rows, lambda path: {}) == [
        "Low (layer 1, bottom) depends on High (layer 2, top, above it): Package.swift"], "a declared dependency upwards passes"
    files = {"Sources/Low": {"Sources/Low/A.swift": {"Foundation", "High"}}}
    assert layer_problems(declared, rows, lambda path: files.get(path, {})) == [
        "Low (layer 1, bottom) depends on High (layer 2, top, above it): Sources/Low/A.swift"], "an import upwards passes"
    assert table(upward, rows) != documented_table(document), "a dependency the table lacks passes"

    unplaced, _ = layers(document.replace("| top | High |", "| top | Higher |"))
    assert layer_problems(declared, unplaced, lambda path: {}) == [
        "High is in no layer of ARCHITECTURE.md",
        "ARCHITECTURE.md's table of layers names Higher, which the app and its tools neither have nor use"], "a module left out passes"
    assert "| ? | High | Lib, Low |" in table(declared, unplaced), "--table hides a module left out"
    assert layers(document.replace("| | Peer |", "| | Low |"))[1] == ["ARCHITECTURE.md's table of layers names Low twice"]
    assert layers("no table")[1], "a document without layers passes"


def main():
    if sys.argv[1:] == ["--self-test"]:
        self_test()
        print("The layer check passes a sound package and fails every fault it is shown.")
        return
    with open(os.path.join(ROOT, "Package.swift"), encoding="utf-8") as manifest:
        declared = targets(manifest.read())
    with open(os.path.join(ROOT, "ARCHITECTURE.md"), encoding="utf-8") as document:
        text = document.read()
    rows, problems = layers(text)
    if sys.argv[1:] == ["--table"]:
        print(table(declared, rows))
        return
    self_test()
    if rows and documented_table(text) != table(declared, rows):
        problems.append("ARCHITECTURE.md's table of layers is not Package.swift's: run scripts/check/imports.py --table")
    for kind, name, dependencies, path in declared:
        if kind == "systemLibrary":
            continue
        used = set().union(*imports_by_file(path).values()) - TOOLCHAIN - {name}
        for module in sorted(used - dependencies):
            problems.append(f"{name} imports {module} but does not declare it")
        for module in sorted(dependencies - used):
            problems.append(f"{name} declares {module} but imports it nowhere")
    if rows:
        problems += layer_problems(declared, rows, imports_by_file)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"Package.swift: {len(declared)} targets, each declaring exactly what it imports; "
          f"ARCHITECTURE.md: {len(rows)} layers, none depending on one above it.")


if __name__ == "__main__":
    main()
