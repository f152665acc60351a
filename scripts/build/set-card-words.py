#!/usr/bin/env python3
"""The words of Set cards, from tables: every noun with its gender, every adjective with its
forms, agreement by rule. Writes Sources/SetStyle/SetCardWords.swift (`swift`), fills the German
and French card words into po/ after `make pot` and msgmerge (`po`), or says where po/ differs
from the tables (`check`). A new value of a feature is a line in a table, not 60 hand edits."""
import os
import re
import sys

os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

# theme groups: (context prefix, shapes[(en sg, en pl, de sg, de pl, de gender, fr sg, fr pl, fr gender)])
CLASSIC_SHAPES = [("diamond","diamonds","Raute","Rauten","f","losange","losanges","m"),
                  ("squiggle","squiggles","Welle","Wellen","f","vague","vagues","f"),
                  ("oval","ovals","Oval","Ovale","n","ovale","ovales","m"),
                  ("triangle","triangles","Dreieck","Dreiecke","n","triangle","triangles","m")]
GLYPH_SHAPES = [("triangle","triangles","Dreieck","Dreiecke","n","triangle","triangles","m"),
                ("circle","circles","Kreis","Kreise","m","cercle","cercles","m"),
                ("square","squares","Quadrat","Quadrate","n","carré","carrés","m"),
                ("diamond","diamonds","Raute","Rauten","f","losange","losanges","m")]
COUNTS = [("one","ein","un"),("two","zwei","deux"),("three","drei","trois"),("four","vier","quatre")]
# adjectives: en, de stem (None: indeclinable -> given word), fr forms (m sg, f sg, m pl, f pl)
def de_adj(stem, indecl=False):
    return {"f": stem if indecl else stem+"e", "n": stem if indecl else stem+"es", "m": stem if indecl else stem+"er", "pl": stem if indecl else stem+"e"}
def fr_adj(ms, fs, mp, fp): return {("m",False):ms,("f",False):fs,("m",True):mp,("f",True):fp}
CLASSIC_COLOURS = [("red",de_adj("rot"),fr_adj("rouge","rouge","rouges","rouges")),
                   ("green",de_adj("grün"),fr_adj("vert","verte","verts","vertes")),
                   ("purple",de_adj("lila",True),fr_adj("violet","violette","violets","violettes")),
                   ("blue",de_adj("blau"),fr_adj("bleu","bleue","bleus","bleues"))]
CB_COLOURS = [("orange",de_adj("orange",True),fr_adj("orange","orange","orange","orange")),
              ("blue",de_adj("blau"),fr_adj("bleu","bleue","bleus","bleues")),
              ("pink",de_adj("rosa",True),fr_adj("rose","rose","roses","roses")),
              ("grey",de_adj("grau"),fr_adj("gris","grise","gris","grises"))]
CLASSIC_SHADINGS = [("solid",de_adj("gefüllt"),fr_adj("plein","pleine","pleins","pleines")),
                    ("striped",de_adj("gestreift"),fr_adj("rayé","rayée","rayés","rayées")),
                    ("open",de_adj("leer"),fr_adj("vide","vide","vides","vides")),
                    ("dotted",de_adj("gepunktet"),fr_adj("pointillé","pointillée","pointillés","pointillées"))]
GLYPH_SHADINGS = [("filled",de_adj("gefüllt"),fr_adj("plein","pleine","pleins","pleines")),
                  ("shaded",de_adj("schattiert"),fr_adj("ombré","ombrée","ombrés","ombrées")),
                  ("outlined",de_adj("umrandet"),fr_adj("évidé","évidée","évidés","évidées")),
                  ("half-filled",de_adj("halb gefüllt"),fr_adj("à moitié plein","à moitié pleine","à moitié pleins","à moitié pleines"))]

PREFIX = {"classic": "Set card", "glyphs": "Set card, glyphs", "colourBlind": "Set card, colour-blind"}
def shapes_of(theme): return GLYPH_SHAPES if theme == "glyphs" else CLASSIC_SHAPES
def many_label(shape, many): return ("several " + shape[1]) if many else ("one " + shape[0])

entries = []  # (ctx, msgid, de, fr)
def pattern_entry(theme, count, shape):
    sh = shapes_of(theme)[shape]
    en_noun = sh[0] if count == 0 else sh[1]
    ctx = f"{PREFIX[theme]}: {COUNTS[count][0]} {en_noun} (the colour, then the shading)"
    msgid = f"{COUNTS[count][0]} %1$@ %2$@ {en_noun}"
    if count == 0:
        de = ("eine" if sh[4] == "f" else "ein") + f" %1$@ %2$@ {sh[2]}"
        fr = ("une" if sh[7] == "f" else "un") + f" {sh[5]} %1$@ %2$@"
    else:
        de = f"{COUNTS[count][1]} %1$@ %2$@ {sh[3]}"
        fr = f"{COUNTS[count][2]} {sh[6]} %1$@ %2$@"
    return ctx, msgid, de, fr
def word_entry(theme, kind, table, value, many, shape):
    sh = shapes_of(theme)[shape]
    ctx = f"{PREFIX[theme]}: {kind} of {many_label(sh, many)}"
    en, de, fr = table[value]
    return ctx, en, de["pl" if many else sh[4]], fr[(sh[7], many)]

def colours(theme): return CB_COLOURS if theme == "colourBlind" else CLASSIC_COLOURS
def shadings(theme): return GLYPH_SHADINGS if theme == "glyphs" else CLASSIC_SHADINGS

def swift_switch(cases, indent):
    return "\n".join(f"{indent}case {k}: return trc(\"{c}\", \"{m}\")" for k, (c, m) in cases)

def generate_swift():
    out = ['import Localization', '',
 "// The words of Set cards for each theme, every one a literal for `make pot`: whole patterns",
 "// per number and shape (\"two %1$@ %2$@ diamonds\": colour, then shading), so a language can put",
 "// its adjectives where they belong, and each colour and shading word per number and shape, so",
 "// that it can agree with the noun (\"eine rote Raute\", \"ein rotes Oval\"; \"une vague verte\").",
 "// A word for several symbols serves two, three and four alike; the fourth values are 4Set's.",
 "// Written by scripts/build/set-card-words.py from its word tables: change those, not this.", '', 'extension SetTheme {',
 "    /// The name pattern for a card of `count` (0 one … 3 four) symbols of `shape`.",
 "    func namePattern(count: Int, shape: Int) -> String {", "        switch self {"]
    for themes in (["classic", "colourBlind"], ["glyphs"]):
        out.append("        case " + ", ".join("." + t for t in themes) + ":")
        out.append("            switch (count, shape) {")
        cases = []
        for count in range(4):
            for shape in range(4):
                c, m, _, _ = pattern_entry(themes[0], count, shape)
                cases.append((f"({count}, {shape})", (c, m)))
        out.append(swift_switch(cases, "            "))
        out += ['            default: return ""', "            }"]
    out += ["        }", "    }", ""]
    for kind, func, groups, fn in (("colour", "colourWord", (["classic"], ["glyphs"], ["colourBlind"]), colours),
                                   ("shading", "shadingWord", (["classic", "colourBlind"], ["glyphs"]), shadings)):
        out += [f"    /// The {kind} word for `value`, agreeing with `count` symbols of `shape`.",
                f"    func {func}(_ value: Int, count: Int, shape: Int) -> String {{", "        let many = count > 0", "        switch self {"]
        for themes in groups:
            out.append("        case " + ", ".join("." + t for t in themes) + ":")
            out.append("            switch (value, many, shape) {")
            cases = []
            for value in range(4):
                for many in (False, True):
                    for shape in range(4):
                        c, m, _, _ = word_entry(themes[0], kind, fn(themes[0]), value, many, shape)
                        cases.append((f"({value}, {'true' if many else 'false'}, {shape})", (c, m)))
            out.append(swift_switch(cases, "            "))
            out += ['            default: return ""', "            }"]
        out += ["        }", "    }", ""]
    out += ["    /// The letter printed in the corner of a colour-blind friendly card for its colour.",
            "    func colourInitial(_ value: Int) -> String {", "        switch value {",
            '        case 0: return trc("initial of the colour orange, on colour-blind friendly cards", "O")',
            '        case 1: return trc("initial of the colour blue, on colour-blind friendly cards", "B")',
            '        case 2: return trc("initial of the colour pink, on colour-blind friendly cards", "P")',
            '        default: return trc("initial of the colour grey, on colour-blind friendly cards", "G")',
            "        }", "    }", "",
            "    /// A MegaSet card's name with its border (`value` 1 single, 2 double); 0 is no border.",
            "    func withBorder(_ name: String, _ value: Int) -> String {", "        switch value {",
            '        case 1: return fillIn(trc("Set card with a border (the rest of its name)", "%1$@ with a single border"), name)',
            '        case 2: return fillIn(trc("Set card with a border (the rest of its name)", "%1$@ with a double border"), name)',
            "        default: return name", "        }", "    }", "}", ""]
    return "\n".join(out)

def all_entries():
    e = []
    for theme in ("classic", "glyphs"):
        for count in range(4):
            for shape in range(4): e.append(pattern_entry(theme, count, shape))
    for theme in ("classic", "glyphs", "colourBlind"):
        for value in range(4):
            for many in (False, True):
                for shape in range(4): e.append(word_entry(theme, "colour", colours(theme), value, many, shape))
    for theme in ("classic", "glyphs"):
        for value in range(4):
            for many in (False, True):
                for shape in range(4): e.append(word_entry(theme, "shading", shadings(theme), value, many, shape))
    e.append(("initial of the colour grey, on colour-blind friendly cards", "G", "G", "G"))
    e.append(("Set card with a border (the rest of its name)", "%1$@ with a single border", "%1$@ mit einfachem Rand", "%1$@ avec une bordure simple"))
    e.append(("Set card with a border (the rest of its name)", "%1$@ with a double border", "%1$@ mit doppeltem Rand", "%1$@ avec une double bordure"))
    return e

def check_old(lang):
    """The tables must give every translation the .po already has (old contexts said 'two or three')."""
    s = open(f"po/{lang}.po").read()
    mine = {(c, m): (d if lang == "de" else f) for c, m, d, f in all_entries()}
    bad = 0
    for ctx, msgid, msgstr in re.findall(r'msgctxt "((?:Set card)[^"]*)"\nmsgid "([^"]*)"\nmsgstr "([^"]*)"', s):
        key = (ctx.replace("two or three", "several"), msgid)
        if key in mine and mine[key] != msgstr:
            print(lang, "differs:", ctx, msgid, "have", msgstr, "table", mine[key]); bad += 1
    return bad

def fill_po(lang):
    s = open(f"po/{lang}.po").read()
    for c, m, d, f in all_entries():
        t = d if lang == "de" else f
        pat = re.compile(r'(#, fuzzy[^\n]*\n)?((?:#\|[^\n]*\n)*)(msgctxt "' + re.escape(c) + r'"\nmsgid "' + re.escape(m) + r'"\nmsgstr ")[^"]*(")')
        n = len(pat.findall(s))
        if n != 1: print(lang, "entry not found once:", c, m, n); continue
        def rep(mt):
            flags = mt.group(1) or ""
            flags = flags.replace("fuzzy, ", "").replace(", fuzzy", "") if "fuzzy," in flags or ", fuzzy" in flags else ""
            return flags + mt.group(3) + t + mt.group(4)
        s = pat.sub(rep, s)
    open(f"po/{lang}.po", "w").write(s)

if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in ("swift", "po", "check"):
        sys.exit("usage: set-card-words.py swift|po|check")
    if sys.argv[1] == "swift": open("Sources/SetStyle/SetCardWords.swift", "w").write(generate_swift())
    elif sys.argv[1] == "check": print(check_old("de") + check_old("fr"), "differences")
    elif sys.argv[1] == "po": fill_po("de"); fill_po("fr")
