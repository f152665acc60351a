import CardTable
import GameSupport
import GtkKit
import SimonFeature
import Localization

/// Every command of the window, once: the action it runs, its menu label (with the access
/// key), its keys, and its line in the Keyboard Shortcuts window. Menus, accelerators, tooltips
/// and the shortcuts window are all built from here, so they cannot disagree.
struct AppCommand {
    let action: String
    let menuLabel: String
    let accelerators: [String]
    /// How the Keyboard Shortcuts window names it (nil: not listed).
    let shortcutTitle: String?

    var detailedAction: String { "app." + action }
    var menuItem: MenuItem { MenuItem(menuLabel, action: detailedAction) }
    /// The action with a parameter: one of a choice's values ("app.set-mode::timed"), or a
    /// notice button's text.
    func detailedAction(_ value: String) -> String { "app.\(action)::\(value)" }

    /// A button's tooltip: `text` (the menu label without its access key, unless given) and
    /// the first key, as GTK writes it in the player's language: "New Game (Ctrl+N)".
    @MainActor
    func tooltip(_ text: String? = nil) -> String {
        AppCommands.tooltip(text ?? String(menuLabel.filter { $0 != "_" }), keys: accelerators.first)
    }
}

/// A key of a game's own (Shift+D deals three more…), named as the handlers read it
/// (`TableCommand`'s and `SimonKeys`' tables).
struct TableShortcut {
    let title: String
    let accelerator: String

    init(title: String, accelerator: String) {
        self.title = title
        self.accelerator = accelerator
    }

    /// A card table's command, by the key `TableCommand` gives it.
    init(title: String, command: TableCommand) {
        self.init(title: title, accelerator: command.accelerator ?? "")
    }

    var shortcut: ShortcutsWindow.Shortcut { .init(title, accelerator) }
    @MainActor var tooltip: String { AppCommands.tooltip(title, keys: accelerator) }
}

@MainActor
enum AppCommands {
    static var newGame: AppCommand { AppCommand(action: "new-game", menuLabel: tr("_New Game"), accelerators: ["<Control>n"], shortcutTitle: tr("New game")) }
    static var restart: AppCommand {
        AppCommand(action: "restart", menuLabel: tr("_Restart"), accelerators: ["<Control>r"], shortcutTitle: tr("Restart the same game"))
    }
    static var undo: AppCommand { AppCommand(action: "undo", menuLabel: tr("_Undo"), accelerators: ["<Control>z"], shortcutTitle: tr("Undo (Set)")) }
    static var redo: AppCommand { AppCommand(action: "redo", menuLabel: tr("_Redo"), accelerators: ["<Control><Shift>z"], shortcutTitle: tr("Redo (Set)")) }
    static var hint: AppCommand { AppCommand(action: "hint", menuLabel: tr("_Hint"), accelerators: ["<Control>h"], shortcutTitle: tr("Hint (Set)")) }
    static var revealSet: AppCommand { AppCommand(action: "reveal-set", menuLabel: tr("Show the Set I’m _Missing"), accelerators: ["<Control><Shift>h"],
                                      shortcutTitle: tr("Show the Set you are missing (Set)")) }
    static var pause: AppCommand { AppCommand(action: "pause", menuLabel: tr("_Pause"), accelerators: ["p", "Pause"],  // not for people: key names
                                  shortcutTitle: tr("Pause or resume a game against the clock")) }
    static var exportDeck: AppCommand { AppCommand(action: "export-deck", menuLabel: tr("_Export Set Deck as PDF…"), accelerators: [],
                                       shortcutTitle: nil) }
    static var raceGhost: AppCommand { AppCommand(action: "race-ghost", menuLabel: tr("Race a _Ghost…"), accelerators: [], shortcutTitle: nil) }
    /// A ghost race from its file's path (the chooser's answer; D-Bus and the tests name it).
    static var raceGhostFile: AppCommand { AppCommand(action: "race-ghost-file", menuLabel: tr("Race a Ghost"), accelerators: [], shortcutTitle: nil) }
    static var highScores: AppCommand { AppCommand(action: "high-scores", menuLabel: tr("_High Scores"), accelerators: [], shortcutTitle: nil) }
    static var statistics: AppCommand { AppCommand(action: "statistics", menuLabel: tr("_Statistics"), accelerators: [], shortcutTitle: nil) }
    static var fullscreen: AppCommand { AppCommand(action: "fullscreen", menuLabel: tr("_Fullscreen"), accelerators: ["F11"],
                                       shortcutTitle: tr("Fullscreen on or off")) }
    static var preferences: AppCommand { AppCommand(action: "preferences", menuLabel: tr("_Preferences"), accelerators: ["<Control>comma"],
                                        shortcutTitle: tr("Preferences")) }
    static var shortcuts: AppCommand { AppCommand(action: "shortcuts", menuLabel: tr("_Keyboard Shortcuts"), accelerators: ["<Control>question"],
                                      shortcutTitle: tr("Keyboard shortcuts")) }
    static var help: AppCommand { AppCommand(action: "help", menuLabel: tr("_Help"), accelerators: ["F1"], shortcutTitle: tr("Help")) }
    static var about: AppCommand { AppCommand(action: "about", menuLabel: tr("_About Pastimes"), accelerators: [], shortcutTitle: nil) }
    static var quit: AppCommand { AppCommand(action: "quit", menuLabel: tr("_Quit"), accelerators: ["<Control>q"], shortcutTitle: tr("Quit")) }

    /// The tabs by their place in the switcher, the first with Alt+1, as GNOME's tabbed apps have
    /// them (`app.show-tab::set`…), and the next and previous one as a notebook's.
    static var tabKeys: [String] { GameKind.allCases.indices.map { "<Alt>\($0 + 1)" } }  // not for people: key names
    static var showTab: AppCommand { AppCommand(action: "show-tab", menuLabel: "", accelerators: [], shortcutTitle: nil) }
    static var nextTab: AppCommand { AppCommand(action: "next-tab", menuLabel: "", accelerators: ["<Control>Page_Down"], shortcutTitle: nil) }
    static var previousTab: AppCommand { AppCommand(action: "previous-tab", menuLabel: "", accelerators: ["<Control>Page_Up"], shortcutTitle: nil) }

    // The Set tab's: its mode menu (a choice of modes, and Together's three), its Set Cards
    // submenu (a choice of themes, and the Set count).
    static var setMode: AppCommand { AppCommand(action: "set-mode", menuLabel: "", accelerators: [], shortcutTitle: nil) }
    static var hostGame: AppCommand { AppCommand(action: "set-host", menuLabel: tr("Host a Game…"), accelerators: [], shortcutTitle: nil) }
    static var joinGame: AppCommand { AppCommand(action: "set-join", menuLabel: tr("Join a Game…"), accelerators: [], shortcutTitle: nil) }
    static var leaveGame: AppCommand { AppCommand(action: "set-leave", menuLabel: tr("Leave Game"), accelerators: [], shortcutTitle: nil) }
    /// The host shows how to join over the game under way (for someone who comes late).
    static var invitePlayers: AppCommand {
        AppCommand(action: "set-invite", menuLabel: tr("Invite Players"), accelerators: [], shortcutTitle: nil)
    }
    /// The host chooses the rules of a hosted game (`app.together-rules::4set`) and seats the
    /// computer (`app.together-computer::hard`, or `::none`), from the lobby's menus.
    static var togetherRules: AppCommand { AppCommand(action: "together-rules", menuLabel: "", accelerators: [], shortcutTitle: nil) }
    static var togetherComputer: AppCommand { AppCommand(action: "together-computer", menuLabel: "", accelerators: [], shortcutTitle: nil) }
    /// The lobby's Invite from Anywhere switch (kept in the settings).
    static var inviteFromAnywhere: AppCommand {
        AppCommand(action: "invite-from-anywhere", menuLabel: "", accelerators: [], shortcutTitle: nil)
    }
    /// The host removes a player (`app.set-remove::3`, by the player's number), from the game's menu.
    static var removePlayer: AppCommand { AppCommand(action: "set-remove", menuLabel: "", accelerators: [], shortcutTitle: nil) }
    static var cardsPlayers: AppCommand { AppCommand(action: "cards-players", menuLabel: "", accelerators: [], shortcutTitle: nil) }
    static var cardsTableSize: AppCommand { AppCommand(action: "cards-table-size", menuLabel: "", accelerators: [], shortcutTitle: nil) }
    static var setTheme: AppCommand { AppCommand(action: "set-theme", menuLabel: "", accelerators: [], shortcutTitle: nil) }
    static var setCount: AppCommand { AppCommand(action: "set-count", menuLabel: trc("Set Cards submenu", "Show Number of _Sets"),
                                     accelerators: [], shortcutTitle: nil) }

    // The buttons of notices: a problem's details, and a file just written.
    static var details: AppCommand { AppCommand(action: "details", menuLabel: tr("Details"), accelerators: [], shortcutTitle: nil) }
    static var openFile: AppCommand { AppCommand(action: "open-file", menuLabel: tr("Open"), accelerators: [], shortcutTitle: nil) }

    /// Every command above, for whatever must see them all (the tests hold the list whole).
    static var all: [AppCommand] {
        [newGame, restart, undo, redo, hint, revealSet, pause, exportDeck, raceGhost, raceGhostFile, highScores, statistics, fullscreen,
         preferences, shortcuts, help, about, quit, showTab, nextTab, previousTab, setMode, hostGame, joinGame, leaveGame, invitePlayers,
         togetherRules, togetherComputer, inviteFromAnywhere, removePlayer, cardsPlayers, cardsTableSize, setTheme, setCount, details, openFile]
    }

    static var dealThreeMore: TableShortcut { TableShortcut(title: tr("Deal 3 more cards"), command: .dealThreeMore) }
    static var shuffle: TableShortcut { TableShortcut(title: tr("Shuffle the cards on the table"), command: .shuffle) }
    /// Simon's LAST and LONGEST, between games: their buttons' tooltips name the keys (the
    /// Keyboard Shortcuts window has no room left on a laptop's screen; the help lists them).
    static var lastSequence: TableShortcut {
        TableShortcut(title: tr("Play the last sequence again"), accelerator: String(SimonKeys.replayLetter))
    }
    static var longestSequence: TableShortcut {
        TableShortcut(title: tr("Play the longest sequence entered correctly"), accelerator: "<Shift>" + String(SimonKeys.replayLetter))
    }
    static var gather: TableShortcut { TableShortcut(title: tr("Gather the cards into a pile, or spread them"), command: .toggleGather) }

    /// "Deal 3 more cards (Shift+D)": a control's tooltip naming its key.
    static func tooltip(_ text: String, keys accelerator: String?) -> String {
        guard let accelerator else { return text }
        return fillIn(trc("a tooltip: what the control does, then its key", "%1$@ (%2$@)"), text, Accelerator.label(accelerator))
    }

    /// The last two sections of every tab's primary menu, as the GNOME guidelines order them.
    static var menuTail: [[MenuItem]] {
        [
            [fullscreen.menuItem, statistics.menuItem],
            [preferences.menuItem, shortcuts.menuItem, help.menuItem, about.menuItem],
        ]
    }

    /// The primary menu for a tab: its own items first, then the sections every tab has.
    static func primaryMenu(for items: [MenuItem]) -> Menu {
        let menu = Menu()
        for section in [items] + menuTail where !section.isEmpty {
            let part = Menu()
            for item in section {
                if let action = item.action {
                    part.append(item.label, action: action)
                } else {
                    let submenu = Menu()
                    for inner in item.submenu { submenu.append(inner.label, action: inner.action ?? "") }
                    part.appendSubmenu(item.label, submenu)
                }
            }
            menu.appendSection(part)
        }
        return menu
    }

    /// The Keyboard Shortcuts window's title, for screen readers and window lists.
    static var shortcutsTitle: String { tr("Keyboard Shortcuts") }

    /// Words for the keys GTK shows by their key symbols' names where it has no translation of
    /// its own: "Page_Down" in English (GTK 4.8's keycap for Ctrl+Page Down).
    static var keycapNames: [String: String] {
        ["Page_Down": trc("keyboard key", "Page Down"), "Page_Up": trc("keyboard key", "Page Up")]
    }

    /// The Keyboard Shortcuts window's groups, with the card keys of the keyboard `layout`.
    static func shortcutGroups(layout: TableKeys.Layout) -> [ShortcutsWindow.Group] {
        func listed(_ commands: [AppCommand]) -> [ShortcutsWindow.Shortcut] {
            commands.compactMap { command in
                command.shortcutTitle.map { .init($0, command.accelerators.joined(separator: " ")) }
            }
        }
        let keys = layout.order.map { String($0) }
        func keyNames(_ range: Range<Int>) -> String { keys[range].map(keyName).joined(separator: " ") }
        return [
            .init(tr("Pastimes"), listed([newGame]) + [
                .init(tr("Go to the first, second or third tab"), tabKeys.joined(separator: " ")),
                .init(tr("Go to the next or previous tab"), (nextTab.accelerators + previousTab.accelerators).joined(separator: " ")),
            ] + listed([fullscreen, preferences, shortcuts, help, quit])),
            .init(trc("game", "Set"), listed([undo, redo, hint, revealSet, pause]) + [
                .init(tr("Player 1 calls Set (Two Players)"), "Shift_L"),
                .init(tr("Player 2 calls Set (Two Players)"), "Shift_R"),
            ]),
            .init(tr("Card table (Set and Cards)"), [
                // Six keys a line, so that the window stays narrow enough for a laptop.
                .init(tr("Choose one of the first six cards"), keyNames(0..<6)),
                .init(tr("Choose one of the next six cards"), keyNames(6..<12)),
                .init(tr("Choose further cards"), keyNames(12..<18)),
                .init(tr("Choose one of the last three cards"), keyNames(18..<21)),
                .init(tr("Move between cards"), "Left Right Up Down"),  // not for people: key names
                .init(tr("Choose the focused card"), "space"),
                .init(tr("Clear the selection, or turn the cards down"), "Escape"),  // not for people: key names
                dealThreeMore.shortcut, shuffle.shortcut, gather.shortcut,
            ]),
            .init(trc("game", "Simon"), [
                .init(tr("Press the green, red, yellow and blue pads"), SimonKeys.padKeys.map { String($0.letter) }.joined(separator: " ")),
                .init(tr("Press the pads with the arrows"), SimonKeys.padKeys.map { arrowName($0.arrow) }.joined(separator: " ")),
                .init(trc("Simon button", "Start"), "space"),
                .init(tr("Back to the first screen"), "Escape"),  // not for people: key names
            ]),
        ]
    }

    /// GTK's name for an arrow key.
    private static func arrowName(_ key: SimonKeys.Key) -> String {
        switch key {
        case .up: "Up"  // not for people: key names
        case .right: "Right"  // not for people: key names
        case .down: "Down"  // not for people: key names
        case .left: "Left"  // not for people: key names
        case .character(let character): String(character)
        }
    }

    /// GTK's accelerator name for a key that types `character` ("eacute" for é).
    private static func keyName(_ character: String) -> String {
        let names: [String: String] = ["&": "ampersand", "é": "eacute", "\"": "quotedbl", "'": "apostrophe", "(": "parenleft",
                                       "-": "minus", ",": "comma", "è": "egrave", "_": "underscore", "ç": "ccedilla"]
        return names[character] ?? character
    }
}
