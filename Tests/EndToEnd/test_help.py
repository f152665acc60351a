"""Help: F1 opens the page of the game on show. Without a help viewer (as here) the page's own
text appears in a dialog, read from the Mallard page, so the help is written once."""
import unittest

import pyatspi

from harness import App, AppTestCase, select_tab, wait_for


class HelpTests(AppTestCase):
    def dialog_text(self):
        def find():
            for index in range(self.app.node.childCount):
                frame = self.app.node.getChildAtIndex(index)
                if frame is not None and frame != self.app.window:
                    labels = [n.name for n in self.app._all(frame, lambda n: n.getRole() == pyatspi.ROLE_LABEL)]
                    if len(" ".join(labels)) > 200:
                        return labels
            return None
        return wait_for(find, message="the help dialog")

    def test_f1_shows_the_help_page_of_the_game_on_show(self):
        for tab, title, wanted in [("Set", "Set", "Three cards that are not a Set: −5."),
                                   ("Cards", "Cards", "Turning a card face up: −1."),
                                   ("Simon", "Simon", "press the green, red, yellow and blue pads")]:
            select_tab(self.app, tab)
            self.app.press("F1")
            labels = self.dialog_text()
            self.assertEqual(labels[0], title)
            text = " ".join(labels)
            self.assertIn(wanted, text)
            if tab == "Cards":
                self.assertIn("(Ctrl+N)", text, "key sequences read as Ctrl+N")
            self.assertNotRegex(text, r"<[a-z]+|&amp;", "no markup left in the text")
            self.app.screenshot(f"help-{tab.lower()}")
            App.click(self.app.dialog_button("Close"))
            wait_for(lambda: self.app.node.childCount == 1, message="the dialog closed")


if __name__ == "__main__":
    unittest.main()
