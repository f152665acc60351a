"""The bar under a card table takes as few rows as the window's width allows: every row it saves
goes to the cards, whose size a short window's height sets."""
import re

import pyatspi

from harness import App, AppTestCase, settled, wait_for
from set_cards import NAME, find_set


class GameBarTests(AppTestCase):
    # A hint needs a Set on the table, and about one deal of twelve in thirty holds none (the
    # hint is then a passing "There is no Set on the table"): this seed's first deal holds one.
    app_arguments = ("--seed", "1")

    def deal_with_a_set(self):
        names = wait_for(lambda: len(self.app.buttons(NAME.pattern)) >= 12 and [b.name for b in self.app.buttons(NAME.pattern)],
                         message="the deal")
        self.assertIsNotNone(find_set(names), "the seed's first deal holds a Set")

    def middle(self, pattern, roles):
        """The vertical middle of the first node of one of `roles` named by `pattern`, and its box."""
        regex = re.compile(pattern)
        node = wait_for(lambda: App._first(self.app.window, lambda n: n.getRole() in roles and regex.search(n.name or "")),
                        message=f"a node named {pattern}")
        x, y, width, height = App.extents(node)
        return y + height / 2

    def rows(self, width, height):
        """The vertical middles of the mode menu, the score and the Hint button once the window
        is `width` × `height` and the bar has settled."""
        self.app.resize(width, height)
        wait_for(lambda: abs(self.app.window_size()[0] - width) <= 12, message=f"a window {width} wide")
        return settled(lambda: (self.middle(r"^Classic Solo", (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_PANEL,
                                                                pyatspi.ROLE_FILLER, pyatspi.ROLE_GROUPING)),
                                 self.middle(r"^Score:\s", (pyatspi.ROLE_LABEL,)),
                                 self.middle(r"^Hint$", (pyatspi.ROLE_PUSH_BUTTON,))), message=f"the bar laid out {width} wide")

    def tab_shown(self, title):
        """Whether the view switcher has the tab called `title` selected."""
        return any(tab.getState().contains(pyatspi.STATE_SELECTED) for tab in App._all(
            self.app.window, lambda n: n.getRole() == pyatspi.ROLE_PAGE_TAB and n.name == title))

    def test_one_row_when_wide_two_at_gnomes_usual_size_and_stacked_when_narrow(self):
        wait_for(lambda: len(self.app.buttons(r"(one|two|three) .*")) >= 12, message="the deal")

        mode, score, hint = self.rows(1000, 760)
        self.assertLess(abs(mode - hint), 6, "one row: the mode beside the actions")
        self.assertLess(abs(score - hint), 20, "one row: the score beside them too")

        mode, score, hint = self.rows(720, 560)
        self.assertLess(abs(mode - hint), 6, "two rows: the mode beside the actions")
        self.assertLess(score, hint - 20, "two rows: the score above them")

        mode, score, hint = self.rows(400, 720)
        self.assertLess(mode, score - 12, "stacked: the mode on top")
        self.assertLess(score, hint - 12, "stacked: the score above the actions")

        # And back: nothing was lost on the way.
        mode, score, hint = self.rows(720, 560)
        self.assertLess(abs(mode - hint), 6)
        self.assertLess(score, hint - 20)

    def test_a_tab_laid_out_wide_never_holds_the_window_wide(self):
        """A hint's words widen the Set tab's bar; another tab shown, the window shrinks, and the
        Set tab shown again fits the narrow window rather than widening it."""
        self.deal_with_a_set()
        App.click(self.app.button("Hint"))
        wait_for(lambda: self.app.label_matching(r"^Hint: "), message="the hint", explain=self.app.labels)
        self.app.press("alt+3")
        self.app.resize(420, 800)
        wait_for(lambda: self.app.window_size()[0] <= 432, message="the window narrow with Simon shown")
        for tab, title in (("alt+1", "Set"), ("alt+2", "Cards")):
            self.app.press(tab)
            wait_for(lambda: self.tab_shown(title), message=f"the {title} tab after {tab}")
            width, _ = settled(self.app.window_size, message=f"the window's size with the {title} tab shown")
            self.assertLessEqual(width, 432, f"the window still narrow after {tab}")
        self.app.press("alt+1")
        mode, score, hint = self.rows(420, 800)
        self.assertLess(mode, score - 12, "the Set tab's bar stacked to fit")

    def test_a_long_message_wraps_in_the_middle_and_pushes_nothing_aside(self):
        """A hint's words wrap between the ends of the bar: "Deal 3 More Cards" keeps one line
        and the score's line stays centred on the window."""
        self.deal_with_a_set()
        self.rows(1000, 760)

        def label(pattern):
            regex = re.compile(pattern)
            return wait_for(lambda: App._first(self.app.window, lambda n: n.getRole() == pyatspi.ROLE_LABEL
                                               and regex.search(n.name or "")), message=pattern)

        def deal_height_and_off_centre():
            deal, hint = App.extents(self.app.button("Deal 3 More Cards")), App.extents(self.app.button("Hint"))
            score, counts = App.extents(label(r"^Score:\s")), App.extents(label(r"\sin\sthe\sdeck"))
            middle = (score[0] + counts[0] + counts[2]) / 2
            return deal[3] - hint[3], middle - self.app.window_size()[0] / 2

        taller_before, off_before = deal_height_and_off_centre()
        App.click(self.app.button("Hint"))
        wait_for(lambda: self.app.label_matching(r"^Hint: "), message="the hint", explain=self.app.labels)
        taller_after, off_after = settled(deal_height_and_off_centre, message="the bar laid out around the hint")
        self.assertLessEqual(taller_after, taller_before + 2, "Deal 3 More Cards on one line, as Hint")
        self.assertLess(abs(off_after - off_before), 3, "the score's line stays centred")

    def test_a_long_message_and_then_a_short_one_leave_the_cards_where_they_were(self):
        """A new game of 4Set says how to play in two lines or three; the next move says less. The
        status line keeps the room it took, so the cards do not move with every message."""
        self.app.resize(720, 560)
        wait_for(lambda: abs(self.app.window_size()[0] - 720) <= 12, message="a window 720 wide")
        App.click(wait_for(lambda: self.app.buttons(r"Mode: .*"), message="the mode menu")[0])
        App.click(wait_for(lambda: App._first(self.app.window, lambda n: n.getRole() in (pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM)
                                              and n.name == "4Set"), message="4Set in the menu"))
        wait_for(lambda: self.app.label_matching(r"^New game\. 4Set: "), message="how to play 4Set")
        cards = wait_for(lambda: len(found := self.app.buttons(NAME.pattern)) == 15 and found, message="fifteen cards")
        before = settled(lambda: [App.extents(card) for card in cards], message="the deal's flight over")
        App.click(cards[0])
        wait_for(lambda: cards[0].description == "selected", message="a card chosen")
        wait_for(lambda: not self.app.label_matching(r"^New game\."), message="the message replaced")
        after = settled(lambda: [App.extents(card) for card in cards], message="the table laid out for the shorter message")
        self.assertEqual(after, before, "the cards where they were")
