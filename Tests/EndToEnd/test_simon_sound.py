"""Simon heard: the app plays into a private sound server's silent sink, and the test records it,
as a player's ears would: each pad in its tone, a held pad for as long as it is held, the razz of
a lost game, and nothing once the sound is switched off."""
import unittest

from harness import App, wait_for
from sound_server import RATE, HearsTheApp, Sound, sounds
from test_simon_tab import PADS, SimonTestCase

# The 1978 toy's tones (../shared/reference/simon.md), as the player should hear them.
TONES = dict(zip(PADS, [415, 310, 252, 209]))


class SimonSoundTests(HearsTheApp, SimonTestCase):
    def assertTone(self, sound, pad, length=None):
        self.assertAlmostEqual(sound.frequency, TONES[pad], delta=TONES[pad] * 0.03, msg=f"{sound} is not {pad}'s tone")
        if length is not None:
            low, high = length
            self.assertTrue(low <= sound.length <= high, f"{sound} should last {low}-{high} s")

    def test_each_pad_sounds_its_tone_and_a_held_pad_sounds_until_let_go(self):
        self.server.record()
        self.play(5)
        first = self.watch()[0]
        self.hold(first, 1.5)
        second = self.watch()
        heard = sounds(self.server.stop_recording())

        self.assertEqual(len(heard), 4, f"Simon's step, the held pad and two steps: heard {heard}")
        # Each step sounds as long as its flash (0.3 s with the test timing).
        self.assertTone(heard[0], first, length=(0.2, 0.45))
        self.assertTone(heard[1], first, length=(1.3, 1.8))
        self.assertTone(heard[2], second[0], length=(0.2, 0.45))
        self.assertTone(heard[3], second[1], length=(0.2, 0.45))

    def test_a_lost_game_razzes(self):
        self.play(4)
        expected = self.watch()[0]
        self.server.record()
        self.press(next(name for name in PADS if name != expected))
        wait_for(lambda: self.message() == f"The next pad was {expected}.", message="Game Over")
        wait_for(lambda: any(sound.length > 1 for sound in self.server.heard()), message="the razz, to its end")
        samples = self.server.stop_recording()
        heard = sounds(samples)
        # 42 Hz for 1.5 s from the wrong press, the wrong pad's short tone sounding over its start
        # (one stretch of sound): its pitch is read after the tone.
        razz = heard[-1]
        pitch = Sound(samples, int((razz.start + 0.3) * RATE), int((razz.start + razz.length) * RATE)).frequency
        self.assertAlmostEqual(pitch, 42, delta=3, msg=f"the razz, heard {heard}")
        self.assertTrue(1.3 <= razz.length <= 1.7, f"the razz lasts 1.5 s: heard {heard}")

    def test_the_sound_switch_silences_simon(self):
        self.set_difficulty(5)
        # The switch is in the header on the first screen too: a game can start silent.
        App.click(wait_for(lambda: self.app.buttons("Sound on"), message="the sound switch")[0])
        wait_for(lambda: self.app.buttons("Sound off"), message="the switch to say the sound is off")
        self.server.record()
        App.click(self.app.button("Play Game"))
        first = self.watch()[0]
        self.press(first)
        self.assertEqual(len(self.watch()), 2)
        heard = sounds(self.server.stop_recording())
        self.assertEqual(heard, [], "nothing sounds with the sound off")


if __name__ == "__main__":
    unittest.main()
