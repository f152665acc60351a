"""Exporting the Set deck from the menu: GTK's file chooser asks where, never replaces a file
without asking, and takes names as long as the system allows."""
import os
import shutil
import subprocess
import tempfile
import time
import unittest

import pyatspi

from harness import APP_ID, App, wait_for
from together_apps import type_keys


class ExportFromTheMenuTests(unittest.TestCase):
    def setUp(self):
        self.home = tempfile.mkdtemp(prefix="pastimes-e2e-home-")
        self.documents = os.path.join(self.home, "Documents")
        os.makedirs(self.documents)
        self.app = App(env={"HOME": self.home})
        # GLib finds the Documents folder in the user's folders file, under the app's config.
        with open(os.path.join(self.app.data, "config", "user-dirs.dirs"), "w") as dirs:
            dirs.write('XDG_DOCUMENTS_DIR="$HOME/Documents"\n')

    def tearDown(self):
        self.app.close()
        shutil.rmtree(self.app.data, ignore_errors=True)
        shutil.rmtree(self.home, ignore_errors=True)

    def chooser(self):
        def top_level():   # the chooser is a window of its own beside the main one
            return [self.app.node.getChildAtIndex(i) for i in range(self.app.node.childCount)]
        return wait_for(lambda: [w for w in top_level() if w is not None and w.name == "Export Set Deck"], message="the file chooser")[0]

    def focus_chooser(self):
        """Without a window manager nobody gives the new window the keyboard: take it there."""
        window = wait_for(lambda: subprocess.run(["xdotool", "search", "--name", "Export Set Deck"], capture_output=True,
                                                 text=True).stdout.split(), message="the chooser's window")[-1]
        subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False, capture_output=True)

    def export(self):
        subprocess.run(["gdbus", "call", "--session", "--dest", APP_ID, "--object-path", "/" + APP_ID.replace(".", "/"),
                        "--method", "org.gtk.Actions.Activate", "export-deck", "[]", "{}"], check=True, capture_output=True)
        return self.chooser()

    def test_an_existing_file_is_replaced_only_when_the_player_says_so_and_long_names_work(self):
        existing = os.path.join(self.documents, "Set deck.pdf")
        with open(existing, "w") as old:
            old.write("old")
        self.export()
        self.focus_chooser()
        type_keys("<Return>")   # the suggested name, which is taken
        question = wait_for(lambda: App._first(self.app.node, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON
                                               and (n.name or "").endswith("Replace")), message="the question before replacing")
        self.assertIsNotNone(question)
        App.click(wait_for(lambda: [b for b in App._all(self.app.node, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON
                                                        and (n.name or "").endswith("Cancel"))], message="Cancel")[-1])   # the question's
        time.sleep(0.5)
        self.assertEqual(open(existing).read(), "old", "nothing replaced without a yes")

        long_name = "x" * 246 + ".pdf"   # 250 bytes: a temporary name beside it must still fit
        self.focus_chooser()
        type_keys("<ctrl+a>", long_name, "<Return>")
        written = os.path.join(self.documents, long_name)
        wait_for(lambda: os.path.exists(written) and open(written, "rb").read(5) == b"%PDF-", message="the deck written")
        self.assertEqual(open(existing).read(), "old")
        self.assertEqual(sorted(os.listdir(self.documents)), sorted(["Set deck.pdf", long_name]), "no temporary file left")
        wait_for(lambda: self.app.label_matching(r"The Set deck was saved as"), message="the toast")


if __name__ == "__main__":
    unittest.main()
