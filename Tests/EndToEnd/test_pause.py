"""Clocks that pause, as far as the screen shows it: a timed Set game is covered while the player
is away (another window has the focus, a dialog is open, another tab is on show) or has pressed
P, and goes on when they are back; Simon waits on another tab without ending the game.

What a paused clock does with time (it stands still whatever the reason, and goes on from where
it stopped) is game logic with an injected clock: GameClockTests, SetPauseTests and
SimonAwayTests check it to the second. Here the cover is what matters: it is on show exactly
while the timed run's clock is held (SetTableModel.isCovered), so each test sees the player's
absence reach the game and the screen, without waiting for seconds that do not tick."""
import re
import time

import pyatspi

from harness import App, AppTestCase, select_tab, wait_for
from desktop import Elsewhere
from set_cards import NAME
from test_simon_tab import PADS, Announcements, is_lit


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
        wait_for(lambda: self.clock() > start, timeout=10, message="the clock to run")

    def assert_goes_on(self, before, after):
        """Uncovered again, and the clock running on from where it stood."""
        wait_for(lambda: not self.covered(), message=f"the cover to go {after}")
        wait_for(lambda: self.clock() > before, timeout=10, message=f"the clock to go on {after}")

    def test_another_window_with_the_focus_covers_the_table(self):
        self.wait_until_the_clock_runs()
        with Elsewhere():
            wait_for(self.covered, message="the Paused cover")
            before = self.clock()
            self.app.screenshot("pause-away")
        self.app.press("Shift_L")  # gives the window its focus back, as a click would
        self.assert_goes_on(before, "when the player is back")

    def test_p_pauses_by_hand_and_resume_goes_on(self):
        self.wait_until_the_clock_runs()
        self.app.press("p")
        wait_for(self.covered, message="the Paused cover")
        App.click(self.app.button("Resume"))
        self.assert_goes_on(self.clock(), "after Resume")
        self.app.press("Pause")
        wait_for(self.covered, message="the Pause key pausing too")
        self.app.press("p")
        wait_for(lambda: not self.covered(), message="P resuming")

    def test_a_dialog_covers_the_table(self):
        self.wait_until_the_clock_runs()
        self.app.press("ctrl+comma")
        wait_for(lambda: self.app._first(self.app.node, lambda n: n.getRole() == pyatspi.ROLE_FRAME and n.name == "Preferences"),
                 message="the Preferences window")
        wait_for(self.covered, message="the Paused cover behind the dialog")

    def test_another_tab_covers_the_table(self):
        self.wait_until_the_clock_runs()
        select_tab(self.app, "Cards")
        wait_for(self.covered, message="the Set tab covered while Cards is on show")
        before = self.clock()
        select_tab(self.app, "Set")
        self.assert_goes_on(before, "back on the Set tab")


class SimonAwayTests(AppTestCase):
    def test_a_simon_game_waits_on_another_tab_longer_than_its_time_to_answer(self):
        # The toy's own timing: 3 s to answer, so a game whose clock ran on while the player was
        # on another tab would be lost by the time they are back.
        select_tab(self.app, "Simon")
        page = self.app.page("Simon")
        pads = wait_for(lambda: len(found := {b.name: b for b in self.app.buttons("|".join(PADS), within=page)}) == 4 and found,
                        message="the four pads")
        paths = {pad.path: name for name, pad in pads.items()}
        announcements = Announcements()   # the pad Simon lights, however briefly
        self.addCleanup(announcements.close)
        App.click(self.app.button("Play Game"))
        wait_for(lambda: self.app.label_matching(r"^Your turn", within=page), timeout=20, message="the player's turn")
        announcements.catch_up(pads[PADS[0]])
        first = next(paths[path] for what, path, value in announcements.heard
                     if what == "description" and path in paths and is_lit(value))
        select_tab(self.app, "Set")
        # Fixed wait: longer than Simon's time to answer; nothing shows while a game waits unseen.
        time.sleep(3.5)
        select_tab(self.app, "Simon")
        App.click(pads[first])   # the right answer, given late: the game takes it and plays on
        wait_for(lambda: self.app.label_matching(r"^Progress 2/", within=page)
                 or self.app.label_matching(r"(?i)game over|^The next pad was", within=page), message="the next round")
        self.assertIsNone(self.app.label_matching(r"(?i)game over|^The next pad was", within=page), "the game was lost while away")


if __name__ == "__main__":
    import unittest
    unittest.main()
