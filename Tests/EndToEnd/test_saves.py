"""Saved games in ordinary trouble: another program holding the database while Pastimes starts,
and a data folder whose name is not valid UTF-8. Nothing is renamed, nothing overwritten."""
import os
import sqlite3
import tempfile
import unittest

from desktop import WindowWatch, action_state
from harness import App, wait_for
from set_cards import NAME

CARD = NAME.pattern


def cards(app):
    return [card.name for card in app.buttons(CARD)]


def choose_first_card(app):
    names = wait_for(lambda: len(cards(app)) == 12 and cards(app), message="12 cards")
    App.click(app.button(names[0]))
    wait_for(lambda: app.button(names[0]).description == "selected", message="the card chosen")
    return names


def a_game_with_a_card_chosen():
    """A game saved in a home of its own: the app that played it (closed) and its cards."""
    first = App()
    try:
        return first, choose_first_card(first)
    finally:
        first.close()


class SavesTests(unittest.TestCase):
    def test_a_database_held_by_another_program_is_waited_for_and_left_alone(self):
        first, names = a_game_with_a_card_chosen()
        folder = os.path.join(first.data, "pastimes")
        before = sorted(os.listdir(folder))

        # The sqlite3 shell's BEGIN EXCLUSIVE, held while Pastimes starts.
        holder = sqlite3.connect(os.path.join(folder, "pastimes.sqlite"), isolation_level=None)
        holder.execute("BEGIN EXCLUSIVE")
        # The window comes first, the saves (waited for up to 5 s) after it. Watched in the X
        # server: while the app waits it cannot answer on the accessibility bus.
        window_shown = WindowWatch("Pastimes")
        held = App(data=first.data)
        try:
            self.assertLess(window_shown.after(), 2.5, "the window on screen without waiting for the saves")
            # The saves open on a thread of their own: meanwhile the window answers, and says why
            # its tabs are empty.
            wait_for(lambda: held.label_matching(r"^Opening your saved games…$"), timeout=4,
                     message="the window answering while SQLite waits for the saves")
            wait_for(lambda: held.label_matching(r"^Another program is using your saved games$"), timeout=20,
                     message="the player told that another program holds the saves")
            wait_for(lambda: len(cards(held)) == 12, message="a game to play meanwhile")
            self.assertEqual(sorted(os.listdir(folder)), before, "nothing renamed while held")
            held.screenshot("saves-held")
            holder.execute("COMMIT")
            holder.close()
            # Saving resumes by itself; the game started meanwhile never overwrites the saved one.
            wait_for(lambda: held.label_matching(r"saved again|is kept"), timeout=15, message="saving to resume")
            App.click(held.button(cards(held)[5]))
        finally:
            held.close()
        self.assertFalse(any("damaged" in name for name in os.listdir(folder)))

        again = App(data=first.data)
        try:
            restored = wait_for(lambda: len(cards(again)) == 12 and cards(again), message="the old game")
            self.assertEqual(restored, names)
            self.assertEqual(again.button(names[0]).description, "selected")
        finally:
            again.close()

    def test_saves_let_go_within_seconds_are_waited_for_and_their_game_goes_on(self):
        first, names = a_game_with_a_card_chosen()
        holder = sqlite3.connect(os.path.join(first.data, "pastimes", "pastimes.sqlite"), isolation_level=None)
        holder.execute("BEGIN EXCLUSIVE")
        held = App(data=first.data)
        try:
            wait_for(lambda: held.label_matching(r"^Opening your saved games…$"), timeout=4, message="the wait said")
            held.screenshot("saves-waited-for")
            self.assertFalse(action_state("statistics")[0], "no Statistics (read from the saves) while they wait")
            self.assertTrue(action_state("preferences")[0], "the rest of the menu at hand")
            holder.execute("COMMIT")
            holder.close()
            restored = wait_for(lambda: len(cards(held)) == 12 and cards(held), message="the saved game once let go")
            self.assertEqual(restored, names)
            self.assertEqual(held.button(names[0]).description, "selected")
            self.assertIsNone(held.label_matching(r"^Opening your saved games…$"), "the note gone with the wait")
            self.assertIsNone(held.label_matching(r"Another program"), "no word of trouble: the wait was short")
            self.assertTrue(action_state("statistics")[0])
        finally:
            held.close()

    def test_a_save_whose_opening_ended_the_last_run_is_set_aside_and_a_new_game_begins(self):
        """A save is marked while its game opens, until the game is on screen: a mark left
        behind means the last run ended (crashed) opening it, and it is not tried again."""
        first, names = a_game_with_a_card_chosen()
        path = os.path.join(first.data, "pastimes", "pastimes.sqlite")
        database = sqlite3.connect(path)
        with database:
            self.assertEqual(database.execute("SELECT opening FROM save WHERE game = 'set'").fetchone(), (0,), "no mark once on screen")
            database.execute("UPDATE save SET opening = 1 WHERE game = 'set'")
        database.close()
        app = App(data=first.data)
        try:
            wait_for(lambda: app.label_matching(r"^Your saved Set game could not be opened last time, so a new game was started\. "
                                                r"It was kept among the set-aside saves in pastimes\.sqlite\.$"), message="the player told")
            wait_for(lambda: len(cards(app)) == 12, message="a new game")
            self.assertFalse([card for card in app.buttons(CARD) if card.description == "selected"], "nothing chosen in the new game")
            choose_first_card(app)
        finally:
            app.close()
        database = sqlite3.connect(path)
        kept = database.execute("SELECT COUNT(*) FROM setAsideSave WHERE game = 'set'").fetchone()[0]
        opening = database.execute("SELECT opening FROM save WHERE game = 'set'").fetchone()
        database.close()
        self.assertEqual((kept, opening), (1, (0,)), "the old save kept aside, the new one saved and not marked")

    def test_a_data_folder_whose_name_is_not_utf8_is_used_as_named(self):
        parent = tempfile.mkdtemp(prefix="pastimes-e2e-")
        data = os.path.join(parent, "Spiele-\udcff")   # the byte 0xFF, as the file system has it
        os.makedirs(data)
        app = App(data=data)
        try:
            names = choose_first_card(app)
        finally:
            app.close()
        self.assertTrue(os.path.exists(os.path.join(os.fsencode(data), b"pastimes", b"pastimes.sqlite")))
        self.assertEqual(os.listdir(parent), ["Spiele-\udcff"], "no folder with a replacement character beside it")
        again = App(data=data)
        try:
            wait_for(lambda: cards(again) == names, message="the game saved in that folder")
            self.assertEqual(again.button(names[0]).description, "selected")
        finally:
            again.close()


if __name__ == "__main__":
    unittest.main()
