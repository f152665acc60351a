"""A finished Set game's review: from the end panel and from Statistics, stepped with the
keyboard, read through the accessibility bus (each table's cards named with what became of
them, the Sets found and the ones nobody took)."""
import re
import tempfile
import unittest

import pyatspi

from harness import App, wait_for
from saved_games import save_set_table
from set_cards import NAME, name, two_sets_sharing_a_card
from test_languages import activate_action


class ReviewTests(unittest.TestCase):
    def setUp(self):
        self.data = tempfile.mkdtemp(prefix="pastimes-e2e-")
        self.table, self.first, self.second = two_sets_sharing_a_card()
        save_set_table(self.data, self.table)
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
