"""The card tables heard: a match rises, a miss falls, through the sound player Simon's tones use
(a private sound server's silent sink, recorded); nothing once Preferences' Sound effects is off."""
import unittest

from harness import APP_ID, App, AppTestCase, select_tab, wait_for
from sound_server import HearsTheApp, sounds
from test_settings import gsettings

FACE_DOWN = "face-down card"


class TableSoundTests(HearsTheApp, AppTestCase):
    def setUp(self):
        super().setUp()
        select_tab(self.app, "Cards")
        self.page = self.app.page("Cards")
        wait_for(lambda: len(self.face_down()) == 16, message="16 face-down cards")

    verdict = None

    def face_down(self):
        return self.app.buttons(FACE_DOWN, within=self.page)

    def turn_up_two(self, first=0, second=-1):
        """Turns up the face-down cards `first` and `second` (in table order); returns whether they matched."""
        down = len(self.face_down())
        App.click(self.face_down()[first])
        wait_for(lambda: len(self.face_down()) == down - 1, message="a card up")
        App.click(self.face_down()[second])
        # The line under the table names the card turned up, then the verdict on both.
        verdict = wait_for(lambda: (line := self.app.label_matching(r"(don't match|^Matched)", within=self.page)) and line != self.verdict and line,
                           message="the verdict")
        self.verdict = verdict
        return verdict.startswith("Matched")

    def test_a_match_rises_a_miss_falls_and_the_switch_silences_them(self):
        self.server.record()
        matched = self.turn_up_two()
        wait_for(lambda: len(self.server.heard()) >= 2, message="two notes")
        heard = sounds(self.server.stop_recording())
        self.assertEqual(len(heard), 2, f"two notes: heard {heard}")
        rising = heard[1].frequency > heard[0].frequency
        self.assertEqual(rising, matched, f"a match rises, a miss falls: heard {heard}")
        self.assertTrue(all(sound.length < 0.3 for sound in heard), f"short: {heard}")

        gsettings(self.app.data, "set", APP_ID, "sound-effects", "false")
        self.app.press("Escape")
        self.server.record()
        self.turn_up_two(1, -2)   # two other cards: another verdict
        # Nothing to wait for: the recording goes on for longer than both notes would have taken.
        self.assertEqual(sounds(self.server.stop_recording(after=1)), [], "Sound effects off: nothing")


if __name__ == "__main__":
    unittest.main()
