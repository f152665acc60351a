"""On X11 with GTK's Cairo renderer, Cairo sends each frame to the X server through a pool of
shared memory eight times the frame's size, and keeps it after an animation's last frame unless
it is handed back. The app hands it back once its tables are still: an idle window holds none."""
import time
import unittest

from harness import App, AppTestCase, select_tab, wait_for
from set_cards import NAME, find_set


def shared_kilobytes(pid):
    """The process's resident shared memory (the X server's upload pool is its only large part)."""
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("RssShmem:"):
            return int(line.split()[1])
    raise AssertionError("no RssShmem in /proc status")


class DrawingMemoryTests(AppTestCase):
    def settled_shared_kilobytes(self):
        # The table hands memory back half a second after its last frame; give it a few.
        time.sleep(3)
        return shared_kilobytes(self.app.process.pid)

    def test_the_upload_memory_of_animations_is_handed_back_once_the_table_is_still(self):
        cards = wait_for(lambda: len(found := self.app.buttons(NAME.pattern)) == 12 and found, timeout=60, message="twelve Set cards")
        self.assertLess(self.settled_shared_kilobytes(), 1024, "after the first deal")
        for index in find_set([card.name for card in cards]) or []:
            App.click(cards[index])
        self.app.press("shift+g")   # gather and spread: many frames of the whole table
        time.sleep(1)
        self.app.press("shift+g")
        self.assertLess(self.settled_shared_kilobytes(), 1024, "after a trio and a gather")

        select_tab(self.app, "Cards")
        face_down = wait_for(lambda: self.app.buttons("face-down card", within=self.app.page("Cards")), timeout=30, message="playing cards")
        App.click(face_down[0])
        self.assertLess(self.settled_shared_kilobytes(), 1024, "after a playing card turned")


if __name__ == "__main__":
    unittest.main()
