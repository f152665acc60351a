#!/usr/bin/env python3
"""Checks that Package.swift says what the code does: every module a target imports is among
its declared dependencies, and every declared dependency is imported by at least one of its
files; and that ARCHITECTURE.md's table of modules is Package.swift's, line by line. (Part of
make test, so the manifest and the document cannot drift from the code.) The toolchain's own
modules (Foundation, Glibc, Testing…) need no declaration.

    scripts/check/imports.py            check
    scripts/check/imports.py --table    print the table ARCHITECTURE.md holds"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
TOOLCHAIN = {"Foundation", "FoundationEssentials", "Glibc", "Darwin", "Dispatch", "Synchronization", "Testing", "XCTest"}
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|func|protocol|var|let|typealias)\s+)?(\w+)[ \t]*(?://.*)?$", re.M)


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


def imports(directory):
    modules = set()
    for folder, _, files in os.walk(os.path.join(ROOT, directory)):
        for file in files:
            if file.endswith(".swift"):
                with open(os.path.join(folder, file), encoding="utf-8") as source:
                    modules |= set(IMPORT.findall(source.read()))
    return modules


TABLE_START = "<!-- modules: the table below is Package.swift's (scripts/check/imports.py --table) -->"
TABLE_END = "<!-- end of modules -->"


def table(declared):
    """One row per module of the app and its tools (tests left out), in the manifest's order."""
    rows = ["| module | kind | depends on |", "| --- | --- | --- |"]
    kinds = {"target": "library", "executableTarget": "program", "systemLibrary": "C library"}
    for kind, name, dependencies, path in declared:
        if kind == "testTarget" or path.startswith("Tests/"):
            continue
        rows.append(f"| {name} | {kinds[kind]} | {', '.join(sorted(dependencies)) or '—'} |")
    return "\n".join(rows)


def documented_table():
    with open(os.path.join(ROOT, "ARCHITECTURE.md"), encoding="utf-8") as document:
        text = document.read()
    if TABLE_START not in text or TABLE_END not in text:
        return None
    return text.split(TABLE_START, 1)[1].split(TABLE_END, 1)[0].strip()


def main():
    with open(os.path.join(ROOT, "Package.swift"), encoding="utf-8") as manifest:
        declared = targets(manifest.read())
    if sys.argv[1:] == ["--table"]:
        print(TABLE_START + "\n" + table(declared) + "\n" + TABLE_END)
        return
    problems = []
    if documented_table() != table(declared):
        problems.append("ARCHITECTURE.md's table of modules is not Package.swift's: run scripts/check/imports.py --table")
    for kind, name, dependencies, path in declared:
        if kind == "systemLibrary":
            continue
        used = imports(path) - TOOLCHAIN - {name}
        for module in sorted(used - dependencies):
            problems.append(f"{name} imports {module} but does not declare it")
        for module in sorted(dependencies - used):
            problems.append(f"{name} declares {module} but imports it nowhere")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"Package.swift: {len(declared)} targets, each declaring exactly what it imports.")


if __name__ == "__main__":
    main()
