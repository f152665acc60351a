"""Set played together: two apps (each with its own home and D-Bus session, on one X server)
host and join by address on 127.0.0.1 with the code, see the same table, agree on the score,
and a player whose app is killed rejoins when it starts again and keeps their score."""
import asyncio
import json
import os
import shutil
import subprocess
import tempfile
import unittest

import pyatspi
import websockets

from harness import App, wait_for
from set_cards import find_set
from together_bots import VERSION
from together_apps import PrivateSession, cards, field_text, host_game, join_game, menu_item, open_mode_menu_item, type_keys


class TogetherTests(unittest.TestCase):
    def setUp(self):
        self.host = App(size="1000x760")
        self.addCleanup(self.host.close)  # runs even when the player fails to start (tearDown would not)
        self.session = PrivateSession()
        self.addCleanup(self.session.close)
        self.player_data = tempfile.mkdtemp(prefix="pastimes-e2e-player-")
        self.player = self.start_player()

    def start_player(self):
        return App(data=self.player_data, size="900x760", env=self.session.environment)

    def tearDown(self):
        for app in (self.player, self.host):
            if not getattr(app, "closed", False) and app.process.poll() not in (None, 0):
                print(f"\nan app ended with status {app.process.returncode}:\n" + open(app.log_path).read()[-4000:])
            app.close()
        self.session.close()
        shutil.rmtree(self.host.data, ignore_errors=True)
        shutil.rmtree(self.player_data, ignore_errors=True)

    def host_a_game(self):
        return host_game(self.host)

    def join(self, port, code, name="Bea"):
        join_game(self.player, port, code, name)

    def test_two_apps_play_one_table_and_a_killed_player_rejoins_with_their_score(self):
        port, code = self.host_a_game()

        # A wrong code is refused, with a reason, and nobody joins.
        wrong = "000 000" if code != "000 000" else "111 111"
        self.join(port, wrong)
        wait_for(lambda: self.player.label_matching(r"code is not the one the host shows"), message="the refusal")
        self.assertEqual(self.host.label_matching(r"(?m)^Bea$"), None, "nobody joined with a wrong code")
        App.click(self.player.button("Play Solo"))

        self.join(port, code)
        wait_for(lambda: self.host.label_matching(r"(?m)^Bea$"), message="Bea in the host's lobby")
        wait_for(lambda: self.player.label_matching(r"Waiting for the host to start"), message="the player's lobby")
        App.click(wait_for(lambda: [b for b in self.host.buttons("Start") if b.getState().contains(pyatspi.STATE_SENSITIVE)],
                           message="Start enabled")[0])

        table = wait_for(lambda: len(cards(self.host)) >= 12 and cards(self.host), message="the host's cards")
        wait_for(lambda: cards(self.player) == table, message="the same cards on the player's screen")
        self.host.screenshot("together-host")

        # A copy of Bea's token (her ticket to rejoin, read off her disk) does not take her seat
        # while she is connected; she plays on as if nothing happened.
        token = wait_for(lambda: rejoin_token(self.player_data), message="Bea's ticket to rejoin")
        self.assertEqual(copy_the_seat(port, code, token), {"refused": {"_0": "seatInUse"}})
        self.assertIsNone(self.player.label_matching(r"^Not Joined$"), "Bea is still in the game")
        self.assertIsNone(self.host.label_matching(r"(?m)^Bea: .*\((reconnecting…|left)\)$"), "and connected")

        # Her Set, after the refusal, reaches the host over the connection she had: it was never dropped.
        chosen = find_set(table)
        self.assertIsNotNone(chosen, "the host deals until a Set shows")
        for index in chosen:
            App.click(self.player.button(table[index]))
        wait_for(lambda: self.player.label_matching(r"(?m)^You: 1 Set, score 1$"), message="the player's own score")
        wait_for(lambda: self.host.label_matching(r"(?m)^Bea: 1 Set, score 1$"), message="the host's scoreboard")
        self.assertIsNone(self.player.label_matching(r"^Not Joined$"), "Bea is still in the game")
        after = wait_for(lambda: cards(self.host) != table and cards(self.host), message="the Set to leave the host's table")
        wait_for(lambda: sorted(cards(self.player)) == sorted(after), message="the player's table to follow")
        self.player.screenshot("together-player")

        # The player's app is killed: the host holds the place, the relaunched app takes it back.
        self.player.kill()
        wait_for(lambda: self.host.label_matching(r"(?m)^Bea: 1 Set, score 1 \(reconnecting…\)$"), message="the host to see Bea gone")
        self.player = self.start_player()
        wait_for(lambda: self.player.label_matching(r"(?m)^You: 1 Set, score 1$"), timeout=20, message="the rejoined player's score")
        wait_for(lambda: sorted(cards(self.player)) == sorted(cards(self.host)), message="the rejoined player's table")
        wait_for(lambda: self.host.label_matching(r"(?m)^Bea: 1 Set, score 1$"), message="the host to see Bea back")

        # The mode menu names the Together game: it ticks no solo mode, and Leave Game leaves.
        App.click(wait_for(lambda: self.player.buttons(r"Mode: Together"), message="the mode menu")[0])
        solo = menu_item(self.player, "Classic Solo")
        self.assertFalse(solo.getState().contains(pyatspi.STATE_CHECKED), "no solo mode ticked in a Together game")
        App.click(menu_item(self.player, "Leave Game"))
        wait_for(lambda: self.player.buttons(r"Mode: Classic Solo"), message="the solo game back")
        wait_for(lambda: self.host.label_matching(r"(?m)^Bea: 1 Set, score 1 \((reconnecting…|left)\)$")
                 or not self.host.label_matching(r"(?m)^Bea"), message="the host to see Bea leave")

    @unittest.skipUnless(os.environ.get("PASTIMES_REQUIRE_AVAHI") or subprocess.run(["avahi-daemon", "--check"]).returncode == 0,
                         "no Avahi daemon to announce games through (make test starts one)")
    def test_a_hosted_game_is_found_on_the_network_before_and_after_it_starts(self):
        # Avahi's libraries are opened when a game is first announced or looked for, not at start.
        self.assertFalse(avahi_loaded(self.player), "Avahi loaded before anyone looked for a game")
        port, code = self.host_a_game()
        self.assertTrue(avahi_loaded(self.host), "Avahi loaded to announce the game")
        open_mode_menu_item(self.player, "Join a Game…")
        App.click(self.player.dialog_button("Join Ada's game of Set"))
        # The address is filled in (whichever of this computer's addresses Avahi resolved: the
        # loopback one, or a network interface's), and the code field has the focus; the join
        # through it, below, is what shows it is right.
        address = wait_for(lambda: (field_text(self.player, "Address") or "").endswith(f":{port}")
                           and field_text(self.player, "Address"), message="the address filled in")
        self.assertRegex(address, rf"^(\d+\.\d+\.\d+\.\d+|\[[0-9a-fA-F:.]+\]):{port}$")
        type_keys(code, "<Tab>", "<ctrl+a>", "Cy", "<Return>")
        wait_for(lambda: self.host.label_matching(r"(?m)^Cy$"), message="the player in the host's lobby")
        App.click(wait_for(lambda: [b for b in self.host.buttons("Start") if b.getState().contains(pyatspi.STATE_SENSITIVE)],
                           message="Start enabled")[0])
        wait_for(lambda: len(cards(self.player)) >= 12, message="the player's cards")
        open_mode_menu_item(self.player, "Join a Game…")
        self.player.dialog_button("Join")
        # Still announced once under way: whoever comes late watches it, then plays the next.
        wait_for(lambda: self.player._all(self.player.node, lambda n: n.name == "Join Ada's game of Set"),
                 message="the game under way still announced")


def rejoin_token(data):
    """The token in the ticket to rejoin that an app keeps in its data folder, once it is there."""
    try:
        with open(os.path.join(data, "pastimes", "together-rejoin.json")) as ticket:
            return json.load(ticket)["token"]
    except (OSError, ValueError, KeyError):
        return None


def copy_the_seat(port, code, token):
    """Joins the game at `port` as a thief holding `token`; the host's answer."""
    async def attempt():
        async with websockets.connect(f"ws://127.0.0.1:{port}/pastimes-set", ping_interval=None) as connection:
            join = {"name": "Thief", "code": code.replace(" ", ""), "token": token}
            await connection.send(json.dumps({"v": VERSION, "message": {"join": join}}))
            return json.loads(await asyncio.wait_for(connection.recv(), 5))["message"]
    return asyncio.run(attempt())


def avahi_loaded(app):
    """Whether Avahi's client library is mapped into the app's process."""
    return any("libavahi-client" in line for line in open(f"/proc/{app.process.pid}/maps"))


if __name__ == "__main__":
    unittest.main()
