"""Card names as German and French speakers say them, from each language's grammar rather than
from the translations: a name parses only when its words agree (article, adjectives and noun in
gender and number; adjectives before the German noun and after the French one).

    german_set_card("zwei rote gestreifte Rauten", "classic")   -> (1, 0, 1, 0)
    french_set_card("un ovale vert plein", "classic")           -> (0, 1, 0, 2)
    german_set_card("vier blaue gepunktete Dreiecke")            -> (3, 3, 3, 3)    4Set's
    french_set_card("un ovale vert plein avec une double bordure") -> (0, 1, 0, 2, 2)  MegaSet's

Feature values are those of set_cards.py: number, colour, shading, shape, each 0, 1 or 2 (3 in
4Set), and in MegaSet a fifth, the border (1 single, 2 double).
"""
import re

# -- German ------------------------------------------------------------------------------------
# Nouns: (singular, plural, gender). Adjectives: stems; colour words borrowed from other
# languages (lila, rosa, orange) take no endings.
GERMAN = {
    "classic": {
        "shapes": [("Raute", "Rauten", "f"), ("Welle", "Wellen", "f"), ("Oval", "Ovale", "n"), ("Dreieck", "Dreiecke", "n")],
        "colours": ["rot", "grün", "lila", "blau"],
        "shadings": ["gefüllt", "gestreift", "leer", "gepunktet"],
    },
    "glyphs": {
        "shapes": [("Dreieck", "Dreiecke", "n"), ("Kreis", "Kreise", "m"), ("Quadrat", "Quadrate", "n"), ("Raute", "Rauten", "f")],
        "colours": ["rot", "grün", "lila", "blau"],
        "shadings": ["gefüllt", "schattiert", "umrandet", "halb~gefüllt"],
    },
    "colourBlind": {
        "shapes": [("Raute", "Rauten", "f"), ("Welle", "Wellen", "f"), ("Oval", "Ovale", "n"), ("Dreieck", "Dreiecke", "n")],
        "colours": ["orange", "blau", "rosa", "grau"],
        "shadings": ["gefüllt", "gestreift", "leer", "gepunktet"],
    },
}
# MegaSet's border follows the name: "mit einfachem Rand" (dative after mit).
GERMAN_BORDERS = {" mit einfachem Rand": 1, " mit doppeltem Rand": 2}
GERMAN_INVARIABLE = {"lila", "rosa", "orange"}
# The indefinite article by gender, and the strong ending an adjective takes after it (mixed
# declension, nominative): ein roter Kreis, eine rote Raute, ein rotes Oval; plural: rote.
GERMAN_ARTICLE = {"m": "ein", "f": "eine", "n": "ein"}
GERMAN_ENDING = {"m": "er", "f": "e", "n": "es", "plural": "e"}
GERMAN_NUMBERS = {"zwei": 1, "drei": 2, "vier": 3}


def _german_adjective(word, stems, agreement):
    """The index of `word` among `stems`, when it carries the ending `agreement` asks for."""
    for index, stem in enumerate(stems):
        wanted = stem if stem in GERMAN_INVARIABLE else stem + GERMAN_ENDING[agreement]
        if word == wanted:
            return index
    return None


def _german_readings(words, count, noun):
    """(shape, number, agreement) for each shape the count and noun agree on."""
    for shape, (singular, plural, gender) in enumerate(words["shapes"]):
        if noun == singular and count == GERMAN_ARTICLE[gender]:
            yield shape, 0, gender
        elif noun == plural and count in GERMAN_NUMBERS:
            yield shape, GERMAN_NUMBERS[count], "plural"


def german_set_card(name, theme="classic"):
    """Count, colour, shading, noun: adjectives before the German noun."""
    return _set_card(name, GERMAN[theme], (0, 1, 2, 3), _german_readings, _german_adjective, GERMAN_BORDERS)


# -- French ------------------------------------------------------------------------------------
# Nouns: (singular, gender); the plural adds -s. Adjectives: the masculine singular; the
# feminine adds -e (doubling a final t after e: violet, violette) unless it ends in e already;
# the plural adds -s.
FRENCH = {
    "classic": {
        "shapes": [("losange", "m"), ("vague", "f"), ("ovale", "m"), ("triangle", "m")],
        "colours": ["rouge", "vert", "violet", "bleu"],
        "shadings": ["plein", "rayé", "vide", "pointillé"],
    },
    "glyphs": {
        "shapes": [("triangle", "m"), ("cercle", "m"), ("carré", "m"), ("losange", "m")],
        "colours": ["rouge", "vert", "violet", "bleu"],
        "shadings": ["plein", "ombré", "évidé", "à~moitié~plein"],
    },
    "colourBlind": {
        "shapes": [("losange", "m"), ("vague", "f"), ("ovale", "m"), ("triangle", "m")],
        "colours": ["orange", "bleu", "rose", "gris"],
        "shadings": ["plein", "rayé", "vide", "pointillé"],
    },
}
FRENCH_BORDERS = {" avec une bordure simple": 1, " avec une double bordure": 2}
FRENCH_INVARIABLE = {"orange"}   # a colour named after a thing does not agree
FRENCH_NUMBERS = {"deux": 1, "trois": 2, "quatre": 3}


def _french_form(masculine, gender, plural):
    if masculine in FRENCH_INVARIABLE:
        return masculine
    word = masculine
    if gender == "f" and not word.endswith("e"):
        word = word + "te" if word.endswith("et") else word + "e"
    return word + "s" if plural and not word.endswith("s") else word


def _french_adjective(word, adjectives, gender, plural):
    for index, masculine in enumerate(adjectives):
        if word == _french_form(masculine, gender, plural):
            return index
    return None


def _french_readings(words, count, noun):
    for shape, (singular, gender) in enumerate(words["shapes"]):
        if noun == singular and count == ("une" if gender == "f" else "un"):
            yield shape, 0, (gender, False)
        elif noun == singular + "s" and count in FRENCH_NUMBERS:
            yield shape, FRENCH_NUMBERS[count], (gender, True)


def french_set_card(name, theme="classic"):
    """Count, noun, colour, shading: adjectives after the French noun."""
    return _set_card(name, FRENCH[theme], (0, 2, 3, 1), _french_readings,
                     lambda word, adjectives, agreement: _french_adjective(word, adjectives, *agreement), FRENCH_BORDERS)


def _set_card(name, words, order, readings, adjective, borders):
    """The card a name in some language describes. `order` gives where the count, colour,
    shading and noun stand; `readings(words, count, noun)` yields (shape, number, agreement)
    for each shape the count and noun agree on; `adjective(word, adjectives, agreement)` the
    index of the adjective that has that form, or None; `borders` the endings naming MegaSet's
    borders. A shading of several words ("halb gefüllt") is one word here."""
    border = next((value for ending, value in borders.items() if name.endswith(ending)), None)
    if border is not None:
        name = name[:-len(next(ending for ending, value in borders.items() if value == border))]
    for phrase in ("halb gefüllt", "à moitié plein"):
        name = name.replace(phrase, phrase.replace(" ", "~"))
    parts = name.split(" ")
    if len(parts) != 4:
        raise ValueError(f"{name!r}: a card name has four words")
    count, colour, shading, noun = (parts[i] for i in order)
    for shape, number, agreement in readings(words, count, noun):
        colour_index = adjective(colour, words["colours"], agreement)
        shading_index = adjective(shading, words["shadings"], agreement)
        if colour_index is None or shading_index is None:
            raise ValueError(f"{name!r}: the adjectives do not agree with {count} {noun}")
        return (number, colour_index, shading_index, shape) + ((border,) if border else ())
    raise ValueError(f"{name!r}: {count!r} {noun!r} is not a number and a shape that agree")


# -- Playing cards and Simon -------------------------------------------------------------------
# German names a card suit first, joined by a hyphen (Pik-Ass, Herz-Zehn); French names the rank
# "de" the suit (as de pique, dix de cœur). Ranks in the order of playing_cards.RANKS.
PLAYING_CARDS = {
    "de": (["Ass", "Zwei", "Drei", "Vier", "Fünf", "Sechs", "Sieben", "Acht", "Neun", "Zehn", "Bube", "Dame", "König"],
           ["Pik", "Herz", "Karo", "Kreuz"], lambda rank, suit: f"{suit}-{rank}"),
    "fr": (["as", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "valet", "dame", "roi"],
           ["pique", "cœur", "carreau", "trèfle"], lambda rank, suit: f"{rank} de {suit}"),
}
FACE_DOWN = {"de": "verdeckte Karte", "fr": "carte face cachée"}
SIMON_PADS = {"de": {"Grün", "Rot", "Gelb", "Blau"}, "fr": {"Vert", "Rouge", "Jaune", "Bleu"}}


def playing_card(name, language):
    """(rank index, suit index) of a face-up card's name in `language`."""
    ranks, suits, compose = PLAYING_CARDS[language]
    for rank_index, rank in enumerate(ranks):
        for suit_index, suit in enumerate(suits):
            if name == compose(rank, suit):
                return rank_index, suit_index
    raise ValueError(f"{name!r} is not a playing card in {language}")


SET_CARD = {"de": german_set_card, "fr": french_set_card}
# Anything that looks like a Set card name in either language (the parsers then judge it).
LOOKS_LIKE_SET_CARD = {
    "de": re.compile(r"(ein|eine|zwei|drei|vier) \S+ (halb )?\S+ [A-ZÄÖÜ]\S*( mit \S+ Rand)?"),
    "fr": re.compile(r"(un|une|deux|trois|quatre) (losanges?|vagues?|ovales?|triangles?|cercles?|carrés?) \S+ (à moitié )?\S+"
                     r"( avec une \S+ \S+)?"),
}
