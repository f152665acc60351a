"""Set cards as screen readers name them: "two red striped diamonds", and in the bigger decks
"four blue dotted triangles" (4Set), "one green open oval with a double border" (MegaSet)."""
import collections
import itertools
import re

NUMBERS = ["one", "two", "three", "four"]
COLOURS = ["red", "green", "purple", "blue"]
SHADINGS = ["solid", "striped", "open", "dotted"]
SHAPES = ["diamond", "squiggle", "oval", "triangle"]
BORDERS = ["", " with a single border", " with a double border"]

NAME = re.compile(r"(one|two|three|four) (red|green|purple|blue) (solid|striped|open|dotted) (diamond|squiggle|oval|triangle)s?"
                  r"( with a single border| with a double border)?")


def features(name):
    """The four feature values (0, 1, 2; 3 in 4Set) of a card's accessible name, and in
    MegaSet a fifth, its border (1 single, 2 double)."""
    match = NAME.fullmatch(name)
    if not match:
        raise ValueError(f"{name!r} is not a Set card's name")
    number, colour, shading, shape, border = match.groups()
    values = (NUMBERS.index(number), COLOURS.index(colour), SHADINGS.index(shading), SHAPES.index(shape))
    return values + ((BORDERS.index(border),) if border else ())


def _values(names, size=5):
    """The cards' features, each padded to five (no border is the first value)."""
    return [features(name) + (0,) * (size - len(features(name))) for name in names]


def is_set(names):
    """Three cards are a Set when each feature is all the same or all different."""
    values = _values(names)
    return all(len({card[index] for card in values}) in (1, 3) for index in range(5))


def find_set(names):
    """Indices of the first Set among the names, or None."""
    for triple in itertools.combinations(range(len(names)), 3):
        if is_set([names[i] for i in triple]):
            return triple
    return None


def is_ultra_set(names):
    """Four cards are an UltraSet when they split into two pairs completing to the same card."""
    a, b, c, d = _values(names)
    return third(a, b) == third(c, d) or third(a, c) == third(b, d) or third(a, d) == third(b, c)


def is_ghost_set(names):
    """Six cards are a GhostSet when every feature's values add up to a multiple of three."""
    values = _values(names)
    return all(sum(card[index] for card in values) % 3 == 0 for index in range(5))


def is_four_set(names):
    """Four cards are a 4Set when each feature's values are all the same, all different or two
    pairs (as the players say it, not as the engine sums it)."""
    values = _values(names)
    return all(sorted(collections.Counter(card[index] for card in values).values()) in ([4], [1, 1, 1, 1], [2, 2])
               for index in range(5))


MATCHES = {3: is_set, 4: is_ultra_set, 6: is_ghost_set, "4set": is_four_set}
SIZES = {3: 3, 4: 4, 6: 6, "4set": 4}


def find_match(names, kind):
    """Indices of the first choice among the names that scores, or None: `kind` is the size
    of a Set, an UltraSet or a GhostSet (3, 4, 6), or "4set"."""
    for choice in itertools.combinations(range(len(names)), SIZES[kind]):
        if MATCHES[kind]([names[i] for i in choice]):
            return choice
    return None


def find_linked_match(names, kind, chain=(), links=0):
    """Indices of the first scoring choice among the names that reuses exactly `links` of the
    chain's cards (any, where there is no chain yet), or None."""
    for choice in itertools.combinations(range(len(names)), SIZES[kind]):
        chosen = [names[i] for i in choice]
        if chain and sum(name in chain for name in chosen) != links:
            continue
        if MATCHES[kind](chosen):
            return choice
    return None


def find_non_set(names):
    for triple in itertools.combinations(range(len(names)), 3):
        if not is_set([names[i] for i in triple]):
            return triple
    return None


def index(card):
    """The engine's index of a card given as four feature values (its base-3 digits)."""
    number, colour, shading, shape = card
    return ((number * 3 + colour) * 3 + shading) * 3 + shape


def all_cards():
    return [tuple(values) for values in itertools.product(range(3), repeat=4)]


def name(card):
    number, colour, shading, shape = card
    plural = "" if number == 0 else "s"
    return f"{NUMBERS[number]} {COLOURS[colour]} {SHADINGS[shading]} {SHAPES[shape]}{plural}"


def third(a, b):
    """The card completing a Set with a and b."""
    return tuple((-x - y) % 3 for x, y in zip(a, b))


def table_holding(start, size, sets):
    """`size` cards holding exactly `sets` Sets, beginning with `start`, the rest greedily
    chosen in the deck's order."""
    chosen = list(start)
    for card in all_cards():
        if len(chosen) == size:
            break
        if card in chosen:
            continue
        trial = chosen + [card]
        if sum(1 for t in itertools.combinations(trial, 3) if is_set([name(c) for c in t])) == sets:
            chosen.append(card)
    return chosen


def table_with_one_set(size):
    """`size` cards holding exactly one Set (that Set first)."""
    return table_holding([(0, 0, 0, 0), (0, 0, 0, 1), (0, 0, 0, 2)], size, 1)


def two_sets_sharing_a_card():
    """Twelve cards holding exactly two Sets, which share their first card; without the first
    Set's cards, no Set is left. Returns the table and the two Sets."""
    a, b, d = (0, 0, 0, 0), (0, 0, 0, 1), (0, 1, 0, 0)
    first, second = [a, b, third(a, b)], [a, d, third(a, d)]
    return table_holding(first + second[1:], 12, 2), first, second
