"""Playing cards as screen readers name them: "ace of spades", "ten of hearts"."""
import re

RANKS = ["ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king"]
SUITS = ["spades", "hearts", "diamonds", "clubs"]
NAME = re.compile(r"(%s) of (%s)" % ("|".join(RANKS), "|".join(SUITS)))


def parse(name):
    match = NAME.fullmatch(name)
    if not match:
        raise ValueError(f"{name!r} is not a playing card's name")
    return match.group(1), match.group(2)


def points(first, second):
    """Matchismo's score (Stanford CS193p, 2013) for two face-up cards: a match scores its pair points times 4,
    a mismatch costs 2."""
    (rank1, suit1), (rank2, suit2) = parse(first), parse(second)
    if rank1 == rank2:
        return 4 * 4
    if suit1 == suit2:
        return 1 * 4
    return -2
