"""Every mode of every tab, opened and then reopened from its save, in the build under test
(make test points PASTIMES_BINARY at the release build, made as the Debian package makes it:
the build players get once crashed at once in two of Set's modes that only the debug build had
been tried in).

One data folder throughout: each start of the app first finds the game the last one saved (the
mode before, "Welcome back"), then opens the next mode and plays a card in it, and quits."""
import os
import re
import shutil
import tempfile
import unittest

import pyatspi

from harness import App, select_tab, wait_for
from set_cards import NAME

# Set's mode menu, in its order, with the cards each mode opens on (at least).
SET_MODES = [("Classic Solo", 12), ("Junior", 9), ("Shuffle", 12), ("Set-Chain", 12), ("UltraSet-Chain", 12), ("4Set Jr-Chain", 11),
             ("UltraSet", 12), ("Ultra9", 9), ("GhostSet", 10), ("MegaSet", 16), ("4Set", 15), ("4Set Junior", 11), ("Timed Run", 12),
             ("Daily Puzzle", 12), ("Puzzle", 12), ("Ultra9 Puzzle", 9), ("4Set Jr-Puzzle", 11), ("Drill", 12), ("Computer (Easy)", 12),
             ("Computer (Medium)", 12), ("Computer (Hard)", 12), ("Two Players", 12)]
# A few of them only, where PASTIMES_TOUR_SET_MODES names them (the package test, on the installed app).
if os.environ.get("PASTIMES_TOUR_SET_MODES"):
    SET_MODES = [mode for mode in SET_MODES if mode[0] in os.environ["PASTIMES_TOUR_SET_MODES"].split(",")]
CARDS_PLAYERS = ["2 Players", "3 Players", "4 Players", "Me and a Forgetful Computer", "Me and a Fair Computer", "Me and a Sharp Computer",
                 "Just Me"]
CARDS_SIZES = [("Small (12 cards)", 12), ("Large (24 cards)", 24), ("Medium (16 cards)", 16)]
SIMON_GAMES = ["Simon Says", "Player Adds", "Two Players", "Choose Your Colour"]
FACE_DOWN = "face-down card"


def menu_item(app, title):
    return wait_for(lambda: App._first(app.node, lambda n: n.name == title and n.getRole() in (
        pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM, pyatspi.ROLE_CHECK_MENU_ITEM)), message=f"{title} in the menu")


class EveryModeTests(unittest.TestCase):
    def setUp(self):
        self.data = tempfile.mkdtemp(prefix="pastimes-every-mode-")
        self.addCleanup(shutil.rmtree, self.data, True)
        self.app = None

    def tearDown(self):
        if self.app is not None and not getattr(self.app, "closed", False):
            self.app.close()

    def start(self, *arguments):
        self.app = App(*arguments, data=self.data)
        return self.app

    def quit(self):
        """Ctrl+Q, as a player ends the app; it must end cleanly (a crash, an AddressSanitizer
        report or a critical fails the test)."""
        self.app.press("ctrl+q")
        status = self.app.process.wait(timeout=60)
        self.assertEqual(status, 0, open(self.app.log_path).read()[-4000:])
        self.app.close()

    def confirm_if_asked(self):
        """A game under way asks before it is replaced: the new game is wanted."""
        try:
            App.click(wait_for(lambda: self.app.dialog_button("New Game") if self.app.node.childCount > 1 else None, timeout=1.5,
                               message="the question"))
        except AssertionError:
            pass  # nothing was asked: no game was under way

    def test_every_set_mode_opens_and_comes_back_from_its_save(self):
        previous = None
        for title, cards in SET_MODES:
            with self.subTest(mode=title):
                app = self.start()
                if previous:
                    wait_for(lambda: app.buttons(re.escape(f"Mode: {previous}")), message=f"{previous} restored from its save")
                    wait_for(lambda: app.label_matching(r"^Welcome back"), message="the game as it was left")
                App.click(wait_for(lambda: app.buttons(r"Mode: .*"), message="the mode menu")[0])
                App.click(menu_item(app, title))
                self.confirm_if_asked()
                wait_for(lambda: app.buttons(re.escape(f"Mode: {title}")), message=f"the {title} mode")
                table = wait_for(lambda: len(found := app.buttons(NAME.pattern)) >= cards and found, timeout=30,
                                 message=f"{cards} cards of {title}", explain=lambda: len(app.buttons(NAME.pattern)))
                App.click(table[0])
                self.quit()
                previous = title

    def test_every_cards_game_opens_and_comes_back_from_its_save(self):
        # Who plays (on the medium table), then each table size (the medium last), then 3 and 2 cards.
        choices = [(players, 16) for players in CARDS_PLAYERS] + CARDS_SIZES + [("3 Cards", 16), ("2 Cards", 16)]
        previous, previous_cards = None, None
        for choice, cards in choices:
            with self.subTest(choice=choice):
                app = self.start("--tab", "cards")
                page = app.page("Cards")
                menu = lambda: wait_for(lambda: App._first(page, lambda n: (n.name or "").startswith("Who plays: ")), message="the menu")
                if previous:
                    wait_for(lambda: menu().name == previous, message=f"{previous!r} restored from its save")
                    wait_for(lambda: len(app.buttons(FACE_DOWN, within=page)) == previous_cards - 1, message="the card turned up, still up")
                if choice in ("2 Cards", "3 Cards"):
                    App.click(app.buttons(choice, within=page)[0])
                else:
                    App.click(menu())
                    App.click(menu_item(app, choice))
                self.confirm_if_asked()
                # A new deal, every card face down.
                wait_for(lambda: len(app.buttons(FACE_DOWN, within=page)) == cards, timeout=30, message=f"the deal for {choice}")
                if choice in CARDS_PLAYERS:
                    self.assertTrue(menu().name.startswith(f"Who plays: {choice};"), menu().name)
                # The last deal's cards can linger a moment in the accessibility tree after the
                # new ones are counted: one gone before the click reaches it is looked for again.
                wait_for(lambda: App.click_first(app.buttons(FACE_DOWN, within=page)), message="a face-down card to turn up")
                wait_for(lambda: len(app.buttons(FACE_DOWN, within=page)) == cards - 1, message="a card turned up")
                previous, previous_cards = menu().name, cards
                self.quit()

    def test_every_simon_game_opens_and_comes_back_from_its_save(self):
        previous = None
        for game in SIMON_GAMES:
            with self.subTest(game=game):
                app = self.start("--tab", "simon")
                page = app.page("Simon")
                play = lambda: wait_for(lambda: app.buttons("Play Game", within=page), message="Play Game")[0]
                under_way = lambda: wait_for(lambda: app.label_matching(r"^Progress \d", within=page), message="a game under way")
                if previous:
                    # A restored game waits on the first screen until Play, then goes on as it was.
                    App.click(play())
                    self.assertRegex(under_way(), r"^Progress \d+/\d+$", f"{previous} restored from its save")
                    App.click(wait_for(lambda: app.buttons("Back to the Simon menu"), message="the way back")[0])
                App.click(wait_for(lambda: app.buttons(re.escape(game), within=page), message=f"{game} on the first screen")[0])
                App.click(play())
                self.confirm_if_asked()
                under_way()
                self.quit()
                previous = game


if __name__ == "__main__":
    unittest.main()
