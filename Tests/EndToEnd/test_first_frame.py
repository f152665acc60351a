"""A window that opens as it will stay paints it once: the saves open while the window is built,
the tab on show is built before the first frame, and the cards the table opens with lie in place
in that frame (a saved game comes back as it was left). Frames after it, with nothing to show,
are work the player gets nothing for, and on Wayland they make the compositor hold a second
window buffer. The app paints a handful as GTK maps the window; a deal flown in paints ~80."""
import time
import unittest

from harness import App, wait_for
from set_cards import NAME

# Frames GTK's frame clock runs while the window is mapped and first configured on X11; an
# animation at start runs one for every 16 ms it lasts.
FRAMES_OF_A_STILL_START = 8


def frames_painted(app):
    return sum(1 for line in open(app.log_path) if "frame-painted" in line)


class FirstFrameTests(unittest.TestCase):
    def assertStartsStill(self, app, cards, count, what):
        wait_for(lambda: len(app.buttons(cards)) == count, message=what)
        # Fixed wait: proves no animation runs (a still start paints nothing to wait for); one would paint ~120 frames by now.
        time.sleep(2)
        self.assertLessEqual(frames_painted(app), FRAMES_OF_A_STILL_START, f"frames painted at the start of {what}")

    def test_a_new_game_and_a_saved_one_open_in_place_without_a_frame_of_motion(self):
        first = App("--trace-frames")
        try:
            self.assertStartsStill(first, NAME.pattern, 12, "a new Set game")
        finally:
            first.close()
        again = App("--trace-frames", data=first.data)
        try:
            self.assertStartsStill(again, NAME.pattern, 12, "the saved Set game")
        finally:
            again.close()
        cards = App("--trace-frames", "--tab", "cards", data=first.data)
        try:
            self.assertStartsStill(cards, "face-down card", 16, "the matching game")
        finally:
            cards.close()

    def test_a_start_maps_no_library_that_the_first_screen_does_not_need(self):
        """An SVG icon is drawn through librsvg, 6.5 MB resident from the first frame: the tabs'
        icons come pre-rendered as symbolic PNGs (scripts/build/symbolic-icons.sh). The sound
        libraries load with the first sound."""
        app = App("--trace-frames")
        try:
            wait_for(lambda: len(app.buttons(NAME.pattern)) == 12, message="a new Set game")
            wait_for(lambda: frames_painted(app) > 0, message="the first frame (the tabs' icons in it)")
            maps = open(f"/proc/{app.process.pid}/maps").read()
            for library in ("librsvg", "libgsound", "libcanberra", "libpulse"):
                self.assertFalse(library in maps, f"{library} mapped at start")
        finally:
            app.close()


if __name__ == "__main__":
    unittest.main()
