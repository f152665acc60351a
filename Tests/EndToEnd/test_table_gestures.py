"""Gestures on the card table, with their mouse and keyboard twins (Xvfb has no touch: the
pinch and the two-finger turn are covered by the unit tests of TableGestures)."""
import os
import statistics
import subprocess
import time
import unittest

from harness import App, AppTestCase, pace, settled, wait_for
from desktop import Pointer
from set_cards import NAME

CARD = NAME.pattern


class TableGestureTests(AppTestCase):
    window_size = "900x720"

    def setUp(self):
        super().setUp()
        self.page = self.app.page("Set")
        self.pointer = Pointer(self.app)
        self.resting(lambda boxes: len(boxes) == 12, "the deal to finish")

    def cards(self):
        return self.app.buttons(CARD, within=self.page)

    def boxes(self):
        return {card.name: App.extents(card) for card in self.cards()}

    def resting(self, wanted=lambda boxes: True, message="the cards at rest"):
        """The card boxes once they lie still where `wanted` (given the boxes) says."""
        def look():
            boxes = self.boxes()
            return boxes if wanted(boxes) else None
        return settled(look, message=message)

    @staticmethod
    def centers(boxes):
        return [(x + w / 2, y + h / 2) for x, y, w, h in boxes.values()]

    def wait_for_pile(self, message):
        """The card boxes once they lie at rest in a pile."""
        try:
            return self.resting(lambda boxes: boxes and self.is_pile(boxes), message)
        except AssertionError as error:
            self.app.screenshot("no-pile")
            raise AssertionError(f"{error}; cards at {sorted(self.centers(self.boxes()))}") from None

    def is_pile(self, boxes):
        """Every card within half a card's width of the others (spread out they are far apart;
        in the pile they lie a little askew, on purpose)."""
        half = min(w for x, y, w, h in boxes.values()) / 2
        xs, ys = zip(*self.centers(boxes))
        return max(xs) - min(xs) < half and max(ys) - min(ys) < half

    def test_a_flick_down_the_table_deals_three_more(self):
        x, y, w, h = min(self.boxes().values())          # the first card, top left
        felt_x = x - 3                                    # the strip of cloth left of the first column
        self.pointer.drag((felt_x, y + 10), (felt_x, y + 400), steps=16, pause=0.008, hold=0)
        wait_for(lambda: len(self.cards()) == 15, message="three more cards")

    def test_a_flick_that_starts_on_a_card_deals_and_a_short_press_chooses(self):
        x, y, w, h = min(self.boxes().values())          # the first card, top left
        start = (x + w / 2, y + h / 3)
        self.pointer.drag(start, (start[0], start[1] + 300), steps=12, pause=0.008, hold=0)
        wait_for(lambda: len(self.cards()) == 15, message="three more cards")
        self.assertEqual([card.name for card in self.cards() if card.description], [], "the flick chose no card")
        x, y, w, h = min(self.resting().values())
        self.pointer.drag((x + w / 2, y + h / 2), (x + w / 2, y + h / 2 + 4), steps=2, pause=0.02, hold=0.05)
        wait_for(lambda: [card for card in self.cards() if card.description == "selected"], message="a short press chooses the card")

    def test_input_during_a_deal_never_holds_the_arriving_cards_back(self):
        """Card keys pressed a few times a second while a new deal flies in: the cards land in
        the time a deal takes, not once the input stops."""
        self.app.press("ctrl+n")
        started = time.monotonic()
        while time.monotonic() - started < 2.5:            # choose and drop the first card, again and again
            self.app.press("1", "1")
            pace(0.15)
        during = os.path.join(self.app.data, "during.png")
        subprocess.run(["import", "-window", "root", "-crop", "900x720+0+0", during], check=True)
        self.resting(lambda boxes: len(boxes) == 12, "the new deal at rest")
        after = os.path.join(self.app.data, "after.png")
        subprocess.run(["import", "-window", "root", "-crop", "900x720+0+0", after], check=True)
        compared = subprocess.run(["compare", "-metric", "AE", "-fuzz", "10%", during, after, "null:"], capture_output=True, text=True)
        differing = float(compared.stderr.split()[0])
        self.assertLess(differing, 2000, f"{differing} pixels still changed after the input stopped: cards were held mid-air")

    def test_shift_g_gathers_the_cards_and_a_click_spreads_them_unharmed(self):
        home = self.resting()
        self.app.press("shift+g")
        pile = self.wait_for_pile("a pile")
        self.app.screenshot("table-gathered")
        self.assertEqual(set(pile), set(home))
        App.click(self.cards()[0])
        self.resting(lambda boxes: boxes == home, "every card back in its place")
        self.assertTrue(all(card.description == "" for card in self.cards()), "spreading chose no card")

    def test_a_card_key_then_a_click_on_the_pile_chooses_nothing(self):
        """A card key spreads the pile; a click where the pile was, while the cards spring back
        to their places, is a click on the pile, not on whichever card passes under it."""
        self.app.press("shift+d")
        self.resting(lambda boxes: len(boxes) == 15, "15 cards")
        self.app.press("shift+d")
        home = self.resting(lambda boxes: len(boxes) == 18, "18 cards")
        self.app.press("shift+g")
        pile = self.wait_for_pile("a pile")
        cx, cy = (statistics.mean(v) for v in zip(*self.centers(pile)))
        self.app.press("1")
        self.pointer.move(cx, cy)
        for _ in range(3):
            self.pointer.down()
            self.pointer.up()
            pace(0.05)
        self.resting(lambda boxes: boxes == home, "every card back in its place")
        self.assertEqual([card.name for card in self.cards() if card.description], [], "no card was chosen")

    def test_the_pile_can_be_dragged_with_the_mouse(self):
        self.app.press("shift+g")
        pile = self.wait_for_pile("a pile")
        cx, cy = (statistics.mean(v) for v in zip(*self.centers(pile)))
        self.pointer.drag((cx, cy), (cx - 150, cy + 80), steps=12)
        moved = self.wait_for_pile("the pile at rest where it was dragged")
        mx, my = (statistics.mean(v) for v in zip(*self.centers(moved)))
        self.assertAlmostEqual(mx, cx - 150, delta=15)
        self.assertAlmostEqual(my, cy + 80, delta=15)

    def test_control_scrolling_down_gathers_and_up_spreads(self):
        home = self.resting()
        self.pointer.move(*self.centers({"any": min(home.values())})[0])
        self.pointer.scroll_down(4, with_control=True)
        self.wait_for_pile("Ctrl+scroll to gather")
        self.app.press("shift+g")
        self.resting(lambda boxes: boxes == home, "Shift+G to spread again")

    def test_shift_s_shuffles_the_cards_in_place(self):
        before = self.resting()
        self.app.press("shift+s")
        after = self.resting(lambda boxes: boxes and boxes != before, "the shuffle")
        self.assertEqual(sorted(after.values()), sorted(before.values()), "the same places, other cards in them")
        self.assertEqual(set(after), set(before))


if __name__ == "__main__":
    unittest.main()
