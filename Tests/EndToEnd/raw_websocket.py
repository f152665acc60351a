"""WebSocket byte for byte, for the transport's end-to-end tests: frames built and read by hand,
sent a byte at a time if need be, and the opening handshake with any header at all, from a
client (RawClient) or from a fake host (RawHost). python3-websockets would fix what these tests
must be free to get wrong or to slow down. Everything runs on loopback."""
import base64
import hashlib
import json
import socket
import threading
import time

from harness import pace
from together_bots import envelope

GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
KEY = "dGhlIHNhbXBsZSBub25jZQ=="
PATH = "/pastimes-set"


def accept_value(key):
    return base64.b64encode(hashlib.sha1((key + GUID).encode()).digest()).decode()


def frame(payload, opcode=0x1, fin=True, mask=b"\x01\x02\x03\x04"):
    """One frame; masked as a client's unless `mask` is None (a server's, or a broken client's)."""
    if isinstance(payload, str):
        payload = payload.encode()
    header = bytes([(0x80 if fin else 0) | opcode])
    mask_bit = 0x80 if mask else 0
    if len(payload) < 126:
        header += bytes([mask_bit | len(payload)])
    elif len(payload) < 65536:
        header += bytes([mask_bit | 126]) + len(payload).to_bytes(2, "big")
    else:
        header += bytes([mask_bit | 127]) + len(payload).to_bytes(8, "big")
    if not mask:
        return header + payload
    return header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def close_frame(code, reason="", mask=b"\x01\x02\x03\x04"):
    return frame(code.to_bytes(2, "big") + reason.encode(), opcode=0x8, mask=mask)


def fragments(text, pieces=2, mask=b"\x01\x02\x03\x04"):
    """`text` as one message in `pieces` fragments."""
    data = text.encode()
    size = -(-len(data) // pieces)
    parts = [data[i:i + size] for i in range(0, len(data), size)]
    return b"".join(frame(part, opcode=0x1 if index == 0 else 0x0, fin=index == len(parts) - 1, mask=mask)
                    for index, part in enumerate(parts))


def read_frames(data):
    """(frames, rest): each whole frame in `data` as (opcode, payload), unmasked; what is left."""
    frames = []
    while len(data) >= 2:
        length, at = data[1] & 0x7F, 2
        if length == 126:
            if len(data) < 4:
                break
            length, at = int.from_bytes(data[2:4], "big"), 4
        elif length == 127:
            if len(data) < 10:
                break
            length, at = int.from_bytes(data[2:10], "big"), 10
        mask = data[at:at + 4] if data[1] & 0x80 else None
        at += 4 if mask else 0
        if len(data) < at + length:
            break
        payload = data[at:at + length]
        if mask:
            payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        frames.append((data[0] & 0x0F, payload))
        data = data[at + length:]
    return frames, data


def messages(frames):
    """The JSON messages among frames (text frames that are whole messages)."""
    return [json.loads(payload)["message"] for opcode, payload in frames if opcode == 0x1]


def close_code(frames):
    """The status code of the first close frame among `frames`, if any."""
    for opcode, payload in frames:
        if opcode == 0x8:
            return int.from_bytes(payload[:2], "big") if len(payload) >= 2 else None
    return None


def send_slowly(sock, data, pause=0.002):
    """A byte at a time, each in a segment of its own: the other end reads them in many reads."""
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    for index in range(len(data)):
        sock.sendall(data[index:index + 1])
        pace(pause)


class RawClient:
    """A TCP connection to a hosting app that speaks WebSocket by hand. With `receive_buffer`,
    the system keeps only that much for it unread, so a client that stops reading soon leaves
    the host's bytes waiting in the host."""

    def __init__(self, port, receive_buffer=None):
        self.sock = socket.socket()
        if receive_buffer:
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
        self.sock.connect(("127.0.0.1", port))
        self.sock.settimeout(5)
        self.received = b""

    def handshake(self, host=None, extra=(), version="13", key=KEY):
        """Sends an opening handshake; the host's answer's status line and header (as text)."""
        host = host if host is not None else f"127.0.0.1:{self.sock.getpeername()[1]}"
        lines = [f"GET {PATH} HTTP/1.1", *([f"Host: {host}"] if host else []), "Upgrade: websocket", "Connection: Upgrade",
                 f"Sec-WebSocket-Key: {key}", f"Sec-WebSocket-Version: {version}", *extra]
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        while b"\r\n\r\n" not in self.received:
            chunk = self.sock.recv(4096)
            if not chunk:
                break
            self.received += chunk
        header, _, self.received = self.received.partition(b"\r\n\r\n")
        return header.decode(errors="replace")

    def join(self, code, name, token=None):
        join = {"name": name, "code": code, **({"token": token} if token else {})}
        self.sock.sendall(frame(envelope({"join": join})))

    def read_messages(self, until, timeout=5):
        """Reads until `until(messages so far)` holds; the messages read."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            frames, _ = read_frames(self.received)
            found = messages(frames)
            if until(found):
                self.received = b""   # later reads start afresh
                return found
            try:
                chunk = self.sock.recv(65536)
            except socket.timeout:
                continue
            if not chunk:
                break
            self.received += chunk
        raise AssertionError(f"the host did not send what was awaited: {messages(read_frames(self.received)[0])}")

    def close(self):
        self.sock.close()


class RawHost(threading.Thread):
    """A fake host on a free loopback port, answering each connection with `script(connection,
    number)` (number counts connections from 1), in a thread. A script reads the request with
    `connection.request()` and answers as it likes: an honest acceptance is
    `connection.accept()`."""

    def __init__(self, script):
        super().__init__(daemon=True)
        self.script = script
        self.listener = socket.socket()
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(8)
        self.port = self.listener.getsockname()[1]
        self.connections = []
        self.errors = []

    def run(self):
        while True:
            try:
                sock, _ = self.listener.accept()
            except OSError:
                return   # stopped
            connection = HostConnection(sock)
            self.connections.append(connection)
            threading.Thread(target=self._serve, args=(connection, len(self.connections)), daemon=True).start()

    def _serve(self, connection, number):
        try:
            self.script(connection, number)
        except OSError:
            pass   # the app closed the connection, as it may
        except Exception as error:   # a mistake in the script: the test reports it
            self.errors.append(repr(error))

    def start_serving(self):
        self.start()
        return self

    def stop(self):
        self.listener.close()
        for connection in self.connections:
            connection.sock.close()


class HostConnection:
    """One connection to a RawHost: the app's request, and what the script sends back."""

    def __init__(self, sock):
        self.sock = sock
        self.sock.settimeout(10)
        self.received = b""
        self.header = ""

    def request(self):
        while b"\r\n\r\n" not in self.received:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise OSError("closed during the handshake")
            self.received += chunk
        header, _, self.received = self.received.partition(b"\r\n\r\n")
        self.header = header.decode()
        return self.header

    def key(self):
        for line in self.header.split("\r\n"):
            name, _, value = line.partition(":")
            if name.strip().lower() == "sec-websocket-key":
                return value.strip()
        return ""

    def accept(self, extra=()):
        lines = ["HTTP/1.1 101 Switching Protocols", "Upgrade: websocket", "Connection: Upgrade",
                 f"Sec-WebSocket-Accept: {accept_value(self.key())}", *extra]
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())

    def frames(self, until, timeout=10):
        """Reads the app's frames until `until(frames so far)` holds; those frames."""
        deadline = time.monotonic() + timeout
        while True:
            found, _ = read_frames(self.received)
            if until(found):
                return found
            if time.monotonic() > deadline:
                raise OSError(f"the app did not send what was awaited: {found}")
            chunk = self.sock.recv(65536)
            if not chunk:
                return read_frames(self.received)[0]
            self.received += chunk

    def closed_by_app(self, timeout=10):
        """Whether the app closed the TCP connection within `timeout`; what it sent is kept."""
        self.sock.settimeout(timeout)
        try:
            while True:
                chunk = self.sock.recv(65536)
                if not chunk:
                    return True
                self.received += chunk
        except socket.timeout:
            return False
        except OSError:
            return True
