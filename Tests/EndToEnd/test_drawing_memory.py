"""On X11 with GTK's Cairo renderer, Cairo sends each frame to the X server through a pool of
shared memory eight times the frame's size, and keeps it after an animation's last frame unless
it is handed back. The app hands it back once its tables are still: an idle window holds none."""
import unittest

from harness import App, AppTestCase, select_tab, settled, wait_for
from set_cards import NAME, find_set


def shared_kilobytes(pid):
    """The process's resident shared memory (the X server's upload pool is its only large part)."""
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("RssShmem:"):
            return int(line.split()[1])
    raise AssertionError("no RssShmem in /proc status")


class DrawingMemoryTests(AppTestCase):
    def assertHandedBack(self, when):
        """The table hands the memory back half a second after its last frame: it stays under a
        megabyte for a whole second (a frame of the window takes several)."""
        pid = self.app.process.pid
        try:
            settled(lambda: shared_kilobytes(pid) < 1024, quiet=1.0, timeout=20, message=f"the upload memory handed back {when}")
        except AssertionError as error:
            raise AssertionError(f"{error}: {shared_kilobytes(pid)} kB held") from None

    def piled(self):
        """Whether the Set cards lie in a pile: every one within half a card of the others."""
        boxes = [App.extents(card) for card in self.app.buttons(NAME.pattern)]
        if len(boxes) < 12:
            return False
        half = min(w for x, y, w, h in boxes) / 2
        xs, ys = [x + w / 2 for x, y, w, h in boxes], [y + h / 2 for x, y, w, h in boxes]
        return max(xs) - min(xs) < half and max(ys) - min(ys) < half

    def test_the_upload_memory_of_animations_is_handed_back_once_the_table_is_still(self):
        cards = wait_for(lambda: len(found := self.app.buttons(NAME.pattern)) == 12 and found, timeout=60, message="twelve Set cards")
        self.assertHandedBack("after the first deal")
        for index in find_set([card.name for card in cards]) or []:
            App.click(cards[index])
        # (Shift+G while the trio is still on its way is not taken: the table settles first.)
        settled(lambda: [App.extents(card) for card in self.app.buttons(NAME.pattern)], message="the table after the trio")
        self.app.press("shift+g")   # gather and spread: many frames of the whole table
        settled(self.piled, message="the cards gathered")
        self.app.press("shift+g")
        self.assertHandedBack("after a trio and a gather")

        select_tab(self.app, "Cards")
        face_down = wait_for(lambda: self.app.buttons("face-down card", within=self.app.page("Cards")), timeout=30, message="playing cards")
        App.click(face_down[0])
        self.assertHandedBack("after a playing card turned")


if __name__ == "__main__":
    unittest.main()
