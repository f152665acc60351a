"""The pastimes command line: printing decks without a window, and rejecting bad arguments."""
import os
import subprocess
import tempfile
import unittest

from harness import APP


def run(*arguments):
    return subprocess.run([APP, *arguments], capture_output=True, text=True, timeout=60,
                          env=dict(os.environ, DISPLAY=""))


def pages(path):
    with open(path, "rb") as pdf:
        data = pdf.read()
    return data.count(b"/Type /Page\n") + data.count(b"/Type /Page ") + data.count(b"/Type /Page>")


class ExportTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="pastimes-export-")

    def test_the_set_deck_prints_on_nine_pages_without_a_display(self):
        path = os.path.join(self.folder, "set.pdf")
        result = run("--export-deck", path)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(pages(path), 9)

    def test_the_playing_cards_print_on_six_pages(self):
        path = os.path.join(self.folder, "cards.pdf")
        result = run("--export-deck", path, "--game", "cards")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(pages(path), 6)  # 52 faces and a back, nine to a page

    def test_a_reference_sheet_can_be_a_png(self):
        path = os.path.join(self.folder, "set.png")
        self.assertEqual(run("--export-deck", path).returncode, 0)
        with open(path, "rb") as png:
            self.assertEqual(png.read(8), b"\x89PNG\r\n\x1a\n")

    def test_an_unknown_game_is_named_in_the_error(self):
        result = run("--export-deck", os.path.join(self.folder, "x.pdf"), "--game", "chess")
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("chess", result.stderr)
        self.assertFalse(os.path.exists(os.path.join(self.folder, "x.pdf")))

    def test_an_unwritable_path_is_reported(self):
        result = run("--export-deck", "/nonexistent-folder/deck.pdf")
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("/nonexistent-folder/deck.pdf", result.stderr)

    def test_a_bad_window_size_is_rejected(self):
        result = run("--window-size", "wide")
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("wide", result.stderr)


if __name__ == "__main__":
    unittest.main()
