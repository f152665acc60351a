"""Preferences in GSettings: the menus and the Preferences window write them, `gsettings` sees
and changes them while the app runs, and unusable values read as defaults."""
import os
import subprocess
import tempfile
import unittest

from harness import APP_ID, App, AppTestCase, settings_environment, wait_for
from set_cards import NAME
from test_set_modes import GLYPH_NAME


def gsettings(data, *arguments):
    result = subprocess.run(["gsettings", *arguments], capture_output=True, text=True, timeout=10,
                            env=dict(os.environ, **settings_environment(data)))
    return result.stdout.strip()


class SettingsTests(AppTestCase):
    def test_every_preference_is_listed_by_gsettings(self):
        listed = gsettings(self.app.data, "list-recursively", APP_ID)
        for key in ["animation-speed 'normal'", "card-keys 'qwerty'", "set-theme 'classic'", "show-set-count false",
                    "cards-to-match 2", "simon-sound true", "simon-speed 'classic'", "simon-difficulty 8", "simon-game 'simonSays'",
                    "window-width", "window-height", "window-maximized", "last-tab"]:
            self.assertIn(key, listed)

    def test_the_menu_writes_gsettings_and_gsettings_reaches_the_running_app(self):
        wait_for(lambda: len(self.app.buttons(NAME.pattern)) == 12, message="12 cards")
        # What the menu's Set Cards ▸ Glyphs item does: activate app.set-theme with 'glyphs'.
        subprocess.run(["gdbus", "call", "--session", "--dest", APP_ID, "--object-path", "/" + APP_ID.replace(".", "/"),
                        "--method", "org.gtk.Actions.Activate", "set-theme", "[<'glyphs'>]", "{}"], check=True, capture_output=True)
        wait_for(lambda: gsettings(self.app.data, "get", APP_ID, "set-theme") == "'glyphs'", message="the theme in GSettings")
        wait_for(lambda: len(self.app.buttons(GLYPH_NAME.pattern)) == 12, message="cards named as glyphs")
        # And back, from outside, while the app runs: once the app has saved its window's size
        # (a first start's 720 becomes this window's width). The key-file backend the tests use
        # writes the whole file from the app's copy, so a save still pending would put back the
        # theme this command changes before the app had read it (dconf, on a desktop, writes
        # key by key).
        wait_for(lambda: gsettings(self.app.data, "get", APP_ID, "window-width") not in ("", "720"),
                 message="the app's own window size saved")
        gsettings(self.app.data, "set", APP_ID, "set-theme", "classic")
        wait_for(lambda: len(self.app.buttons(NAME.pattern)) == 12, message="the classic names again",
                 explain=lambda: (gsettings(self.app.data, "get", APP_ID, "set-theme"),
                                  [card.name for card in self.app.buttons(r".*")][:14]))
        gsettings(self.app.data, "set", APP_ID, "card-keys", "azerty")
        names = [card.name for card in self.app.buttons(NAME.pattern)]
        self.app.press("a")
        wait_for(lambda: self.app.button(names[3]).description == "selected", message="A choosing the fourth card (AZERTY)")

    def test_the_window_is_remembered_in_gsettings(self):
        self.app.resize(820, 640)
        wait_for(lambda: gsettings(self.app.data, "get", APP_ID, "window-width") in ("820", "821", "822"), timeout=10,
                 message="the width in GSettings")


class UnusableValueTests(unittest.TestCase):
    def test_unusable_values_read_as_the_defaults(self):
        data = tempfile.mkdtemp(prefix="pastimes-e2e-")
        folder = os.path.join(data, "config", "glib-2.0", "settings")
        os.makedirs(folder)
        with open(os.path.join(folder, "keyfile"), "w") as keyfile:
            keyfile.write("[io/github/pastimes/Pastimes]\nset-theme='nonsense'\nsimon-difficulty=99\n"
                          "window-width='wide'\nshow-set-count=maybe\n")
        app = App(data=data)
        try:
            wait_for(lambda: len(app.buttons(NAME.pattern)) == 12, message="a game in the default theme")
            self.assertIsNone(app.label_matching(r"on the table$"))
            self.assertEqual(app.process.poll(), None)
        finally:
            app.close()


if __name__ == "__main__":
    unittest.main()
