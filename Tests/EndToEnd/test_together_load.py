"""Set played together under load: a hosting app and seven scripted players claiming at random
for a minute (plus a connection sending what no Pastimes sends): no Set is awarded twice, no card
is lost or doubled, every copy of the game agrees with the host's screen, and the host neither
crashes nor stalls."""
import threading

from harness import AppTestCase, App, wait_for
import together_bots
from together_apps import host_game

SECONDS = 60


class TogetherLoadTests(AppTestCase):
    def test_seven_bots_claiming_for_a_minute_leave_one_consistent_game(self):
        port, code = host_game(self.app, "Host")
        url = f"ws://127.0.0.1:{port}/pastimes-set"
        bots = together_bots.load_test_bots(url, code.replace(" ", ""))
        vandal = together_bots.Vandal(url)
        started = threading.Event()
        players = threading.Thread(target=together_bots.run, args=(bots, started.wait, SECONDS, vandal))
        players.start()
        try:
            wait_for(lambda: all(self.app.label_matching(rf"(?m)^Bot {n}$") for n in range(1, 8)), message="seven bots in the lobby")
            App.click(self.app.button("Start"))
            started.set()
            # Meanwhile the host runs and its screen answers.
            for _ in range(3):
                self.assertIsNone(self.app.process.poll(), "the host is running")
                wait_for(lambda: self.app.label_matching(r"^Score: "), timeout=30, message="the host's screen during the load")
                players.join(SECONDS / 3)
        finally:
            started.set()
            players.join(SECONDS + 60)
        self.assertFalse(players.is_alive(), "the bots finished")
        self.assertIsNone(self.app.process.poll(), "the host is running")

        for bot in bots:
            self.assertEqual(bot.problems, [], bot.name)
            self.assertIsNone(bot.closed, f"{bot.name} was disconnected")
        claims = sum(len(bot.claims) for bot in bots)
        self.assertGreater(claims, 7 * SECONDS // 2, "the bots kept claiming")
        finals = [{p["id"]: (p["sets"], p["score"]) for p in bot.state["players"]} for bot in bots]
        self.assertTrue(all(final == finals[0] for final in finals), f"every copy ends with the same scores: {finals}")
        awarded = sum(sets for sets, _ in finals[0].values())
        self.assertGreater(awarded, 3, "Sets were found")

        # The host's scoreboard says what every bot's copy says.
        for bot in bots:
            sets, score = finals[0][bot.me]
            unit = "Set" if sets == 1 else "Sets"
            points = f"−{-score}" if score < 0 else str(score)  # the app prints a real minus sign
            wait_for(lambda: self.app.label_matching(rf"(?m)^{bot.name}: {sets} {unit}, score {points}\b"),
                     message=f"{bot.name}'s line on the host's scoreboard")

        self.assertGreater(len(vandal.reasons), 5)
        self.assertTrue(all(reason and not reason.startswith("not closed") for reason in vandal.reasons),
                        f"every bad connection was closed with a reason: {vandal.reasons}")
