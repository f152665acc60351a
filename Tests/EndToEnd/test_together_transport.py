"""Set played together, its WebSocket transport against peers that speak it byte for byte (all on
loopback): honest messages cut into many reads are read; close codes nobody may send fail the
connection; a closing connection ends in time whatever is still queued; web pages of other
sites are turned away; an answer that chooses what was never asked is no game; and a rejoin
turned away while the old connection lingers is tried again."""
import asyncio
import json
import os
import re
import shutil
import socket
import subprocess
import tempfile
import threading
import time

import websockets

from harness import App, AppTestCase, wait_for
from hostile_peers import PATH, TOKEN, honest_state, left_the_game, state_message, ticket_path, welcome
from raw_websocket import (RawClient, RawHost, close_code, close_frame, fragments, frame, messages, read_frames,
                           send_slowly)
from together_apps import cards, host_game, join_game
from together_bots import envelope, is_set


class JoiningAppTransportTests(AppTestCase):
    """A joining player's app against a fake host that writes every byte itself."""

    def join(self, host):
        join_game(self.app, host.port, "123 456", "Bea")

    def test_a_state_in_fragments_read_a_byte_at_a_time_keeps_the_player_in_the_game(self):
        def host_script(connection, _):
            connection.request()
            connection.accept()
            connection.frames(lambda found: messages(found))   # the join
            connection.sock.sendall(frame(welcome(), mask=None))
            send_slowly(connection.sock, fragments(state_message(honest_state()), pieces=2, mask=None))
            # The connection stays open until the host stops (RawHost keeps it).

        host = RawHost(host_script).start_serving()
        try:
            self.join(host)
            # The table is shown once the whole state is read and found honest: a lie found in
            # it would have ended the game instead.
            wait_for(lambda: len(cards(self.app)) == 12, timeout=20, message="the table sent in fragments")
            self.assertIsNone(left_the_game(self.app), "an honest message in fragments is no lie")
            wait_for(lambda: os.path.exists(ticket_path(self.app)), message="the ticket to rejoin kept")
            self.assertEqual(host.errors, [])
        finally:
            host.stop()

    def test_an_answer_choosing_an_extension_or_subprotocol_never_asked_for_is_no_game(self):
        for extra in ("Sec-WebSocket-Extensions: permessage-deflate", "Sec-WebSocket-Protocol: chat"):
            with self.subTest(extra=extra):
                outcome = {}

                def host_script(connection, _):
                    outcome["request"] = connection.request()
                    connection.accept(extra=[extra])
                    outcome["closed"] = connection.closed_by_app(timeout=10)
                    outcome["frames"] = read_frames(connection.received)[0]

                host = RawHost(host_script).start_serving()
                try:
                    self.join(host)
                    wait_for(lambda: self.app.label_matching(r"No game answered at that address"), message="no game found")
                    wait_for(lambda: "closed" in outcome, message="the app to close the connection")
                    self.assertTrue(outcome["closed"], "the app failed the connection")
                    self.assertEqual(outcome["frames"], [], "and sent nothing over it")
                    self.assertNotIn("sec-websocket-extensions", outcome["request"].lower(), "it never asked for one")
                    App.click(wait_for(lambda: self.app.buttons("Play Solo"), message="Play Solo")[0])
                finally:
                    host.stop()

    def test_a_close_code_nobody_may_send_is_answered_with_a_protocol_error(self):
        answered = {}
        shown = threading.Event()

        def host_script(connection, _):
            connection.request()
            connection.accept()
            connection.frames(lambda found: messages(found))
            connection.sock.sendall(frame(welcome(), mask=None) + frame(state_message(honest_state()), mask=None))
            shown.wait(30)   # the player's table on screen
            connection.received = b""
            connection.sock.sendall(close_frame(1005, mask=None))
            answered["code"] = close_code(connection.frames(lambda found: close_code(found) is not None))

        host = RawHost(host_script).start_serving()
        try:
            self.join(host)
            wait_for(lambda: len(cards(self.app)) == 12, message="the table")
            shown.set()
            wait_for(lambda: "code" in answered, message="the app's answer to the close")
            self.assertEqual(answered["code"], 1002, "1005 stands for 'no code' and is never sent, nor echoed")
            wait_for(lambda: left_the_game(self.app), message="the player to have left a host that broke the protocol")
            self.assertEqual(host.errors, [])
        finally:
            host.stop()

    def test_a_rejoin_turned_away_while_the_old_connection_lingers_is_tried_again(self):
        """The host has not yet seen the player's last connection go (a network that changed):
        it turns the rejoin away with seatInUse, and the app asks again until it is let in."""
        attempts = []

        def host_script(connection, number):
            connection.request()
            connection.accept()
            join = messages(connection.frames(lambda found: messages(found)))[0]["join"]
            attempts.append(join.get("token"))
            if len(attempts) == 1:
                connection.sock.sendall(frame(envelope({"refused": {"_0": "seatInUse"}}), mask=None)
                                        + close_frame(1008, "seatInUse", mask=None))
                connection.closed_by_app(timeout=5)
                return
            connection.sock.sendall(frame(welcome(), mask=None) + frame(state_message(honest_state()), mask=None))
            # The connection stays open until the host stops (RawHost keeps it).

        host = RawHost(host_script).start_serving()
        self.app.close()
        shutil.rmtree(self.app.data, ignore_errors=True)
        data = tempfile.mkdtemp(prefix="pastimes-e2e-rejoin-")
        os.makedirs(os.path.join(data, "pastimes"))
        with open(os.path.join(data, "pastimes", "together-rejoin.json"), "w") as ticket:
            json.dump({"address": f"127.0.0.1:{host.port}", "code": "123456", "name": "Bea", "player": 1, "token": TOKEN,
                       "aliveAt": time.time(), "launches": 0}, ticket)
        try:
            self.app = App(data=data)   # rejoins on its own
            wait_for(lambda: len(cards(self.app)) == 12, timeout=20, message="the table, on the second attempt")
            self.assertEqual(attempts, [TOKEN, TOKEN], "both attempts rejoined with the ticket's token")
            self.assertIsNone(self.app.label_matching(r"^Not Joined$"))
            self.assertTrue(os.path.exists(ticket_path(self.app)), "the ticket is kept")
            self.assertEqual(host.errors, [])
        finally:
            host.stop()


class HostingAppTransportTests(AppTestCase):
    """A hosting app against clients that write every byte themselves."""

    def setUp(self):
        super().setUp()
        port, code = host_game(self.app, "Ada")
        self.port, self.code = int(port), code.replace(" ", "")

    def let_in(self, handshake=lambda client: client.handshake(), receive_buffer=None):
        """A raw client and the host's answer to its handshake, once the host lets it in: it
        closes a connection at once, without a word, while connections from one computer come
        faster than its pace (trying again later gets in)."""
        def once():
            client = RawClient(self.port, receive_buffer)
            try:
                answer = handshake(client)
            except OSError:
                answer = None   # reset as it was turned away
            if answer:
                return client, answer
            client.close()
            return None
        return wait_for(once, timeout=20, interval=0.2, message="the host to let a connection in")

    def seated(self, name, receive_buffer=None):
        """A raw client that has joined the game as `name`; its first messages read."""
        client, answer = self.let_in(receive_buffer=receive_buffer)
        self.assertIn(" 101 ", answer)
        client.join(self.code, name)
        client.read_messages(lambda found: any("welcome" in message for message in found))
        return client

    def test_a_join_in_fragments_sent_a_byte_at_a_time_is_welcomed(self):
        client = RawClient(self.port)
        try:
            self.assertIn(" 101 ", client.handshake())
            send_slowly(client.sock, fragments(envelope({"join": {"name": "Slow", "code": self.code}}), pieces=2))
            found = client.read_messages(lambda found: any("welcome" in message for message in found))
            self.assertTrue(any("welcome" in message for message in found), found)
            wait_for(lambda: self.app.label_matching(r"(?m)^Slow$"), message="Slow in the lobby")
        finally:
            client.close()

    def test_close_codes_nobody_may_send_are_answered_with_a_protocol_error(self):
        for code in (1004, 1005, 1006, 1015, 2000):
            with self.subTest(code=code):
                client = self.seated(f"Closer {code}")
                try:
                    client.sock.sendall(close_frame(code))
                    client.sock.settimeout(5)
                    data = b""
                    while True:
                        chunk = client.sock.recv(65536)
                        if not chunk:
                            break
                        data += chunk
                    self.assertEqual(close_code(read_frames(data)[0]), 1002, f"the host's answer to {code}")
                finally:
                    client.close()

    def test_only_a_page_from_this_very_host_may_connect(self):
        me = f"127.0.0.1:{self.port}"
        cases = [
            ("a page of another site", dict(extra=["Origin: http://evil.example"]), r"^HTTP/1.1 403 "),
            ("a page of this host at another port", dict(extra=[f"Origin: http://127.0.0.1:{self.port + 1}"]), r"^HTTP/1.1 403 "),
            ("a page whose name was pointed here", dict(host=f"evil.example:{self.port}",
                                                       extra=[f"Origin: http://evil.example:{self.port}"]), r"^HTTP/1.1 403 "),
            ("a page of this very host", dict(extra=[f"Origin: http://{me}"]), r"^HTTP/1.1 101 "),
            ("no Host at all", dict(host=""), r"^HTTP/1.1 400 "),
            ("two keys", dict(extra=["Sec-WebSocket-Key: AAAAAAAAAAAAAAAAAAAAAA=="]), r"^HTTP/1.1 400 "),
            ("another version", dict(version="8"), r"^HTTP/1.1 426 (.|\n)*\r\nSec-WebSocket-Version: 13(\r\n|$)"),
        ]
        for what, request, answer in cases:
            with self.subTest(what=what):
                client, said = self.let_in(lambda client: client.handshake(**request))
                try:
                    self.assertRegex(said, answer)
                finally:
                    client.close()
        self.assertTrue(self.app.label_matching(r"Hosting a Game"), "the host carries on")

    def test_a_seated_player_that_stops_reading_then_closes_is_let_go_within_the_deadline(self):
        self.stalled_player_is_let_go(close_frame(1000))

    def test_a_seated_player_that_stops_reading_then_breaks_a_rule_is_let_go_within_the_deadline(self):
        self.stalled_player_is_let_go(frame("not masked", mask=None))

    def stalled_player_is_let_go(self, last_words):
        # A stalled player, and busy ones whose wrong claims make the host send a state to
        # everybody each time, the stalled one included.
        stalled = self.seated("Stalled", receive_buffer=4096)
        busy = BusyPlayers(f"ws://127.0.0.1:{self.port}{PATH}", self.code, count=5)
        busy.start()
        try:
            wait_for(lambda: busy.joined == 5, message="the busy players in the lobby")
            App.click(wait_for(lambda: self.app.buttons("Start"), message="Start")[0])
            wait_for(lambda: self.app.label_matching(r"(?m)^Stalled: 0 Sets, score 0$"), message="the stalled player seated")
            # Its queue at the host fills: the system's buffer first, then the host's own.
            wait_for(lambda: system_buffer_full(self.port, stalled.sock.getsockname()[1]), timeout=30,
                     message="the system's buffer for the stalled player full")
            # Every state sent to the busy players from now on waits in the host's own queue
            # for the stalled one too.
            sent = busy.states
            wait_for(lambda: busy.states >= sent + 20 * busy.count, timeout=30, message="twenty more states queued for the stalled player")
            stalled.sock.sendall(last_words)
            started = time.monotonic()
            peer_port = stalled.sock.getsockname()[1]
            self.assertTrue(held_by(self.app.process.pid, self.port, peer_port))
            wait_for(lambda: not held_by(self.app.process.pid, self.port, peer_port), timeout=15,
                     message="the host to close the stalled connection")
            self.assertLess(time.monotonic() - started, 4, "within the closing deadline (two seconds)")
            wait_for(lambda: self.app.label_matching(r"(?m)^Stalled: 0 Sets, score 0 \((reconnecting…|left)\)$"),
                     message="the host's list to say the player is gone")
        finally:
            busy.stop()
            stalled.close()
        self.assertEqual(busy.problems, [])


def host_sockets(port, peer_port):
    """`ss`'s lines (state, receive and send queues, the process holding it…) for the host's
    end of the connection from `peer_port` to `port`."""
    return [line for line in subprocess.run(["ss", "-tanpmHO", f"( sport = :{port} and dport = :{peer_port} )"],
                                            capture_output=True, text=True).stdout.split("\n") if line.strip()]


def system_buffer_full(port, peer_port):
    """Whether the system's send buffer on the host's end is (nearly) full, so that what the
    host sends next waits in the host's own queue: ss's skmem gives the bytes queued (w) and the
    buffer's size (tb)."""
    for line in host_sockets(port, peer_port):
        memory = dict(re.findall(r"\b(w|tb)(\d+)\b", line))
        if line.startswith("ESTAB") and "tb" in memory:
            return int(memory.get("w", 0)) >= 0.75 * int(memory["tb"])
    return False


def held_by(pid, port, peer_port):
    """Whether process `pid` still holds the host's end open. (Once closed, the system may keep
    the socket a while on its own, trying to deliver what was queued: that costs the app nothing.)"""
    return any(f"pid={pid}," in line for line in host_sockets(port, peer_port))


class BusyPlayers(threading.Thread):
    """`count` players who join and then claim three cards that are no Set as often as the host
    judges claims, reading everything: each claim costs a point and sends every seat a state."""

    def __init__(self, url, code, count):
        super().__init__(daemon=True)
        self.url, self.code, self.count = url, code, count
        self.joined = 0
        self.states = 0   # received, by all of them
        self.problems = []
        self.stopping = threading.Event()

    def run(self):
        asyncio.run(self.play())

    async def play(self):
        await asyncio.gather(*(self.player(number) for number in range(self.count)))

    async def player(self, number):
        state = {}
        async with websockets.connect(self.url, ping_interval=5) as connection:
            await connection.send(envelope({"join": {"name": f"Busy {number}", "code": self.code}}))

            async def listen():
                async for text in connection:
                    message = json.loads(text)["message"]
                    if "welcome" in message:
                        self.joined += 1
                    if "state" in message:
                        state.update(message["state"]["_0"])
                        self.states += 1
                    if "refused" in message:
                        self.problems.append(f"Busy {number}: {message}")
            listener = asyncio.ensure_future(listen())
            while not self.stopping.is_set():
                await asyncio.sleep(0.27)
                table = state.get("table", [])
                if state.get("phase") != "playing" or len(table) < 3:
                    continue
                trio = next(([a, b, c] for a in table for b in table for c in table if a < b < c and not is_set(a, b, c)), None)
                if trio:
                    await connection.send(envelope({"claim": {"cards": trio, "table": state["version"]}}))
            listener.cancel()

    def stop(self):
        self.stopping.set()
        self.join(10)


if __name__ == "__main__":
    import unittest
    unittest.main()
