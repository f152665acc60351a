"""Starts the real Pastimes app and drives it the way assistive technologies do.

Runs inside `run.sh`, which provides a fresh X server (xvfb-run -a) and a private D-Bus
session; this module starts the accessibility bus, launches the app with its own data folder,
and finds its widgets through AT-SPI (python3-pyatspi): buttons by name, their descriptions,
their on-screen extents. Real key presses go through xdotool.
"""
import atexit
import os
import re
import shutil
import subprocess
import tempfile
import unittest
import warnings

import pyatspi
from gi.repository import Gio, GLib

from crashes import crash_report, keep_a_core
from waits import pace, settled, wait_for  # noqa: F401 (the tests import them from here)

# pyatspi calls AT-SPI functions that newer versions deprecate; the calls still work.
warnings.filterwarnings("ignore", category=DeprecationWarning)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
APP = os.environ.get("PASTIMES_BINARY", os.path.join(ROOT, ".build", "debug", "pastimes"))
# The development build, for the options only it has (Simon's test rhythm, the layout audit,
# the traces and benchmarks): Pastimes with its LabHooks.
LAB = os.environ.get("PASTIMES_LAB_BINARY", os.path.join(os.path.dirname(APP), "pastimes-lab"))
LAB_OPTIONS = {"--simon-test-timing", "--audit-layout", "--trace-together", "--trace-frames", "--benchmark-motion", "--benchmark-games"}
APP_ID = "io.github.pastimes.Pastimes"
SHOTS = os.environ.get("PASTIMES_SHOTS")  # a folder for screenshots, when set


def display_answers():
    """Whether a new connection to the X server succeeds."""
    return subprocess.run(["xdotool", "getdisplaygeometry"], capture_output=True).returncode == 0


def settings_environment(data):
    """GSettings for one app's data folder: the schema from the build tree, and the values in a
    key file of that folder's own (not the desktop's dconf), so tests neither share nor leave any."""
    return {"GSETTINGS_SCHEMA_DIR": os.path.join(ROOT, ".build", "schemas"), "GSETTINGS_BACKEND": "keyfile",
            "XDG_CONFIG_HOME": os.path.join(data, "config")}


def forget_the_help_viewer(data):
    """Help opens in the app's own reading window, as where no help viewer is installed, so that
    the tests see the same on every machine (yelp may come with other packages, gnome-chess's
    among them): the data folder's settings drop the help: scheme's handler."""
    config = os.path.join(data, "config")
    os.makedirs(config, exist_ok=True)
    path = os.path.join(config, "mimeapps.list")
    if not os.path.exists(path):
        with open(path, "w") as file:
            file.write("[Removed Associations]\nx-scheme-handler/help=yelp.desktop;\n")


def processes_with(variable, value):
    """The processes (pids, as numbers) whose environment sets `variable` to `value`: a test's
    own, when other tests run theirs beside it."""
    marker = f"{variable}={value}".encode()
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/environ", "rb") as environ:
                    if marker in environ.read().split(b"\0"):
                        found.append(int(entry))
            except OSError:
                continue  # ended meanwhile, or not ours to read
    return found


def start_accessibility_bus():
    """The accessibility bus for this D-Bus session (once per test run), and its address, which
    everything started after it has in its environment: the apps, this process's AT-SPI client,
    and every service the session bus starts. A program that has to ask for the address asks its
    own session bus, and asked on any other session bus (a PrivateSession's) that starts a second
    at-spi-bus-launcher, whose bus takes over this one's socket (one path per display) and takes
    it away when that session ends: an app to be found then joins no bus the tests read. The
    desktop portal's GTK 3 backend asks, where xdg-desktop-portal-gtk is installed, as on every
    GNOME desktop."""
    address = getattr(start_accessibility_bus, "address", None)
    if address:
        return address
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    bus.set_exit_on_close(False)

    def launched():
        return bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
                             GLib.Variant("(s)", ("org.a11y.Bus",)), GLib.VariantType("(b)"),
                             Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]

    # One launcher per session: a service the session started before the first app may have had
    # one started already, and a second would take the first one's socket.
    if not launched():
        process = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        atexit.register(process.terminate)
        wait_for(lambda: launched() or process.poll() is not None, message="the accessibility bus")
    # Never starting one through D-Bus activation behind the tests' back.
    address = bus.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None, GLib.VariantType("(s)"),
                            Gio.DBusCallFlags.NO_AUTO_START, 10000, None).unpack()[0]
    os.environ["AT_SPI_BUS_ADDRESS"] = address
    bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "UpdateActivationEnvironment",
                  GLib.Variant("(a{ss})", ({"AT_SPI_BUS_ADDRESS": address},)), None, Gio.DBusCallFlags.NONE, 5000, None)
    start_accessibility_bus.address = address
    return address


class App:
    """One running instance of the app, with its own data folder."""

    # Every app started and not yet closed. One Pastimes runs per D-Bus session (a second launch
    # hands its work to the first and exits), so an app left running by a test that failed before
    # its clean-up would turn every later launch on that bus into an empty exit.
    open_apps = []

    def __init__(self, *arguments, data=None, size="1000x760", env=None, title="Pastimes", prefix=()):
        """`prefix`: a command the app is started through (`ip netns exec HOME`: the app on a
        test network of its own; it execs the app, so the process is still the app's)."""
        start_accessibility_bus()
        self.title = title  # the window's title, in the language the app runs in
        self.data = data or tempfile.mkdtemp(prefix="pastimes-e2e-")
        forget_the_help_viewer(self.data)
        environment = dict(os.environ, GDK_BACKEND="x11", GSK_RENDERER="cairo", GTK_A11Y="atspi",
                           XDG_DATA_HOME=self.data, XDG_CACHE_HOME=os.path.join(self.data, "cache"), **settings_environment(self.data))
        environment.update(env or {})   # a test's own choices win, the display's among them
        environment.pop("NO_AT_BRIDGE", None)
        self.bus = environment.get("DBUS_SESSION_BUS_ADDRESS")
        for leftover in [app for app in App.open_apps if app.bus == self.bus]:
            print(f"\n(closing an app an earlier test left running: {leftover.data})")
            leftover.close()
        self.log_path = os.path.join(self.data, "app.log")
        program = self.program = LAB if LAB_OPTIONS.intersection(arguments) else APP
        command = [*prefix, program, *(["--window-size", size] if size else []), *arguments]
        # Right after another X server has gone, the first connection to a new one now and then
        # fails ("cannot open display") although the server is up; a second attempt succeeds.
        for attempt in range(3):
            self.log = open(self.log_path, "w")
            self.process = subprocess.Popen(command, env=environment, stdout=self.log, stderr=subprocess.STDOUT,
                                            cwd=self.data, preexec_fn=keep_a_core)
            if self not in App.open_apps:
                App.open_apps.append(self)
            self.node = wait_for(self._find_application_or_exit, timeout=20, message="the app on the accessibility bus")
            if self.node is not True:
                break
            self.log.close()
            if "cannot open display" not in open(self.log_path).read():
                raise AssertionError("the app exited at start:\n" + open(self.log_path).read())
            wait_for(display_answers, message="the X server to take connections")
        else:
            raise AssertionError("the app could not open the display three times")
        self.window = wait_for(lambda: self._first(self.node, lambda n: n.getRole() == pyatspi.ROLE_FRAME),
                               message="the window")
        self.window_id = wait_for(self._x_window, message="the X window")

    def _find_application_or_exit(self):
        """The app's accessible node; True if the process ended instead."""
        if self.process.poll() is not None:
            return True
        return self._find_application()

    def _find_application(self):
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            try:
                child = desktop.getChildAtIndex(index)
                if child is not None and child.name in ("pastimes", "pastimes-lab") and self._pid(child) == self.process.pid:
                    return child
            except Exception:
                continue  # an app that has just quit is still listed for a moment
        return None

    @staticmethod
    def _pid(node):
        try:
            return node.get_process_id()
        except Exception:
            return None

    def _x_window(self):
        result = subprocess.run(["xdotool", "search", "--pid", str(self.process.pid), "--name", self.title],
                                capture_output=True, text=True)
        ids = result.stdout.split()
        return ids[-1] if ids else None

    def close(self):
        """Ends the app, and fails the test if GTK (or GLib, or libadwaita) reported a critical
        in its output: each is a bug in how the app calls them."""
        already = getattr(self, "closed", False)
        self.closed = True
        if self in App.open_apps:
            App.open_apps.remove(self)
        ended = self.process.poll()
        if ended is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.log.close()
        if ended not in (None, 0) and not already and not getattr(self, "killed", False):
            # It ended on its own, and not well (a crash, a trap): what it said on the way out.
            raise AssertionError(f"the app ended with status {ended}:\n" + open(self.log_path, errors="replace").read()[-4000:]
                                 + crash_report(self.program, self.data)[-12000:])
        criticals = self.criticals()
        if criticals and not already:
            raise AssertionError("the app reported criticals:\n" + "\n".join(criticals))

    def kill(self):
        """Ends the app at once, as a crash or a power cut would (no chance to save on the way
        out); what it reported until then is still checked."""
        self.killed = True
        self.process.kill()
        self.process.wait()
        self.close()

    def criticals(self):
        """The lines of the app's output that report a critical (Gtk-CRITICAL and the like)."""
        try:
            with open(self.log_path, errors="replace") as log:
                return [line.rstrip() for line in log if re.search(r"\b[\w-]+-CRITICAL \*\*", line)]
        except OSError:
            return []

    # -- finding widgets ----------------------------------------------------------------------

    @staticmethod
    def _first(node, predicate):
        found = App._all(node, predicate, limit=1)
        return found[0] if found else None

    @staticmethod
    def _all(node, predicate, limit=None):
        found = []

        def visit(current):
            if limit and len(found) >= limit:
                return
            try:
                if predicate(current):
                    found.append(current)
                for index in range(current.childCount):
                    child = current.getChildAtIndex(index)
                    if child is not None:
                        visit(child)
            except Exception:
                pass  # a widget went away while we looked

        visit(node)
        return found

    def page(self, title):
        """The root of the tab page named `title` ("Set", "Cards", "Simon"): hidden pages stay
        in the accessibility tree, so searches that must see one page start here."""
        return wait_for(lambda: self._first(self.window, lambda n: n.name == title and n.getRole() in (
            pyatspi.ROLE_FILLER, pyatspi.ROLE_PANEL)), message=f"the {title} page")

    def buttons(self, name_pattern, within=None):
        """Push buttons whose name matches `name_pattern` (a regular expression), in tree order."""
        pattern = re.compile(name_pattern)
        return self._all(within or self.window, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON
                         and pattern.fullmatch(n.name or "") is not None)

    def button(self, name):
        found = self.buttons(re.escape(name))
        if not found:
            raise AssertionError(f"no button named {name!r}")
        return found[0]

    def dialog_button(self, name):
        """The button called `name` in a dialog over the window (not the window's own)."""
        def find():
            for index in range(self.node.childCount):
                frame = self.node.getChildAtIndex(index)
                if frame is None or frame == self.window:
                    continue
                button = self._first(frame, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON and n.name == name)
                if button is not None:
                    return button
            return None
        return wait_for(find, message=f"the dialog's {name!r} button")

    def labels(self, within=None):
        """The labels' words. The bar keeps each part of its lines whole with no-break spaces
        (CardTable's wrappingOnlyBetweenParts): read as plain spaces, as a listener hears them."""
        names = []
        for node in self._all(within or self.window, lambda n: n.getRole() == pyatspi.ROLE_LABEL):
            try:
                names.append((node.name or "").replace("\u00a0", " "))
            except Exception:
                pass  # a label that went away between finding it and reading it
        return names

    def label_matching(self, pattern, within=None):
        regex = re.compile(pattern)
        for text in self.labels(within):
            if regex.search(text or ""):
                return text
        return None

    # -- acting -------------------------------------------------------------------------------

    @staticmethod
    def click(node):
        """Activates a button through its accessible action, as a screen reader would. A menu
        button is a named group around the button that acts: that button is clicked."""
        try:
            actions = node.queryAction()
            acts = actions.nActions > 0
        except NotImplementedError:
            acts = False
        if not acts:
            inner = App._first(node, lambda n: n is not node and n.getRole() in (
                pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON))
            if inner is None:
                raise AssertionError(f"{node.name!r} cannot be clicked")
            node = inner
        actions = node.queryAction()
        for index in range(actions.nActions):
            if actions.getName(index) == "click":
                actions.doAction(index)
                return
        actions.doAction(0)

    @staticmethod
    def click_first(nodes):
        """Clicks the first of `nodes` and says so (True); None if there is none. A node that went
        away before the click reached it raises GLib.GError, which wait_for takes as "look again"."""
        if not nodes:
            return None
        App.click(nodes[0])
        return True

    def press(self, *keys):
        """Real key presses into the app's window (xdotool key names: 1, q, Escape, shift+d)."""
        subprocess.run(["xdotool", "windowactivate", "--sync", self.window_id], check=False,
                       capture_output=True)
        # Without a window manager nobody gives the focus back when a dialog closes: take it.
        subprocess.run(["xdotool", "windowfocus", "--sync", self.window_id], check=False, capture_output=True)
        # Through XTEST, to the focused window: a key that opens a dialog moves the focus between
        # its press and its release, and a release sent to a window instead (XSendEvent) would
        # leave the key held down in the X server, repeating into every later test.
        subprocess.run(["xdotool", "key", "--delay", "60", *keys], check=True)

    def resize(self, width, height):
        subprocess.run(["xdotool", "windowsize", "--sync", self.window_id, str(width), str(height)], check=True)

    def window_size(self):
        extents = self.window.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return extents.width, extents.height

    @staticmethod
    def extents(node):
        box = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return box.x, box.y, box.width, box.height

    def screenshot(self, name):
        if SHOTS:
            os.makedirs(SHOTS, exist_ok=True)
            subprocess.run(["import", "-window", "root", os.path.join(SHOTS, name + ".png")], check=False)


class AppTestCase(unittest.TestCase):
    """A test with a fresh app (and data folder) for each test method."""

    app_arguments = ()
    window_size = "1000x760"

    def app_environment(self):
        """Variables to set for the app beyond the harness's own."""
        return None

    def setUp(self):
        self.app = App(*self.app_arguments, size=self.window_size, env=self.app_environment())

    def tearDown(self):
        if not getattr(self.app, "closed", False) and self.app.process.poll() not in (None, 0):
            print(f"\nthe app ended with status {self.app.process.returncode}:\n" + open(self.app.log_path).read()[-4000:])
        self.app.close()
        shutil.rmtree(self.app.data, ignore_errors=True)


def select_tab(app, title):
    """Switches tabs the way assistive technologies do: the tab's own "click" action. (Each
    view switcher, in the header and in the narrow-window bar, lists the same tabs.)"""
    def tabs():
        return App._all(app.window, lambda n: n.getRole() == pyatspi.ROLE_PAGE_TAB and n.name == title)

    App.click(wait_for(tabs, message=f"the {title} tab")[0])
    wait_for(lambda: any(tab.getState().contains(pyatspi.STATE_SELECTED) for tab in tabs()),
             message=f"the {title} tab to be selected")
