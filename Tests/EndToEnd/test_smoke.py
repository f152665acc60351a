"""Each tab played a little, the dialogs opened and closed, tabs switched while things move, and
the window closed: a short tour for the AddressSanitizer build of the app (make
sanitized-tests runs it with PASTIMES_BINARY pointing there), where any use of freed memory in
the GTK wrapper ends the app with a report. Against the ordinary build it is a quick check too."""
import subprocess
import unittest

import pyatspi

from harness import App, AppTestCase, select_tab, wait_for
from set_cards import NAME, find_set

FACE_DOWN = "face-down card"


class SmokeTests(AppTestCase):
    def assert_alive(self, where):
        self.assertIsNone(self.app.process.poll(), f"the app ended {where}:\n" + open(self.app.log_path).read()[-4000:])
        self.assertNotIn("AddressSanitizer", open(self.app.log_path).read(), where)

    def another_window_shown(self):
        """Whether a window of the app's other than the main one is on screen."""
        shown = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.app.process.pid)],
                               capture_output=True, text=True).stdout.split()
        return any(window != self.app.window_id for window in shown)

    def test_a_tour_of_every_tab(self):
        cards = wait_for(lambda: len(found := self.app.buttons(NAME.pattern)) == 12 and found, timeout=60, message="twelve Set cards")
        for index in find_set([card.name for card in cards]) or []:
            App.click(cards[index])
        self.app.press("shift+d")
        self.app.press("shift+g")   # gather (gestures' animations and tickers start and stop)
        self.app.press("shift+g")
        self.assert_alive("after playing Set")

        select_tab(self.app, "Cards")
        face_down = wait_for(lambda: self.app.buttons(FACE_DOWN, within=self.app.page("Cards")), timeout=30, message="playing cards")
        for card in face_down[:2]:
            App.click(card)
        select_tab(self.app, "Simon")   # while the cards still turn
        App.click(wait_for(lambda: self.app.button("Play Game"), timeout=30, message="Simon's splash"))
        wait_for(lambda: self.app.label_matching(r"^Watch and listen", within=self.app.page("Simon")), message="Simon's playback")
        select_tab(self.app, "Set")    # away during Simon's playback: it pauses
        self.assert_alive("after switching tabs while games moved")

        for keys in ["ctrl+comma", "ctrl+question", "F1"]:
            self.app.press(keys)
            wait_for(lambda: self.app.node.childCount > 1, timeout=30, message=f"the window {keys} opens")
            wait_for(self.another_window_shown, timeout=30, message=f"the window {keys} opens on screen")
            self.app.press("Escape")
            wait_for(lambda: self.app.node.childCount == 1, timeout=30, message=f"the window {keys} opened to close")
        self.app.press("ctrl+n")     # a game under way: the question, answered by keeping on
        asked = wait_for(lambda: "asked" if self.app.node.childCount > 1 and self.another_window_shown()
                         else self.app.label_matching(r"^New game\.", within=self.app.page("Set")) and "new game",
                         timeout=30, message="the question (or, with no Set found yet, a new game)")
        self.app.press("Escape")
        if asked == "asked":
            wait_for(lambda: self.app.node.childCount == 1, timeout=30, message="the question answered")
        self.assert_alive("after the dialogs")

        self.app.press("ctrl+q")
        self.assertEqual(self.app.process.wait(timeout=60), 0, open(self.app.log_path).read()[-4000:])
        self.assertNotIn("AddressSanitizer", open(self.app.log_path).read())


if __name__ == "__main__":
    unittest.main()
