"""Reads gettext .po and .pot files well enough for the project's scripts (no third-party
package needed): each entry as a dict of its fields, continuation lines joined."""
import re

FIELD = re.compile(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?) "(.*)"$')
ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


def unquote(text):
    return re.sub(r'\\(.)', lambda m: ESCAPES.get(m.group(1), m.group(1)), text)


def quote(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


def entries(path):
    """Every entry but the header, in file order, with its flags ("#," lines) under "flags"."""
    result, entry, field = [], {}, None
    for line in open(path, encoding="utf-8").read().split("\n") + [""]:
        match = FIELD.match(line)
        if match:
            field = match.group(1)
            entry[field] = unquote(match.group(2))
        elif line.startswith('"') and field:
            entry[field] += unquote(line[1:-1])
        elif line.startswith("#,"):
            entry["flags"] = [flag.strip() for flag in line[2:].split(",")]
        elif line.startswith("#~"):
            continue                      # an obsolete entry
        elif not line.strip():
            if entry.get("msgid"):
                result.append(entry)
            entry, field = {}, None
    return result
