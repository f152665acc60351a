"""The card table from the keyboard: one Tab stop with the arrows inside it, as GTK's grids are;
a chosen card is "pressed" to a screen reader; and a tab shown by its key takes the focus."""
import time
import unittest

import pyatspi

from harness import App, AppTestCase, wait_for
from set_cards import NAME


def states(node):
    return node.getState()


class TableKeysTests(AppTestCase):
    def cards(self):
        return wait_for(lambda: len(self.app.buttons(NAME.pattern, within=self.app.page("Set"))) >= 12
                        and self.app.buttons(NAME.pattern, within=self.app.page("Set")), message="the deal")

    def focused_cards(self):
        return [card for card in self.cards() if states(card).contains(pyatspi.STATE_FOCUSED)]

    def test_the_table_is_one_tab_stop_and_the_arrows_move_inside_it(self):
        cards = self.cards()
        stops = [card.name for card in cards if states(card).contains(pyatspi.STATE_FOCUSABLE)]
        self.assertEqual(len(stops), 1, f"one card stands for the table in the Tab order: {stops}")
        self.app.press("Right")
        first = wait_for(self.focused_cards, message="a card focused by an arrow")[0]
        self.app.press("Right")
        second = wait_for(lambda: [c for c in self.focused_cards() if c.name != first.name], message="the next card")[0]
        stops = [card.name for card in self.cards() if states(card).contains(pyatspi.STATE_FOCUSABLE)]
        self.assertEqual(stops, [second.name], "the Tab stop follows the arrows")
        self.app.press("Tab")
        wait_for(lambda: not self.focused_cards(), message="Tab to leave the table at once")
        self.app.press("shift+Tab")
        back = wait_for(self.focused_cards, message="Shift+Tab back onto the table")[0]
        self.assertEqual(back.name, second.name, "onto the card last focused")

    def test_a_chosen_card_is_pressed_to_a_screen_reader(self):
        card = self.cards()[0]
        self.assertFalse(states(card).contains(pyatspi.STATE_PRESSED))
        App.click(card)
        wait_for(lambda: states(self.app.button(card.name)).contains(pyatspi.STATE_PRESSED), message="the chosen card pressed")
        App.click(self.app.button(card.name))
        wait_for(lambda: not states(self.app.button(card.name)).contains(pyatspi.STATE_PRESSED), message="and unchosen, not")

    def test_a_tab_shown_by_its_key_takes_the_focus(self):
        self.cards()
        self.app.press("Right")
        wait_for(self.focused_cards, message="a card focused")
        self.app.press("alt+3")
        simon = self.app.page("Simon")
        wait_for(lambda: App._first(simon, lambda n: states(n).contains(pyatspi.STATE_FOCUSED)), message="the focus in the Simon tab")
        self.assertEqual(self.focused_cards(), [], "no longer on the hidden table")


if __name__ == "__main__":
    unittest.main()
