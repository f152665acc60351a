"""Set cards as screen readers name them: "two red striped diamonds"."""
import itertools
import re

NUMBERS = ["one", "two", "three"]
COLOURS = ["red", "green", "purple"]
SHADINGS = ["solid", "striped", "open"]
SHAPES = ["diamond", "squiggle", "oval"]

NAME = re.compile(r"(one|two|three) (red|green|purple) (solid|striped|open) (diamond|squiggle|oval)s?")


def features(name):
    """The four feature values (0, 1, 2) of a card's accessible name."""
    match = NAME.fullmatch(name)
    if not match:
        raise ValueError(f"{name!r} is not a Set card's name")
    number, colour, shading, shape = match.groups()
    return (NUMBERS.index(number), COLOURS.index(colour), SHADINGS.index(shading), SHAPES.index(shape))


def is_set(names):
    """Three cards are a Set when each feature is all the same or all different."""
    values = [features(name) for name in names]
    return all(len({card[index] for card in values}) in (1, 3) for index in range(4))


def find_set(names):
    """Indices of the first Set among the names, or None."""
    for triple in itertools.combinations(range(len(names)), 3):
        if is_set([names[i] for i in triple]):
            return triple
    return None


def is_ultra_set(names):
    """Four cards are an UltraSet when they split into two pairs completing to the same card."""
    a, b, c, d = [features(name) for name in names]
    return third(a, b) == third(c, d) or third(a, c) == third(b, d) or third(a, d) == third(b, c)


def is_ghost_set(names):
    """Six cards are a GhostSet when every feature's values add up to a multiple of three."""
    values = [features(name) for name in names]
    return all(sum(card[index] for card in values) % 3 == 0 for index in range(4))


MATCHES = {3: is_set, 4: is_ultra_set, 6: is_ghost_set}


def find_match(names, size):
    """Indices of the first choice of `size` cards among the names that scores (a Set, an
    UltraSet, a GhostSet), or None."""
    for choice in itertools.combinations(range(len(names)), size):
        if MATCHES[size]([names[i] for i in choice]):
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


def table_with_one_set(size):
    """`size` cards holding exactly one Set (that Set first), greedily chosen."""
    first = [(0, 0, 0, 0), (0, 0, 0, 1), (0, 0, 0, 2)]
    chosen = list(first)
    for card in all_cards():
        if len(chosen) == size:
            break
        if card in chosen:
            continue
        trial = chosen + [card]
        if sum(1 for t in itertools.combinations(trial, 3) if is_set([name(c) for c in t])) == 1:
            chosen.append(card)
    return chosen
