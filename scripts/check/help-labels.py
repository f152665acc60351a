#!/usr/bin/env python3
"""Checks that the help names the app's controls as the app shows them: every <gui>label</gui>
in help/C is a message of po/pastimes.pot, and every one in a translated help (help/<lang>/<lang>.po)
is that language's translation of one (po/<lang>.po), mnemonic underscores aside.
Exits 1 and lists each label the app does not have.   scripts/check/help-labels.py
"""
import glob
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "build"))
from po_file import entries  # noqa: E402

GUI = re.compile(r"<gui>(.*?)</gui>")


def shown(text):
    return text.replace("_", "")


def main():
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    problems = []
    english = {shown(e["msgid"]) for e in entries("po/pastimes.pot")}
    for page in sorted(glob.glob("help/C/*.page")):
        for label in GUI.findall(open(page, encoding="utf-8").read()):
            if label not in english:
                problems.append(f"{page}: <gui>{label}</gui> is not a label of the app")
    languages = open("help/LINGUAS").read().split() if os.path.exists("help/LINGUAS") else []
    for lang in languages:
        app = {shown(value) for e in entries(f"po/{lang}.po") for key, value in e.items() if key.startswith("msgstr")}
        for entry in entries(f"help/{lang}/{lang}.po"):
            for label in GUI.findall(entry.get("msgstr", "")):
                if label not in app:
                    problems.append(f"help/{lang}/{lang}.po: <gui>{label}</gui> is not a label of the app in {lang}")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
