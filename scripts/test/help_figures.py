"""Takes the help's pictures of the Set variants (help/C/figures): the real app, a match found
with the keyboard in each; and of a game's review, its last Set taken and another missed. Run with scripts/test/screenshots.sh (after the README's shots);
name files to take only those."""
import os
import re
import subprocess
import sys
import time

import pyatspi

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "EndToEnd"))
from harness import App, wait_for  # noqa: E402
from saved_games import save_set_table  # noqa: E402
from set_cards import NAME, find_match, name, two_sets_sharing_a_card  # noqa: E402

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "help", "C", "figures")
KEYS = "123qweasdzxcrtyfghvbn456uiojkm789"   # the card keys of the table's places (QWERTY)

# Each variant's picture: its title, the match (as set_cards.find_match names it), whether the
# match is taken (a chain's stays on the table, marked with links), the window's size and
# whether it is dark. The bigger decks are shown at a laptop's size and a phone's.
FIGURES = [("set-ghost.png", "GhostSet", 6, False, "760x600", False), ("set-ultra9.png", "Ultra9", 4, False, "760x600", False),
           ("set-ultra-chain.png", "UltraSet-Chain", 4, True, "760x600", False),
           ("set-4set.png", "4Set", "4set", False, "1000x760", False), ("set-4set-narrow.png", "4Set", "4set", False, "420x800", True),
           ("set-megaset.png", "MegaSet", 3, False, "1000x760", False),
           ("set-megaset-narrow.png", "MegaSet", 3, False, "420x800", True)]

os.makedirs(OUT, exist_ok=True)
for file, title, size, take, window, dark in FIGURES:
    if sys.argv[1:] and file not in sys.argv[1:]:
        continue
    app = App("--seed", "3", size=window, env={"ADW_DEBUG_COLOR_SCHEME": "prefer-dark"} if dark else None)
    try:
        App.click(wait_for(lambda: app.buttons(r"Mode: .*"))[0])
        App.click(wait_for(lambda: app._first(app.window, lambda n: n.getRole() in (
            pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM) and n.name == title)))
        wait_for(lambda: app.buttons(re.escape(f"Mode: {title}")))
        names = wait_for(lambda: [b.name for b in app.buttons(NAME.pattern, within=app.page("Set"))])
        app.press(*[KEYS[place] for place in find_match(names, size)])
        wait_for(lambda: app.label_matching(r"^Score: [1-9]"))
        if take:
            app.press("Escape")
        time.sleep(1.5)
        subprocess.run(["import", "-window", app.window_id, os.path.join(OUT, file)], check=True)
    finally:
        app.close()


def review_figure(file="set-review.png"):
    """The review of a game ended by the player's last Set, which broke another."""
    if sys.argv[1:] and file not in sys.argv[1:]:
        return
    table, first, _ = two_sets_sharing_a_card()
    data = __import__("tempfile").mkdtemp(prefix="pastimes-figure-")
    save_set_table(data, table)
    app = App(data=data, size="1000x760")
    try:
        wait_for(lambda: len(app.buttons(NAME.pattern)) == 12)
        time.sleep(4)   # a few seconds' search, for the review to time
        for card in first:
            App.click(app.button(name(card)))
        App.click(wait_for(lambda: app.buttons("Review Game"))[0])
        wait_for(lambda: app.label_matching(r"^Table 1 of 2$", within=app.node))
        time.sleep(1.5)
        window = subprocess.run(["xdotool", "search", "--pid", str(app.process.pid), "--name", "Game Review"],
                                capture_output=True, text=True, check=True).stdout.split()[-1]
        subprocess.run(["import", "-window", window, os.path.join(OUT, file)], check=True)
    finally:
        app.close()


review_figure()
