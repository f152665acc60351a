"""With the desktop's animations turned off (GNOME's reduced motion, gtk-enable-animations
false; --no-animations sets it for the app), everything jumps straight to its end."""
import unittest

from harness import App, AppTestCase, settled, wait_for
from set_cards import NAME

CARD = NAME.pattern


class ReducedMotionTests(AppTestCase):
    app_arguments = ("--no-animations",)

    def boxes(self):
        return sorted(App.extents(card) for card in self.app.buttons(CARD, within=self.page))

    def setUp(self):
        super().setUp()
        self.page = self.app.page("Set")
        wait_for(lambda: len(self.app.buttons(CARD, within=self.page)) == 12)

    def settles_at_once(self, action, count):
        """After `action`, the cards are where they end up as soon as they can be read."""
        action()
        wait_for(lambda: len(self.app.buttons(CARD, within=self.page)) == count, message=f"{count} cards")
        first = self.boxes()
        return first == settled(self.boxes, message="the cards at rest"), first

    def test_dealt_cards_are_in_place_at_once(self):
        still, _ = self.settles_at_once(lambda: App.click(self.app.button("Deal 3 More Cards")), 15)
        self.assertTrue(still, "nothing moved after the deal")

    def test_gathered_cards_are_piled_at_once(self):
        still, boxes = self.settles_at_once(lambda: self.app.press("shift+g"), 12)
        centers = [(x + w / 2, y + h / 2) for x, y, w, h in boxes]
        self.assertTrue(still)
        self.assertLess(max(c[0] for c in centers) - min(c[0] for c in centers), boxes[0][2] / 2, "already a pile")


if __name__ == "__main__":
    unittest.main()
