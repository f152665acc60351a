"""Simon for several players and its high scores, through the accessibility bus: the toy's game 3
(Choose Your Colour) for two players, and a new record named and kept."""
import unittest

import pyatspi

from harness import App, wait_for
from test_simon_tab import PADS, SimonTestCase
from together_apps import type_keys


def field_text(field):
    """The text in a field, as the accessibility bus reads it."""
    text = field.queryText()
    return text.getText(0, text.characterCount)


class SimonColourTests(SimonTestCase):
    """The toy's game 3 for two players: each owns a column of pads; a pad pressed out of turn
    puts its owner out, and the other wins."""

    def test_two_players_each_press_their_own_pads_until_one_errs(self):
        App.click(self.app.button("Choose Your Colour"))
        App.click(wait_for(lambda: self.app.buttons("^2 players$", within=self.page), message="the players' row")[0])
        self.play(5)
        owners = {"Green": "Player 1", "Yellow": "Player 1", "Red": "Player 2", "Blue": "Player 2"}
        wait_for(lambda: all(self.pads()[pad].description == owner for pad, owner in owners.items()),
                 message="every pad named with its owner")
        first = self.watch()
        self.press(first[0])
        second = self.watch()
        self.assertEqual(second[0], first[0], "Simon Says' rules: the sequence grows by a step")
        self.assertTrue(self.message().endswith("each player presses their own pads."), self.message())
        self.app.screenshot("simon-choose-your-colour")
        due = second[0]
        wrong = next(pad for pad in PADS if owners[pad] != owners[due])
        self.press(wrong)
        loser, winner = owners[wrong], owners[due]
        wait_for(lambda: self.message() == f"{loser} went out last: {winner} is the last player left.", message="the end")
        self.assertTrue(self.app.label_matching(rf"^{winner} Wins!$", within=self.page), "the end panel names the winner")
        self.assertEqual(self.pads()[wrong].description, f"{loser}, out")
        self.assertEqual(self.pads()[due].description, f"{winner}, expected")
        self.app.screenshot("simon-choose-your-colour-won")
        # The winner's record, named as the game names them until someone types a name.
        scores = self.high_scores()
        field = wait_for(lambda: App._first(scores, lambda n: n.getRole() == pyatspi.ROLE_TEXT), message="the name to change")
        self.assertEqual(field.name, "New record, place 1 with 1 step: your name")
        self.assertEqual(field_text(field), winner)


class SimonHighScoresTests(SimonTestCase):
    def test_a_new_record_asks_for_a_name_and_the_high_scores_keep_it(self):
        self.play(4)
        self.press(self.watch()[0])
        due = self.watch()[0]
        self.press(next(name for name in PADS if name != due))
        scores = self.high_scores()
        field = wait_for(lambda: App._first(scores, lambda n: n.getRole() == pyatspi.ROLE_TEXT), message="the name to change")
        self.assertEqual(field.name, "New record, place 1 with 1 step: your name")
        self.assertTrue(field_text(field), "the account's name to begin with")
        self.assertTrue(App._first(scores, lambda n: (n.name or "").startswith("A new record! Type the name")), "what to do is said")
        self.assertTrue(App._first(scores, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON and n.name == "Done"), "a Done button")
        # Typed where the focus is (GTK 4.8 does not tell the bus a text field has it): the name
        # there to begin with is selected, so what is typed replaces it.
        type_keys("Ada")
        wait_for(lambda: field_text(field) == "Ada", message="the name typed")
        self.app.screenshot("simon-high-scores-new")
        type_keys("<Return>")
        wait_for(lambda: App._first(self.app.node, lambda n: n.getRole() == pyatspi.ROLE_FRAME and n.name == "High Scores") is None,
                 message="Enter to take the name and close")
        App.click(self.app.button("Main Menu"))
        App.click(wait_for(lambda: App._first(self.app.window, lambda n: n.getRole() == pyatspi.ROLE_MENU_ITEM and n.name == "High Scores"),
                           message="High Scores in Simon's menu"))
        scores = self.high_scores()
        wait_for(lambda: App._first(scores, lambda n: n.name == "1. Ada: 1 step · " + (n.name or "").split(" · ")[-1]), message="the record kept with its name")
        self.close_high_scores()

        # The next record takes the name typed last, not the account's again.
        App.click(wait_for(lambda: self.app.buttons("Play Again", within=self.page), message="Play Again")[0])
        self.press(self.watch()[0])
        due = self.watch()[0]
        self.press(next(name for name in PADS if name != due))
        scores = self.high_scores()
        field = wait_for(lambda: App._first(scores, lambda n: n.getRole() == pyatspi.ROLE_TEXT), message="the next record's name")
        self.assertEqual(field_text(field), "Ada")
        self.assertEqual(self.app.criticals(), [])


if __name__ == "__main__":
    unittest.main()
