"""Menus, actions and keys that fit the tab: the primary menu holds the tab's own items, actions
that do nothing on a tab are disabled there, New Game asks the same way everywhere, Redo, F11,
the keys that go from tab to tab, the About window, and plain accessible names."""
import re

import pyatspi

from harness import App, AppTestCase, select_tab, settled, wait_for
from desktop import WindowManager, action_choice, action_state
from set_cards import NAME, find_set
from playing_cards import NAME as CARD_NAME
from together_apps import host_game


MENU_ROLES = (pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_CHECK_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM, pyatspi.ROLE_MENU)


class MenuTests(AppTestCase):
    def menu_items(self):
        """The primary menu's items, in order (its submenus' items follow them in the tree)."""
        App.click(self.app.button("Main Menu"))
        items = wait_for(lambda: [n.name for n in self.app._all(self.app.window, lambda n: n.getRole() in MENU_ROLES[:3])],
                         message="the menu's items")
        self.app.press("Escape")
        return items[:items.index("About Pastimes") + 1]

    def question(self):
        return self.app._first(self.app.node, lambda n: n.getRole() == pyatspi.ROLE_LABEL and n.name == "Start a new game?")

    def test_each_tab_has_its_own_menu_ending_with_the_common_items(self):
        wait_for(lambda: len(self.app.buttons(NAME.pattern)) == 12)
        set_menu = self.menu_items()
        for item in ["New Game", "Show the Set I’m Missing", "Set Cards", "Export Set Deck as PDF…"]:
            self.assertIn(item, set_menu)
        self.assertEqual(set_menu[-4:], ["Preferences", "Keyboard Shortcuts", "Help", "About Pastimes"])
        select_tab(self.app, "Simon")
        simon_menu = self.menu_items()
        self.app.screenshot("menu-simon")
        self.assertFalse({"Show the Set I’m Missing", "Set Cards", "Export Set Deck as PDF…", "Classic", "Glyphs"} & set(simon_menu),
                         f"Set items on the Simon tab: {simon_menu}")
        self.assertEqual(simon_menu[-4:], ["Preferences", "Keyboard Shortcuts", "Help", "About Pastimes"])

    def test_statistics_without_games_say_so_on_the_tab_in_view(self):
        select_tab(self.app, "Simon")
        App.click(self.app.button("Main Menu"))
        App.click(wait_for(lambda: self.app._first(self.app.window, lambda n: n.getRole() == pyatspi.ROLE_MENU_ITEM
                                                   and n.name == "Statistics"), message="Statistics"))
        wait_for(lambda: self.app._first(self.app.node, lambda n: n.name == "Finish a game of Simon and it is counted here."),
                 message="the empty state of Simon's page")
        self.app.screenshot("statistics-empty")
        self.assertIsNone(self.app._first(self.app.node, lambda n: n.name == "No finished games yet."), "no bare line in an empty list")

    def test_hint_and_undo_are_disabled_where_they_do_nothing(self):
        wait_for(lambda: len(self.app.buttons(NAME.pattern)) == 12)
        self.assertTrue(action_state("hint")[0] and action_state("undo")[0] and action_state("redo")[0])
        for tab in ["Cards", "Simon"]:
            select_tab(self.app, tab)
            wait_for(lambda: not action_state("hint")[0], message=f"Hint disabled on {tab}")
            self.assertFalse(action_state("undo")[0], f"Undo on {tab}")
            self.assertFalse(action_state("redo")[0], f"Redo on {tab}")
            self.assertFalse(action_state("reveal-set")[0], f"Show the Set I’m missing on {tab}")

    def test_redo_makes_an_undone_choice_again(self):
        names = wait_for(lambda: len(self.app.buttons(NAME.pattern)) == 12 and [c.name for c in self.app.buttons(NAME.pattern)])
        App.click(self.app.button(names[2]))
        wait_for(lambda: self.app.button(names[2]).description == "selected")
        self.app.press("ctrl+z")
        wait_for(lambda: self.app.button(names[2]).description == "", message="undone")
        self.app.press("ctrl+shift+z")
        wait_for(lambda: self.app.button(names[2]).description == "selected", message="redone")

    def test_re_deal_asks_first_when_a_matching_game_is_under_way(self):
        select_tab(self.app, "Cards")
        page = self.app.page("Cards")
        cards = wait_for(lambda: len(self.app.buttons("face-down card", within=page)) == 16 and
                         self.app.buttons("face-down card", within=page), message="16 cards")
        App.click(cards[0])
        wait_for(lambda: self.app.buttons(CARD_NAME.pattern, within=page), message="a card turned up")
        App.click(self.app.button("Re-deal"))
        wait_for(self.question, message="the question before a new deal")
        # Behind the question nothing takes input, not even a screen reader's activate.
        down = self.app.buttons("face-down card", within=page)
        App.click(down[0])   # answered once the app has acted on it (or not)
        self.assertEqual(len(self.app.buttons("face-down card", within=page)), len(down), "no card turned behind the question")
        App.click(self.app.dialog_button("Keep Playing"))
        # The content takes input again once the dialog has left the screen, a moment after its answer.
        wait_for(lambda: not self.question() and self.app.node.childCount == 1, message="the question answered and gone")
        self.assertEqual(len(self.app.buttons("face-down card", within=page)), len(down), "none turned since either")
        card = self.app.buttons("face-down card", within=page)[0]
        App.click(card)
        wait_for(lambda: card.name != "face-down card", message="cards answering again")

    def test_simon_asks_before_a_new_game_and_not_during_its_playback(self):
        select_tab(self.app, "Simon")
        page = self.app.page("Simon")
        App.click(self.app.button("Play Game"))
        wait_for(lambda: self.app.label_matching(r"^Watch and listen", within=page), message="the playback")
        self.assertFalse(action_state("new-game")[0], "New Game during Simon's playback")
        wait_for(lambda: self.app.label_matching(r"^Your turn", within=page), timeout=15, message="the player's turn")
        self.assertTrue(action_state("new-game")[0])
        self.app.press("ctrl+n")
        wait_for(self.question, message="the question before a new Simon game")

    def test_new_game_from_a_hosted_game_hands_the_menus_back_to_the_solo_game(self):
        wait_for(lambda: len(self.app.buttons(NAME.pattern)) == 12, message="the solo game")
        solo_mode = action_choice("set-mode")
        host_game(self.app, "Ada")
        wait_for(lambda: action_choice("set-mode") == "together", message="the mode menu to tick no solo mode")
        self.assertTrue(action_state("set-leave")[0], "Leave Game is offered while hosting")
        self.app.press("ctrl+n")   # nobody has joined: nothing to lose, so no question
        wait_for(lambda: not self.app.label_matching(r"Hosting a Game"), message="the lobby to go")
        wait_for(lambda: action_choice("set-mode") == solo_mode, message="the solo game's mode ticked again")
        self.assertFalse(action_state("set-leave")[0], "no Leave Game once the Together game is left")

    def test_f11_toggles_fullscreen_and_escape_leaves_it(self):
        wait_for(lambda: len(self.app.buttons(NAME.pattern)) == 12)
        with WindowManager(self.app):
            self.app.press("F11")
            wait_for(lambda: self.app.window_size()[0] > 1800, message="the window to fill the screen")
            self.assertTrue(action_state("fullscreen")[1], "the menu's Fullscreen item is ticked")
            self.app.screenshot("fullscreen")
            self.app.press("Escape")
            wait_for(lambda: self.app.window_size()[0] < 1800, message="Esc leaving fullscreen")
            self.assertFalse(action_state("fullscreen")[1])
            self.app.press("F11")
            wait_for(lambda: self.app.window_size()[0] > 1800)
            self.app.press("F11")
            wait_for(lambda: self.app.window_size()[0] < 1800, message="F11 again leaving fullscreen")

    def test_alt_and_a_number_or_ctrl_and_page_keys_go_from_tab_to_tab(self):
        wait_for(lambda: len(self.app.buttons(NAME.pattern)) == 12)

        def selected():
            return [tab.name for tab in App._all(self.app.window, lambda n: n.getRole() == pyatspi.ROLE_PAGE_TAB
                                                  and n.getState().contains(pyatspi.STATE_SELECTED))]
        for keys, tab in [("alt+3", "Simon"), ("alt+1", "Set"), ("alt+2", "Cards"), ("ctrl+Next", "Simon"),
                          ("ctrl+Next", "Simon"), ("ctrl+Prior", "Cards"), ("ctrl+Prior", "Set"), ("ctrl+Prior", "Set")]:
            self.app.press(keys)
            wait_for(lambda: set(selected()) == {tab}, message=f"{keys} showing the {tab} tab")
        self.assertEqual([b.name for b in self.app.buttons(NAME.pattern) if b.description == "selected"], [],
                         "Alt and a number chose no card")
        # F10 opens the primary menu of the tab on show (its popover is built as it first opens).
        self.app.press("F10")
        wait_for(lambda: self.app.label_matching(r"^Show the Set I’m Missing$"), message="F10 opening the Set tab's menu")
        self.app.press("Escape")

    def test_the_about_window_names_the_release_and_where_to_report_problems(self):
        wait_for(lambda: len(self.app.buttons(NAME.pattern)) == 12)
        App.click(self.app.button("Main Menu"))
        App.click(wait_for(lambda: self.app._first(self.app.window, lambda n: n.getRole() in MENU_ROLES
                                                   and n.name == "About Pastimes"), message="About Pastimes"))
        about = wait_for(lambda: self.app._first(self.app.node, lambda n: n.getRole() == pyatspi.ROLE_FRAME
                                                 and n.name != "Pastimes"), message="the About window")
        names = wait_for(lambda: [n.name for n in self.app._all(about, lambda n: bool(n.name))], message="its contents")
        text = " | ".join(names)
        for wanted in ["Website", "Report an Issue", "What’s New", "Credits", "Legal"]:
            self.assertIn(wanted, text)
        self.app.screenshot("about")

    def test_no_accessible_name_shows_an_access_key_underscore(self):
        names = wait_for(lambda: len(self.app.buttons(NAME.pattern)) == 12 and [c.name for c in self.app.buttons(NAME.pattern)])
        while find_set(names) is None:   # about one deal in thirty holds no Set
            self.app.press("shift+d")
            names = wait_for(lambda: len(n := [c.name for c in self.app.buttons(NAME.pattern)]) == len(names) + 3 and n,
                             message="three more cards")
        chosen = find_set(names)
        for index in chosen:
            App.click(self.app.button(names[index]))
        wait_for(lambda: re.search(r"A Set|Not a Set", " ".join(self.app.labels())), message="a judged choice")
        # A game under way (a Set found): New Game asks, in a dialog with mnemonic buttons.
        App.click(self.app.button(next(name for index, name in enumerate(names) if index not in chosen)))
        self.app.press("ctrl+n")
        self.app.press("ctrl+n")
        underscored = []
        def visit(node):
            if "_" in (node.name or "") and node.getRole() != pyatspi.ROLE_FRAME:
                underscored.append((node.getRoleName(), node.name))
            return False
        wait_for(self.question, message="the question before a new game")
        settled(lambda: [(n.getRoleName(), n.name) for n in self.app._all(self.app.node, lambda n: bool(n.name))],
                message="the question's dialog built")
        self.app._all(self.app.node, visit)
        self.assertEqual(underscored, [])
        doubled = [n.name for n in self.app._all(self.app.node, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON
                                                  and re.fullmatch(r"(.+) \1", n.name or ""))]
        self.assertEqual(doubled, [], "buttons named twice over")
