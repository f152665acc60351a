"""Thousands of random clicks and key presses across all three tabs: the app must not crash,
must not log a GTK critical warning (they are made fatal here), and must not keep growing.

PASTIMES_SOAK_SECONDS sets how long it runs (120 s by default; `make soak` runs ten minutes)."""
import os
import random
import shutil
import subprocess
import tempfile
import time
import unittest

from harness import App, pace, select_tab, wait_for

SECONDS = float(os.environ.get("PASTIMES_SOAK_SECONDS", "120"))

# Keys a player might press; Ctrl+Q (quit) is left out on purpose.
KEYS = (list("123qweasdzxcrtyfghvbn") + ["Left", "Right", "Up", "Down", "space", "Return", "Escape",
        "shift+d", "shift+s", "shift+g", "ctrl+h", "ctrl+z", "ctrl+shift+h", "ctrl+n", "F1", "Tab",
        "Shift_L", "Shift_R"])
HEADER = 48  # the header bar: its window buttons would close the app


def resident_kilobytes(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise AssertionError("no VmRSS line")


class RobustnessTests(unittest.TestCase):
    def setUp(self):
        self.home = tempfile.mkdtemp(prefix="pastimes-soak-home-")
        # GTK criticals abort the app, so they show up as a crash; exports land in a scratch home.
        self.app = App(size="1000x760", env={"G_DEBUG": "fatal-criticals", "HOME": self.home})

    def tearDown(self):
        self.app.close()
        shutil.rmtree(self.app.data, ignore_errors=True)
        shutil.rmtree(self.home, ignore_errors=True)

    def alive(self):
        if self.app.process.poll() is not None:
            self.fail(f"the app ended with status {self.app.process.returncode}:\n"
                      + open(self.app.log_path).read()[-4000:])

    def xdotool(self, *arguments):
        subprocess.run(["xdotool", *arguments], check=False, capture_output=True)

    def close_dialogs(self):
        """Escape in every window over the main one: while a dialog is open the main window takes
        no input, a tab's switch included (the content is insensitive behind a modal dialog)."""
        for _ in range(5):
            if self.app.node.childCount <= 1:
                return
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.app.process.pid)],
                                   capture_output=True, text=True).stdout.split()
            for window in found:
                if window != self.app.window_id:
                    self.xdotool("windowfocus", "--sync", window)
                    self.xdotool("key", "Escape")
            try:
                wait_for(lambda: self.app.node.childCount <= 1, timeout=3, message="the dialogs closed")
            except AssertionError:
                continue   # one that Escape did not close: look again

    def test_random_play_neither_crashes_nor_grows(self):
        chance = random.Random(int(os.environ.get("PASTIMES_SOAK_SEED", "7")))
        width, height = self.app.window_size()
        start = time.monotonic()
        samples = []  # (seconds since start, resident kB)
        actions = 0
        while time.monotonic() - start < SECONDS:
            if actions % 150 == 0:
                self.alive()
                self.close_dialogs()
                select_tab(self.app, chance.choice(["Set", "Cards", "Simon"]))
                self.xdotool("windowactivate", "--sync", self.app.window_id)
            if actions % 50 == 0:
                samples.append((time.monotonic() - start, resident_kilobytes(self.app.process.pid)))
            if chance.random() < 0.5:
                x, y = chance.randrange(4, width - 4), chance.randrange(HEADER, height - 4)
                self.xdotool("mousemove", "--window", self.app.window_id, str(x), str(y), "click", "1")
            else:
                # Through XTEST to the focused window (see App.press): a key that opens a dialog
                # must not stay held down in the X server.
                self.xdotool("key", chance.choice(KEYS))
            actions += 1
            pace(chance.uniform(0.0, 0.04))
        # The app answers once it has handled every action sent before (or it has ended).
        wait_for(lambda: self.app.process.poll() is not None or self.app.window_size(), message="the app to answer")
        self.alive()
        self.assertGreater(actions, SECONDS * 5, "several actions a second")
        self.app.screenshot("soak-end")
        self.assertNotIn("CRITICAL", open(self.app.log_path).read())
        # After the first quarter (every tab and most dialogs built), memory levels off.
        settled = [kb for at, kb in samples if at >= SECONDS / 4]
        early = max(kb for at, kb in samples if at < SECONDS / 2)
        late = max(kb for at, kb in samples if at >= SECONDS * 3 / 4)
        print(f"\n{actions} actions; resident memory {settled[0] // 1024} MB after a quarter, "
              f"{early // 1024} MB peak in the first half, {late // 1024} MB peak in the last quarter")
        self.assertLess(late, early * 1.25, "memory keeps growing")
