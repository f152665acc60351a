"""Takes the README's screenshots: the real app, played a little through the accessibility bus.
Run with scripts/test/screenshots.sh (it provides the X server and D-Bus session)."""
import itertools
import os
import subprocess
import sys
import time

import pyatspi

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "EndToEnd"))
from harness import App, select_tab, wait_for  # noqa: E402
from set_cards import NAME, find_set, is_set  # noqa: E402

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "data", "screenshots")


def capture(app, name):
    time.sleep(0.6)
    subprocess.run(["import", "-window", app.window_id, os.path.join(OUT, name)], check=True)


def choose_two_cards_of_a_set(app):
    names = wait_for(lambda: len(app.buttons(NAME.pattern)) == 12 and [b.name for b in app.buttons(NAME.pattern)])
    for index in find_set(names)[:2]:
        App.click(app.button(names[index]))


app = App("--seed", "11", size="1100x760")
try:
    choose_two_cards_of_a_set(app)
    capture(app, "set.png")
    # The daily puzzle with two of its six Sets found.
    App.click(app.buttons(r"Mode: .*")[0])
    App.click(wait_for(lambda: app._first(app.window, lambda n: n.name == "Daily Puzzle" and n.getRole() == pyatspi.ROLE_MENU_ITEM)))
    puzzle = wait_for(lambda: app.label_matching(r"^0 of 6 Sets$") and [b.name for b in app.buttons(NAME.pattern)])
    for triple in [t for t in itertools.combinations(puzzle, 3) if is_set(t)][:2]:
        for name in triple:
            App.click(app.button(name))
        time.sleep(0.5)
    capture(app, "set-puzzle.png")
    select_tab(app, "Cards")
    page = app.page("Cards")
    for index in (0, 6):
        App.click(app.buttons("face-down card", within=page)[index])
        time.sleep(0.8)
    capture(app, "cards.png")
finally:
    app.close()

# Simon, with a steady rhythm so the shot catches a pad lit.
app = App("--simon-test-timing", "--seed", "4", size="1100x760")
try:
    select_tab(app, "Simon")
    App.click(app.button("Play Game"))   # the game starts at once
    page = app.page("Simon")
    wait_for(lambda: any(b.description == "lit" for b in app.buttons("Green|Red|Yellow|Blue", within=page)))
    subprocess.run(["import", "-window", app.window_id, os.path.join(OUT, "simon.png")], check=True)
finally:
    app.close()

# Two players at the matching game, and Simon's Choose Your Colour mid-game: chosen as the
# Preferences would choose them.
from harness import APP_ID, settings_environment  # noqa: E402


def choose(app, key, value):
    subprocess.run(["gsettings", "set", APP_ID, key, value], env=dict(os.environ, **settings_environment(app.data)), check=True)


app = App("--simon-test-timing", "--seed", "6", size="1100x760")
try:
    select_tab(app, "Cards")
    page = app.page("Cards")
    choose(app, "cards-players", "two")
    wait_for(lambda: app.label_matching(r"^Player 1: 0 · Player 2: 0$", within=page))
    # Player 1 misses; Player 2 has turned up a first card.
    for index in (2, 9, 4):
        App.click(app.buttons("face-down card", within=page)[index])
        time.sleep(1.2)
    capture(app, "cards-two-players.png")
    choose(app, "simon-game", "chooseYourColour")
    choose(app, "simon-players", "3")
    select_tab(app, "Simon")
    App.click(app.button("Play Game"))
    page = app.page("Simon")
    wait_for(lambda: any(b.description.endswith(", lit") for b in app.buttons("Green|Red|Yellow|Blue", within=page)))
    subprocess.run(["import", "-window", app.window_id, os.path.join(OUT, "simon-choose-your-colour.png")], check=True)
finally:
    app.close()

# The Set table in the dark style, for GNOME Software's dark screenshot.
app = App("--seed", "11", size="1100x760", env={"ADW_DEBUG_COLOR_SCHEME": "prefer-dark"})
try:
    choose_two_cards_of_a_set(app)
    capture(app, "set-dark.png")
finally:
    app.close()

# Set played together: a player's screen in a game hosted by a second app (see Tests/EndToEnd/together_apps.py).
from together_apps import PrivateSession, cards, host_game, join_game  # noqa: E402

host = App("--seed", "5", size="1000x760")
session = PrivateSession()
player = App(size="1100x760", env=session.environment)
try:
    port, code = host_game(host, "Ada")
    join_game(player, port, code, "Bea")
    wait_for(lambda: host.label_matching(r"(?m)^Bea$"))
    capture(host, "set-together-lobby.png")   # the host's lobby: the QR code, the code, who has joined
    App.click(wait_for(lambda: [b for b in host.buttons("Start") if b.getState().contains(pyatspi.STATE_SENSITIVE)])[0])
    table = wait_for(lambda: len(cards(player)) >= 12 and cards(player))
    for index in find_set(table):
        App.click(player.button(table[index]))
    wait_for(lambda: player.label_matching(r"(?m)^You: 1 Set, score 1$"))
    table = wait_for(lambda: cards(player) != table and cards(player))
    App.click(player.button(table[0]))
    time.sleep(1.5)
    capture(player, "set-together.png")
finally:
    player.close()
    host.close()
    session.close()
