"""The window comes back as it was left: its size and the tab on show."""
import shutil
import tempfile
import unittest

import pyatspi

from harness import APP_ID, App, select_tab, wait_for
from test_settings import gsettings


class WindowStateTests(unittest.TestCase):
    def setUp(self):
        self.data = tempfile.mkdtemp(prefix="pastimes-e2e-")

    def tearDown(self):
        shutil.rmtree(self.data, ignore_errors=True)

    @staticmethod
    def close_to(size, wanted):
        return all(abs(a - b) <= 12 for a, b in zip(size, wanted))

    def showing(self, app, title):
        """Whether the tab called `title` is the one selected in the view switcher."""
        tabs = app._all(app.window, lambda n: n.getRole() == pyatspi.ROLE_PAGE_TAB and n.name == title)
        return any(tab.getState().contains(pyatspi.STATE_SELECTED) for tab in tabs)

    def saved(self, app, tab, size=None):
        """Whether the settings hold `tab` as the last tab (and a window size close to `size`)."""
        def get(key):
            return gsettings(app.data, "get", APP_ID, key)
        if get("last-tab") != f"'{tab}'":
            return False
        return size is None or self.close_to((int(get("window-width") or 0), int(get("window-height") or 0)), size)

    def test_the_size_and_tab_are_remembered(self):
        first = App(size=None, data=self.data)
        try:
            wait_for(lambda: self.close_to(first.window_size(), (720, 560)), message="the default size, which fits a 1024 × 600 screen")
            first.resize(820, 640)
            wait_for(lambda: self.close_to(first.window_size(), (820, 640)), message="the new size")
            select_tab(first, "Simon")
            wait_for(lambda: self.showing(first, "Simon"), message="the Simon tab")
            # The state is saved half a second after it settles.
            wait_for(lambda: self.saved(first, "simon", (820, 640)), message="the size and tab saved")
        finally:
            first.close()  # SIGTERM: no clean quit, the state was saved as it changed
        second = App(size=None, data=self.data)
        try:
            wait_for(lambda: self.close_to(second.window_size(), (820, 640)), message="the remembered size")
            wait_for(lambda: self.showing(second, "Simon"), message="the remembered tab")
            self.assertFalse(self.showing(second, "Set"))
        finally:
            second.close()

    def test_a_tab_on_the_command_line_wins_over_the_remembered_one(self):
        first = App(size=None, data=self.data)
        try:
            select_tab(first, "Cards")
            wait_for(lambda: self.showing(first, "Cards"))
            wait_for(lambda: self.saved(first, "cards"), message="the tab saved")
        finally:
            first.close()
        second = App("--tab", "simon", size=None, data=self.data)
        try:
            wait_for(lambda: self.showing(second, "Simon"), message="the Simon tab")
        finally:
            second.close()
