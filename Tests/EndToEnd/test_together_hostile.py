"""Set played together against hostile peers, as anyone on the network could be (all on
loopback): a fake host that lies, floods or never ends a message, and clients that flood,
stall, open connections by the thousand, try codes and tokens, or send absurd names. The app
must never crash or freeze, must say what happened in plain words, and must keep letting honest
players join."""
import asyncio
import json
import os
import re
import shutil
import socket
import subprocess
import tempfile
import time
import unittest

import websockets
import websockets.exceptions

from harness import App, AppTestCase, settled, wait_for
from hostile_peers import (PATH, FakeHost, RawClients, endless_fragments, handshake_bytes, honest_state, left_the_game, ticket_path,
                           masked_frame, open_files, resident_kilobytes, state_message, tells, welcome)
from set_cards import NAME
from together_apps import cards, host_game, join_game
from together_bots import VERSION

INT_MAX = 2**63 - 1
INT_MIN = -2**63


class HostileHostTests(AppTestCase):
    """A joining player's app against fake hosts."""

    def join_fake(self, host):
        join_game(self.app, host.port, "123 456", "Bea")

    def play_solo(self):
        App.click(wait_for(lambda: self.app.buttons("Play Solo"), message="Play Solo")[0])
        wait_for(lambda: not self.app.buttons("Play Solo"), message="the solo game back")

    def test_lies_end_the_game_for_the_player_and_never_the_app(self):
        duplicate = list(range(12))
        duplicate[1] = duplicate[0]
        lies = {
            "a deck of Int.max cards": honest_state(deckCount=INT_MAX),
            "a deck of Int.min cards": honest_state(deckCount=INT_MIN),
            "minus five cards in the deck": honest_state(deckCount=-5),
            "a score of Int.min": honest_state(players=[{"id": 0, "name": "Eve", "sets": 0, "score": INT_MIN, "connected": True, "gone": False, "watching": False},
                                                        {"id": 1, "name": "Bea", "sets": 0, "score": 0, "connected": True, "gone": False, "watching": False}]),
            "a player Int.max without a name": honest_state(players=honest_state()["players"] + [
                {"id": INT_MAX, "name": "", "sets": 0, "score": 0, "connected": True, "gone": False, "watching": False}]),
            "the same card twice": honest_state(table=duplicate, deckCount=70),
            "rules no Pastimes plays": honest_state(rules="hexset"),
            "a card past a junior deck's end": honest_state(rules="junior", table=list(range(20, 32)), deckCount=15),
            "a chain in Classic": honest_state(chain=[0, 1, 2]),
            "a watcher with points": honest_state(players=honest_state()["players"] + [
                {"id": 2, "name": "Mal", "sets": 0, "score": 5, "connected": True, "gone": False, "watching": True}]),
            "not JSON at all": "{{{",
        }
        for lie, message in lies.items():
            with self.subTest(lie=lie):
                host = FakeHost(tells(message)).start_and_wait()
                try:
                    self.join_fake(host)
                    wait_for(lambda: len(cards(self.app)) == 12, message=f"the good table first ({lie})")
                    wait_for(lambda: left_the_game(self.app), message=f"the player to have left ({lie})")
                    # Gathering the cards of a table that had a card twice crashed 0.3.
                    self.app.press("shift+g")
                    settled(lambda: self.app.process.poll() is None and [App.extents(card) for card in self.app.buttons(
                        NAME.pattern, within=self.app.page("Set"))], message=f"the cards gathered after {lie}")
                    self.assertIsNone(self.app.process.poll(), f"the app runs after {lie}")
                    self.assertFalse(os.path.exists(ticket_path(self.app)), f"the host is forgotten after {lie}")
                    self.assertNotRegex("\n".join(self.app.labels()), r"−\d+ cards? in the deck")
                    self.play_solo()
                finally:
                    host.stop()
        self.app.screenshot("hostile-host-left")

    def test_a_message_in_endless_fragments_is_cut_off(self):
        host = FakeHost(endless_fragments).start_and_wait()
        try:
            before = resident_kilobytes(self.app.process.pid)
            self.join_fake(host)
            wait_for(lambda: left_the_game(self.app), message="the player to have left")
            grown = resident_kilobytes(self.app.process.pid) - before
            self.assertLess(grown, 60_000, f"memory grew {grown} kB")
            self.assertIsNone(self.app.process.poll())
        finally:
            host.stop()

    def test_a_host_that_lies_to_a_relaunched_app_is_forgotten_and_the_next_launch_is_clean(self):
        async def honest_then_lying(ws, number):
            await ws.send(welcome())
            if number == 1:
                await ws.send(state_message(honest_state()))
            else:
                await ws.send(state_message(honest_state(deckCount=INT_MAX)))

        host = FakeHost(honest_then_lying).start_and_wait()
        data = tempfile.mkdtemp(prefix="pastimes-e2e-rejoin-")
        try:
            self.app.close()
            shutil.rmtree(self.app.data, ignore_errors=True)
            self.app = App(data=data)
            self.join_fake(host)
            wait_for(lambda: len(cards(self.app)) == 12, message="the table")
            wait_for(lambda: os.path.exists(ticket_path(self.app)), message="the ticket to rejoin")
            self.app.kill()

            self.app = App(data=data)   # rejoins on its own, and meets the lie
            wait_for(lambda: left_the_game(self.app), timeout=20, message="the relaunched app to have left")
            self.assertFalse(os.path.exists(ticket_path(self.app)))
            self.app.close()

            connections = host.connections
            self.app = App(data=data)   # nothing to rejoin now
            # A launch rejoins (or not) as it builds the Set tab, before a table shows: the solo
            # game on show means any call to the host has been made by now.
            wait_for(lambda: len(cards(self.app)) >= 12, message="the solo game")
            self.assertEqual(host.connections, connections, "the third launch does not call that host")
            self.assertIsNone(self.app.process.poll())
        finally:
            host.stop()


async def join(url, code, name="Bot", token=None):
    """Joins with `code`; (the host's first answer as a dict, the connection) — the connection left open."""
    socket_ = await websockets.connect(url, max_size=4096, ping_interval=5)
    join = {"name": name, "code": code}
    if token:
        join["token"] = token
    try:
        await socket_.send(json.dumps({"v": VERSION, "message": {"join": join}}, ensure_ascii=False))
    except websockets.exceptions.ConnectionClosed:
        # A host refuses a blocked computer as soon as it connects, and may have closed before
        # the join goes out; its refusal came first and is still there to read.
        pass
    answer = json.loads(await asyncio.wait_for(socket_.recv(), 5))["message"]
    return answer, socket_


# A host turns a new connection away at once, without a word, while connections from one computer
# come faster than its pace or it has as many from it as it takes (Admission), and leaves it
# waiting while it has no file handle to spare: trying again later gets in. (One that never gets
# in fails the test when let_in's time is up.)
TURNED_AWAY = (ConnectionResetError, EOFError, asyncio.TimeoutError, websockets.exceptions.InvalidHandshake,
               websockets.exceptions.ConnectionClosed)


def let_in(attempt, message, timeout=20):
    """What `attempt()` returns once the host lets its connection in."""
    def once():
        try:
            return attempt()
        except TURNED_AWAY:
            return None
    return wait_for(once, timeout=timeout, interval=0.3, message=message)


class HostileClientTests(AppTestCase):
    """A hosting app against clients that do what no Pastimes does."""

    def setUp(self):
        super().setUp()
        port, code = host_game(self.app, "Ada")
        self.port, self.code = int(port), code.replace(" ", "")
        self.url = f"ws://127.0.0.1:{self.port}{PATH}"

    def responsive(self, within=3.0):
        """The window answers: a label read over the accessibility bus in time."""
        started = time.monotonic()
        wait_for(lambda: self.app.label_matching(r"Hosting a Game"), timeout=within + 5, message="the host's screen")
        return time.monotonic() - started < within

    def honest_join(self, name="Honest"):
        """An honest player's join, once the host lets a new connection in (after a crowd it
        takes new ones from this computer again at its pace, as those let in leave): the host's
        answer."""
        async def attempt():
            answer, connection = await join(self.url, self.code, name)
            await connection.close()
            return answer
        return let_in(lambda: asyncio.run(attempt()), "an honest player to be let in")

    def test_a_socket_that_has_not_joined_says_one_thing_and_a_flood_freezes_nothing(self):
        floods = RawClients(self.port, 8, first=handshake_bytes() + masked_frame(json.dumps({"v": VERSION, "message": {"leave": {}}})) * 20_000)
        try:
            self.assertTrue(self.responsive(), "the window stays responsive")
            wait_for(floods.all_closed, message="every flooding socket closed")
        finally:
            floods.close()
        self.assertIn("welcome", self.honest_join())
        self.assertTrue(self.responsive())

    def test_half_open_connections_by_the_thousand_and_few_file_handles_do_not_stop_joining(self):
        pid = self.app.process.pid
        baseline = settled(lambda: open_files(pid), quiet=0.5, message="the host's files open at rest")
        # Only a handful of file handles to spare: the server runs short of them at once.
        subprocess.run(["prlimit", f"--pid={pid}", f"--nofile={baseline + 6}:{baseline + 6}"], check=True)
        crowd = RawClients(self.port, 1000)
        try:
            wait_for(lambda: open_files(pid) > baseline, message="the crowd at the host")
            self.assertLessEqual(open_files(pid), baseline + 6)
            self.assertTrue(self.responsive(), "the window answers during the crowd")
        finally:
            crowd.close()
        # Once the handshake deadline of those let in has passed, and at the pace of new connections.
        self.assertIn("welcome", self.honest_join(), "a player still joins")
        self.assertLessEqual(open_files(pid), baseline + 6)

    def test_idle_connections_are_closed_and_their_memory_returned(self):
        async def idle(count):
            opened = []
            for _ in range(count):
                try:
                    opened.append(await websockets.connect(self.url, ping_interval=None, open_timeout=3))
                except Exception:
                    pass
                await asyncio.sleep(0.25)
            started = time.monotonic()
            for connection in opened:
                try:
                    await asyncio.wait_for(connection.wait_closed(), max(0.1, 15 - (time.monotonic() - started)))
                except asyncio.TimeoutError:
                    pass
            return len(opened), sum(1 for c in opened if c.closed)

        opened, closed = asyncio.run(idle(40))
        self.assertGreater(opened, 10)
        self.assertEqual(closed, opened, "every idle connection that never joined was closed")
        self.assertIn("welcome", self.honest_join())

    def test_a_message_in_endless_fragments_from_a_client_is_cut_off(self):
        sent = []

        async def fragments():
            connection = await websockets.connect(self.url, max_size=None, ping_interval=None)

            def pieces():
                for _ in range(100_000):   # 100 MB, if nobody stops it
                    sent.append(1)
                    yield "x" * 1000
            try:
                await connection.send(pieces())
            except (websockets.ConnectionClosed, websockets.InvalidState):
                pass   # cut off, as it should be
            await connection.wait_closed()
            return connection.close_reason

        # The lobby drawn: the memory of a host at rest (to the megabyte).
        before = settled(lambda: resident_kilobytes(self.app.process.pid) // 1024, quiet=0.5, message="the host at rest") * 1024
        self.assertIn(asyncio.run(fragments()), ("tooLarge", "malformed"))
        # The system's buffers take some megabytes before the sender has to wait; never the 100 MB.
        self.assertLess(len(sent), 20_000, "the message was cut off, and nothing more was read")
        self.assertLess(resident_kilobytes(self.app.process.pid) - before, 60_000)
        self.assertTrue(self.responsive())

    def test_a_name_of_one_letter_and_many_accents_drops_nobody(self):
        async def play():
            first, ann = await join(self.url, self.code, "Ann")
            second, vandal = await join(self.url, self.code, "a" + "\u0301" * 1990)
            # Ann hears the lobby of three, in states of ordinary size.
            states = []
            while not states or len(json.loads(states[-1])["message"]["state"]["_0"]["players"]) < 3:
                states.append(await asyncio.wait_for(ann.recv(), 5))
            open_after = not ann.closed and not vandal.closed
            await ann.close()
            await vandal.close()
            return first, second, states, open_after

        first, second, states, open_after = asyncio.run(play())
        self.assertIn("welcome", first)
        self.assertIn("welcome", second)
        self.assertTrue(open_after, "nobody was dropped")
        self.assertTrue(all(len(state.encode()) < 1000 for state in states))
        names = [p["name"] for s in states for p in json.loads(s)["message"].get("state", {}).get("_0", {}).get("players", [])]
        self.assertTrue(all(len(name.encode()) <= 64 for name in names), names)

    def test_wrong_codes_are_counted_over_connections_opened_first_and_over_every_loopback_address(self):
        wrong = "000000" if self.code != "000000" else "111111"

        async def attempt():
            opened = [await websockets.connect(self.url, ping_interval=None) for _ in range(8)]
            answers = []
            for connection in opened[:5]:
                await connection.send(json.dumps({"v": VERSION, "message": {"join": {"name": "x", "code": wrong}}}))
            for connection in opened[:5]:
                answers.append(json.loads(await asyncio.wait_for(connection.recv(), 5))["message"])
            await opened[5].send(json.dumps({"v": VERSION, "message": {"join": {"name": "x", "code": self.code}}}))
            right = json.loads(await asyncio.wait_for(opened[5].recv(), 5))["message"]
            for connection in opened:
                await connection.close()
            return answers, right

        try:
            answers, right = asyncio.run(attempt())
        except Exception as problem:   # say what, rather than an error without the story
            self.fail(f"the attempts could not be made: {problem!r}")
        self.assertEqual(answers[-1], {"refused": {"_0": "tooManyAttempts"}})
        self.assertEqual(right, {"refused": {"_0": "tooManyAttempts"}}, "the right code from a blocked address is not tried")
        if socket.has_ipv6:
            async def from_ipv6():
                answer, connection = await join(f"ws://[::1]:{self.port}{PATH}", self.code)
                await connection.close()
                return answer
            try:
                answer = let_in(lambda: asyncio.run(from_ipv6()), "a connection from ::1 to be let in")
            except OSError:
                return   # no IPv6 loopback on this machine
            self.assertEqual(answer, {"refused": {"_0": "tooManyAttempts"}}, "::1 is the same computer")

    def test_tokens_are_unguessable_and_a_seat_is_not_taken_with_a_made_up_one(self):
        async def play():
            tokens, held = [], []
            for name in ("Thief", "Thief again", "Bea"):
                answer, connection = await join(self.url, self.code, name)
                tokens.append(answer["welcome"]["token"])
                held.append(connection)
                await asyncio.sleep(0.5)
            return tokens, held

        loop = asyncio.new_event_loop()
        tokens, held = loop.run_until_complete(play())
        self.assertTrue(all(re.fullmatch(r"[0-9a-f]{32}", token) for token in tokens))
        self.assertEqual(len(set(tokens)), 3)
        App.click(wait_for(lambda: self.app.buttons("Start"), message="Start")[0])
        wait_for(lambda: self.app.label_matching(r"(?m)^Bea: 0 Sets, score 0$"), message="the game started, Bea seated")
        loop.run_until_complete(held[2].close())   # Bea's connection drops: her seat waits for her token
        wait_for(lambda: self.app.label_matching(r"Bea: 0 Sets, score 0 \(reconnecting…\)"), message="Bea reconnecting")

        async def steal(token):
            answer, connection = await join(self.url, self.code, "Thief", token)
            await connection.close()
            return answer
        first, second = int(tokens[0], 16), int(tokens[1], 16)
        guesses = [format((2 * second - first) % 2**128, "032x"), format(second + 1, "032x"), tokens[1][::-1]]
        for guess in guesses:
            self.assertEqual(let_in(lambda: loop.run_until_complete(steal(guess)), "the thief to be let in"),
                             {"refused": {"_0": "unknownToken"}})
        for connection in held[:2]:
            loop.run_until_complete(connection.close())
        loop.close()
        self.assertTrue(self.app.label_matching(r"Bea: 0 Sets, score 0 \(reconnecting…\)"), "Bea's seat is still hers")

if __name__ == "__main__":
    unittest.main()
