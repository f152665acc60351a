"""Simon, played through the accessibility bus with a steady rhythm (pastimes-lab --simon-test-timing):
the test reads the sequence from which pad's description says "lit", then repeats it."""
import re
import unittest

import pyatspi
from gi.repository import GLib

from harness import APP_ID, App, AppTestCase, pace, select_tab, wait_for
from desktop import Pointer
from test_settings import gsettings

PADS = ["Green", "Red", "Yellow", "Blue"]


class Announcements:
    """What the app says on the accessibility bus, in the order it says it: each widget's
    description (a pad's "lit"), name (the message's words) and sensitivity, as they change.

    Looking at the screen now and then sees only what is there when the test looks, and on a busy
    machine the test looks late and seldom: a 0.3 s flash, a pad a press lights for 0.18 s, or
    the second a first playback lasts, can pass unseen. These are the app's own events, each sent
    as the change is made; they wait in order until read, so a busy machine delays them but loses
    and reorders none. (AT-SPI reads them while it waits for any answer from the app.)"""

    KINDS = {"object:property-change:accessible-description": "description",
             "object:property-change:accessible-name": "name",
             "object:state-changed:sensitive": "sensitive"}

    def __init__(self):
        self.heard = []  # (what, the widget's path on the bus, its new value), in the order sent
        self._listener = self._hear  # the very object registered, to deregister it
        pyatspi.Registry.registerEventListener(self._listener, *self.KINDS)

    def _hear(self, event):
        what = self.KINDS.get(str(event.type))
        if what is None:
            return
        value = bool(event.detail1) if what == "sensitive" else (event.any_data or "")
        self.heard.append((what, getattr(event.source, "path", None), value))

    def catch_up(self, node):
        """Hears everything the app said before it answers a question about its widget `node`
        (the answer comes after those events), and returns how many events that makes."""
        App.extents(node)  # never answered from a cache
        context = GLib.MainContext.default()
        while context.iteration(False):
            pass
        return len(self.heard)

    def close(self):
        pyatspi.Registry.deregisterEventListener(self._listener, *self.KINDS)


def is_lit(description):
    """Whether a pad's description says it is lit ("lit", or "Player 2, lit" in Choose Your Colour)."""
    return description == "lit" or description.endswith(", lit")


class SimonTestCase(AppTestCase):
    """The Simon tab, found and read through the accessibility bus: its pads, labels and controls."""
    app_arguments = ("--simon-test-timing",)

    def setUp(self):
        super().setUp()
        self.announcements = Announcements()
        self.addCleanup(self.announcements.close)
        self.watched = 0  # the announcements read by watch()
        select_tab(self.app, "Simon")
        self.page = self.app.page("Simon")
        # The pads and the labels keep their accessible objects for the app's life: find them
        # once, then reading them is one call each.
        self.pad_nodes = wait_for(lambda: self._pad_nodes(), message="the four pads")
        self.pad_paths = {pad.path: name for name, pad in self.pad_nodes.items()}
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
        App.click(self.app.button("Play Game"))   # one press starts the game

    def heard_since(self, start):
        """The announcements from the `start`th on, each with its index, once the app's earlier
        ones are all in."""
        self.announcements.catch_up(self.message_node)
        return list(enumerate(self.announcements.heard))[start:]

    def lit_before(self, index):
        """The pads lit just before the `index`th announcement."""
        lit = set()
        for what, path, value in self.announcements.heard[:index]:
            if what == "description" and path in self.pad_paths:
                (lit.add if is_lit(value) else lit.discard)(self.pad_paths[path])
        return lit

    def next_playback(self):
        """The first playback after those watched, once it is over: (the index of the message's
        "Watch and listen…", the index of its "Your turn"), or None before then."""
        begin = None
        for index, (what, path, value) in self.heard_since(self.watched):
            if what != "name" or path != self.message_node.path:
                continue
            if begin is None and value == "Watch and listen…":
                begin = index
            elif begin is not None and value != "Watch and listen…":
                if not value.startswith(("Your turn", "Repeat")):
                    raise AssertionError(f"the playback ended in {value!r}, not the player's turn")
                return begin, index
        return None

    def watch(self):
        """Reads the next playback (the first one after those already read, even if it is over
        by now): the pads in the order they lit, until it was the player's turn."""
        begin, end = wait_for(self.next_playback, timeout=30, message="the playback to end")
        self.watched, self.last_playback = end + 1, (begin, end)
        return [name for index, name in self.flashes(begin, end)]

    def flashes(self, begin, end):
        """(index, pad) of each pad that lit between the `begin`th and `end`th announcements."""
        lit, found = self.lit_before(begin), []
        for index, (what, path, value) in enumerate(self.announcements.heard[begin:end], begin):
            if what == "description" and path in self.pad_paths:
                name = self.pad_paths[path]
                if is_lit(value) and name not in lit:
                    found.append((index, name))
                (lit.add if is_lit(value) else lit.discard)(name)
        return found

    def press(self, name):
        pad = self.pads()[name]
        start = self.announcements.catch_up(self.message_node)
        App.click(pad)

        # A press without a pointer lights the pad for a moment: hear it light, then go dark.
        def lit_and_let_go():
            values = [value for _, (what, path, value) in self.heard_since(start) if what == "description" and path == pad.path]
            lit = [is_lit(value) for value in values]
            return True in lit and False in lit[lit.index(True):]

        wait_for(lit_and_let_go, message=f"{name} to light and be let go")

    def hold(self, name, seconds, while_held=lambda: None):
        """Holds a pad down with the pointer for `seconds`, calls `while_held`, then lets go."""
        x, y, w, h = App.extents(self.pads()[name])
        pointer = Pointer(self.app)
        pointer.move(x + w / 2, y + h / 2)
        pointer.down()
        pace(seconds)
        while_held()
        pointer.up()

    @staticmethod
    def sensitive(node):
        return node.getState().contains(pyatspi.STATE_SENSITIVE)

    def high_scores(self):
        """The High Scores window, once it is open."""
        return wait_for(lambda: App._first(self.app.node, lambda n: n.getRole() == pyatspi.ROLE_FRAME and n.name == "High Scores"),
                        timeout=15, message="the High Scores window")

    def close_high_scores(self):
        """Closes the High Scores window a new record opens, and waits for it to go."""
        self.high_scores()
        self.app.press("Escape")
        wait_for(lambda: App._first(self.app.node, lambda n: n.getRole() == pyatspi.ROLE_FRAME and n.name == "High Scores") is None,
                 message="the High Scores window closed")


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
        wait_for(lambda: self.message() == "You repeated the whole sequence of 3 steps.", message="the win")
        self.assertTrue(self.app.label_matching(r"^You Win!$"), "the title says the result, the message what was done")
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
        new_game = self.app.button("New Game")
        self.assertLess(App.extents(back)[0], App.extents(new_game)[0], "the way back at the header's very start")

        # While the player answers every control is on, and stays so until the player has
        # answered: what each one is when the next playback starts is read now, at leisure, and
        # every change from then on is in the app's announcements.
        first = self.watch()
        start = self.announcements.catch_up(self.message_node)
        controls = {node.path: node for node in [*self.app.buttons("|".join(names), within=self.page), back]}
        self.assertEqual(sorted(node.name for node in controls.values()), sorted([*names, back.name]), "every control is there")
        sensitive = {path: self.sensitive(node) for path, node in controls.items()}
        self.assertTrue(all(sensitive.values()), "every control is on while the player answers")
        self.press(first[0])
        second = self.watch()
        self.assertEqual(len(second), 2, f"round 2 played {second}")

        # Whenever Simon lit a pad in that playback, every control was off.
        begin, end = self.last_playback
        flashes = dict(self.flashes(begin, end))
        for index, (what, path, value) in enumerate(self.announcements.heard[start:end], start):
            if what == "sensitive" and path in controls:
                sensitive[path] = value
            if index in flashes:
                on = [controls[path].name for path, value in sensitive.items() if value]
                self.assertEqual(on, [], f"on while Simon lit {flashes[index]}")
        # And the announcements told all: the player's turn has every control on again.
        for index, (what, path, value) in self.heard_since(end):
            if what == "sensitive" and path in controls:
                sensitive[path] = value
        self.assertEqual(sensitive, {path: self.sensitive(node) for path, node in controls.items()},
                         "every change of a control was announced")
        self.assertTrue(all(sensitive.values()), "every control is on again in the player's turn")

        reset = self.app.button("Repeat Sequence")
        self.assertTrue(reset.getState().contains(pyatspi.STATE_SENSITIVE))
        App.click(reset)
        wait_for(lambda: self.message() == "Watch and listen…", message="the replay to begin")
        self.assertEqual(self.watch(), second, "Repeat Sequence plays the same sequence")
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
        # As the Preferences window's Difficulty row does it: GSettings, while the game goes on
        # (once the app has saved its tab: see test_settings on the key-file backend).
        wait_for(lambda: gsettings(self.app.data, "get", APP_ID, "last-tab") == "'simon'", message="the tab saved")
        gsettings(self.app.data, "set", APP_ID, "simon-difficulty", "4")
        # The first screen, out of sight, says the new difficulty as soon as the app has it.
        wait_for(lambda: self.app.label_matching(r"^Difficulty: 4 steps$", within=self.page), message="the app to take the difficulty")
        self.assertEqual(self.progress(), before, "the game under way keeps its length")
        self.assertTrue(before.endswith("/6"))
        App.click(self.app.button("Back to the Simon menu"))
        wait_for(lambda: self.app.label_matching(r"^Difficulty: 4 steps$", within=self.page), message="the first screen to say 4")
        App.click(self.app.button("Play Game"))
        wait_for(lambda: self.progress() == "Progress 1/4", message="a game of 4 steps, playing")
        # And the first screen's slider is the same preference.
        App.click(self.app.button("Back to the Simon menu"))
        self.set_difficulty(9)
        wait_for(lambda: gsettings(self.app.data, "get", APP_ID, "simon-difficulty") == "9", message="the slider's choice in GSettings")

    def test_a_pad_held_with_the_mouse_stays_lit_until_let_go(self):
        self.play(5)
        first = self.watch()[0]
        self.hold(first, 0.8, while_held=lambda: self.assertEqual(self.pads()[first].description, "lit", "still lit while held"))
        self.assertEqual(len(self.watch()), 2, "the release counts, and Simon plays on")

    def shown_again(self, press):
        """Calls `press` (LAST or LONGEST), then reads what Simon plays: the pads in the order
        they lit, from the message saying so until the message changes back."""
        start = self.announcements.catch_up(self.message_node)
        press()

        def show():
            begin = None
            for index, (what, path, value) in self.heard_since(start):
                if what != "name" or path != self.message_node.path:
                    continue
                if begin is None and value.startswith("Simon plays the"):
                    begin = (index, value)
                elif begin is not None and not value.startswith("Simon plays the"):
                    return begin, index
            return None
        (begin, said), end = wait_for(show, timeout=30, message="Simon to play the sequence again")
        return said, [name for index, name in self.flashes(begin, end)]

    def test_last_and_longest_play_the_last_and_the_longest_sequences(self):
        self.play(5)
        rounds = []
        for _ in range(2):
            rounds.append(self.watch())
            for name in rounds[-1]:
                self.press(name)
        rounds.append(self.watch())
        self.press(next(name for name in PADS if name != rounds[-1][0]))
        wait_for(lambda: self.message().startswith("The next pad was"), message="Game Over")
        self.close_high_scores()   # two steps repeated: a first record
        last = wait_for(lambda: (b := self.app.buttons("^Last$", within=self.page)) and self.sensitive(b[0]) and b[0],
                        message="Last, between games")
        said, played = self.shown_again(lambda: App.click(last))
        self.assertEqual((said, played), ("Simon plays the last sequence: 3 steps.", rounds[2]), "LAST: the round lost")
        wait_for(lambda: self.sensitive(self.app.button("Longest")), message="Longest, once Simon has played")
        said, played = self.shown_again(lambda: self.app.press("shift+l"))
        self.assertEqual((said, played), ("Simon plays the longest sequence entered: 2 steps.", rounds[1]),
                         "LONGEST (Shift+L): the longest round repeated")
        self.assertTrue(self.app.label_matching(r"^Game Over$", within=self.page), "the game is as it was")
        self.app.screenshot("simon-last-longest")

    def test_keys_press_the_pads(self):
        self.play(5)
        first = self.watch()[0]
        key = {"Green": "q", "Red": "w", "Yellow": "a", "Blue": "s"}[first]
        self.app.press(key)
        self.assertEqual(len(self.watch()), 2, f"the {key} key pressed {first}")


class SimonSplashSizeTests(AppTestCase):
    """The first screen fills a big window: its logo grows with the room (it stayed 180 px wide)."""
    window_size = "1600x1000"

    def test_the_logo_grows_in_a_big_window(self):
        select_tab(self.app, "Simon")
        logo = wait_for(lambda: App._first(self.app.page("Simon"), lambda n: n.name == "Simon" and n.getRole() == pyatspi.ROLE_FILLER
                                           and App.extents(n)[3] > 100), message="the logo")
        x, y, width, height = App.extents(logo)
        self.assertGreaterEqual(min(width, height), 400, "as wide as the column, in a 1600 × 1000 window")

if __name__ == "__main__":
    unittest.main()
