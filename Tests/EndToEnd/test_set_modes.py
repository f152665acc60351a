"""The Set tab's help, modes and themes, played through the accessibility bus and the keyboard."""
import itertools
import re

import pyatspi

from harness import App, AppTestCase, settled, wait_for
from set_cards import NAME, features, find_set, is_set

GLYPH_NAME = re.compile(r"(one|two|three) (red|green|purple) (filled|shaded|outlined) (triangle|circle|square)s?")


class SetModeTests(AppTestCase):
    def cards(self, pattern=NAME.pattern):
        return self.app.buttons(pattern, within=self.app.page("Set"))

    def names(self, pattern=NAME.pattern):
        return [card.name for card in self.cards(pattern)]

    def descriptions(self):
        return {card.name: card.description for card in self.cards()}

    def menu_item(self, name, app=None):
        app = app or self.app
        return wait_for(lambda: app._first(app.window, lambda n: n.getRole() in (
            pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM, pyatspi.ROLE_CHECK_MENU_ITEM) and n.name == name),
            message=f"the menu item {name!r}")

    def choose_mode(self, title, app=None):
        app = app or self.app
        App.click(wait_for(lambda: app.buttons(r"Mode: .*"), message="the mode menu")[0])
        App.click(self.menu_item(title, app))
        wait_for(lambda: app.buttons(re.escape(f"Mode: {title}")), message=f"the {title} mode")

    def choose(self, names):
        for name in names:
            App.click(self.app.button(name))

    def test_a_hint_marks_one_card_of_a_set_and_costs_points(self):
        names = wait_for(lambda: len(self.names()) == 12 and self.names(), message="12 cards")
        if find_set(names) is None:
            App.click(self.app.button("Deal 3 More Cards"))
            names = wait_for(lambda: len(self.names()) == 15 and self.names())
        App.click(self.app.button("Hint"))
        hinted = wait_for(lambda: [n for n, d in self.descriptions().items() if d == "hinted"], message="a hinted card")
        self.assertEqual(len(hinted), 1)
        # The hinted card is part of a Set on the table.
        others = [n for n in names if n != hinted[0]]
        self.assertTrue(any(is_set([hinted[0], a, b]) for i, a in enumerate(others) for b in others[i + 1:]))
        self.assertIsNotNone(self.app.label_matching(r"^Score: −2$"))
        self.assertIsNotNone(self.app.label_matching(r"^Hint: .*, one card of a Set \(−2 points\)"))
        self.app.press("ctrl+shift+h")
        wait_for(lambda: sum(d == "hinted" for d in self.descriptions().values()) == 3, message="the whole Set shown")
        hinted = [n for n, d in self.descriptions().items() if d == "hinted"]
        self.assertTrue(is_set(hinted))
        self.assertIsNotNone(self.app.label_matching(r"^Score: −6$"))
        self.app.screenshot("set-hint")

    def found_sets(self, pattern):
        """The strip of found Sets, by what it says to a screen reader."""
        regex = re.compile(pattern)
        return wait_for(lambda: self.app._first(self.app.window, lambda n: regex.search(n.name or "")),
                        message=f"the found Sets saying {pattern}")

    def test_the_daily_puzzle_holds_six_sets_to_find(self):
        self.choose_mode("Daily Puzzle")
        names = wait_for(lambda: len(self.names()) == 12 and self.names(), message="the puzzle's 12 cards")
        self.assertFalse(self.app.buttons("Deal 3 More Cards"), "no dealing in a puzzle")
        sets = [list(triple) for triple in __import__("itertools").combinations(names, 3) if is_set(triple)]
        self.assertEqual(len(sets), 6)
        self.assertIsNotNone(self.app.label_matching(r"^0 of 6 Sets$"))
        self.assertIsNotNone(self.found_sets(r"^No Sets found yet\.$"), "six empty places for the Sets")
        first_card = settled(lambda: self.app.extents(self.app.button(names[0])), message="the puzzle dealt")
        for index, triple in enumerate(sets, start=1):
            self.choose(triple)
            wait_for(lambda: self.app.label_matching(rf"^{index} of 6 Sets$"), message=f"{index} Sets found")
            if index == 1:
                # A Set found twice counts once.
                self.choose(triple)
                wait_for(lambda: self.app.label_matching(r"already found"), message="the repeat noticed")
                self.assertIsNotNone(self.app.label_matching(r"^1 of 6 Sets$"))
                self.assertIsNotNone(self.found_sets(r"^1\. " + re.escape(", ".join(triple)) + "$"))
            if index == 5:
                # The found Sets fill places of fixed size: the table's cards never shrink for them.
                self.assertEqual(settled(lambda: self.app.extents(self.app.button(names[0])), message="the table laid out"), first_card)
        wait_for(lambda: self.app.label_matching(r"^Puzzle Solved$"), message="the puzzle solved")
        self.assertIsNotNone(self.app.label_matching(r"^All six Sets in \d+:\d\d, with 0 mistakes\.$"))
        self.app.screenshot("set-daily-puzzle")
        # The result, copied to share, gives no card away.
        App.click(self.app.button("Copy Result"))
        copied = wait_for(lambda: self.app.label_matching(r"^Copied: Pastimes Daily Set \d{4}-\d\d-\d\d: all six Sets in \d+:\d\d, 0 mistakes$"),
                          message="the result copied")
        self.assertFalse(any(name in copied for name in names))
        # The solved puzzle is in the statistics.
        App.click(self.app.button("Main Menu"))
        App.click(self.menu_item("Statistics"))
        row = wait_for(lambda: self.app._first(self.app.node, lambda n: (n.name or "").startswith("Daily Puzzle: 1 played, 1 won")),
                       message="the puzzle in the statistics")
        self.assertIn("best 0:", row.name)
        self.app.screenshot("statistics")
        # Everyone gets the same puzzle today: another player's Pastimes deals the same twelve cards.
        # (One Pastimes runs per session: this one closes first.)
        self.app.close()
        other = App()
        try:
            self.choose_mode("Daily Puzzle", other)
            wait_for(lambda: sorted(c.name for c in other.buttons(NAME.pattern)) == sorted(names), message="the same puzzle")
        finally:
            other.close()

    def test_the_drill_coaches_the_kind_of_set_you_are_slowest_at(self):
        # No pace known yet: the drill starts on shading, on a table rich in Sets whose shadings differ.
        self.choose_mode("Drill")
        wait_for(lambda: self.app.label_matching(r"^Drill on shading: no Set of that kind found yet\.$"), message="the coach's word")
        names = wait_for(lambda: len(self.names()) == 12 and self.names(), message="the drill's table")
        sets = [list(t) for t in itertools.combinations(names, 3) if is_set(list(t))]
        shaded = [t for t in sets if len({features(n)[2] for n in t}) == 3]
        self.assertGreaterEqual(len(shaded), 3, "a table rich in the kind drilled")
        self.choose(shaded[0])
        wait_for(lambda: self.app.label_matching(r"^Drill on shading: 1 Set of that kind, [\d.]+ s on average\.$"),
                 message="the drill counting its kind")
        self.app.screenshot("set-drill")

    def test_the_glyph_theme_draws_and_names_cards_anew(self):
        names = wait_for(lambda: len(self.names()) == 12 and self.names(), message="12 cards")
        App.click(self.app.button("Main Menu"))
        App.click(self.menu_item("Glyphs"))
        glyphs = wait_for(lambda: len(self.names(GLYPH_NAME.pattern)) == 12 and self.names(GLYPH_NAME.pattern),
                          message="cards named in the Glyphs theme")
        words = {"diamond": "triangle", "squiggle": "circle", "oval": "square",
                 "solid": "filled", "striped": "shaded", "open": "outlined"}
        self.assertEqual(glyphs, [" ".join(words.get(w.rstrip("s"), w.rstrip("s")) for w in n.split()) + ("s" if n.endswith("s") else "")
                                  for n in names])
        self.app.screenshot("set-glyphs")

    def test_two_players_call_set_with_their_shift_keys(self):
        self.choose_mode("Two Players")
        names = wait_for(lambda: len(self.names()) == 12 and self.names(), message="12 cards")
        self.choose(names[:1])
        wait_for(lambda: self.app.label_matching(r"^Call Set first"), message="cards locked until a claim")
        self.app.press("Shift_R")
        wait_for(lambda: self.app.label_matching(r"^Player 2 calls Set!"), message="player 2's claim")
        triple = find_set(names)
        if triple is None:
            return  # one deal in thirty has no Set; the claim will simply run out
        self.choose([names[i] for i in triple])
        wait_for(lambda: self.app.label_matching(r"^Player 1: 0 · Player 2: 1$"), message="player 2 scores")
        self.app.screenshot("set-two-players")

    def test_the_computer_finds_sets_too(self):
        self.choose_mode("Computer (Hard)")
        wait_for(lambda: self.app.label_matching(r"The computer is (thinking|about to call Set)"), message="its face")
        wait_for(lambda: self.app.label_matching(r"^You 0 · Computer 1$"), timeout=60, message="the computer's Set")
        self.app.screenshot("set-computer")
