"""Hostile peers for Set played together, as anyone on the network could be: a fake host that
sends what no Pastimes sends, and raw clients that flood, stall and lie. Used by
test_together_hostile.py. Everything here runs on loopback."""
import asyncio
import json
import os
import select
import socket
import threading

import websockets

from harness import wait_for
from together_bots import envelope

TOKEN = "0f" * 16
PATH = "/pastimes-set"


def honest_state(**changes):
    """A game under way between the host (0, "Eve") and player 1 ("Bea"): twelve cards holding a
    Set (0, 1, 2 differ in one feature only), 69 in the deck. `changes` replace fields."""
    state = {"phase": "playing", "round": 1, "rules": "standard", "version": 1, "table": list(range(12)), "deckCount": 69,
             "players": [{"id": 0, "name": "Eve", "sets": 0, "score": 0, "connected": True, "gone": False, "watching": False},
                         {"id": 1, "name": "Bea", "sets": 0, "score": 0, "connected": True, "gone": False, "watching": False}]}
    state.update(changes)
    return state


def state_message(state):
    return envelope({"state": {"_0": state}})   # Swift's form of an unlabelled associated value


def welcome(player=1, token=TOKEN):
    return envelope({"welcome": {"player": player, "token": token}})


class FakeHost(threading.Thread):
    """A WebSocket server on a free loopback port that plays host: each connection that joins
    is handed to `script(socket, number)` (a coroutine; number counts connections from 1)."""

    def __init__(self, script):
        super().__init__(daemon=True)
        self.script = script
        self.connections = 0
        self.joins = []
        self.closed_by_peer = []
        listener = socket.socket()
        listener.bind(("127.0.0.1", 0))
        self.port = listener.getsockname()[1]
        listener.close()
        self.ready = threading.Event()
        self.loop = None
        self.stopped = None

    def run(self):
        self.loop = asyncio.new_event_loop()
        asyncio.set_event_loop(self.loop)

        async def handler(ws, path=None):
            self.connections += 1
            number = self.connections
            try:
                self.joins.append(json.loads(await ws.recv()))
                await self.script(ws, number)
                await ws.wait_closed()
            except websockets.ConnectionClosed as closed:
                self.closed_by_peer.append(closed.reason if hasattr(closed, "reason") else str(closed))
            self.closed_by_peer.append(ws.close_reason)

        async def serve():
            self.stopped = asyncio.get_running_loop().create_future()
            async with websockets.serve(handler, "127.0.0.1", self.port, max_size=None, ping_interval=None):
                self.ready.set()
                await self.stopped

        self.loop.run_until_complete(serve())
        for task in asyncio.all_tasks(self.loop):
            task.cancel()
        self.loop.run_until_complete(asyncio.sleep(0))
        self.loop.close()

    def start_and_wait(self):
        self.start()
        self.ready.wait(10)
        return self

    def stop(self):
        if self.loop and self.stopped and not self.loop.is_closed():
            self.loop.call_soon_threadsafe(lambda: self.stopped.done() or self.stopped.set_result(None))
        self.join(10)


def tells(lie):
    """A host that welcomes the player, shows a good table, then tells `lie` (a state or raw text)."""
    async def script(ws, _):
        await ws.send(welcome())
        await ws.send(state_message(honest_state()))
        await asyncio.sleep(0.5)
        await ws.send(lie if isinstance(lie, str) else state_message(lie))
    return script


async def endless_fragments(ws, _):
    """One message that never ends: fragments of 1,000 bytes for as long as the player listens."""
    await ws.send(welcome())
    await ws.send(state_message(honest_state()))
    await asyncio.sleep(0.5)

    def pieces():
        while True:
            yield "x" * 1000
    try:
        await ws.send(pieces())
    except Exception:   # the player cut it off, as it should
        pass


def left_the_game(app):
    """The words a player's app shows once it has left a host that broke the rules."""
    return app.label_matching(r"The host sent something no game of Pastimes sends")


def ticket_path(app):
    """Where an app keeps its ticket to rejoin a game."""
    return os.path.join(app.data, "pastimes", "together-rejoin.json")


def resident_kilobytes(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def open_files(pid):
    return len(os.listdir(f"/proc/{pid}/fd"))


class RawClients:
    """Many TCP connections to a port at once, from this computer, that send `first` (bytes) if
    anything and then nothing: half-open, idle or flooding connections."""

    def __init__(self, port, count, first=b"", family=socket.AF_INET, host="127.0.0.1"):
        self.sockets = []
        for _ in range(count):
            client = socket.socket(family, socket.SOCK_STREAM)
            client.setblocking(False)
            try:
                client.connect_ex((host, port))
            except OSError:
                pass
            self.sockets.append(client)
        if first:
            wait_for(self.all_connected, timeout=20, message="the connections made")
            for client in self.sockets:
                try:
                    client.send(first)
                except OSError:
                    pass

    def all_connected(self):
        """Whether every connection has been made (or has failed): each can be written to."""
        poller = select.poll()
        for client in self.sockets:
            poller.register(client, select.POLLOUT)
        return len(poller.poll(0)) == len(self.sockets)

    def all_closed(self):
        """Whether the server has closed (or reset) every one of them; what they were sent is read."""
        return all(self._closed(client) for client in self.sockets)

    @staticmethod
    def _closed(client):
        try:
            while True:
                if client.recv(65536) == b"":
                    return True
        except BlockingIOError:
            return False
        except OSError:
            return True

    def close(self):
        for client in self.sockets:
            client.close()


def handshake_bytes(host="127.0.0.1"):
    return (f"GET {PATH} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n").encode()


def masked_frame(text, opcode=0x1, fin=True):
    payload = text.encode()
    mask = b"\x01\x02\x03\x04"
    header = bytes([(0x80 if fin else 0) | opcode])
    if len(payload) < 126:
        header += bytes([0x80 | len(payload)])
    else:
        header += bytes([0x80 | 126]) + len(payload).to_bytes(2, "big")
    return header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
