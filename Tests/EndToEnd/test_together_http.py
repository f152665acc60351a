"""The web player's HTTP, played by hostile clients against a hosting app (all on loopback):
slow, huge, malformed and climbing requests, other methods, bodies, other sites' pages; the
host answers each as the threat model says, reads nothing outside its fixed pages, and carries
on serving the page and hosting the game."""
import http.client
import socket
import time
import urllib.error
import urllib.request

from harness import AppTestCase, pace, wait_for
from raw_websocket import RawClient
from together_apps import host_game, open_mode_menu_item


def ask(port, request, timeout=8):
    """Sends `request` (bytes) on a fresh connection; everything the host answers before it
    closes the connection (or `timeout` passes), and whether it closed."""
    connection = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    try:
        connection.sendall(request)
        answer, closed = b"", False
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                chunk = connection.recv(65536)
            except socket.timeout:
                break
            if not chunk:
                closed = True
                break
            answer += chunk
        return answer, closed
    finally:
        connection.close()


def ask_let_in(port, request):
    """`ask`, once the host lets the connection in: it closes one at once, without a word, while
    connections from one computer come faster than its pace (trying again later gets in)."""
    def once():
        answer, closed = ask(port, request)
        return None if closed and not answer else (answer, closed)
    return wait_for(once, timeout=20, interval=0.2, message="the host to let the connection in")


def page_let_in(url):
    """The HTTP status of GET `url`, once the host lets the connection in (see ask_let_in)."""
    def once():
        try:
            with urllib.request.urlopen(url, timeout=5) as answer:
                return answer.status
        except http.client.RemoteDisconnected:
            return None
        except urllib.error.URLError as error:
            if isinstance(error.reason, ConnectionResetError):
                return None
            raise
    return wait_for(once, timeout=20, interval=0.2, message="the host to let the connection in")


def status(answer):
    return answer.split(b"\r\n", 1)[0].decode(errors="replace")


class HostedPageAttackTests(AppTestCase):
    def setUp(self):
        super().setUp()
        port, _ = host_game(self.app, "Ada")
        self.port = int(port)

    still_hosting = True

    def tearDown(self):
        # Whatever was tried, the page is still served and the game still hosted.
        if not self.still_hosting:
            return super().tearDown()
        self.assertEqual(page_let_in(f"http://127.0.0.1:{self.port}/"), 200)
        self.assertTrue(self.app.label_matching(r"Hosting a Game"), "the host carries on")
        super().tearDown()

    def test_paths_outside_the_page_are_not_found_whatever_their_spelling(self):
        for path in ["/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/js/../../Package.swift", "//etc/passwd",
                     "/web/index.html", "/js/", "/.git/config", "/index.html%00.js", "/faces/../words.json", "/faces/nonsense.json"]:
            with self.subTest(path=path):
                answer, closed = ask_let_in(self.port, f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n\r\n".encode())
                self.assertEqual(status(answer), "HTTP/1.1 404 Not Found")
                self.assertNotIn(b"root:", answer)
                self.assertTrue(closed, "a refused request closes its connection")

    def test_other_methods_bodies_and_malformed_requests_are_refused(self):
        cases = [
            (b"POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 4\r\n\r\nabcd", "HTTP/1.1 405 Method Not Allowed"),
            (b"PUT /index.html HTTP/1.1\r\nHost: h\r\nContent-Length: 1\r\n\r\nx", "HTTP/1.1 405 Method Not Allowed"),
            (b"OPTIONS * HTTP/1.1\r\nHost: h\r\n\r\n", "HTTP/1.1 405 Method Not Allowed"),
            (b"TRACE / HTTP/1.1\r\nHost: h\r\n\r\n", "HTTP/1.1 405 Method Not Allowed"),
            (b"GET / HTTP/1.1\r\nHost: h\r\nContent-Length: 10\r\n\r\n0123456789", "HTTP/1.1 400 Bad Request"),
            (b"GET / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", "HTTP/1.1 400 Bad Request"),
            (b"GET / HTTP/2.0\r\nHost: h\r\n\r\n", "HTTP/1.1 400 Bad Request"),
            (b"GET / HTTP/1.1\r\nHost:\rh\r\n\r\n", "HTTP/1.1 400 Bad Request"),
            (b"GET / HTTP/1.1\r\n\r\n", "HTTP/1.1 400 Bad Request"),
            (b"GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", "HTTP/1.1 400 Bad Request"),
            (b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + bytes(range(200)) + b"\r\n\r\n", "HTTP/1.1 400 Bad Request"),
            (b"GET / HTTP/1.1\r\nHost: h\r\nX: " + b"a" * 5000 + b"\r\n\r\n", "HTTP/1.1 431 Request Header Fields Too Large"),
            (b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://evil.example\r\n\r\n", "HTTP/1.1 403 Forbidden"),
        ]
        for request, expected in cases:
            with self.subTest(request=request[:40]):
                answer, closed = ask_let_in(self.port, request)
                self.assertEqual(status(answer), expected)
                self.assertIn(b"\r\nContent-Security-Policy: default-src 'none';", answer)
                self.assertTrue(closed)

    def test_http_1_0_and_bare_line_feeds_are_answered_at_once(self):
        """As RFC 9112 allows: HTTP/1.0 with or without Host (its connection closed after the
        answer), and lines ended by a bare LF. None of them waits for the 5 s deadline."""
        for request in [b"GET / HTTP/1.0\r\n\r\n", f"GET / HTTP/1.0\r\nHost: 127.0.0.1:{self.port}\r\n\r\n".encode(),
                        f"GET /style.css HTTP/1.1\nHost: 127.0.0.1:{self.port}\nConnection: close\n\n".encode()]:
            with self.subTest(request=request[:30]):
                started = time.monotonic()
                answer, closed = ask(self.port, request)   # three: well within the host's pace
                self.assertEqual(status(answer), "HTTP/1.1 200 OK")
                self.assertTrue(closed, "closed after the answer")
                self.assertLess(time.monotonic() - started, 2, "answered at once, not at the deadline")

    def test_a_request_sent_a_byte_at_a_time_is_cut_off_at_the_deadline(self):
        connection = socket.create_connection(("127.0.0.1", self.port), timeout=10)
        started = time.monotonic()
        try:
            closed = False
            for byte in b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"z" * 100:
                try:
                    connection.sendall(bytes([byte]))
                except OSError:
                    closed = True
                    break
                pace(0.1)
                # Meanwhile another browser is served at once.
                if time.monotonic() - started > 1 and time.monotonic() - started < 1.15:
                    with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/style.css", timeout=3) as other:
                        self.assertEqual(other.status, 200)
            if not closed:
                connection.settimeout(3)
                closed = connection.recv(100) == b""
        except OSError:
            closed = True
        finally:
            connection.close()
        self.assertTrue(closed, "a request that never ends is cut off")
        self.assertLess(time.monotonic() - started, 9, "within the handshake's 5 s")

    def test_one_connection_carries_a_page_and_its_files_but_not_forever(self):
        connection = socket.create_connection(("127.0.0.1", self.port), timeout=10)
        try:
            request = f"HEAD /style.css HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n\r\n".encode()
            connection.sendall(request * 120)
            answer = b""
            connection.settimeout(5)
            while True:
                chunk = connection.recv(65536)
                if not chunk:
                    break
                answer += chunk
        finally:
            connection.close()
        answers = answer.count(b"HTTP/1.1 200 OK")
        self.assertEqual(answers, 100, "a hundred answers, then the connection closes")
        self.assertTrue(answer.rstrip().endswith(b"Connection: close"))

    def test_a_websocket_from_another_sites_page_is_refused_beside_the_pages(self):
        client = RawClient(self.port)
        try:
            self.assertRegex(client.handshake(extra=["Origin: http://evil.example"]), r"^HTTP/1.1 403 ")
        finally:
            client.close()

    def test_the_page_stops_with_the_game(self):
        open_mode_menu_item(self.app, "Leave Game")
        wait_for(lambda: not self.app.label_matching(r"Hosting a Game"), message="the game left")
        self.still_hosting = False

        def page_gone():
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{self.port}/", timeout=3).close()
                return False
            except OSError:
                return True
        wait_for(page_gone, message="the page to stop with the game")
