"""Simon, played through the accessibility bus with a steady rhythm (pastimes-lab --simon-test-timing):
the test reads the sequence from which pad's description says "lit", then repeats it."""
import re
import time
import unittest

import pyatspi

from harness import APP_ID, App, AppTestCase, select_tab, wait_for
from desktop import Pointer
from test_settings import gsettings

PADS = ["Green", "Red", "Yellow", "Blue"]


class SimonTestCase(AppTestCase):
    """The Simon tab, found and read through the accessibility bus: its pads, labels and controls."""
    app_arguments = ("--simon-test-timing",)

    def setUp(self):
        super().setUp()
        select_tab(self.app, "Simon")
        self.page = self.app.page("Simon")
        # The pads and the labels keep their accessible objects for the app's life: find them
        # once, then reading them is one call each, quick enough to see every 0.3 s flash.
        self.pad_nodes = wait_for(lambda: self._pad_nodes(), message="the four pads")
        self.message_node = self._label(r"^Press Start to play\.$")
        self.progress_node = self._label(r"^Progress ")

    def _pad_nodes(self):
        found = {button.name: button for button in self.app.buttons("|".join(PADS), within=self.page)}
        return found if len(found) == 4 else None

    def _label(self, pattern):
        regex = re.compile(pattern)
        return wait_for(lambda: App._first(self.page, lambda n: n.getRole() == pyatspi.ROLE_LABEL and regex.search(n.name or "")),
                        message=f"a label matching {pattern}")

    def pads(self):
        return self.pad_nodes

    def message(self):
        return self.message_node.name

    def progress(self):
        return self.progress_node.name

    def set_difficulty(self, steps):
        slider = wait_for(lambda: App._first(self.page, lambda n: n.getRole() == pyatspi.ROLE_SLIDER), message="the slider")
        slider.queryValue().currentValue = steps
        wait_for(lambda: self.app.label_matching(rf"^Difficulty: {steps} steps?$", within=self.page),
                 message=f"the label to say {steps} steps")

    def play(self, steps):
        self.set_difficulty(steps)
        App.click(self.app.button("Play Game"))
        wait_for(lambda: self.progress() == f"Progress 0/{steps}", message="the game screen")
        App.click(self.app.button("Start"))

    def watch(self):
        """Reads one playback: the pads in the order they light, until it is the player's turn."""
        seen, lit_before = [], set()
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            lit = {name for name, pad in self.pads().items() if pad.description == "lit"}
            seen += sorted(lit - lit_before)
            lit_before = lit
            if self.message().startswith("Your turn") and not lit:
                return seen
            time.sleep(0.01)
        raise AssertionError(f"the playback never ended (saw {seen})")

    def press(self, name):
        App.click(self.pads()[name])
        # A press without a pointer lights the pad for a moment: see it light, then go dark.
        wait_for(lambda: self.pads()[name].description == "lit", message=f"{name} to light")
        wait_for(lambda: self.pads()[name].description != "lit", message=f"{name} to be let go")
        time.sleep(0.05)

    def hold(self, name, seconds, while_held=lambda: None):
        """Holds a pad down with the pointer for `seconds`, calls `while_held`, then lets go."""
        x, y, w, h = App.extents(self.pads()[name])
        pointer = Pointer(self.app)
        pointer.move(x + w / 2, y + h / 2)
        pointer.down()
        time.sleep(seconds)
        while_held()
        pointer.up()

    @staticmethod
    def sensitive(node):
        return node.getState().contains(pyatspi.STATE_SENSITIVE)


class SimonTests(SimonTestCase):
    def test_the_splash_label_follows_the_slider(self):
        self.set_difficulty(15)
        self.set_difficulty(1)
        self.assertIsNotNone(self.app.button("Play Game"))

    def test_repeating_every_playback_wins(self):
        self.play(3)
        for round_length in range(1, 4):
            sequence = self.watch()
            self.assertEqual(len(sequence), round_length, f"round {round_length} played {sequence}")
            self.assertEqual(self.progress(), f"Progress {round_length}/3")
            for name in sequence:
                self.press(name)
        wait_for(lambda: self.message() == "You win!", message="the win")
        self.app.screenshot("simon-won")

    def test_a_wrong_press_ends_the_game_and_names_the_pad_that_was_due(self):
        self.play(4)
        expected = self.watch()[0]
        wrong = next(name for name in PADS if name != expected)
        self.press(wrong)
        wait_for(lambda: self.message() == f"The next pad was {expected}.", message="Game Over")
        self.assertEqual(self.pads()[expected].description, "expected")
        self.app.screenshot("simon-lost")
        # One end panel: the result, Play Again and the way to another game.
        self.assertIsNotNone(self.app.label_matching(r"^Game Over$", within=self.page))
        self.assertTrue(self.app.buttons("Change Game", within=self.page))
        wait_for(lambda: not self.app.buttons("Repeat Sequence", within=self.page), message="nothing to repeat after the end")
        App.click(self.app.button("Play Again"))
        wait_for(lambda: self.pads()[expected].description != "expected", message="Start to clear the highlight")

    def test_controls_are_off_during_playback_and_reset_replays_once(self):
        self.play(12)

        names = ["Repeat Sequence", *PADS]
        # Start is there only when it starts something: not while a game is under way.
        # (A hidden widget leaves the accessibility tree a moment after it is hidden.)
        wait_for(lambda: not self.app.buttons("Start", within=self.page), message="no Start during a game")
        # The way back and the sound switch are in the window's header bar, not a second row.
        self.assertFalse(self.app.buttons("Back to the Simon menu", within=self.page))
        back = self.app.button("Back to the Simon menu")

        def all_off_while_playing():
            # One walk of the page reads every control at nearly the same moment.
            controls = self.app.buttons("|".join(names), within=self.page)
            playing = self.message() == "Watch and listen…"
            return (playing and len(controls) == len(names) and not any(self.sensitive(c) for c in controls)
                    and not self.sensitive(back))

        wait_for(all_off_while_playing, message="every control to be off during the playback")
        first = self.watch()
        reset = self.app.button("Repeat Sequence")
        self.assertTrue(reset.getState().contains(pyatspi.STATE_SENSITIVE))
        App.click(reset)
        wait_for(lambda: self.message() == "Watch and listen…", message="the replay to begin")
        self.assertEqual(self.watch(), first, "Repeat Sequence plays the same sequence")
        wait_for(lambda: not self.app.button("Repeat Sequence").getState().contains(pyatspi.STATE_SENSITIVE),
                 message="Repeat Sequence to be used up")

    def test_going_back_to_the_splash_screen_keeps_the_game(self):
        self.play(6)
        first = self.watch()
        App.click(self.app.button("Back to the Simon menu"))
        wait_for(lambda: self.app.button("Play Game").getState().contains(pyatspi.STATE_SHOWING)
                 or self.app.label_matching(r"^Difficulty: 6 steps$", within=self.page), message="the splash screen")
        App.click(self.app.button("Play Game"))
        wait_for(lambda: self.progress() == "Progress 1/6", message="the same game")
        self.press(first[0])
        self.assertEqual(len(self.watch()), 2, "the game went on to round 2")

    def test_a_difficulty_chosen_in_preferences_is_the_next_games(self):
        self.play(6)
        self.watch()
        before = self.progress()
        # As the Preferences window's Difficulty row does it: GSettings, while the game goes on.
        gsettings(self.app.data, "set", APP_ID, "simon-difficulty", "4")
        time.sleep(0.5)
        self.assertEqual(self.progress(), before, "the game under way keeps its length")
        self.assertTrue(before.endswith("/6"))
        App.click(self.app.button("Back to the Simon menu"))
        wait_for(lambda: self.app.label_matching(r"^Difficulty: 4 steps$", within=self.page), message="the first screen to say 4")
        App.click(self.app.button("Play Game"))
        wait_for(lambda: self.progress() == "Progress 0/4", message="a game of 4 steps")
        # And the first screen's slider is the same preference.
        App.click(self.app.button("Back to the Simon menu"))
        self.set_difficulty(9)
        wait_for(lambda: gsettings(self.app.data, "get", APP_ID, "simon-difficulty") == "9", message="the slider's choice in GSettings")

    def test_a_pad_held_with_the_mouse_stays_lit_until_let_go(self):
        self.play(5)
        first = self.watch()[0]
        self.hold(first, 0.8, while_held=lambda: self.assertEqual(self.pads()[first].description, "lit", "still lit while held"))
        self.assertEqual(len(self.watch()), 2, "the release counts, and Simon plays on")

    def test_keys_press_the_pads(self):
        self.play(5)
        first = self.watch()[0]
        key = {"Green": "q", "Red": "w", "Yellow": "a", "Blue": "s"}[first]
        self.app.press(key)
        self.assertEqual(len(self.watch()), 2, f"the {key} key pressed {first}")


if __name__ == "__main__":
    unittest.main()
