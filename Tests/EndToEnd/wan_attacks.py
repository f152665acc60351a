"""A hostile peer anywhere on the internet, run inside the test network's "wan" namespace
against a host's public address (test_invite_from_anywhere starts it there): some attacks of
test_together_hostile and test_together_http, through the router's mapping (the rest hold for
any peer alike, and are tested on loopback). Every loop is
bounded in count and time. Prints one JSON object of what it saw.
Usage: python3 wan_attacks.py ADDRESS PORT INTERNET_CODE"""
import asyncio
import json
import socket
import sys
import time

import websockets

from hostile_peers import PATH, RawClients, handshake_bytes, masked_frame
from together_bots import VERSION
from waits import wait_for


async def join(url, code):
    """The host's first answer to a join with `code`, or what ended the attempt."""
    try:
        async with websockets.connect(url, open_timeout=5, ping_interval=None) as connection:
            await connection.send(json.dumps({"v": VERSION, "message": {"join": {"name": "Mallory", "code": code}}}))
            return json.loads(await asyncio.wait_for(connection.recv(), 10))["message"]
    except Exception as problem:   # turned away: a reset, a closed handshake
        return {"turnedAway": type(problem).__name__}


def http(address, port, request):
    """The first line of the answer to raw `request` bytes, or "" if closed unanswered."""
    with socket.create_connection((address, port), timeout=10) as client:
        client.sendall(request)
        try:
            return client.recv(4096).split(b"\r\n", 1)[0].decode(errors="replace")
        except OSError:
            return ""


def slow_request_cut_off(address, port):
    """A request sent a byte every tenth of a second: the seconds until the host cut it off
    (None if it never did within 12 s)."""
    started = time.monotonic()
    with socket.create_connection((address, port), timeout=5) as client:
        for byte in f"GET / HTTP/1.1\r\nHost: {address}:{port}\r\nX-Slow: ".encode() + b"z" * 120:
            try:
                client.sendall(bytes([byte]))
            except OSError:
                return time.monotonic() - started
            time.sleep(0.1)
            if time.monotonic() - started > 12:
                return None
        try:
            return time.monotonic() - started if client.recv(100) == b"" else None
        except OSError:
            return time.monotonic() - started


async def silent_socket_closed(url):
    """A WebSocket that never says a word: the seconds until the host closed it (None if it
    stayed open 20 s)."""
    started = time.monotonic()
    async with websockets.connect(url, open_timeout=5, ping_interval=None) as connection:
        try:
            await asyncio.wait_for(connection.wait_closed(), 20)
        except asyncio.TimeoutError:
            return None
    return time.monotonic() - started


def main(address, port, code):
    port = int(port)
    url = f"ws://{address}:{port}{PATH}"
    seen = {}
    # Not a page of the game, another method, another site's page: refused in words, nothing served.
    seen["path"] = http(address, port, f"GET /etc/passwd HTTP/1.1\r\nHost: {address}:{port}\r\n\r\n".encode())
    seen["method"] = http(address, port, f"POST / HTTP/1.1\r\nHost: {address}:{port}\r\nContent-Length: 1\r\n\r\nx".encode())
    seen["origin"] = http(address, port, handshake_bytes(f"{address}:{port}").replace(b"\r\n\r\n", b"\r\nOrigin: http://evil.example\r\n\r\n"))
    # A flood of messages from sockets that never joined: each is closed.
    floods = RawClients(port, 8, host=address,
                        first=handshake_bytes(f"{address}:{port}") + masked_frame(json.dumps({"v": VERSION, "message": {"leave": {}}})) * 5_000)
    try:
        seen["floodsClosed"] = bool(wait_for(floods.all_closed, timeout=30, message="every flooding socket closed"))
    finally:
        floods.close()
    # Slow and silent: a request a byte at a time, and a socket that never joins, are let go.
    seen["slowRequestCutAfter"] = slow_request_cut_off(address, port)
    seen["silentSocketClosedAfter"] = asyncio.run(silent_socket_closed(url))
    # Codes guessed from anywhere: the six digits are not enough, and guessing is stopped.
    answers = [asyncio.run(join(url, guess)) for guess in ["123456", "aaaaaaaaaaaa", "bbbbbbbbbbbb", "cccccccccccc", "dddddddddddd",
                                                           "eeeeeeeeeeee", code]]
    seen["guesses"] = [answer["refused"].get("_0", "?") if "refused" in answer else answer.get("turnedAway", "welcome" if "welcome" in answer else "?")
                       for answer in answers]
    print(json.dumps(seen), flush=True)


if __name__ == "__main__":
    main(*sys.argv[1:4])
