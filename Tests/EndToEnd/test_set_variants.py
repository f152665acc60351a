"""Each Set variant played as a keyboard player plays it: chosen from the mode menu, a match
found on the table by the card keys (1 2 3, Q W E, A S D, Z X C, then R T Y, F G H, V B N…),
and the score changing; the endless Puzzle solved table after table."""
import itertools
import re

import pyatspi

from harness import App, AppTestCase, wait_for
from set_cards import MATCHES, NAME, SIZES, find_match

# The keys of the table's places in the QWERTY layout, in the table's order.
KEYS = "123qweasdzxcrtyfghvbn456uiojkm789"


class SetVariantTests(AppTestCase):
    app_arguments = ("--seed", "3")

    def names(self):
        return [card.name for card in self.app.buttons(NAME.pattern, within=self.app.page("Set"))]

    def choose_mode(self, title):
        App.click(wait_for(lambda: self.app.buttons(r"Mode: .*"), message="the mode menu")[0])
        App.click(wait_for(lambda: self.app._first(self.app.window, lambda n: n.getRole() in (
            pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM) and n.name == title), message=f"the menu item {title!r}"))
        wait_for(lambda: self.app.buttons(re.escape(f"Mode: {title}")), message=f"the {title} mode")
        wait_for(lambda: self.app.label_matching(r"^New game\. " + re.escape(title) + r": "), message=f"how to play {title}")

    def play(self, title, table, choice, called=r"A Set!"):
        self.choose_mode(title)
        names = wait_for(lambda: len(self.names()) == table and self.names(), message=f"{table} cards on the table",
                         explain=lambda: len(self.names()))
        for _ in range(4):   # a table without a match: three more cards, as a player would
            found = find_match(names, choice)
            if found is not None:
                break
            self.app.press("shift+d")
            names = wait_for(lambda: len(self.names()) == len(names) + 3 and self.names(), message="three more cards")
        self.assertIsNotNone(found, f"a match among {names}")
        self.assertIsNotNone(self.app.label_matching(r"^Score: (0|−\d+)$"), "no points yet")
        self.app.press(*[KEYS[place] for place in found])
        score = wait_for(lambda: self.app.label_matching(r"^Score: [1-9]\d*$"), message="points for the match",
                         explain=self.app.labels)
        self.assertIsNotNone(self.app.label_matching("^" + called + r" \+\d+ points\.$"), "the match called by its kind")
        return score, [names[place] for place in found]

    def test_shuffle_rearranges_the_table_after_a_set(self):
        _, chosen = self.play("Shuffle", 12, 3)
        before = self.names()
        self.app.press("Escape")   # the Set leaves the table, and what stays moves
        wait_for(lambda: not set(chosen) & set(self.names()), message="the Set gone")
        self.assertIsNotNone(self.app.label_matching(r"^The Set left the table, and the cards were rearranged\.$"), "said")
        after = self.names()
        stayed = [name for name in before if name in after]
        self.assertNotEqual(stayed, [name for name in after if name in stayed], "the cards that stayed are in new places")

    def test_ultraset_chain_keeps_the_first_ultraset_on_the_table(self):
        _, chosen = self.play("UltraSet-Chain", 12, 4, called="An UltraSet!")
        self.app.press("Escape")
        wait_for(lambda: len(self.names()) == 16, message="four new cards beside the chain")
        self.assertIsNotNone(self.app.label_matching(r"^The chain moves on: the next must reuse 2 cards of this one\.$"))
        chained = [card.name for card in self.app.buttons(NAME.pattern, within=self.app.page("Set"))
                   if card.description == "from the last Set"]
        self.assertEqual(sorted(chained), sorted(chosen))

    def test_ultra9_is_played_on_nine_cards(self):
        self.play("Ultra9", 9, 4, called="An UltraSet!")

    def test_ghostset_is_six_cards_of_ten(self):
        self.play("GhostSet", 10, 6, called="A GhostSet!")

    def test_junior_is_played_on_nine_solid_cards(self):
        _, chosen = self.play("Junior", 9, 3)
        self.assertTrue(all(" solid " in name for name in self.names()))

    def solve_a_puzzle(self, title, table, choice, kind):
        self.choose_mode(title)
        names = wait_for(lambda: len(self.names()) == table and self.names(), message=f"{table} cards on the table")
        matches = [found for found in itertools.combinations(range(table), SIZES[choice]) if MATCHES[choice]([names[i] for i in found])]
        count = wait_for(lambda: self.app.label_matching(rf"^0 of \d+ {kind}$"), message="what there is to find")
        self.assertEqual(count, f"0 of {len(matches)} {kind}")
        for number, found in enumerate(matches, 1):
            self.app.press(*[KEYS[place] for place in found])
            wait_for(lambda: self.app.label_matching(rf"^{number} of {len(matches)} {kind}$"), message=f"{number} found",
                     explain=self.app.labels)
        wait_for(lambda: self.app.label_matching(r"^Table Solved$"), message="the table solved")
        self.assertIsNotNone(self.app.label_matching(rf"^All {len(matches)} {kind} in \d+:\d\d, with 0 mistakes\. A new best time!$"))
        App.click(self.app.button("Next Table"))
        wait_for(lambda: self.names() != names and self.app.label_matching(rf"^0 of \d+ {kind}$"), message="the next table")
        self.assertRegex(" ".join(self.app.labels()), r"best \d+:\d\d", "the best time shown beside the clock")

    def test_the_puzzle_is_solved_table_after_table(self):
        self.solve_a_puzzle("Puzzle", 12, 3, "Sets")

    def test_the_ultra9_puzzle_is_solved_table_after_table(self):
        self.solve_a_puzzle("Ultra9 Puzzle", 9, 4, "UltraSets")

    def test_the_4set_junior_puzzle_is_solved_table_after_table(self):
        self.solve_a_puzzle("4Set Jr-Puzzle", 11, "4set", "4Sets")

    def test_megaset_is_three_cards_of_sixteen_with_borders(self):
        _, chosen = self.play("MegaSet", 16, 3)
        self.assertTrue(any(" border" in name for name in self.names()), "some cards have a border")

    def test_4set_is_four_cards_of_fifteen(self):
        self.play("4Set", 15, "4set", called="A 4Set!")
        self.assertTrue(any(re.match(r"four |.* blue |.* dotted |.* triangles?$", name) for name in self.names()),
                        "the fourth values are on the table")

    def test_4set_junior_is_eleven_solid_cards(self):
        self.play("4Set Junior", 11, "4set", called="A 4Set!")
        self.assertTrue(all(" solid " in name for name in self.names()))

    def test_4set_junior_chain_keeps_the_first_4set_on_the_table(self):
        _, chosen = self.play("4Set Jr-Chain", 11, "4set", called="A 4Set!")
        self.app.press("Escape")
        wait_for(lambda: len(self.names()) == 15, message="four new cards beside the chain")
        chained = [card.name for card in self.app.buttons(NAME.pattern, within=self.app.page("Set"))
                   if card.description == "from the last Set"]
        self.assertEqual(sorted(chained), sorted(chosen))
