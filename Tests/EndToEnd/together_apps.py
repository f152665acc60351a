"""Set played together, the end-to-end tests' shared steps: a private D-Bus session for a second
app, hosting and joining through the mode menu, and the cards a screen shows."""
import os
import re
import shutil
import signal
import subprocess
import tempfile

import pyatspi

from harness import App, processes_with, start_accessibility_bus, wait_for
from set_cards import NAME


class PrivateSession:
    """A D-Bus session bus of its own, so that a second Pastimes is not the first one's second
    launch; its widgets still reach the test's accessibility bus. The bus starts with that bus's
    address in its environment, so that every service it starts has it too (the desktop portal
    among them, where one is installed: asking this session for an accessibility bus would start
    a second one, which takes the test bus's socket; see start_accessibility_bus), and with a
    runtime folder of its own, as another computer's session has: the portal's document store
    mounts itself there, not over the first session's."""

    def __init__(self):
        accessibility = start_accessibility_bus()
        self.closed = False
        self.runtime = tempfile.mkdtemp(prefix="pastimes-e2e-session-")  # readable by its owner alone
        environment = dict(os.environ, AT_SPI_BUS_ADDRESS=accessibility, XDG_RUNTIME_DIR=self.runtime)
        output = subprocess.run(["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1"],
                                env=environment, capture_output=True, text=True, check=True).stdout.split()
        self.address, self.pid = output[0], int(output[1])
        self.environment = {"DBUS_SESSION_BUS_ADDRESS": self.address, "AT_SPI_BUS_ADDRESS": accessibility}

    def close(self):
        """Ends the bus, and waits for what it started to end with it (the portals end when their
        bus does); what is still there after ten seconds is killed, and named."""
        if self.closed:
            return
        self.closed = True
        started = self._started()
        try:
            os.kill(self.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass  # ended already
        try:
            wait_for(lambda: not any(running(pid) for pid in started), timeout=10, interval=0.1, message="the session's programs to end")
        except AssertionError:
            pass   # named and killed below
        for pid in [pid for pid in started if running(pid)]:
            print(f"\n(the private session's {command_line(pid)!r} outlived its bus: killed)")
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        shutil.rmtree(self.runtime, ignore_errors=True)

    def _started(self):
        """The bus and every process it started (and those started by them): all that has the
        session's runtime folder in its environment."""
        return processes_with("XDG_RUNTIME_DIR", self.runtime)


def running(pid):
    """Whether `pid` runs (a process that has ended but not yet been collected does not)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except (OSError, IndexError):
        return False


def command_line(pid):
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            return cmdline.read().replace(b"\0", b" ").decode(errors="replace").strip()
    except OSError:
        return str(pid)


def menu_item(app, name):
    return wait_for(lambda: app._first(app.window, lambda n: n.getRole() == pyatspi.ROLE_MENU_ITEM and n.name == name),
                    message=f"the menu item {name!r}")


def open_mode_menu_item(app, name):
    App.click(wait_for(lambda: app.buttons(r"Mode: .*"), message="the mode menu")[0])
    App.click(menu_item(app, name))


def choose_together_rules(app, title):
    """The host's lobby menu of rules: chooses `title` (as the solo mode menu names it)."""
    App.click(wait_for(lambda: app.buttons(r"^Rules: .*"), message="the rules menu")[0])
    App.click(menu_item(app, title))
    wait_for(lambda: app.buttons(rf"^Rules: {re.escape(title)}$"), message=f"{title} chosen")


def cards(app):
    """The Set cards on the table, in the order of the widgets (cards that arrived later come
    last in it; compare them sorted)."""
    return [card.name for card in app.buttons(NAME.pattern, within=app.page("Set"))]


def host_game(app, name="Ada"):
    """Hosts a game on `app` as `name`; the (port, code) its lobby shows."""
    open_mode_menu_item(app, "Host a Game…")
    app.dialog_button("Host")  # the dialog is up, its name field focused
    type_keys("<ctrl+a>", name, "<Return>")
    # The lobby shows the code large, and this computer's addresses, each with the port.
    code = wait_for(lambda: app.label_matching(r"^\d{3} \d{3}$"), message="the lobby's code")
    address = wait_for(lambda: app.label_matching(r"^(\d+\.\d+\.\d+\.\d+|\[[0-9a-fA-F:.]+\]):\d+$"), message="the lobby's address")
    return re.search(r":(\d+)$", address).group(1), code


def join_game(app, port, code, name):
    """Joins the game at 127.0.0.1:`port` from `app`, typing the address, code and name."""
    open_mode_menu_item(app, "Join a Game…")
    app.dialog_button("Join")  # the dialog is up, with the address field focused
    type_keys(f"127.0.0.1:{port}", "<Tab>", code, "<Tab>", "<ctrl+a>", name, "<Return>")


def field_text(app, name):
    """The text in the dialog's field called `name`."""
    field = app._first(app.node, lambda n: n.name == name and n.getRole() in (pyatspi.ROLE_ENTRY, pyatspi.ROLE_TEXT))
    if field is None:
        return None
    text = field.queryText()
    return text.getText(0, text.characterCount)


def type_keys(*words):
    """Real typing into the focused window (the dialog)."""
    for word in words:
        if word.startswith("<") and word.endswith(">"):
            subprocess.run(["xdotool", "key", "--delay", "60", word[1:-1]], check=True)
        else:
            subprocess.run(["xdotool", "type", "--delay", "40", word], check=True)
