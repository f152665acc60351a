"""Racing a friend's ghost: their file raced from the Set tab, their Sets counted on the
sideline as the race reaches the moments they found them; a file that is no ghost refused in
words, the game on the table untouched."""
import json
import os
import re
import tempfile

from harness import AppTestCase, wait_for
from set_cards import NAME
from test_languages import activate_action


def ghost_file(directory, finds):
    """A ghost of a Classic game dealt in the deck's own order, found at `finds` seconds."""
    ghost = {"name": "Ada", "deck": list(range(81)), "finds": finds, "finishedAt": finds[-1] + 60}
    path = os.path.join(directory, "friend.pastimes-ghost")
    with open(path, "w") as file:
        json.dump({"format": "pastimes-set-ghost", "version": 1, "ghost": ghost}, file)
    return path


class GhostRaceTests(AppTestCase):
    def test_a_friends_ghost_is_raced_and_a_file_that_is_none_is_refused(self):
        folder = tempfile.mkdtemp(prefix="pastimes-ghost-")
        before = wait_for(lambda: len(self.app.buttons(NAME.pattern)) == 12 and sorted(b.name for b in self.app.buttons(NAME.pattern)),
                          message="the first game")
        hostile = os.path.join(folder, "not a ghost & <co>.pastimes-ghost")
        with open(hostile, "wb") as file:
            file.write(b"\x00" * 100000)
        activate_action("race-ghost-file", hostile)
        wait_for(lambda: self.app.label_matching(r"^“not a ghost & <co>\.pastimes-ghost” is not a Pastimes ghost race, or it is damaged\.$"),
                 message="the file refused in words")
        self.assertEqual(sorted(b.name for b in self.app.buttons(NAME.pattern)), before, "the game on the table is untouched")

        activate_action("race-ghost-file", ghost_file(folder, [1.5, 30, 40]))
        wait_for(lambda: self.app.buttons(r"Mode: Ghost Race"), message="the race under way")
        wait_for(lambda: self.app.label_matching(r"^Ada’s ghost: 0 of 3 Sets · Time 0:0\d$"), message="the ghost yet to find a Set")
        wait_for(lambda: self.app.label_matching(r"^Ada’s ghost: 1 of 3 Sets · Time 0:0\d$"), message="the ghost's first Set, as it found it")
        self.assertIsNotNone(self.app.label_matching(r"^You 0 · Ghost 1$"))
        self.app.screenshot("set-ghost-race")
        self.assertEqual(self.app.criticals(), [])


if __name__ == "__main__":
    import unittest
    unittest.main()
