#!/usr/bin/env python3
"""Builds a pseudo-language for layout tests (make locale): every message of po/pastimes.pot
with its letters accented and each word made 40 % longer, so text that would not fit a real
translation (German and French run a third longer than English) shows at once, and any string
left in plain English stands out. Placeholders (%1$@), markup, entities and access-key
underscores are kept as they are.
Writes .build/locale/pseudo/LC_MESSAGES/pastimes.mo; run the app with LANGUAGE=pseudo (and a
LANG other than C, which would make gettext ignore LANGUAGE).
"""
import math
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from po_file import entries, quote  # noqa: E402

ACCENTED = str.maketrans("aceinosuyACEINOSUY", "àçéîñöšüýÀÇÉÎÑÖŠÜÝ")
# What must come through unchanged: placeholders, markup and entities.
KEPT = re.compile(r"%\d+\$@|%@|%%|<[^>]*>|&[a-z]+;")
WORD = re.compile(r"[A-Za-z]+")


def longer(word):
    """The word with its letters accented and a tail 40 % of its length (at least one)."""
    return word.translate(ACCENTED) + "·" * math.ceil(0.4 * len(word))


def pseudo(text):
    parts = []
    position = 0
    for kept in KEPT.finditer(text):
        parts.append(WORD.sub(lambda m: longer(m.group(0)), text[position:kept.start()]))
        parts.append(kept.group(0))
        position = kept.end()
    parts.append(WORD.sub(lambda m: longer(m.group(0)), text[position:]))
    return "".join(parts)


def main():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    folder = os.path.join(root, ".build", "locale", "pseudo", "LC_MESSAGES")
    os.makedirs(folder, exist_ok=True)
    header = {"Project-Id-Version": "pastimes", "PO-Revision-Date": "2026-11-23 00:00+0000",
              "Last-Translator": "scripts/build/pseudo-locale.py", "Language-Team": "none", "Language": "pseudo",
              "MIME-Version": "1.0", "Content-Type": "text/plain; charset=UTF-8", "Content-Transfer-Encoding": "8bit",
              "Plural-Forms": "nplurals=2; plural=(n != 1);"}
    lines = ['msgid ""', 'msgstr ""', *(quote(f"{key}: {value}\n") for key, value in header.items()), ""]
    for entry in entries(os.path.join(root, "po", "pastimes.pot")):
        if "msgctxt" in entry:
            lines.append("msgctxt " + quote(entry["msgctxt"]))
        lines.append("msgid " + quote(entry["msgid"]))
        if "msgid_plural" in entry:
            lines.append("msgid_plural " + quote(entry["msgid_plural"]))
            lines.append("msgstr[0] " + quote(pseudo(entry["msgid"])))
            lines.append("msgstr[1] " + quote(pseudo(entry["msgid_plural"])))
        else:
            lines.append("msgstr " + quote(pseudo(entry["msgid"])))
        lines.append("")
    source = os.path.join(root, ".build", "pseudo.po")
    with open(source, "w", encoding="utf-8") as file:
        file.write("\n".join(lines))
    subprocess.run(["msgfmt", "--check", "-o", os.path.join(folder, "pastimes.mo"), source], check=True)


if __name__ == "__main__":
    main()
