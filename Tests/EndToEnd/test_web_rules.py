"""Every kind of rule at a shared table, on the desktop and in the browser: the host (Pastimes)
chooses UltraSet, GhostSet, 4Set, MegaSet, Set-Chain or the shared Puzzle in its lobby; a joined
Pastimes, a phone in headless Chromium and a phone in WebKit (360 × 640) see the rules named
before the start; a match claimed on a phone is scored by the host, and every other screen
shows it. (Classic and Junior are played in test_web_player.py.)"""
import re
import shutil
import tempfile
import unittest

import pyatspi

from selenium.webdriver.common.by import By

import browsers
from harness import App, wait_for
from set_cards import find_linked_match
from together_apps import PrivateSession, cards, choose_together_rules, host_game, join_game, menu_item, open_mode_menu_item

# The menu's title, the kind of match (its size, or "4set"), the chain's links, the count's noun.
RULES = [("UltraSet", 4, 0, "UltraSet"), ("GhostSet", 6, 0, "GhostSet"), ("4Set", "4set", 0, "4Set"),
         ("MegaSet", 3, 0, "Set"), ("Set-Chain", 3, 1, "Set"), ("Puzzle", 3, 0, "Set")]


class WebRulesTests(unittest.TestCase):
    def setUp(self):
        self.host = App(size="1000x760")
        self.addCleanup(self.host.close)
        self.session = PrivateSession()
        self.addCleanup(self.session.close)
        self.player_data = tempfile.mkdtemp(prefix="pastimes-e2e-player-")
        self.addCleanup(shutil.rmtree, self.player_data, True)
        self.player = App(data=self.player_data, size="900x760", env=self.session.environment)
        self.addCleanup(self.player.close)
        self.chromium = browsers.chromium(360, 640)
        self.addCleanup(browsers.quit, self.chromium)
        self.webkit = browsers.webkit(360, 640)
        self.addCleanup(browsers.quit, self.webkit)

    def join_page(self, driver, link, name):
        driver.get("about:blank")
        driver.get(link)
        field = wait_for(lambda: browsers.visible(driver, "join") and driver.find_element(By.ID, "name"), message="the join form")
        field.clear()
        field.send_keys(name)
        driver.find_element(By.ID, "join-button").click()
        wait_for(lambda: browsers.visible(driver, "lobby"), message=f"{name}'s lobby")

    def test_each_kind_of_rule_is_played_on_phones_and_desktops_alike(self):
        for title, kind, links, noun in RULES:
            with self.subTest(rules=title):
                self.play(title, kind, links, noun)

    def play(self, title, kind, links, noun):
        port, spaced = host_game(self.host)
        code = spaced.replace(" ", "")
        link = f"http://127.0.0.1:{port}/#{code}"
        join_game(self.player, port, spaced, "Bea")
        self.join_page(self.chromium, link, "Cleo")
        self.join_page(self.webkit, link, "Dora")
        wait_for(lambda: self.host.label_matching(r"(?m)^Dora$") and self.host.label_matching(r"(?m)^Bea$"), message="everyone in the lobby")
        choose_together_rules(self.host, title)
        if title == "MegaSet":
            # The computer takes a seat; every screen names it before the start.
            App.click(wait_for(lambda: self.host.buttons(r"Computer: .*"), message="the computer menu")[0])
            App.click(menu_item(self.host, "Computer (Medium)"))
            wait_for(lambda: self.host.buttons(r"Computer: Computer \(Medium\)"), message="the computer seated")
            wait_for(lambda: "Computer (Medium)" in browsers.text(self.chromium, "lobby-players"), message="the computer in the phone's lobby")
        for driver in (self.chromium, self.webkit):
            wait_for(lambda: browsers.text(driver, "lobby-rules") == f"Rules: {title}", message=f"{title} named on the page before the start")
        wait_for(lambda: self.player.label_matching(rf"^{re.escape(title)}$"), message=f"{title} named on Bea's screen")
        App.click(wait_for(lambda: [b for b in self.host.buttons("Start") if b.getState().contains(pyatspi.STATE_SENSITIVE)],
                           message="Start enabled")[0])

        table = wait_for(lambda: browsers.cards(self.chromium), message="the phone's cards", explain=lambda: browsers.console(self.chromium))
        wait_for(lambda: sorted(browsers.cards(self.webkit)) == sorted(table), message="one table on both phones")
        wait_for(lambda: sorted(cards(self.host)) == sorted(table) == sorted(cards(self.player)), message="and on both desktops")
        if links:
            # The chain begins with the first match; the second must reuse its link.
            self.claim(self.webkit, kind, links)
            wait_for(lambda: self.chain(self.chromium), message="the chain marked on the other phone")
        before = self.host.label_matching(r"(?m)^Cleo: .*$")
        chosen = self.claim(self.chromium, kind, links)
        wait_for(lambda: browsers.text(self.chromium, "news") == f"You found {'an' if noun == 'UltraSet' else 'a'} {noun}.",
                 message="the claimer's news")
        wait_for(lambda: self.host.label_matching(rf"(?m)^Cleo: 1 {noun}, score 1$"), message="the host's score",
                 explain=lambda: f"before {before}, chosen {chosen}")
        for driver in (self.webkit,):
            wait_for(lambda: browsers.text(driver, "news").startswith("Cleo found"), message="the other phone's news")
            wait_for(lambda: re.search(rf"Cleo: 1 {noun}, score 1", browsers.text(driver, "scores")), message="the other phone's scores")
        wait_for(lambda: self.player.label_matching(rf"(?m)^Cleo: 1 {noun}, score 1$"), message="Bea's scoreboard")
        if title == "Puzzle":
            found = self.webkit.find_elements(By.CSS_SELECTOR, "#found-list li")
            self.assertEqual(len(found), 1, "the Puzzle's found Set listed on the other phone")
            self.assertEqual(sorted(found[0].get_attribute("aria-label").split(", ")), sorted(chosen), "named card by card")
            self.assertTrue(set(chosen) <= set(browsers.cards(self.webkit)), "the Puzzle's table stays whole")
        else:
            wait_for(lambda: not (set(chosen) - set(self.chain(self.webkit))) & set(browsers.cards(self.webkit)),
                     message="the match off the other phone's table (but for the chain's link)")
        if title == "MegaSet":
            # The computer claims by the same path as everyone: the host scores it, the pages show it.
            wait_for(lambda: re.search(r"Computer \(Medium\): 1 Set, score 1", browsers.text(self.webkit, "scores")), timeout=90,
                     message="the computer's Set on the other phone")
            wait_for(lambda: self.host.label_matching(r"(?m)^Computer \(Medium\): 1 Set, score 1$"), message="and on the host's scoreboard")
            # On a laptop, the sixteen cards and their borders at a size to read.
            self.webkit.set_window_size(1280, 800)
            wait_for(lambda: self.webkit.find_element(By.CSS_SELECTOR, "#table button.card").rect["width"] >= 100,
                     message="the cards grown to the laptop's window")
            for button in self.webkit.find_elements(By.CSS_SELECTOR, "#table button.card"):
                box = button.rect
                self.assertTrue(box["x"] + box["width"] <= 1280 and box["y"] + box["height"] <= 800, f"a card out of sight: {box}")
            browsers.screenshot(self.webkit, "web-rules-megaset-laptop")
            self.webkit.set_window_size(360, 640)
        shot = title.lower().replace(" ", "-")
        browsers.screenshot(self.chromium, f"web-rules-{shot}-chromium")
        browsers.screenshot(self.webkit, f"web-rules-{shot}-webkit")
        self.host.screenshot(f"together-rules-{shot}")

        # Bea leaves, then the host: the pages are told the game is over.
        open_mode_menu_item(self.player, "Leave Game")
        wait_for(lambda: self.player.buttons(r"Mode: (?!Together).*"), message="Bea back to her solo game")
        open_mode_menu_item(self.host, "Leave Game")
        for driver in (self.chromium, self.webkit):
            wait_for(lambda: browsers.visible(driver, "over"), message="the game ended on the page")
        wait_for(lambda: self.host.buttons(r"Mode: (?!Together).*"), message="the host back to its solo game")

    @staticmethod
    def chain(driver):
        return [button.get_attribute("aria-label") for button in driver.find_elements(By.CSS_SELECTOR, "#table button.card.chain")]

    def claim(self, driver, kind, links):
        """Chooses the first match on `driver`'s table (reusing the chain's link) and returns its cards."""
        table = browsers.cards(driver)
        found = find_linked_match(table, kind, self.chain(driver), links)
        self.assertIsNotNone(found, f"the host deals until a match shows: {table}")
        chosen = [table[index] for index in found]
        for name in chosen:
            browsers.card(driver, name).click()
        return chosen


if __name__ == "__main__":
    unittest.main()
