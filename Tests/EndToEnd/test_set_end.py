"""The end of a Set game, reached from a saved game that is nearly over."""
import tempfile
import unittest

import pyatspi

from harness import App, settled, wait_for
from saved_games import save_set_table
from set_cards import NAME, name, table_with_one_set


def nearly_finished_save(directory):
    """A saved game with an empty deck and nine cards on the table holding one last Set."""
    table = table_with_one_set(9)
    save_set_table(directory, table, score=120)
    return [name(card) for card in table]


class EndOfGameTests(unittest.TestCase):
    def test_finding_the_last_set_ends_the_game_with_the_score(self):
        data = tempfile.mkdtemp(prefix="pastimes-e2e-")
        names = nearly_finished_save(data)
        app = App(data=data)
        try:
            wait_for(lambda: len(app.buttons(NAME.pattern)) == 9, message="the saved table")
            self.assertFalse(app.label_matching(r"^Game Over$"))
            for card in names[:3]:
                App.click(app.button(card))
            wait_for(lambda: app.label_matching(r"^Game Over$"), message="the game-over panel")
            summary = app.label_matching(r"^No Sets are left")
            self.assertRegex(summary, r"You found 25 Sets and scored \d+ points\.")
            self.assertIsNotNone(app.label_matching(r"^0 cards in the deck"))
            app.screenshot("set-game-over")
            # One panel says how it went: the status line under the table does not repeat it.
            said = app._all(app.window, lambda n: n.getRole() == pyatspi.ROLE_LABEL
                            and (n.name or "").startswith("No Sets are left"))
            self.assertEqual(len(said), 1)
            self.assertTrue(app.buttons(r"Other Modes…"), "another way to play is offered")
            # The result hides no card, the last Set found among them: all lie above the panel.
            title = wait_for(lambda: App._first(app.window, lambda n: n.getRole() == pyatspi.ROLE_LABEL and n.name == "Game Over"),
                             message="the title")
            panel_top, boxes = settled(lambda: (App.extents(title)[1], [(card.name, App.extents(card)) for card in app.buttons(NAME.pattern)]),
                                       message="the table settled in the room the panel leaves")
            for card, (x, y, width, height) in boxes:
                self.assertLessEqual(y + height, panel_top, f"{card} is not hidden by the result")
            App.click(app.button("Play Again"))
            wait_for(lambda: len(app.buttons(NAME.pattern)) == 12, message="a new game after the end")
        finally:
            app.close()


if __name__ == "__main__":
    unittest.main()
