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


def find_non_set(names):
    for triple in itertools.combinations(range(len(names)), 3):
        if not is_set([names[i] for i in triple]):
            return triple
    return None
