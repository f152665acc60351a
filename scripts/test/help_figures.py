"""Takes the help's pictures of the Set variants (help/C/figures): the real app, a match found
with the keyboard in each. Run with scripts/test/screenshots.sh (after the README's shots)."""
import os
import re
import subprocess
import sys
import time

import pyatspi

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "EndToEnd"))
from harness import App, wait_for  # noqa: E402
from set_cards import NAME, find_match  # noqa: E402

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "help", "C", "figures")
KEYS = "123qweasdzxcrtyfghvbn456uiojkm789"   # the card keys of the table's places (QWERTY)

# Each variant's picture: its title, the cards a match holds, and whether the match is taken
# (a chain's stays on the table, marked with links).
FIGURES = [("set-ghost.png", "GhostSet", 6, False), ("set-ultra9.png", "Ultra9", 4, False),
           ("set-ultra-chain.png", "UltraSet-Chain", 4, True)]

os.makedirs(OUT, exist_ok=True)
for file, title, size, take in FIGURES:
    app = App("--seed", "3", size="760x600")
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
