"""Preferences in GSettings: the menus and the Preferences window write them, `gsettings` sees
and changes them while the app runs, unusable values read as defaults, and Pastimes 0.2's own
files are taken over once."""
import json
import os
import sqlite3
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
                    "cards-to-match 2", "simon-sound true", "simon-speed 'classic'", "simon-difficulty 8",
                    "window-width", "window-height", "window-maximized", "last-tab"]:
            self.assertIn(key, listed)

    def test_the_menu_writes_gsettings_and_gsettings_reaches_the_running_app(self):
        wait_for(lambda: len(self.app.buttons(NAME.pattern)) == 12, message="12 cards")
        # What the menu's Set Cards ▸ Glyphs item does: activate app.set-theme with 'glyphs'.
        subprocess.run(["gdbus", "call", "--session", "--dest", APP_ID, "--object-path", "/" + APP_ID.replace(".", "/"),
                        "--method", "org.gtk.Actions.Activate", "set-theme", "[<'glyphs'>]", "{}"], check=True, capture_output=True)
        wait_for(lambda: gsettings(self.app.data, "get", APP_ID, "set-theme") == "'glyphs'", message="the theme in GSettings")
        wait_for(lambda: len(self.app.buttons(GLYPH_NAME.pattern)) == 12, message="cards named as glyphs")
        # And back, from outside, while the app runs.
        gsettings(self.app.data, "set", APP_ID, "set-theme", "classic")
        wait_for(lambda: len(self.app.buttons(NAME.pattern)) == 12, message="the classic names again")
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


class EarlierPreferencesTests(unittest.TestCase):
    def test_pastimes_0_2s_files_are_taken_over_once(self):
        data = tempfile.mkdtemp(prefix="pastimes-e2e-")
        folder = os.path.join(data, "pastimes")
        os.makedirs(folder)
        with open(os.path.join(folder, "window.json"), "w") as state:
            json.dump({"width": 700, "height": 600, "maximized": False, "tab": "simon"}, state)
        database = sqlite3.connect(os.path.join(folder, "pastimes.sqlite"))
        database.execute("CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        database.execute("INSERT INTO grdb_migrations VALUES ('v1: saved games'), ('v2: finished games')")
        database.execute("CREATE TABLE save (game TEXT PRIMARY KEY, state BLOB NOT NULL, savedAt DOUBLE NOT NULL)")
        database.execute("CREATE TABLE setAsideSave (id INTEGER PRIMARY KEY AUTOINCREMENT, game TEXT NOT NULL, "
                         "state BLOB NOT NULL, setAsideAt DOUBLE NOT NULL)")
        database.execute("CREATE TABLE finishedGame (id INTEGER PRIMARY KEY AUTOINCREMENT, game TEXT NOT NULL, mode TEXT NOT NULL, "
                         "finishedAt DOUBLE NOT NULL, seconds DOUBLE, score INTEGER NOT NULL, found INTEGER NOT NULL, "
                         "hintsUsed INTEGER NOT NULL, won BOOLEAN NOT NULL, result TEXT NOT NULL)")
        database.execute("INSERT INTO save VALUES ('preferences', ?, 1)", (b'{"animationSpeed":"off","cardKeys":"azerty"}',))
        database.commit()
        database.close()
        app = App(data=data, size=None)
        try:
            wait_for(lambda: gsettings(data, "get", APP_ID, "card-keys") == "'azerty'", message="the card keys taken over")
            self.assertEqual(gsettings(data, "get", APP_ID, "animation-speed"), "'off'")
            self.assertEqual(gsettings(data, "get", APP_ID, "last-tab"), "'simon'")
            width, height = app.window_size()
            self.assertTrue(abs(width - 700) <= 12 and abs(height - 600) <= 12, (width, height))
        finally:
            app.close()
        gsettings(data, "set", APP_ID, "card-keys", "qwertz")
        again = App(data=data, size=None)
        try:
            wait_for(lambda: again.window is not None)
            self.assertEqual(gsettings(data, "get", APP_ID, "card-keys"), "'qwertz'", "taken over once, then left alone")
            self.assertTrue(os.path.exists(os.path.join(folder, "window.json")), "the old file is left as it was")
        finally:
            again.close()


if __name__ == "__main__":
    unittest.main()
