"""The web player: a game hosted by Pastimes is joined from real browsers by the link its lobby
shows (and its QR code encodes), played on the shared table, and rejoined after a reload; a
phone-sized headless Chromium and a laptop-sized WebKit in German."""
import unittest
import urllib.error
import urllib.request

import pyatspi

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import browsers
from harness import App, wait_for
from set_cards import find_set
from together_apps import cards, choose_together_rules, host_game, open_mode_menu_item


def spaced_code(code):
    """The code as the lobby shows it: "123 456"."""
    return f"{code[:3]} {code[3:]}"


class WebPlayerTests(unittest.TestCase):
    def setUp(self):
        self.host = App(size="1000x760")
        self.addCleanup(self.host.close)
        self.port, spaced = host_game(self.host)
        self.code = spaced.replace(" ", "")
        self.link = f"http://127.0.0.1:{self.port}/#{self.code}"

    def browser(self, make, *arguments, **options):
        driver = make(*arguments, **options)
        self.addCleanup(browsers.quit, driver)
        driver.set_page_load_timeout(20)
        return driver

    def start(self):
        """The host's Start, once someone has joined."""
        App.click(wait_for(lambda: [b for b in self.host.buttons("Start") if b.getState().contains(pyatspi.STATE_SENSITIVE)],
                           message="Start enabled")[0])

    def join(self, driver, name):
        driver.get(self.link)
        field = wait_for(lambda: browsers.visible(driver, "join") and driver.find_element(By.ID, "name"), message="the join form")
        self.assertEqual(driver.find_element(By.ID, "code").get_attribute("value"), self.code, "the code comes in the link")
        field.clear()
        # Typed, or set as a phone's emoji keyboard would (ChromeDriver types no character beyond the BMP).
        if all(ord(character) < 0x10000 for character in name):
            field.send_keys(name)
        else:
            driver.execute_script("arguments[0].value = arguments[1]", field, name)
        driver.find_element(By.ID, "join-button").click()
        wait_for(lambda: browsers.visible(driver, "lobby"), message=f"{name}'s lobby")

    def test_a_phone_joins_by_the_link_plays_a_set_and_comes_back_after_a_reload(self):
        phone = self.browser(browsers.chromium, 360, 640)
        self.join(phone, "Cleo")
        wait_for(lambda: self.host.label_matching(r"(?m)^Cleo$"), message="Cleo in the host's lobby")
        self.start()

        table = wait_for(lambda: len(browsers.cards(phone)) >= 12 and browsers.cards(phone), message="the phone's cards")
        self.assertEqual(sorted(table), sorted(wait_for(lambda: cards(self.host), message="the host's cards")), "one table")
        # Every card is a button named by its face, as on the desktop, and the table fits the screen.
        for button in phone.find_elements(By.CSS_SELECTOR, "#table button.card"):
            box = button.rect
            self.assertTrue(box["x"] >= 0 and box["x"] + box["width"] <= 360 and box["y"] + box["height"] <= 640, f"a card off screen: {box}")
        # As large as the phone allows, for the twelve cards dealt or the fifteen when those twelve
        # hold no Set: the cards fill the table's box across or down (within a gap between two),
        # and none is narrower than 75 px (80 across four columns, 78 down four rows of fifteen).
        fill = phone.execute_script("""
            const table = document.getElementById("table"), style = getComputedStyle(table);
            const boxes = [...table.querySelectorAll("button.card")].map((card) => card.getBoundingClientRect());
            const across = Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left));
            const down = Math.max(...boxes.map((b) => b.bottom)) - Math.min(...boxes.map((b) => b.top));
            return { across, down, narrowest: Math.min(...boxes.map((b) => b.width)),
                     width: table.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
                     height: table.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom) };""")
        self.assertTrue(fill["across"] >= fill["width"] - 8 or fill["down"] >= fill["height"] - 8,
                        f"cards as large as the phone allows: {fill} for {len(table)} cards")
        self.assertGreaterEqual(fill["narrowest"], 75, f"cards a fingertip can take: {fill} for {len(table)} cards")
        browsers.screenshot(phone, "web-phone")

        chosen = find_set(table)
        self.assertIsNotNone(chosen, "the host deals until a Set shows")
        for index in chosen:
            browsers.card(phone, table[index]).click()
        wait_for(lambda: browsers.text(phone, "news") == "You found a Set.", message="the phone's news")
        wait_for(lambda: "You: 1 Set, score 1" in browsers.text(phone, "scores"), message="the phone's score")
        wait_for(lambda: self.host.label_matching(r"(?m)^Cleo: 1 Set, score 1$"), message="the host's scoreboard")

        # A reload brings the phone back to its seat and score.
        phone.refresh()
        wait_for(lambda: browsers.visible(phone, "game") and "You: 1 Set, score 1" in browsers.text(phone, "scores"),
                 timeout=20, message="the reloaded page back in the game")
        wait_for(lambda: sorted(browsers.cards(phone)) == sorted(cards(self.host)), message="the reloaded page's table")
        self.assertIsNone(self.host.label_matching(r"(?m)^Cleo \(2\)"), "the same seat, not a second player")

        # Another page, then the link again: the page left closes its connection, so the seat
        # is free at once (not after the host's 16 s of silence).
        phone.get("about:blank")
        phone.get(self.link)
        wait_for(lambda: browsers.visible(phone, "game") and "You: 1 Set, score 1" in browsers.text(phone, "scores"),
                 timeout=5, message="the page opened again, back in the game at once")

    def test_a_laptop_in_webkit_reads_german_and_sees_another_players_set(self):
        laptop = self.browser(browsers.webkit, 1280, 800, language="de-DE")
        phone = self.browser(browsers.chromium, 360, 640)
        self.join(laptop, "Dora")
        self.assertEqual(browsers.text(laptop, "lobby-status"), "Warten, bis der Gastgeber das Spiel startet.")
        self.join(phone, "Emil")
        wait_for(lambda: self.host.label_matching(r"(?m)^Emil$"), message="Emil in the host's lobby")
        self.start()

        table = wait_for(lambda: len(browsers.cards(phone)) >= 12 and browsers.cards(phone), message="the phone's cards")
        german = wait_for(lambda: len(browsers.cards(laptop)) == len(table) and browsers.cards(laptop), message="the laptop's cards")
        self.assertTrue(all(" " in name for name in german) and set(german).isdisjoint(table), f"German card names: {german[:3]}")
        for index in find_set(table):
            browsers.card(phone, table[index]).click()
        wait_for(lambda: browsers.text(laptop, "news") == "Emil hat ein Set gefunden.", message="the laptop's news, in German")
        wait_for(lambda: "Emil: 1 Set, Punkte 1" in browsers.text(laptop, "scores"), message="Emil's score on the laptop")
        browsers.screenshot(laptop, "web-laptop")

    def test_a_keyboard_player_keeps_the_focus_on_the_table_after_a_claim(self):
        laptop = self.browser(browsers.chromium, 1280, 800)
        family = "\U0001F468\u200D\U0001F469\u200D\U0001F467"
        self.join(laptop, f"{family} Kim")
        # The joined emoji stays one picture, on the host's screen and on the page.
        wait_for(lambda: self.host.label_matching(rf"(?m)^{family} Kim$"), message="the family emoji whole on the host")
        self.start()
        table = wait_for(lambda: len(browsers.cards(laptop)) >= 12 and browsers.cards(laptop), message="the laptop's cards")
        chosen = [table[index] for index in find_set(table)]
        # Chosen with the keyboard: each card focused and pressed with Space, as Tab and Space would.
        for name in chosen:
            browsers.card(laptop, name).send_keys(Keys.SPACE)
        wait_for(lambda: browsers.text(laptop, "news") == "You found a Set.", message="the claim judged")
        focused = lambda: laptop.execute_script(
            "const e = document.activeElement; return e && e.closest('#table') && e.classList.contains('card') ? e.getAttribute('aria-label') : null")
        wait_for(focused, message="the focus still on a card of the table", explain=lambda: laptop.execute_script("return document.activeElement.outerHTML"))
        self.assertNotIn(focused(), chosen, "on the card that took a taken card's place, not on one that left")
        browsers.screenshot(laptop, "web-keyboard-focus")

    def claim_a_set(self, driver):
        """Chooses the first Set on `driver`'s table and waits for the table to change."""
        table = browsers.cards(driver)
        chosen = [table[index] for index in find_set(table)]
        for name in chosen:
            browsers.card(driver, name).click()
        wait_for(lambda: browsers.visible(driver, "over") or not set(chosen) & set(browsers.cards(driver)),
                 message="the Set taken off the table")

    def test_an_evening_of_junior_games_seats_a_latecomer_at_the_next(self):
        """The host chooses Junior in the lobby; someone who comes after the start watches, and
        plays once the host plays again."""
        phone = self.browser(browsers.chromium, 360, 640)
        self.join(phone, "Gus")
        choose_together_rules(self.host, "Junior")
        wait_for(lambda: browsers.text(phone, "lobby-rules") == "Rules: Junior", message="the choice on the phone")
        self.start()
        table = wait_for(lambda: len(browsers.cards(phone)) >= 9 and browsers.cards(phone), message="the phone's cards")
        self.assertTrue(all(" solid " in name for name in table), f"a junior deck: {table}")

        # The host shows how to join again, over the game, for the latecomer at the door.
        open_mode_menu_item(self.host, "Invite Players")
        wait_for(lambda: self.host.label_matching(r"^Invite Players$") and self.host.label_matching(r"^\d{3} \d{3}$") == spaced_code(self.code),
                 message="the code over the game")
        self.assertTrue(self.host.label_matching(rf"^http://.*#{self.code}$"), "the link with the code, for the QR code")
        self.host.screenshot("invite-players")
        App.click(self.host.button("Back to the Game"))
        wait_for(lambda: not self.host.label_matching(r"^Invite Players$") and len(cards(self.host)) >= 9, message="the table again")

        late = self.browser(browsers.chromium, 1000, 700)
        late.get(self.link)
        field = wait_for(lambda: browsers.visible(late, "join") and late.find_element(By.ID, "name"), message="the join form")
        field.send_keys("Hal")
        late.find_element(By.ID, "join-button").click()
        wait_for(lambda: browsers.visible(late, "game") and browsers.text(late, "news").startswith("The game had begun when you came"),
                 message="the latecomer watching")
        self.assertTrue(all(button.get_attribute("aria-disabled") == "true"
                            for button in late.find_elements(By.CSS_SELECTOR, "#table button.card")), "a watcher's cards are not for choosing")
        wait_for(lambda: self.host.label_matching(r"(?m)^Hal: 0 Sets, score 0 \(watching\)$"), message="Hal watching, on the host")
        browsers.screenshot(late, "web-watching")

        # Once claims have been made, the watcher is still told they only watch, and a card
        # chosen says why nothing happens.
        self.claim_a_set(phone)
        watching = "The game had begun when you came: watch this one, and play the next."
        wait_for(lambda: browsers.text(late, "news") == f"Gus found a Set. {watching}", message="the watcher told after a claim")
        late.find_elements(By.CSS_SELECTOR, "#table button.card")[0].click()
        self.assertEqual(browsers.text(late, "news"), watching)
        while not browsers.visible(phone, "over"):
            self.claim_a_set(phone)
        wait_for(lambda: browsers.visible(late, "over") and browsers.text(late, "summary").startswith("No Sets are left. Gus won"),
                 message="the end, on the watcher's page")
        self.assertRegex(browsers.text(phone, "final-scores"), r"^You: [6-9] Sets", "27 cards: nine Sets at most")

        App.click(wait_for(lambda: self.host.button("Play Again"), message="the host's Play Again"))
        wait_for(lambda: browsers.visible(late, "game") and browsers.text(late, "news") == "Junior: 27 solid cards. Find three that make a Set."
                 and all(button.get_attribute("aria-disabled") == "false" for button in late.find_elements(By.CSS_SELECTOR, "#table button.card")),
                 message="the latecomer seated at the next game")
        self.assertTrue(all(" solid " in name for name in browsers.cards(late)), "the next game keeps the rules")
        self.claim_a_set(late)
        wait_for(lambda: self.host.label_matching(r"(?m)^Hal: 1 Set, score 1$"), message="Hal's Set on the host's scoreboard")
        wait_for(lambda: "You: 0 Sets, score 0" in browsers.text(phone, "scores"), message="fresh scores on the phone")

    def test_the_host_removes_a_browser_player_who_is_told_so(self):
        phone = self.browser(browsers.chromium, 360, 640)
        self.join(phone, "Finn")
        remove = wait_for(lambda: self.host.button("Remove Finn"), message="the host's Remove button for Finn")
        # A laptop's window lays the lobby out in two columns: the players in sight, not below the fold.
        wait_for(lambda: sum(App.extents(remove)[1::2]) <= self.host.window_size()[1] - 100,
                 message="the players beside the QR code, in sight", explain=lambda: (App.extents(remove), self.host.window_size()))
        App.click(remove)
        wait_for(lambda: browsers.visible(phone, "join") and browsers.text(phone, "join-problem") == "The host removed you from the game.",
                 message="the phone told it was removed")
        wait_for(lambda: not self.host.label_matching(r"(?m)^Finn$"), message="Finn gone from the host's lobby")

        # During the game, from the mode menu: the player's score stays, as one who left.
        self.join(phone, "Gil")
        wait_for(lambda: self.host.label_matching(r"(?m)^Gil$"), message="Gil in the host's lobby")
        self.start()
        wait_for(lambda: len(browsers.cards(phone)) >= 12, message="the phone's cards")
        open_mode_menu_item(self.host, "Remove Gil")
        wait_for(lambda: browsers.visible(phone, "join") and browsers.text(phone, "join-problem") == "The host removed you from the game.",
                 message="the phone told it was removed during the game")
        wait_for(lambda: self.host.label_matching(r"(?m)^Gil: 0 Sets, score 0 \(left\)$"), message="Gil's line kept, as left")

    def test_the_page_is_served_with_its_policy_and_nothing_else_is(self):
        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/") as answer:
            self.assertEqual(answer.status, 200)
            self.assertIn("script-src 'self'", answer.headers["Content-Security-Policy"])
            self.assertEqual(answer.headers["X-Content-Type-Options"], "nosniff")
        for path in ["/../../etc/passwd", "/etc/passwd", "/js/../index.html", "/.git/config"]:
            with self.assertRaises(urllib.error.HTTPError) as refused:
                urllib.request.urlopen(f"http://127.0.0.1:{self.port}{path}")
            self.assertEqual(refused.exception.code, 404, path)


if __name__ == "__main__":
    unittest.main()
