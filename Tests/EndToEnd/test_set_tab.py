"""The Set tab, played through the accessibility bus and the keyboard."""
import os
import re
import time
import unittest

import pyatspi

from harness import select_tab, App, AppTestCase, settled, wait_for
from set_cards import NAME, features, find_non_set, find_set, is_set

CARD = NAME.pattern
DEAL = "Deal 3 More Cards"


class SetTabTests(AppTestCase):
    def cards(self):
        return self.app.buttons(CARD)

    def names(self):
        return [card.name for card in self.cards()]

    def descriptions(self):
        return {card.name: card.description for card in self.cards()}

    def choose(self, names):
        for name in names:
            App.click(self.app.button(name))

    def test_twelve_cards_are_dealt_and_named_by_their_faces(self):
        names = wait_for(lambda: len(self.names()) == 12 and self.names(), message="12 cards")
        self.assertEqual(len(set(names)), 12)
        for name in names:
            features(name)  # raises if the name is not "number colour shading shape(s)"
            self.assertEqual(name.startswith("one "), not name.endswith("s"), name)
        self.assertTrue(all(description == "" for description in self.descriptions().values()))
        self.app.screenshot("set-start")

    def test_a_set_is_marked_and_the_next_choice_replaces_it(self):
        names = wait_for(lambda: len(self.names()) == 12 and self.names())
        triple = find_set(names)
        if triple is None:  # about one deal in thirty has no Set: deal until there is one
            App.click(self.app.button(DEAL))
            names = wait_for(lambda: len(self.names()) == 15 and self.names())
            triple = find_set(names)
        chosen = [names[i] for i in triple]
        self.choose(chosen)
        wait_for(lambda: all(self.descriptions().get(name) == "selected, a Set" for name in chosen),
                 message="the Set marked")
        self.assertTrue(re.search(r"A Set! \+\d+ points", " ".join(self.app.labels())))
        self.app.screenshot("set-found")
        other = next(name for name in names if name not in chosen)
        self.choose([other])
        wait_for(lambda: not set(chosen) & set(self.names()), message="the Set to leave the table")
        self.assertEqual(len(self.names()), len(names))
        self.assertEqual(self.descriptions()[other], "selected")
        self.assertIsNotNone(self.app.label_matching(r"^66 cards in the deck|^63 cards in the deck"))

    def test_three_cards_that_are_not_a_set_are_marked(self):
        names = wait_for(lambda: len(self.names()) == 12 and self.names())
        chosen = [names[i] for i in find_non_set(names)]
        self.choose(chosen[:2])
        wait_for(lambda: all(self.descriptions()[name] == "selected" for name in chosen[:2]))
        self.choose(chosen[2:])
        wait_for(lambda: all(self.descriptions()[name] == "selected, not a Set" for name in chosen),
                 message="the non-Set marked")
        self.assertFalse(is_set(chosen))

    def test_deal_three_more_cards_adds_three(self):
        wait_for(lambda: len(self.names()) == 12)
        App.click(self.app.button(DEAL))
        wait_for(lambda: len(self.names()) == 15, message="15 cards")
        self.assertIsNotNone(self.app.label_matching(r"^66 cards in the deck"))

    def test_answers_to_commands_pass_as_toasts_and_the_status_line_keeps_the_move(self):
        names = wait_for(lambda: len(self.names()) == 12 and self.names())
        self.choose([names[i] for i in find_non_set(names)])
        moved = wait_for(lambda: self.app.label_matching(r"^Not a Set: −\d+ points"), message="the move's result")
        nothing = r"^Nothing to undo"
        self.app.press("ctrl+z")
        wait_for(lambda: self.app.label_matching(nothing), message="the answer to Ctrl+Z, for a moment")
        self.assertIsNotNone(self.app.label_matching(re.escape(moved)), "the status line still says what the move did")
        self.app.screenshot("set-toast")
        # Asked again and again, the latest answer replaces the one on show: none wait in a queue.
        self.app.press("ctrl+z", "ctrl+z", "ctrl+z")
        started = time.monotonic()
        wait_for(lambda: self.app.label_matching(nothing) is None, timeout=8, message="the answer to go away")
        self.assertLess(time.monotonic() - started, 6, "repeated answers are not queued one after another")

    def test_a_move_after_redo_says_what_it_did_and_the_answer_before_it_goes(self):
        wait_for(lambda: len(self.names()) == 12, message="12 cards")
        self.app.press("1")
        wait_for(lambda: list(self.descriptions().values()).count("selected") == 1, message="a card chosen")
        self.app.press("ctrl+z", "ctrl+shift+z")
        wait_for(lambda: self.app.label_matching(r"^Redone\.$"), message="the answer to Ctrl+Shift+Z")
        self.app.press("Escape")
        wait_for(lambda: self.app.label_matching(r"^Deselected \(−1 point\)\.$"), message="what Escape cost, said")
        started = time.monotonic()
        wait_for(lambda: self.app.label_matching(r"^Redone\.$") is None, timeout=8, message="the answer overtaken")
        self.assertLess(time.monotonic() - started, 2, "taken away by the move's own line, not left for its three seconds")

    def test_keyboard_chooses_cards_and_escape_clears(self):
        names = wait_for(lambda: len(self.names()) == 12 and self.names())
        self.app.press("1", "w")
        wait_for(lambda: sum(d == "selected" for d in self.descriptions().values()) == 2,
                 message="two cards selected by keys 1 and w")
        self.app.press("Escape")
        wait_for(lambda: all(d == "" for d in self.descriptions().values()), message="selection cleared")
        self.app.press("shift+d")
        wait_for(lambda: len(self.names()) == 15, message="Shift+D to deal")

    def test_cards_stay_inside_the_window_and_apart_at_any_size(self):
        wait_for(lambda: len(self.names()) == 12)
        App.click(self.app.button(DEAL))
        wait_for(lambda: len(self.names()) == 15)
        for width, height in [(360, 720), (1280, 720), (700, 500), (1600, 1000)]:
            self.app.resize(width, height)
            # The frame GTK reports leaves out the few pixels of its client-side decorations.
            wait_for(lambda: self._close_to(self.app.window_size(), (width, height)), message=f"window at {width}x{height}")
            shown = self.app.window_size()
            try:
                boxes = settled(lambda: self._laid_out_boxes(*shown), message=f"cards laid out at {width}x{height}")
            except AssertionError as error:
                self.app.screenshot(f"set-unsettled-{width}x{height}")
                raise AssertionError(f"{error}; frame {shown}, last boxes {self.last_boxes}") from None
            self.app.screenshot(f"set-{width}x{height}")
            for index, (x, y, w, h) in enumerate(boxes):
                self.assertGreater(w, 30)
                self.assertAlmostEqual(w / h, 5 / 7, delta=0.03)
                for (x2, y2, w2, h2) in boxes[index + 1:]:
                    apart = x + w <= x2 or x2 + w2 <= x or y + h <= y2 or y2 + h2 <= y
                    self.assertTrue(apart, f"cards overlap at {width}x{height}")

    @staticmethod
    def _close_to(size, wanted):
        return all(abs(a - b) <= 12 for a, b in zip(size, wanted))

    def deal_all(self):
        """Deals until the deck is empty, waiting for each deal as a player would."""
        count = len(self.names())
        while self.app.button(DEAL).getState().contains(pyatspi.STATE_SENSITIVE):
            App.click(self.app.button(DEAL))
            count += 3
            wait_for(lambda: len(self.names()) == count, message=f"{count} cards")
        return count

    def _laid_out_boxes(self, width, height):
        """The cards' boxes, if all fifteen lie inside the window (settled() waits for them to
        stop gliding to their new places)."""
        boxes = [App.extents(card) for card in self.cards()]
        self.last_boxes = boxes
        inside = all(x >= 0 and y >= 0 and x + w <= width and y + h <= height for x, y, w, h in boxes)
        return boxes if len(boxes) == 15 and inside else None


class ButtonLabelTests(AppTestCase):
    def test_button_labels_keep_to_one_line_where_they_fit(self):
        """Deal 3 More Cards broke onto two lines at every width; on the Cards tab Re-deal and
        2 Cards did too."""
        wait_for(lambda: len(self.app.buttons(CARD)) == 12, message="the deal")
        for width in (1000, 1600):
            self.app.resize(width, 760)
            wait_for(lambda: abs(self.app.window_size()[0] - width) <= 12, message=f"a window {width} wide")
            deal, hint = settled(lambda: (App.extents(self.app.button("Deal 3 More Cards"))[3], App.extents(self.app.button("Hint"))[3]),
                                 message=f"the bar laid out {width} wide")
            self.assertLessEqual(deal, hint + 2, f"Deal 3 More Cards on one line at {width}")
        select_tab(self.app, "Cards")
        redeal, two = self.app.button("Re-deal"), self.app.buttons(r"2 Cards")[0]
        deck_height = App.extents(redeal)[3]
        self.assertLessEqual(App.extents(two)[3], deck_height + 2)
        self.assertLess(deck_height, 2 * App.extents(self.app.button("Hint"))[3] - 8, "Re-deal on one line")


class CrowdedTableTests(AppTestCase):
    window_size = "360x720"

    def test_all_81_cards_stay_readable_and_the_table_scrolls(self):
        wait_for(lambda: len(self.app.buttons(CARD)) == 12)
        count = SetTabTests.deal_all(self)
        self.assertEqual(count, 81)
        self.assertIsNotNone(self.app.label_matching(r"^0 cards in the deck"))
        boxes = [App.extents(card) for card in self.app.buttons(CARD)]
        self.assertTrue(all(w >= 64 for x, y, w, h in boxes), "cards never shrink below 64 pixels")
        self.assertGreater(max(y + h for x, y, w, h in boxes), self.app.window_size()[1], "the table scrolls")
        self.app.screenshot("set-81-cards")

    def names(self):
        return [card.name for card in self.app.buttons(CARD)]


class SavedGameTests(unittest.TestCase):
    @staticmethod
    def play_one_card(position):
        """Starts the app, chooses the card at `position`, closes it; returns the app and the names."""
        app = App()
        try:
            names = wait_for(lambda: len(app.buttons(CARD)) == 12 and [c.name for c in app.buttons(CARD)])
            App.click(app.button(names[position]))
            wait_for(lambda: app.button(names[position]).description == "selected")
        finally:
            app.close()
        return app, names

    def test_the_game_is_restored_after_a_restart(self):
        app, names = self.play_one_card(0)
        again = App(data=app.data)
        try:
            restored = wait_for(lambda: len(again.buttons(CARD)) == 12 and [c.name for c in again.buttons(CARD)])
            self.assertEqual(restored, names)
            self.assertEqual(again.button(names[0]).description, "selected")
        finally:
            again.close()

    def test_a_game_killed_mid_play_is_restored_to_its_last_move(self):
        app = App()
        try:
            names = wait_for(lambda: len(app.buttons(CARD)) == 12 and [c.name for c in app.buttons(CARD)])
            for name in names[:2]:
                App.click(app.button(name))
            wait_for(lambda: app.button(names[1]).description == "selected")
            app.kill()  # SIGKILL: no chance to save on the way out
        finally:
            app.close()
        again = App(data=app.data)
        try:
            wait_for(lambda: len(again.buttons(CARD)) == 12)
            self.assertEqual([c.name for c in again.buttons(CARD)], names)
            self.assertEqual([again.button(n).description for n in names[:3]], ["selected", "selected", ""])
        finally:
            again.close()

    def test_a_damaged_database_starts_new_games_and_keeps_the_file(self):
        data = __import__("tempfile").mkdtemp(prefix="pastimes-e2e-")
        os.makedirs(os.path.join(data, "pastimes"))
        garbage = bytes(range(256)) * 16
        with open(os.path.join(data, "pastimes", "pastimes.sqlite"), "wb") as database:
            database.write(garbage)
        app = App(data=data)
        try:
            wait_for(lambda: len(app.buttons(CARD)) == 12, message="a new game despite the damaged database")
            wait_for(lambda: app.label_matching(r"^Your saved games were damaged: new games were started$"),
                     message="the player told what happened")
            App.click(wait_for(lambda: app.buttons("Details( Details)?"), message="the toast's Details button")[0])
            wait_for(lambda: app.label_matching(r"could not be used because it was damaged\. The old file was kept as .*damaged-",
                                                within=app.node), message="the whole story in the details dialog")
            folder = os.path.join(data, "pastimes")
            kept = [name for name in os.listdir(folder) if name.startswith("pastimes.sqlite.damaged-")]
            self.assertEqual(len(kept), 1)
            with open(os.path.join(folder, kept[0]), "rb") as old:
                self.assertEqual(old.read(), garbage)
        finally:
            app.close()


if __name__ == "__main__":
    unittest.main()
