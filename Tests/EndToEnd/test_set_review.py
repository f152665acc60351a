"""A finished Set game's review: from the end panel and from Statistics, stepped with the
keyboard, read through the accessibility bus (each table's cards named with what became of
them, the Sets found and the ones nobody took)."""
import itertools
import json
import os
import re
import sqlite3
import tempfile
import unittest

import pyatspi

from harness import App, wait_for
from set_cards import NAME, all_cards, index, is_set, name, third
from test_languages import activate_action


def two_sets_sharing_a_card():
    """Twelve cards holding exactly two Sets, which share their first card; without the first
    Set's cards, no Set is left."""
    a, b, d = (0, 0, 0, 0), (0, 0, 0, 1), (0, 1, 0, 0)
    first, second = [a, b, third(a, b)], [a, d, third(a, d)]
    chosen = first + second[1:]
    for card in all_cards():
        if len(chosen) == 12:
            break
        if card in chosen:
            continue
        trial = chosen + [card]
        if sum(1 for t in itertools.combinations(trial, 3) if is_set([name(c) for c in t])) == 2:
            chosen.append(card)
    return chosen, first, second


def nearly_finished_save(directory, table):
    """A saved Classic game with an empty deck and `table` on it."""
    matched = [card for card in all_cards() if card not in table]
    game = {
        "deck": [], "cardsInPlay": [index(card) for card in table], "selection": [],
        "matched": [index(card) for card in matched], "score": 100, "tableChangedAt": 0, "hinted": [],
        "scoring": {"pointsPerSet": 3, "bonusWindow": 30, "secondsPerBonusPoint": 3, "mismatchPenalty": 5,
                    "deselectPenalty": 1, "dealWithSetVisiblePenalty": 3, "hintPenalty": 2},
    }
    session = {"game": game, "generator": {"s0": 1, "s1": 2, "s2": 3, "s3": 4}}
    App(data=directory).close()
    database = sqlite3.connect(os.path.join(directory, "pastimes", "pastimes.sqlite"))
    with database:
        database.execute("INSERT OR REPLACE INTO save (game, state, savedAt, revision) VALUES ('set', ?, 0, 1)",
                         (json.dumps(session).encode(),))
    database.close()


class ReviewTests(unittest.TestCase):
    def setUp(self):
        self.data = tempfile.mkdtemp(prefix="pastimes-e2e-")
        self.table, self.first, self.second = two_sets_sharing_a_card()
        nearly_finished_save(self.data, self.table)
        self.app = App(data=self.data)

    def tearDown(self):
        self.app.close()

    def review_window(self):
        return wait_for(lambda: App._first(self.app.node, lambda n: n.getRole() == pyatspi.ROLE_FRAME
                                           and n.name == "Game Review"), message="the review window")

    def said(self, review, pattern):
        return App._first(review, lambda n: n.getRole() == pyatspi.ROLE_LABEL and re.search(pattern, n.name or ""))

    def test_the_review_shows_each_table_the_set_taken_and_the_one_nobody_took(self):
        wait_for(lambda: len(self.app.buttons(NAME.pattern)) == 12, message="the saved table")
        for card in self.first:
            App.click(self.app.button(name(card)))
        wait_for(lambda: self.app.label_matching(r"^Game Over$"), message="the game over")
        App.click(self.app.button("Review Game"))
        review = self.review_window()
        wait_for(lambda: self.said(review, r"^Table 1 of 2$"), message="the first table",
                 explain=lambda: [n.name for n in App._all(review, lambda n: n.getRole() == pyatspi.ROLE_LABEL)])
        found = ", ".join(name(card) for card in self.first)
        missed = ", ".join(name(card) for card in self.second)
        self.assertIsNotNone(self.said(review, r"^You found " + re.escape(found) + r" after \d+:\d\d\.$"))
        self.assertIsNotNone(self.said(review, re.escape("Nobody took " + missed + ".")), "the Set its cards broke")
        self.assertIsNotNone(self.said(review, r"· 2 Sets on the table$"))
        cards = wait_for(lambda: len(self.app.buttons(NAME.pattern, within=review)) == 12 and self.app.buttons(NAME.pattern, within=review),
                         message="the first table's twelve cards")
        described = {card.name: card.description for card in cards}
        self.assertEqual(described[name(self.first[1])], "taken")
        self.assertEqual(described[name(self.second[1])], "in a match nobody took")
        self.assertEqual(described[name(self.first[0])], "taken, in a match nobody took", "the card both Sets share")
        # This game's story began at the saved table (the save came from before stories): it was
        # not dealt to the last card before your eyes, so it is no ghost to send a friend.
        self.assertIsNone(App._first(review, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON and n.name == "Save as Ghost…"))
        self.app.screenshot("set-review")
        # The keyboard steps; the step buttons carry the table in words for a screen reader.
        self.app.press("Right")
        wait_for(lambda: self.said(review, r"^Table 2 of 2$"), message="the last table")
        wait_for(lambda: len(self.app.buttons(NAME.pattern, within=review)) == 9, message="the nine cards left")
        self.assertIsNotNone(self.said(review, r"There is no Set on the table|· 0 Sets on the table$"))
        back = App._first(review, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON and n.name == "Previous Table")
        self.assertIn("Table 2 of 2", back.description)
        self.app.press("Home")
        wait_for(lambda: self.said(review, r"^Table 1 of 2$"), message="back to the first table")
        self.app.press("Escape")
        wait_for(lambda: App._first(self.app.node, lambda n: n.getRole() == pyatspi.ROLE_FRAME and n.name == "Game Review") is None,
                 message="the review closed")
        # The game is in Statistics with its review.
        activate_action("statistics")
        button = wait_for(lambda: App._first(self.app.node, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON
                                             and n.name == "Review" and (n.description or "").startswith("Classic Solo: ")), message="the review in Statistics",
                          explain=lambda: [(n.name, n.getRoleName()) for n in App._all(self.app.node, lambda n: "Review" in (n.name or ""))])
        App.click(button)
        review = self.review_window()
        wait_for(lambda: self.said(review, r"^Table 1 of 2$"), message="the review from Statistics")
        self.assertEqual(self.app.criticals(), [])


if __name__ == "__main__":
    unittest.main()
