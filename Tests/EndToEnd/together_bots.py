"""Scripted players for a Together game: WebSocket clients (python3-websockets) that join a
hosting app with its code and claim at random, as people would but many at once; and the
checks every copy of the game must pass. Used by the load test (test_together_load.py) and
the benchmark (scripts/bench/together.py)."""
import asyncio
import itertools
import json
import random
import time

import websockets

VERSION = 6


def is_set(a, b, c):
    """Cards are indexes 0..<81, one base-3 digit per feature."""
    for _ in range(4):
        if (a % 3 + b % 3 + c % 3) % 3:
            return False
        a, b, c = a // 3, b // 3, c // 3
    return True


def sets_among(table):
    return [list(t) for t in itertools.combinations(table, 3) if is_set(*t)]


def envelope(message):
    return json.dumps({"v": VERSION, "message": message})


def check_state(state, previous, problems, who):
    """What every state the host sends must hold: no card twice or out of the deck, every card
    accounted for (on the table, in the deck, or in a Set awarded once), versions that only grow."""
    table = state["table"]
    if len(set(table)) != len(table) or any(not 0 <= card < 81 for card in table):
        problems.append(f"{who}: a card twice or outside the deck on version {state['version']}")
    taken = 81 - state["deckCount"] - len(table)
    awarded = sum(player["sets"] for player in state["players"])
    if state["phase"] != "lobby" and awarded * 3 != taken:
        problems.append(f"{who}: {awarded} Sets awarded but {taken} cards taken (version {state['version']})")
    if previous is not None and state["version"] < previous["version"]:
        problems.append(f"{who}: the version went back from {previous['version']} to {state['version']}")


class Bot:
    """One scripted player. `pace` is the pause between claims, in seconds (a range); `right`
    the share of claims that are a Set on the table."""

    def __init__(self, name, url, code, pace=(0.3, 1.5), right=0.6, seed=0):
        self.name, self.url, self.code = name, url, code
        self.pace, self.right = pace, right
        self.random = random.Random(seed)
        self.state = None
        self.me = None
        self.problems = []
        self.claims = []       # (monotonic time sent, cards, table version)
        self.seen = []         # (monotonic time received, state)
        self.answers = {}      # late / tooFast / refused / ended counts
        self.closed = None     # the close reason, if the host closed the connection

    async def play(self, until_started, seconds, finish):
        async with websockets.connect(self.url, max_size=4096, ping_interval=5) as socket:
            await socket.send(envelope({"join": {"name": self.name, "code": self.code}}))
            listener = asyncio.ensure_future(self._listen(socket))
            await until_started.wait()
            end = time.monotonic() + seconds
            while not listener.done():
                await asyncio.sleep(self.random.uniform(*self.pace))
                if time.monotonic() >= end:
                    break
                if self.state is None or self.state["phase"] != "playing":
                    continue
                table = self.state["table"]
                found = sets_among(table)
                cards = self.random.choice(found) if found and self.random.random() < self.right \
                    else self.random.sample(table, 3)
                self.claims.append((time.monotonic(), cards, self.state["version"]))
                await socket.send(envelope({"claim": {"cards": cards, "table": self.state["version"]}}))
            await finish.everyone_stopped()
            await self._until_quiet()
            listener.cancel()
            await socket.send(envelope({"leave": {}}))

    async def _until_quiet(self, quiet=1.0, longest=15.0):
        """Listens on until the host has sent nothing for `quiet` seconds: the answers to the
        last claims, every bot's included, reach this copy before it is compared."""
        give_up = time.monotonic() + longest
        while time.monotonic() < give_up:
            last = self.seen[-1][0] if self.seen else 0
            if time.monotonic() - last >= quiet:
                return
            await asyncio.sleep(0.1)

    async def _listen(self, socket):
        try:
            async for text in socket:
                received = time.monotonic()
                message = json.loads(text)["message"]
                kind, body = next(iter(message.items()))
                if kind == "welcome":
                    self.me = body["player"]
                elif kind == "state":
                    state = body["_0"]   # Swift's form of an unlabelled associated value
                    check_state(state, self.state, self.problems, self.name)
                    self.state = state
                    self.seen.append((received, state))
                else:
                    self.answers[kind] = self.answers.get(kind, 0) + 1
        except websockets.ConnectionClosed as closed:
            self.closed = closed.reason


class Finish:
    """Where the bots meet after the last claim: none stops listening until all have stopped
    claiming, or one might leave before another's last claim changes the scores."""

    def __init__(self, count):
        self.claiming = count
        self.everyone = asyncio.Event()

    async def everyone_stopped(self):
        self.claiming -= 1
        if self.claiming == 0:
            self.everyone.set()
        await self.everyone.wait()


class Vandal:
    """A connection that sends what no Pastimes sends: the host must close it with a reason
    and carry on."""

    def __init__(self, url):
        self.url = url
        self.reasons = []

    async def play(self, until_started, seconds):
        await until_started.wait()
        end = time.monotonic() + seconds
        for junk in itertools.cycle(["not json", json.dumps({"v": 99, "message": {"leave": {}}}), "x" * 5000,
                                     envelope({"claim": {"cards": [0, 1, 2], "table": 0}}),
                                     envelope({"join": {"name": "v", "code": "no"}})]):
            if time.monotonic() >= end:
                return
            try:
                async with websockets.connect(self.url, max_size=None) as socket:
                    await socket.send(junk)
                    await asyncio.wait_for(socket.wait_closed(), 5)
                    self.reasons.append(socket.close_reason)
            except websockets.ConnectionClosed as closed:
                # Closed before the junk went out (a computer already refused comes back to a
                # close at once): still closed with a reason, if the host gave one.
                received = closed.rcvd
                self.reasons.append(received.reason if received is not None and received.reason else f"not closed: {closed!r}")
            except asyncio.TimeoutError as problem:
                self.reasons.append(f"not closed: {problem!r}")
            await asyncio.sleep(2)


def load_test_bots(url, code):
    """The load test's seven players (the benchmark plays the same game): few enough right
    claims that the deck lasts the minute."""
    return [Bot(f"Bot {n}", url, code, right=0.05, seed=n) for n in range(1, 8)]


def run(players, until_started, seconds, vandal=None):
    """Runs the bots (and a vandal) for `seconds` after `until_started()` returns (it is called
    in a thread: it may drive the host's screen)."""
    async def main():
        started = asyncio.Event()
        loop = asyncio.get_running_loop()

        async def starter():
            await loop.run_in_executor(None, until_started)
            started.set()
        finish = Finish(len(players))
        tasks = [bot.play(started, seconds, finish) for bot in players] + ([vandal.play(started, seconds)] if vandal else [])
        await asyncio.gather(starter(), *tasks)
    asyncio.run(main())
