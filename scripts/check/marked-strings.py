#!/usr/bin/env python3
"""Finds words for people in the Swift sources that are not marked for translation.

Every string literal that looks like words (a space between letters, or a capitalised word) must
be the first argument of tr(, trc( (second), trn( (first or second) or N_( , unless its line
says why it is not for translation with a comment `// not for people: <reason>` (identifiers,
formats, key names), or its file holds words for developers only (FILE_MARKER). A multi-line
literal (three quotes) with words must be marked so on the line above it, since xgettext cannot read it. Literals in debugDescription:, precondition, preconditionFailure, fatalError and SQL are never for people.
Exits 1 and lists each one found.   scripts/check/marked-strings.py [Sources]
"""
import os
import re
import sys

# A file whose words are all for developers (benchmark reports, file and font names) says so once.
FILE_MARKER = "// Words in this file are for developers, not for translation."
MARKERS = re.compile(r"(?:\btr|\btrc|\btrn|\bN_)\(\s*$")
NEVER = re.compile(r"debugDescription:|precondition\(|preconditionFailure\(|fatalError\(|assert\(|assertionFailure\(|sql:|@_silgen_name|#filePath")
WORDS = re.compile(r"[A-Za-z]{2,}[^\"]*\s[^\"]*[A-Za-z]|^[A-Z][a-z]+$")


def literals(source):
    """(line number, text, text before it on its line, whether multi-line) for each string
    literal outside comments; interpolations count as text."""
    found = []
    i, line, n = 0, 1, len(source)
    while i < n:
        c = source[i]
        if c == "\n":
            line += 1
        if source.startswith("//", i):
            end = source.find("\n", i)
            i = n if end < 0 else end
            continue
        if source.startswith("/*", i):
            end = source.find("*/", i)
            line += source.count("\n", i, end)
            i = end + 2
            continue
        if source.startswith('"""', i):
            end = source.find('"""', i + 3)
            start = source.rfind("\n", 0, i) + 1
            found.append((line, source[i + 3:end], source[start:i], True))
            line += source.count("\n", i, end)
            i = end + 3
            continue
        if c == '"':
            j, depth = i + 1, 0
            while j < n:
                if source[j] == "\\" and source.startswith("\\(", j):
                    depth += 1
                    j += 2
                    continue
                if source[j] == "\\":
                    j += 2
                    continue
                if depth and source[j] == ")":
                    depth -= 1
                elif source[j] == '"' and not depth:
                    break
                j += 1
            start = source.rfind("\n", 0, i) + 1
            found.append((line, source[i + 1:j], source[start:i], False))
            i = j + 1
            continue
        i += 1
    return found


def unmarked(path):
    source = open(path, encoding="utf-8").read()
    if FILE_MARKER in source:
        return []
    lines = source.split("\n")
    problems = []
    for number, text, before, multiline in literals(source):
        whole = lines[number - 1]
        if "// not for people" in whole or NEVER.search(whole):
            continue
        if not WORDS.search(text):
            continue
        if multiline:
            if number > 1 and "// not for people" in lines[number - 2]:
                continue
            # xgettext cannot read Swift's multi-line literals: a message is one line.
            problems.append(f"{path}:{number}: a multi-line string with words; make it one line inside tr()")
            continue
        head = before.rstrip()
        if not head.strip() and number > 1:
            head = lines[number - 2].rstrip()      # a message that starts its own line
        if MARKERS.search(head) or re.search(r"\btrc\(\s*\"[^\"]*\",\s*$", head) or re.search(r"\btrn\(\s*\"[^\"]*\",\s*$", head):
            continue
        problems.append(f"{path}:{number}: \"{text}\"")
    return problems


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "Sources"
    problems = []
    for folder, _, files in os.walk(root):
        for name in sorted(files):
            if name.endswith(".swift"):
                problems += unmarked(os.path.join(folder, name))
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} strings for people are not marked for translation (tr, trc, trn, N_)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
