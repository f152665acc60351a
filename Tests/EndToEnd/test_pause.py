"""Clocks that pause: a timed Set game stands still, covered, while the player is away (another
window has the focus, a dialog is open, another tab is on show) or has pressed P; Simon waits on
another tab without ending the game."""
import re
import time

import pyatspi

from harness import App, AppTestCase, select_tab, wait_for
from desktop import Elsewhere
from set_cards import NAME
from test_simon_tab import PADS


class SetPauseTests(AppTestCase):
    def setUp(self):
        super().setUp()
        wait_for(lambda: len(self.app.buttons(NAME.pattern)) == 12, message="12 cards")
        App.click(wait_for(lambda: self.app.buttons(r"Mode: .*"), message="the mode menu")[0])
        App.click(wait_for(lambda: self.app._first(self.app.window, lambda n: n.getRole() in (
            pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM) and n.name == "Timed Run"), message="Timed Run"))
        wait_for(lambda: self.app.buttons(r"Mode: Timed Run"), message="the timed run")

    def clock(self):
        text = wait_for(lambda: self.app.label_matching(r"^Time \d+:\d\d", within=self.app.page("Set")), message="the clock")
        minutes, seconds = re.match(r"^Time (\d+):(\d\d)", text).groups()
        return int(minutes) * 60 + int(seconds)

    def covered(self):
        """The cover hides the table: no card is left for a screen reader (or a test) to read."""
        return not self.app.buttons(NAME.pattern, within=self.app.page("Set"))

    def wait_until_the_clock_runs(self):
        start = self.clock()
        wait_for(lambda: self.clock() > start, timeout=5, message="the clock to run")

    def test_the_clock_stands_still_while_another_window_has_the_focus(self):
        self.wait_until_the_clock_runs()
        with Elsewhere():
            wait_for(self.covered, message="the Paused cover")
            before = self.clock()
            self.app.screenshot("pause-away")
            time.sleep(5)
            self.assertEqual(self.clock(), before, "the clock moved while the player was away")
        self.app.press("Shift_L")  # gives the window its focus back, as a click would
        wait_for(lambda: not self.covered(), message="the cover to go when the player is back")
        wait_for(lambda: self.clock() > before, timeout=5, message="the clock to go on")
        self.assertLessEqual(self.clock(), before + 3)

    def test_p_pauses_by_hand_and_resume_goes_on(self):
        self.wait_until_the_clock_runs()
        self.app.press("p")
        wait_for(self.covered, message="the Paused cover")
        before = self.clock()
        time.sleep(2.5)
        self.assertEqual(self.clock(), before)
        App.click(self.app.button("Resume"))
        wait_for(lambda: not self.covered(), message="the cover to go")
        wait_for(lambda: self.clock() > before, timeout=5, message="the clock to go on")
        self.app.press("Pause")
        wait_for(self.covered, message="the Pause key pausing too")
        self.app.press("p")
        wait_for(lambda: not self.covered(), message="P resuming")

    def test_a_dialog_stops_the_clock(self):
        self.wait_until_the_clock_runs()
        self.app.press("ctrl+comma")
        wait_for(lambda: self.app._first(self.app.node, lambda n: n.getRole() == pyatspi.ROLE_FRAME and n.name == "Preferences"),
                 message="the Preferences window")
        before = self.clock()
        time.sleep(3)
        self.assertEqual(self.clock(), before)

    def test_another_tab_stops_the_clock(self):
        self.wait_until_the_clock_runs()
        select_tab(self.app, "Cards")
        before = self.clock()
        time.sleep(3)
        self.assertEqual(self.clock(), before)
        select_tab(self.app, "Set")
        wait_for(lambda: self.clock() > before, timeout=5, message="the clock to go on")


class SimonAwayTests(AppTestCase):
    def test_a_simon_game_survives_ten_seconds_on_another_tab(self):
        # The toy's own timing: 3 s to answer, so ten seconds away would lose a game that ran on.
        select_tab(self.app, "Simon")
        page = self.app.page("Simon")
        App.click(self.app.button("Play Game"))
        wait_for(lambda: self.app.label_matching(r"^Your turn", within=page), timeout=20, message="the player's turn")
        select_tab(self.app, "Set")
        time.sleep(10)
        select_tab(self.app, "Simon")
        time.sleep(0.5)
        self.assertIsNone(self.app.label_matching(r"(?i)game over", within=page), "the game was lost while away")
        self.assertIsNotNone(self.app.label_matching(r"^Your turn", within=page))
        self.assertTrue(all(node.getState().contains(pyatspi.STATE_SENSITIVE)
                            for node in self.app.buttons("|".join(PADS), within=page)), "the pads still take presses")


if __name__ == "__main__":
    import unittest
    unittest.main()
