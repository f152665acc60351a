"""Pastimes in German and French: no English word left on any tab, menu or dialog; Set cards,
playing cards and Simon's pads named as each language says them (judged by card_grammar.py,
built from the languages' rules, not from the translations); a pseudo-language 40 % longer
fits a 360 × 720 window; and a locale that does not exist, or C, gives English quietly."""
import os
import re
import subprocess
import sys
import unittest

import pyatspi

import card_grammar
import set_cards
from desktop import action_state
from harness import APP, APP_ID, ROOT, App, settings_environment, select_tab, settled, wait_for

sys.path.insert(0, os.path.join(ROOT, "scripts", "build"))
from po_file import entries  # noqa: E402

LOCALES = {"de": "de_DE.UTF-8", "fr": "fr_FR.UTF-8"}
MAIN_MENU = {"de": "Hauptmenü", "fr": "Menu principal"}
MENU_ROLES = (pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_CHECK_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM, pyatspi.ROLE_MENU)
TEXT_ROLES = (pyatspi.ROLE_LABEL, pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_PAGE_TAB,
              pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_CHECK_BOX, pyatspi.ROLE_FRAME, pyatspi.ROLE_DIALOG,
              pyatspi.ROLE_HEADING, pyatspi.ROLE_SLIDER, pyatspi.ROLE_LIST_ITEM, *MENU_ROLES)
WORD = re.compile(r"[^\W\d_]+")


def language_environment(language):
    return {"LANG": LOCALES[language], "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": ""}


def english_words(language):
    """Words of the English messages that the language's translation never uses: seeing one on
    screen means a string reached the player untranslated. (Names such as Set and Simon are
    used by the translations too, so they do not count; the translated help pages are part of
    the translation.)"""
    def words(texts):
        return {word.lower() for text in texts for word in WORD.findall(re.sub(r"<[^>]*>|%\d+\$@", " ", text))
                if len(word) >= 3}
    template = entries(os.path.join(ROOT, "po", "pastimes.pot"))
    translation = entries(os.path.join(ROOT, "po", f"{language}.po")) + entries(os.path.join(ROOT, "help", language, f"{language}.po"))
    english = words([e["msgid"] for e in template] + [e.get("msgid_plural", "") for e in template])
    translated = words([value for e in translation for key, value in e.items() if key.startswith("msgstr")])
    return english - translated


def activate_action(name, value=None):
    """Activates the app's action `name` (with a string `value` for a choice) over D-Bus."""
    parameter = f"[<'{value}'>]" if value is not None else "[]"
    subprocess.run(["gdbus", "call", "--session", "--dest", APP_ID, "--object-path", "/" + APP_ID.replace(".", "/"),
                    "--method", "org.gtk.Actions.Activate", name, parameter, "{}"],
                   check=True, capture_output=True, timeout=10)


def is_widget_class_name(name):
    """GTK names unnamed widgets after their class (GtkDrawingArea, AdwGizmo): not text."""
    return re.fullmatch(r"(Gtk|Adw)[A-Z]\w*", name) is not None


class GrammarCheckTests(unittest.TestCase):
    """The judges themselves: they accept what the languages say and refuse what they do not."""

    def test_german_names_agree_in_gender_and_number(self):
        self.assertEqual(card_grammar.german_set_card("zwei rote gestreifte Rauten"), (1, 0, 1, 0))
        self.assertEqual(card_grammar.german_set_card("eine grüne gefüllte Welle"), (0, 1, 0, 1))
        self.assertEqual(card_grammar.german_set_card("ein grünes leeres Oval"), (0, 1, 2, 2))
        self.assertEqual(card_grammar.german_set_card("drei lila leere Ovale"), (2, 2, 2, 2))
        self.assertEqual(card_grammar.german_set_card("ein roter schattierter Kreis", "glyphs"), (0, 0, 1, 1))
        for wrong in ["ein rote gestreifte Raute", "eine grünes leeres Oval", "zwei rote gestreifte Raute",
                      "zwei lilae leere Rauten", "two red striped diamonds"]:
            with self.assertRaises(ValueError, msg=wrong):
                card_grammar.german_set_card(wrong)

    def test_french_names_put_adjectives_after_the_noun_and_agree(self):
        self.assertEqual(card_grammar.french_set_card("deux losanges rouges rayés"), (1, 0, 1, 0))
        self.assertEqual(card_grammar.french_set_card("un ovale vert plein"), (0, 1, 0, 2))
        self.assertEqual(card_grammar.french_set_card("trois vagues violettes vides"), (2, 2, 2, 1))
        self.assertEqual(card_grammar.french_set_card("une vague orange pleine", "colourBlind"), (0, 0, 0, 1))
        for wrong in ["un vague verte pleine", "deux losanges rouge rayés", "un rouge losange plein",
                      "une vague violete pleine", "trois ovales verts pleines"]:
            with self.assertRaises(ValueError, msg=wrong):
                card_grammar.french_set_card(wrong)

    def test_the_bigger_decks_words_agree_too(self):
        self.assertEqual(card_grammar.german_set_card("vier blaue gepunktete Dreiecke"), (3, 3, 3, 3))
        self.assertEqual(card_grammar.german_set_card("eine graue gepunktete Raute", "colourBlind"), (0, 3, 3, 0))
        self.assertEqual(card_grammar.german_set_card("ein blaues halb gefülltes Dreieck", "glyphs"), (0, 3, 3, 0))
        self.assertEqual(card_grammar.german_set_card("ein grünes leeres Oval mit doppeltem Rand"), (0, 1, 2, 2, 2))
        self.assertEqual(card_grammar.french_set_card("quatre triangles bleus pointillés"), (3, 3, 3, 3))
        self.assertEqual(card_grammar.french_set_card("une vague grise pointillée", "colourBlind"), (0, 3, 3, 1))
        self.assertEqual(card_grammar.french_set_card("deux losanges bleus à moitié pleins", "glyphs"), (1, 3, 3, 3))
        self.assertEqual(card_grammar.french_set_card("un ovale vert plein avec une bordure simple"), (0, 1, 0, 2, 1))
        for wrong in ["vier blaue gepunktete Dreieck", "ein blaue gepunktetes Dreieck", "ein grünes leeres Oval mit doppelter Rand"]:
            with self.assertRaises(ValueError, msg=wrong):
                card_grammar.german_set_card(wrong)
        for wrong in ["quatre triangles bleu pointillés", "une vague gris pointillée", "un ovale vert plein avec une bordure triple"]:
            with self.assertRaises(ValueError, msg=wrong):
                card_grammar.french_set_card(wrong)

    def test_playing_cards_in_each_language(self):
        self.assertEqual(card_grammar.playing_card("Pik-Ass", "de"), (0, 0))
        self.assertEqual(card_grammar.playing_card("dame de cœur", "fr"), (11, 1))
        with self.assertRaises(ValueError):
            card_grammar.playing_card("ace of spades", "de")


class LanguageTests:
    """The tests for one language; a subclass per language names it."""
    language = None

    def setUp(self):
        self.app = App(env=language_environment(self.language))
        self.english = english_words(self.language)

    def tearDown(self):
        self.app.close()

    # -- reading what is on screen -------------------------------------------------------------

    def texts(self, root=None):
        """Every name, description and text the player can meet under `root` (every window of
        the app when None)."""
        roots = [root] if root is not None else [self.app.node.getChildAtIndex(i) for i in range(self.app.node.childCount)]
        found = []
        for top in roots:
            for node in App._all(top, lambda n: n.getRole() in TEXT_ROLES):
                try:
                    for text in (node.name, node.description):
                        if text and not is_widget_class_name(text):
                            found.append(text)
                except Exception:
                    continue
        return found

    def assert_no_english(self, where, root=None):
        texts = self.texts(root)
        self.assertTrue(texts, f"nothing to read on {where}")
        left = sorted({f"{word!r} in {text!r}" for text in texts for word in WORD.findall(text) if word.lower() in self.english})
        self.assertEqual(left, [], f"English on {where}")
        return texts

    def tab_titles(self):
        titles = []
        for node in App._all(self.app.window, lambda n: n.getRole() == pyatspi.ROLE_PAGE_TAB):
            if node.name not in titles:
                titles.append(node.name)
        return titles

    def open_menu(self):
        App.click(self.app.button(MAIN_MENU[self.language]))
        return wait_for(lambda: [n for n in App._all(self.app.window, lambda n: n.getRole() in MENU_ROLES)],
                        message="the main menu")

    def other_windows(self):
        return [self.app.node.getChildAtIndex(i) for i in range(self.app.node.childCount)
                if self.app.node.getChildAtIndex(i) != self.app.window]

    def read_window(self, action, where):
        """Opens the window of `action` and finds no English in it; it stays open."""
        activate_action(action)
        window = wait_for(lambda: (self.other_windows() or [None])[0], message=where)
        settled(lambda: len(texts := self.texts(window)) > 2 and texts, message=f"the contents of {where}")
        self.assert_no_english(where, window)
        self.app.screenshot(f"{self.language}-{action}")

    def check_window(self, action, where):
        self.read_window(action, where)
        self.escape()
        wait_for(lambda: not self.other_windows(), message=f"{where} closed")

    @staticmethod
    def escape():
        """Escape to whichever window has the focus (a dialog just opened has it)."""
        subprocess.run(["xdotool", "key", "Escape"], check=True)

    def set_card_names(self):
        return wait_for(lambda: len(names := [b.name for b in self.app.buttons(card_grammar.LOOKS_LIKE_SET_CARD[self.language].pattern,
                                                                                   within=self.app.page("Set"))]) == 12 and names,
                        message="twelve Set cards")

    # -- the tests -----------------------------------------------------------------------------

    def test_every_tab_and_its_menu_speak_the_language(self):
        titles = self.tab_titles()
        self.assertEqual(len(titles), 3)
        for title in titles:
            select_tab(self.app, title)
            settled(lambda: self.texts(self.app.window), message=f"the {title} tab")
            self.assert_no_english(f"the {title} tab", self.app.window)
            menu = self.open_menu()
            self.assert_no_english(f"the menu of the {title} tab", self.app.window)
            self.assertGreater(len(menu), 6)
            self.app.screenshot(f"{self.language}-menu-{title}")
            self.app.press("Escape")

    def test_every_dialog_speaks_the_language(self):
        self.set_card_names()
        for action, where in [("preferences", "Preferences"), ("shortcuts", "Keyboard Shortcuts"),
                              ("statistics", "Statistics"), ("about", "About"), ("help", "the help")]:
            self.check_window(action, where)
        # A game under way (a playing card turned up): New Game asks first.
        cards = self.tab_titles()[1]
        select_tab(self.app, cards)
        face_down = wait_for(lambda: self.app.buttons(re.escape(card_grammar.FACE_DOWN[self.language]), within=self.app.page(cards)),
                             message="face-down playing cards")
        App.click(face_down[0])
        wait_for(lambda: len(self.app.buttons(re.escape(card_grammar.FACE_DOWN[self.language]), within=self.app.page(cards))) == 15,
                 message="a card face up")
        activate_action("new-game")
        question = wait_for(lambda: (self.other_windows() or [None])[0], message="the New Game question")
        self.assert_no_english("the New Game question", question)
        self.escape()

    def test_playing_together_speaks_the_language(self):
        """The Host and Join dialogs and the host's lobby (address, code, players, Start)."""
        self.set_card_names()
        self.check_window("set-join", "the Join a Game dialog")
        self.read_window("set-host", "the Host a Game dialog")
        # The Host dialog is up, its name field focused: host, and read the lobby.
        subprocess.run(["xdotool", "key", "Return"], check=True)
        wait_for(lambda: not self.other_windows(), message="the Host a Game dialog closed")
        wait_for(lambda: self.app.label_matching(r"\d{3} \d{3}"), message="the lobby's code")
        settled(lambda: self.texts(self.app.page("Set")), message="the lobby")
        self.assert_no_english("the host's lobby", self.app.page("Set"))
        self.app.screenshot(f"{self.language}-lobby")

    def test_messages_of_play_speak_the_language(self):
        names = self.set_card_names()
        triple = set_cards_triple(names, self.language, want_set=False)
        for index in triple:
            App.click(self.app.button(names[index]))
        settled(lambda: self.texts(self.app.page("Set")), message="the verdict on the three cards")
        self.assert_no_english("the table after three cards that are not a Set", self.app.page("Set"))
        # A timed run, paused: the cover over the table.
        activate_action("set-mode", "timed")
        wait_for(lambda: action_state("pause")[0], message="a timed run to pause")
        activate_action("pause")
        pattern = card_grammar.LOOKS_LIKE_SET_CARD[self.language].pattern
        wait_for(lambda: not self.app.buttons(pattern, within=self.app.page("Set")), message="the cover over the table")
        settled(lambda: self.texts(self.app.page("Set")), message="the paused timed run")
        self.assert_no_english("a paused timed run", self.app.page("Set"))
        self.app.screenshot(f"{self.language}-paused")

    def english_table(self, mode=None, size=12):
        """The saved table (in `mode`, if given) read in English: each card's features. The app
        is closed to read it, then opened again in the language; it deals nothing new."""
        data = self.app.data
        self.app.close()
        english = App(data=data, env={"LANG": "C.UTF-8", "LC_ALL": "", "LANGUAGE": ""})
        try:
            if mode:
                activate_action("set-mode", mode)
            names = wait_for(lambda: len(n := [b.name for b in english.buttons(set_cards.NAME.pattern)]) == size and n,
                             message=f"{size} English Set cards")
            App.click(english.button(names[0]))     # a move, so that this table is the saved one
            wait_for(lambda: english.button(names[0]).description == "selected", message="the card chosen")
            cards = [set_cards.features(name) for name in names]
        finally:
            english.close()
        self.app = App(data=data, env=language_environment(self.language))
        return cards

    def assert_named_in_every_look(self, cards, what, shots=False):
        """The table's cards, named in the language in each look, are `cards`."""
        parse = card_grammar.SET_CARD[self.language]
        pattern = card_grammar.LOOKS_LIKE_SET_CARD[self.language].pattern
        for theme in ["classic", "glyphs", "colourBlind"]:
            activate_action("set-theme", theme)

            def named(theme=theme):
                """The cards' names once every one reads as `cards` in this look (until the look
                has changed, some are read in the last one's words)."""
                names = [b.name for b in self.app.buttons(pattern, within=self.app.page("Set"))]
                try:
                    return len(names) == len(cards) and [parse(name, theme) for name in names] == cards and names
                except ValueError:
                    return None
            names = wait_for(named, message=f"the {what} cards named in the {theme} look",
                             explain=lambda: [b.name for b in self.app.buttons(".*", within=self.app.page("Set"))])
            self.assertEqual([parse(name, theme) for name in names], cards, f"the {what} cards, {theme}: {names}")
            if shots:
                self.app.screenshot(f"{self.language}-{theme}")
        activate_action("set-theme", "classic")

    def test_set_cards_are_named_with_the_grammar_of_the_language(self):
        # The same saved table in English first: its cards, read with the English rules.
        self.assert_named_in_every_look(self.english_table(), "classic", shots=True)

    def test_the_bigger_decks_are_named_with_the_grammar_of_the_language(self):
        # MegaSet's and 4Set's saved tables, read in English first, then in the language.
        for mode, size in [("mega", 16), ("4set", 15)]:
            self.assert_named_in_every_look(self.english_table(mode, size), mode)
        self.app.screenshot(f"{self.language}-4set")

    def test_playing_cards_and_simon_pads_are_named_in_the_language(self):
        titles = self.tab_titles()
        select_tab(self.app, titles[1])
        page = self.app.page(titles[1])
        face_down = wait_for(lambda: self.app.buttons(re.escape(card_grammar.FACE_DOWN[self.language]), within=page),
                             message="face-down playing cards")
        self.assertEqual(len(face_down), 16)
        App.click(face_down[0])
        turned = wait_for(lambda: [b.name for b in App._all(page, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON)
                                   if _parses_as_playing_card(b.name, self.language)], message="a card face up")
        self.assertEqual(len(turned), 1)
        select_tab(self.app, titles[2])
        pads = {b.name.split(",")[0] for b in App._all(self.app.page(titles[2]), lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON)}
        self.assertLessEqual(card_grammar.SIMON_PADS[self.language], pads)


def _parses_as_playing_card(name, language):
    try:
        card_grammar.playing_card(name or "", language)
        return True
    except ValueError:
        return False


def set_cards_triple(names, language, want_set):
    """Three of the cards (indices) that are, or are not, a Set, judged from their names."""
    import itertools
    cards = [card_grammar.SET_CARD[language](name) for name in names]
    for triple in itertools.combinations(range(len(cards)), 3):
        values = [cards[i] for i in triple]
        is_set = all(len({card[k] for card in values}) in (1, 3) for k in range(4))
        if is_set == want_set:
            return triple
    raise AssertionError("no such three cards on the table")


class GermanTests(LanguageTests, unittest.TestCase):
    language = "de"


class FrenchTests(LanguageTests, unittest.TestCase):
    language = "fr"


class PseudoLanguageTests(unittest.TestCase):
    """Every message 40 % longer (scripts/build/pseudo-locale.py) in the narrowest window: the
    app's own layout audit finds nothing cut off, squeezed, past the edge or overlapping."""

    def test_longer_words_fit_a_narrow_window_on_every_tab(self):
        environment = {"LANG": "de_DE.UTF-8", "LC_ALL": "", "LANGUAGE": "pseudo"}
        app = App("--audit-layout", size="360x720", env=environment, title="Pàštîméš")
        try:
            width, _ = settled(app.window_size, message="the window's first size")
            self.assertLessEqual(width, 362, "the window could not become 360 pixels wide")
            titles = []
            for node in App._all(app.window, lambda n: n.getRole() == pyatspi.ROLE_PAGE_TAB):
                if node.name not in titles:
                    titles.append(node.name)
            self.assertEqual(len(titles), 3)
            self.assertTrue(all("·" in title for title in titles if title not in ("Set",)), titles)
            for title in titles:
                select_tab(app, title)
                page = app.page(title)
                settled(lambda: (app.window_size(), [App.extents(n) for n in App._all(page, lambda n: n.getRole() in (
                    pyatspi.ROLE_LABEL, pyatspi.ROLE_PUSH_BUTTON))]), message=f"the {title} tab laid out")
                app.screenshot(f"pseudo-{titles.index(title)}")
                self.assertLessEqual(app.window_size()[0], 362, f"the {title} tab widened the window")
                before = open(app.log_path).read().count("layout audit:")
                activate_action("audit-layout")
                report = wait_for(lambda: open(app.log_path).read().count("layout audit:") > before
                                  and open(app.log_path).read().split("layout audit:")[-1], message="the layout report")
                self.assertTrue(report.startswith(" 0 problems"), f"on the {title} tab:{report}")
            self.assertNotRegex(open(app.log_path).read(), r"Gtk-(WARNING|CRITICAL)")
        finally:
            app.close()


class FallbackTests(unittest.TestCase):
    """A locale the system lacks, and C, give English without a warning."""

    def test_an_unknown_locale_and_c_give_english_quietly(self):
        for locale in ["xx_YY.UTF-8", "C"]:
            environment = {"LANG": locale, "LC_ALL": "", "LANGUAGE": ""}
            app = App(env=environment)
            try:
                wait_for(lambda: app.buttons(r"New Game"), message=f"English under LANG={locale}")
                wait_for(lambda: len(app.buttons(set_cards.NAME.pattern)) == 12, message="English card names")
                log = open(app.log_path).read()
                self.assertNotRegex(log, r"(?i)warning|critical|locale", f"under LANG={locale}")
            finally:
                app.close()
            result = subprocess.run([APP, "--help"], capture_output=True, text=True, timeout=20,
                                    env=dict(os.environ, **environment, **settings_environment(app.data)))
            self.assertEqual(result.returncode, 0)
            self.assertIn("Usage:", result.stdout)
            self.assertEqual(result.stderr, "", f"pastimes --help under LANG={locale}")


if __name__ == "__main__":
    unittest.main()
