"""The Cards tab (the playing-card matching game), through the accessibility bus."""
import re
import unittest

import pyatspi

from harness import App, AppTestCase, select_tab, wait_for
from playing_cards import NAME, parse, points

FACE_DOWN = "face-down card"


class CardsTabTests(AppTestCase):
    def setUp(self):
        super().setUp()
        select_tab(self.app, "Cards")
        self.page = self.app.page("Cards")
        wait_for(lambda: len(self.face_down()) == 16, message="16 face-down cards")

    def face_down(self):
        return self.app.buttons(FACE_DOWN, within=self.page)

    def face_up(self):
        return self.app.buttons(NAME.pattern, within=self.page)

    def score(self):
        text = self.app.label_matching(r"^Score: ", within=self.page)
        return int(text.split(": ")[1].replace("−", "-"))

    def test_the_cards_tab_deals_sixteen_face_down_cards(self):
        self.assertEqual(self.score(), 0)
        self.assertEqual(len(self.face_up()), 0)
        self.assertIsNotNone(self.app.label_matching(r"^16 cards unmatched · matching 2$", within=self.page))
        self.app.screenshot("cards-start")

    def test_choosing_a_face_down_card_turns_it_up_for_a_point(self):
        App.click(self.face_down()[0])
        card = wait_for(lambda: self.face_up(), message="a face-up card")[0]
        parse(card.name)
        self.assertEqual(len(self.face_down()), 15)
        self.assertEqual(self.score(), -1)

    def test_two_cards_score_as_matchismo_scores_them(self):
        App.click(self.face_down()[0])
        first = wait_for(lambda: self.face_up(), message="the first card up")[0].name
        App.click(self.face_down()[5])
        verdict = wait_for(lambda: self.app.label_matching(r"don't match|^Matched", within=self.page), message="the verdict")
        named = [symbol_name(rank, suit) for rank, suit in re.findall(r"(10|[2-9AJQK])([♠♥♦♣])", verdict)]
        self.assertEqual(named[0], first)
        second = named[1]
        expected = -2 + points(first, second)  # each card turned up costs 1
        wait_for(lambda: self.score() == expected, message=f"score {expected} for {first} and {second}")
        if expected > 0:
            self.assertEqual(verdict, f"Matched {verdict.split()[1]} {verdict.split()[2]} for {expected + 2} points")
            matched = [card for card in self.face_up() if card.description == "matched"]
            self.assertEqual(sorted(card.name for card in matched), sorted([first, second]))
        else:
            self.assertTrue(verdict.endswith("don't match! 2 point penalty!"), verdict)
            self.assertEqual([card.name for card in self.face_up()], [second], "the first card turns back")
        self.app.screenshot("cards-judged")

    def test_redeal_starts_again_with_new_face_down_cards(self):
        App.click(self.face_down()[2])
        wait_for(lambda: self.score() == -1)
        App.click(self.app.button("Re-deal"))
        # A card is up: the game is under way, so Re-deal asks first, as New Game does everywhere.
        App.click(self.app.dialog_button("New Game"))
        wait_for(lambda: self.score() == 0 and len(self.face_down()) == 16 and not self.face_up(),
                 message="a fresh deal")
        self.assertIsNotNone(self.app.label_matching(r"^Turn up 2 cards", within=self.page))

    def test_three_card_mode_deals_again(self):
        App.click(self.app.buttons("3 Cards", within=self.page)[0])
        wait_for(lambda: self.app.label_matching(r"matching 3$", within=self.page), message="3-card mode")
        self.assertEqual(len(self.face_down()), 16)

    def status(self):
        return self.app.label_matching(r"(’s turn\.|Your turn\.|^Turn up|don't match|^Matched)", within=self.page) or ""

    def choose_players(self, title):
        """Chooses who plays from the bar's menu (a new deal, no game being under way)."""
        App.click(self.players_menu())
        item = wait_for(lambda: App._first(self.app.node, lambda n: n.name == title and n.getRole() in (
            pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM, pyatspi.ROLE_CHECK_MENU_ITEM)), message=f"{title} in the menu")
        App.click(item)
        wait_for(lambda: self.players_menu().name.startswith(f"Who plays: {title};"), message=f"a deal for {title}")

    def players_menu(self):
        return wait_for(lambda: App._first(self.page, lambda n: (n.name or "").startswith("Who plays: ")), message="the players' menu")

    def test_two_players_take_turns_and_a_mismatch_passes_the_turn(self):
        self.choose_players("2 Players")
        wait_for(lambda: self.status().endswith("Player 1’s turn."), message="Player 1 to begin")
        self.assertIsNotNone(self.app.label_matching(r"^Player 1: 0 · Player 2: 0$", within=self.page))
        App.click(self.face_down()[0])
        wait_for(lambda: len(self.face_up()) == 1, message="the first card up")
        App.click(self.face_down()[5])
        verdict = wait_for(lambda: re.search(r"(don't match|^Matched).*", self.status()) and self.status(), message="the verdict")
        if "don't match" in verdict:
            self.assertTrue(verdict.endswith("Player 2’s turn."), verdict)
            self.assertEqual(len(self.face_up()), 2, "the miss on show for everyone to see")
            App.click(self.face_down()[2])
            wait_for(lambda: len(self.face_up()) == 1, message="Player 2's first card turns the miss down")
        else:
            self.assertTrue(verdict.endswith("Player 1’s turn."), "a match gives another turn")
        self.app.screenshot("cards-two-players")

    def test_the_computer_plays_its_turn_and_hands_it_back(self):
        self.choose_players("Me and a Sharp Computer")
        wait_for(lambda: self.status().endswith("Your turn."), message="the player to begin")
        # Turn pairs up until one does not match: then it is the computer's turn.
        while not self.status().endswith("The computer’s turn."):
            cards = self.face_down()
            App.click(cards[0])
            wait_for(lambda: len(self.face_down()) < len(cards), message="a card up")
            App.click(self.face_down()[-1])
            wait_for(lambda: re.search(r"(don't match|^Matched)", self.status()), message="the verdict")
        wait_for(lambda: not re.search(r"The computer: 0$", self.app.label_matching(r"^You: ", within=self.page)),
                 timeout=30, message="the computer to turn up cards")
        wait_for(lambda: self.status().endswith("Your turn.") or self.app.label_matching(r"Wins!|A Draw!", within=self.page),
                 timeout=60, message="the turn back with the player")
        self.app.screenshot("cards-against-the-computer")

    def test_restart_deals_the_same_cards_again(self):
        App.click(self.face_down()[3])
        first = wait_for(lambda: self.face_up(), message="a card up")[0].name
        self.app.press("ctrl+r")
        App.click(self.app.dialog_button("Restart"))
        wait_for(lambda: not self.face_up() and len(self.face_down()) == 16, message="every card down again")
        App.click(self.face_down()[3])
        self.assertEqual(wait_for(lambda: self.face_up(), message="the same card up")[0].name, first)

    def test_keys_choose_cards_in_table_order(self):
        self.app.press("1")
        wait_for(lambda: len(self.face_up()) == 1, message="key 1 turns up the first card")
        self.app.press("Escape")
        wait_for(lambda: not self.face_up(), message="Esc turns it back down")
        self.assertEqual(self.score(), -1)


def symbol_name(rank, suit):
    ranks = {"A": "ace", "J": "jack", "Q": "queen", "K": "king", "10": "ten"}
    numbers = ["two", "three", "four", "five", "six", "seven", "eight", "nine"]
    rank_name = ranks.get(rank) or numbers[int(rank) - 2]
    suit_name = {"♠": "spades", "♥": "hearts", "♦": "diamonds", "♣": "clubs"}[suit]
    return f"{rank_name} of {suit_name}"


if __name__ == "__main__":
    unittest.main()
