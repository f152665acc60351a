"""The Preferences window: its settings change the games, and they are kept."""
import subprocess

import pyatspi

from harness import APP_ID, App, AppTestCase, settled, wait_for
from set_cards import NAME
from test_settings import gsettings


def focused(within):
    """What has the keyboard focus under `within`, as (role, name) pairs."""
    return [(n.getRoleName(), n.name) for n in App._all(within, lambda n: n.getState().contains(pyatspi.STATE_FOCUSED))]


def focused_choice(combo):
    """The words of the drop-down's item that has the focus in its open list, if it is open."""
    item = App._first(combo, lambda n: n.getRole() == pyatspi.ROLE_LIST_ITEM and n.getState().contains(pyatspi.STATE_FOCUSED))
    label = App._first(item, lambda n: n.getRole() == pyatspi.ROLE_LABEL) if item is not None else None
    return label.name if label is not None else None


class PreferencesTests(AppTestCase):
    def open_preferences(self):
        App.click(self.app.button("Main Menu"))
        App.click(wait_for(lambda: self.app._first(self.app.window, lambda n: n.getRole() == pyatspi.ROLE_MENU_ITEM
                                                   and n.name == "Preferences"), message="the menu item"))
        return wait_for(lambda: self.app._first(self.app.node, lambda n: n.getRole() == pyatspi.ROLE_FRAME
                                                and n.name == "Preferences"), message="the Preferences window")

    def find(self, within, role, name):
        return wait_for(lambda: self.app._first(within, lambda n: n.getRole() == role and n.name == name),
                        message=f"{name!r}")

    def test_the_set_count_switch_shows_the_count(self):
        wait_for(lambda: len(self.app.buttons(NAME.pattern)) == 12, message="12 cards")
        self.assertIsNone(self.app.label_matching(r"on the table$"))
        window = self.open_preferences()
        switch = wait_for(lambda: self.app._first(window, lambda n: n.getRole() == pyatspi.ROLE_CHECK_BOX
                                                  and (n.name or "").startswith("Show number of Sets")), message="the switch")
        switch.queryAction().doAction(0)  # "toggle"
        wait_for(lambda: switch.getState().contains(pyatspi.STATE_CHECKED), message="the switch on")
        wait_for(lambda: self.app.label_matching(r"· \d+ Sets? on the table$"), message="the count on the table")
        self.app.screenshot("preferences")
        # The choice is kept: a restart shows the count straight away.
        self.app.close()
        again = App(data=self.app.data)
        try:
            wait_for(lambda: again.label_matching(r"· \d+ Sets? on the table$"), message="the count after a restart")
        finally:
            again.close()

    def test_card_keys_follow_the_chosen_keyboard(self):
        names = wait_for(lambda: len(self.app.buttons(NAME.pattern)) == 12 and [c.name for c in self.app.buttons(NAME.pattern)])
        window = self.open_preferences()
        combo = self.find(window, pyatspi.ROLE_COMBO_BOX, "Card keys")
        # A drop-down row has no accessible action in GTK 4.8: it is worked with the keyboard.
        preferences_id = subprocess.run(["xdotool", "search", "--name", "^Preferences$"],
                                        capture_output=True, text=True).stdout.split()[-1]
        def key(name):
            subprocess.run(["xdotool", "key", "--window", preferences_id, name], check=True)

        for _ in range(8):
            if combo.getState().contains(pyatspi.STATE_FOCUSED):
                break
            before = focused(window)
            key("Tab")
            wait_for(lambda: focused(window) != before, message="the focus to move on")
        key("Return")
        wait_for(lambda: focused_choice(combo) == "QWERTY", message="the list open at the choice made")
        for choice in ["QWERTZ", "AZERTY"]:
            key("Down")
            wait_for(lambda: focused_choice(combo) == choice, message=f"{choice} in the list")
        key("Return")
        wait_for(lambda: gsettings(self.app.data, "get", APP_ID, "card-keys") == "'azerty'", message="AZERTY chosen")
        App.click(self.find(window, pyatspi.ROLE_PUSH_BUTTON, "Close"))
        wait_for(lambda: not self.app._first(self.app.node, lambda n: n.getRole() == pyatspi.ROLE_FRAME
                                             and n.name == "Preferences"), message="the Preferences window closed")
        self.app.press("a")  # on AZERTY, A is the fourth key of the block: the first card of the second row
        wait_for(lambda: self.app.button(names[3]).description == "selected", message="the fourth card chosen by A")
        self.assertEqual(self.app.button(names[6]).description, "", "not QWERTY's A")


class ShortcutsWindowTests(PreferencesTests):
    """The Keyboard Shortcuts window shows the keys of the keyboard chosen in Preferences."""

    def shortcut_labels(self):
        self.app.press("ctrl+question")
        window = wait_for(lambda: self.app._first(self.app.node, lambda n: n.getRole() == pyatspi.ROLE_FRAME
                                                  and n.name == "Keyboard Shortcuts"), message="the shortcuts window, by its title")
        return [node.name for node in self.app._all(window, lambda n: n.getRole() == pyatspi.ROLE_LABEL)]

    def test_the_shortcuts_window_lists_simon_and_the_qwerty_keys(self):
        labels = self.shortcut_labels()
        for wanted in ["Press the green, red, yellow and blue pads", "Redo (Set)", "Pause or resume a game against the clock",
                       "Fullscreen on or off", "Choose one of the first six cards"]:
            self.assertIn(wanted, labels)
        self.assertNotIn("&", labels)
        # GTK 4.8 names these keys by their symbols in English; the app's words replace them.
        self.assertIn("Page Down", labels)
        self.assertFalse([label for label in labels if label in ("Page_Down", "Page_Up")], "keycaps read as key symbols")

    def test_the_shortcuts_window_fits_a_laptop_on_one_page_and_gtk_says_nothing(self):
        self.shortcut_labels()
        window = self.app._first(self.app.node, lambda n: n.getRole() == pyatspi.ROLE_FRAME and n.name == "Keyboard Shortcuts")
        x, y, width, height = settled(lambda: App.extents(window), message="the shortcuts window's size")
        self.assertLessEqual(width, 1280, "narrower than a 1366 × 768 laptop's screen")
        self.assertLessEqual(height, 736, "and shorter than it, under GNOME's top bar")
        pages = self.app._all(window, lambda n: n.getRole() in (pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)
                              and n.name in ("1", "2"))
        self.assertEqual(pages, [], "one page, no page buttons")
        self.assertNotRegex(open(self.app.log_path).read(), r"Gtk-(WARNING|CRITICAL)")

    def test_card_keys_follow_the_chosen_keyboard(self):
        super().test_card_keys_follow_the_chosen_keyboard()
        labels = self.shortcut_labels()
        self.assertIn("&", labels, "AZERTY players see their keys")
