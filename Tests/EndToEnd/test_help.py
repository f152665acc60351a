"""Help: F1 opens the page of the game on show. Without a help viewer (as here) the page's own
text appears in a window to read in, read from the Mallard page, so the help is written once."""
import unittest

import pyatspi

from harness import App, AppTestCase, select_tab, wait_for


class HelpTests(AppTestCase):
    def dialog(self):
        def find():
            for index in range(self.app.node.childCount):
                frame = self.app.node.getChildAtIndex(index)
                if frame is not None and frame != self.app.window:
                    labels = [n.name for n in self.app._all(frame, lambda n: n.getRole() == pyatspi.ROLE_LABEL)]
                    if len(" ".join(labels)) > 200:
                        return frame, labels
            return None
        return wait_for(find, message="the help window")

    def dialog_text(self):
        return self.dialog()[1]

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
            # Headings are headings, not words in capitals; the window is one to read in.
            self.assertFalse([label for label in labels if len(label) > 3 and label == label.upper() and label.isalpha()], labels)
            frame, _ = self.dialog()
            self.assertLessEqual(App.extents(frame)[2], 720, "a reading width, not 880 pixels of centred text")
            self.assertTrue(self.app._first(frame, lambda n: n.getRole() == pyatspi.ROLE_SCROLL_PANE), "it scrolls")
            self.app.screenshot(f"help-{tab.lower()}")
            App.click(self.app.dialog_button("Close"))
            wait_for(lambda: self.app.node.childCount == 1, message="the dialog closed")

    def test_the_names_of_buttons_stand_apart_from_the_sentence(self):
        self.app.press("F1")
        frame, labels = self.dialog()
        wanted = "Deal 3 More Cards"
        label = wait_for(lambda: self.app._first(frame, lambda n: n.getRole() == pyatspi.ROLE_LABEL and wanted in (n.name or "")
                                                  and not (n.name or "").startswith(wanted)), message="a sentence naming the button")
        text = label.queryText()
        start = label.name.index(wanted)
        attributes, run_start, run_end = text.getAttributeRun(start + 1, False)
        self.assertIn("weight:700", attributes, f"{wanted!r} in bold in {label.name!r}")
        self.assertLessEqual(run_start, start)
        self.assertGreaterEqual(run_end, start + len(wanted))
        before, _, _ = text.getAttributeRun(0, False)
        self.assertNotIn("weight:700", before, "and the sentence around it is not")


if __name__ == "__main__":
    unittest.main()
