"""The desktop around the app in the end-to-end tests: the mouse moved and pressed for real
(xdotool), the app's actions as GApplication exports them on the session bus, another window
that takes the focus, a window manager for what only one provides (fullscreen), and the X
server watched for a window while the app cannot answer on the accessibility bus."""
import re
import subprocess
import threading
import time

from harness import APP_ID, pace, wait_for


class Pointer:
    """The mouse, moved and pressed for real with xdotool, in window coordinates."""

    def __init__(self, app):
        self.app = app

    def _run(self, *arguments):
        subprocess.run(["xdotool", *arguments], check=True)

    def move(self, x, y):
        self._run("mousemove", "--window", self.app.window_id, str(int(x)), str(int(y)))

    def down(self):
        self._run("mousedown", "1")

    def up(self):
        self._run("mouseup", "1")

    def drag(self, start, end, steps=10, pause=0.03, hold=0.1):
        """Presses at `start`, moves to `end` in steps, and lets go, at a human pace."""
        self.move(*start)
        self.down()
        pace(hold)
        for step in range(1, steps + 1):
            self.move(start[0] + (end[0] - start[0]) * step / steps, start[1] + (end[1] - start[1]) * step / steps)
            pace(pause)
        self.up()

    def scroll_down(self, times, with_control=False):
        if with_control:
            self._run("keydown", "ctrl")
        for _ in range(times):
            self._run("click", "5")
            pace(0.05)
        if with_control:
            self._run("keyup", "ctrl")


def describe_action(name):
    """The app's action `name` as GApplication exports it on the session bus, in gdbus's words."""
    result = subprocess.run(["gdbus", "call", "--session", "--dest", APP_ID, "--object-path", "/" + APP_ID.replace(".", "/"),
                             "--method", "org.gtk.Actions.Describe", name], capture_output=True, text=True, timeout=10)
    if result.returncode != 0:
        raise AssertionError(f"no action {name}: {result.stderr}")
    return result.stdout


def action_state(name):
    """(enabled, state) of the app's action `name`, its state a switch's (None if it has none)."""
    described = describe_action(name)
    state = re.search(r"\[<?(true|false)>?\]", described)
    return described.startswith("((true"), (state.group(1) == "true") if state else None


def action_choice(name):
    """The state of the app's choice action `name`: the value chosen (a Set mode's id…)."""
    return re.search(r"\[<'([^']*)'>\]", describe_action(name)).group(1)


class Elsewhere:
    """Another window that takes the keyboard focus, as when the player switches to another app
    (without a window manager, focus moves only when someone moves it)."""

    def __enter__(self):
        self.process = subprocess.Popen(["xmessage", "-geometry", "+1500+900", "elsewhere"],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        window = wait_for(lambda: subprocess.run(["xdotool", "search", "--class", "Xmessage"], capture_output=True,
                                                 text=True).stdout.split(), message="the other window")[-1]
        subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False, capture_output=True)
        return self

    def __exit__(self, *_):
        self.process.kill()
        self.process.wait()


class WindowManager:
    """A window manager (openbox) for the tests that need one: fullscreen and minimising are
    the window manager's to grant. The other tests run without one. Given the app, it waits
    until openbox manages the app's window too (a request sent before that is lost)."""

    def __init__(self, app=None):
        self.app = app

    def __enter__(self):
        self.process = subprocess.Popen(["openbox", "--sm-disable"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(lambda: "_NET_SUPPORTING_WM_CHECK(WINDOW)" in subprocess.run(
            ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], capture_output=True, text=True).stdout, message="openbox")
        if self.app is not None:
            def managed():   # "_NET_FRAME_EXTENTS(CARDINAL) = 1, 1, 20, 1" once openbox has framed it
                return " = " in subprocess.run(["xprop", "-id", self.app.window_id, "_NET_FRAME_EXTENTS"],
                                               capture_output=True, text=True).stdout
            wait_for(managed, message="openbox to manage the window")
        return self

    def __exit__(self, *_):
        self.process.terminate()
        self.process.wait()


class WindowWatch:
    """How long after its creation a window called `title` was first on screen, polled in the
    X server by another thread."""

    def __init__(self, title):
        self.started = time.monotonic()
        self.seen = None
        self.thread = threading.Thread(target=self._watch, args=(title,), daemon=True)
        self.thread.start()

    def _watch(self, title):
        def shown():
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", f"^{title}$"], capture_output=True, text=True)
            return bool(found.stdout.strip())
        try:
            wait_for(shown, timeout=15, interval=0.02, message=f"a window called {title}")
            self.seen = time.monotonic() - self.started
        except AssertionError:
            pass   # never seen: after() says so

    def after(self):
        self.thread.join()
        return self.seen if self.seen is not None else float("inf")
