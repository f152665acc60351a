"""Exporting the Set deck from the menu: GTK's file chooser asks where, never replaces a file
without asking, and takes names as long as the system allows."""
import os
import shutil
import subprocess
import tempfile
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
        wait_for(lambda: not App._first(self.app.node, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON
                                        and (n.name or "").endswith("Replace")), message="the question answered")
        self.assertEqual(open(existing).read(), "old", "nothing replaced without a yes")

        long_name = "x" * 246 + ".pdf"   # 250 bytes: a temporary name beside it must still fit
        self.focus_chooser()
        type_keys("<ctrl+a>", long_name, "<Return>")
        written = os.path.join(self.documents, long_name)
        wait_for(lambda: os.path.exists(written) and open(written, "rb").read(5) == b"%PDF-", message="the deck written")
        self.assertEqual(open(existing).read(), "old")
        self.assertEqual(sorted(os.listdir(self.documents)), sorted(["Set deck.pdf", long_name]), "no temporary file left")
        self.says_where_and_opens(long_name, written)

    def says_where_and_opens(self, name, path):
        """The notice names the file (not its whole path), lies above the bar, and its Open
        button opens the file in the desktop's application for PDFs (here a stand-in's)."""
        marker = os.path.join(self.home, "opened")
        opener = os.path.join(self.home, "opener.sh")
        with open(opener, "w") as script:
            script.write(f'#!/bin/sh\nprintf "%s" "$1" > "{marker}"\n')
        os.chmod(opener, 0o755)
        applications = os.path.join(self.app.data, "applications")
        os.makedirs(applications, exist_ok=True)
        with open(os.path.join(applications, "pastimes-test-opener.desktop"), "w") as entry:
            entry.write(f"[Desktop Entry]\nType=Application\nName=Opener\nExec={opener} %f\nMimeType=application/pdf;\n")
        with open(os.path.join(self.app.data, "config", "mimeapps.list"), "a") as defaults:
            defaults.write("[Default Applications]\napplication/pdf=pastimes-test-opener.desktop\n")

        said = wait_for(lambda: self.app.label_matching(r"^Set deck saved as "), message="the notice")
        self.assertIn(f"“{name}”", said)
        self.assertNotIn(self.documents, said, "the file's name, not its whole path")
        label = App._first(self.app.window, lambda n: n.getRole() == pyatspi.ROLE_LABEL and (n.name or "").startswith("Set deck saved"))
        self.assertLess(App.extents(label)[1] + App.extents(label)[3], App.extents(self.app.button("Hint"))[1],
                        "the notice leaves the score and Hint in view")
        App.click(wait_for(lambda: self.app.buttons("Open"), message="the notice's Open button")[0])
        wait_for(lambda: os.path.exists(marker) and open(marker).read() == path, message="the deck opened in its viewer")


if __name__ == "__main__":
    unittest.main()
