"""Saved games written straight into a data folder's database, for tests that begin near a
game's end."""
import json
import os
import sqlite3

from harness import App
from set_cards import all_cards, index


def save_set_table(directory, table, score=100):
    """A saved Classic game in `directory` with an empty deck and `table` (cards as feature
    values) on it, every other card already taken."""
    matched = [card for card in all_cards() if card not in table]
    game = {
        "deck": [], "cardsInPlay": [index(card) for card in table], "selection": [],
        "matched": [index(card) for card in matched], "score": score, "tableChangedAt": 0, "hinted": [],
        "scoring": {"pointsPerSet": 3, "bonusWindow": 30, "secondsPerBonusPoint": 3, "mismatchPenalty": 5,
                    "deselectPenalty": 1, "dealWithSetVisiblePenalty": 3, "hintPenalty": 2},
    }
    session = {"game": game, "generator": {"s0": 1, "s1": 2, "s2": 3, "s3": 4}}
    # Pastimes makes its database once; the save goes in as the Set tab's row.
    App(data=directory).close()
    database = sqlite3.connect(os.path.join(directory, "pastimes", "pastimes.sqlite"))
    with database:
        database.execute("INSERT OR REPLACE INTO save (game, state, savedAt, revision) VALUES ('set', ?, 0, 1)",
                         (json.dumps(session).encode(),))
    database.close()
