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

    def test_an_unwritable_path_is_reported_in_plain_words_without_the_usage(self):
        result = run("--export-deck", "/nonexistent-folder/deck.pdf")
        self.assertEqual(result.returncode, 1)
        self.assertIn("/nonexistent-folder/deck.pdf", result.stderr)
        self.assertIn("there is no such folder", result.stderr)
        self.assertNotIn("Usage", result.stderr)

    def test_an_unknown_extension_is_refused_with_the_known_ones(self):
        path = os.path.join(self.folder, "deck.txt")
        result = run("--export-deck", path)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(".pdf or .png", result.stderr)
        self.assertFalse(os.path.exists(path))

    def test_a_full_disk_leaves_the_old_file_as_it_was(self):
        # A 256 KB disk of our own (a private mount namespace), holding an older deck and
        # filled to the last byte: the export fails, says why, and the old bytes stay.
        script = """
            set -e
            mount -t tmpfs -o size=256k tmpfs "$1"
            printf 'the old deck' > "$1/deck.pdf"
            cat /dev/zero > "$1/filler" 2>/dev/null || true
            status=0
            "$2" --export-deck "$1/deck.pdf" 2>"$1/../stderr" || status=$?
            echo "status=$status"
            echo "content=$(cat "$1/deck.pdf")"
            echo "files=$(ls -A "$1" | tr '\\n' ' ')"
        """
        disk = os.path.join(self.folder, "disk")
        os.mkdir(disk)
        result = subprocess.run(["unshare", "--user", "--map-root-user", "--mount", "sh", "-c", script, "sh", disk, APP],
                                capture_output=True, text=True, timeout=60, env=dict(os.environ, DISPLAY=""))
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("status=1", result.stdout)
        self.assertIn("content=the old deck", result.stdout)
        self.assertIn("files=deck.pdf filler ", result.stdout, "no temporary file left behind")
        with open(os.path.join(self.folder, "stderr")) as errors:
            message = errors.read()
        self.assertIn("there is no space left on the disk", message)
        self.assertIn("Nothing was changed there", message)
        self.assertNotIn("Usage", message)

    def test_a_bad_window_size_is_rejected(self):
        result = run("--window-size", "wide")
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("wide", result.stderr)


if __name__ == "__main__":
    unittest.main()
