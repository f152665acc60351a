"""The Preferences window: its settings change the games, and they are kept."""
import time

import pyatspi

from harness import App, AppTestCase, wait_for
from set_cards import NAME


class PreferencesTests(AppTestCase):
    def open_preferences(self):
        self.app.press("ctrl+comma")
        return wait_for(lambda: self.app._first(self.app.node, lambda n: n.getRole() == pyatspi.ROLE_FRAME
                                                and n.name == "Preferences"), message="the Preferences window")

    def find(self, within, role, name):
        return wait_for(lambda: self.app._first(within, lambda n: n.getRole() == role and n.name == name),
                        message=f"{name!r}")

    def test_the_set_count_switch_shows_the_count(self):
        wait_for(lambda: len(self.app.buttons(NAME.pattern)) == 12, message="12 cards")
        self.assertIsNone(self.app.label_matching(r"on the table$"))
        window = self.open_preferences()
        App.click(self.find(window, pyatspi.ROLE_PAGE_TAB, "Set"))
        switch = wait_for(lambda: self.app._first(window, lambda n: n.getRole() == pyatspi.ROLE_CHECK_BOX
                                                  and (n.name or "").startswith("Show number of Sets")), message="the switch")
        switch.queryAction().doAction(0)  # "toggle"
        wait_for(lambda: switch.getState().contains(pyatspi.STATE_CHECKED), message="the switch on")
        wait_for(lambda: self.app.label_matching(r"· \d+ Sets? on the table$"), message="the count on the table")
        self.app.screenshot("preferences")
        # The choice is kept: a restart shows the count straight away.
        self.app.close()
        again = App(data=self.app.data)
        try:
            wait_for(lambda: again.label_matching(r"· \d+ Sets? on the table$"), message="the count after a restart")
        finally:
            again.close()
