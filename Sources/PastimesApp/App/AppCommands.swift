import CardTable
import GtkKit

/// Every command of the window, once: the action it runs, its menu label (with the access
/// key), its keys, and its line in the Keyboard Shortcuts window. Menus, accelerators and the
/// shortcuts window are all built from here, so they cannot disagree.
struct AppCommand {
    let action: String
    let menuLabel: String
    let accelerators: [String]
    /// How the Keyboard Shortcuts window names it (nil: not listed).
    let shortcutTitle: String?

    var detailedAction: String { "app." + action }
    var menuItem: MenuItem { MenuItem(menuLabel, action: detailedAction) }
}

@MainActor
enum AppCommands {
    static let newGame = AppCommand(action: "new-game", menuLabel: "_New Game", accelerators: ["<Control>n"], shortcutTitle: "New game")
    static let undo = AppCommand(action: "undo", menuLabel: "_Undo", accelerators: ["<Control>z"], shortcutTitle: "Undo (Set)")
    static let redo = AppCommand(action: "redo", menuLabel: "_Redo", accelerators: ["<Control><Shift>z"], shortcutTitle: "Redo (Set)")
    static let hint = AppCommand(action: "hint", menuLabel: "_Hint", accelerators: ["<Control>h"], shortcutTitle: "Hint (Set)")
    static let revealSet = AppCommand(action: "reveal-set", menuLabel: "Show a _Whole Set", accelerators: ["<Control><Shift>h"],
                                      shortcutTitle: "Show a whole Set (Set)")
    static let pause = AppCommand(action: "pause", menuLabel: "_Pause", accelerators: ["p", "Pause"],
                                  shortcutTitle: "Pause or resume a game against the clock")
    static let exportDeck = AppCommand(action: "export-deck", menuLabel: "_Export Set Deck as PDF…", accelerators: [],
                                       shortcutTitle: nil)
    static let statistics = AppCommand(action: "statistics", menuLabel: "_Statistics", accelerators: [], shortcutTitle: nil)
    static let fullscreen = AppCommand(action: "fullscreen", menuLabel: "_Fullscreen", accelerators: ["F11"],
                                       shortcutTitle: "Fullscreen on or off")
    static let preferences = AppCommand(action: "preferences", menuLabel: "_Preferences", accelerators: ["<Control>comma"],
                                        shortcutTitle: "Preferences")
    static let shortcuts = AppCommand(action: "shortcuts", menuLabel: "_Keyboard Shortcuts", accelerators: ["<Control>question"],
                                      shortcutTitle: "Keyboard shortcuts")
    static let help = AppCommand(action: "help", menuLabel: "_Help", accelerators: ["F1"], shortcutTitle: "Help")
    static let about = AppCommand(action: "about", menuLabel: "_About Pastimes", accelerators: [], shortcutTitle: nil)
    static let quit = AppCommand(action: "quit", menuLabel: "_Quit", accelerators: ["<Control>q"], shortcutTitle: "Quit")

    /// The last two sections of every tab's primary menu, as the GNOME guidelines order them.
    static let menuTail: [[MenuItem]] = [
        [fullscreen.menuItem, statistics.menuItem],
        [preferences.menuItem, shortcuts.menuItem, help.menuItem, about.menuItem],
    ]

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
            .init("Pastimes", listed([newGame, fullscreen, preferences, shortcuts, help, quit])),
            .init("Set", listed([undo, redo, hint, revealSet, pause]) + [
                .init("Player 1 calls Set (Two Players)", "Shift_L"),
                .init("Player 2 calls Set (Two Players)", "Shift_R"),
            ]),
            .init("Card table (Set and Cards)", [
                .init("Choose one of the first twelve cards", keyNames(0..<12)),
                .init("Choose further cards", keyNames(12..<21)),
                .init("Move between cards", "Left Right Up Down"),
                .init("Choose the focused card", "space"),
                .init("Clear the selection, or turn the cards down", "Escape"),
                .init("Deal 3 more cards", "<Shift>d"),
                .init("Shuffle the cards on the table", "<Shift>s"),
                .init("Gather the cards into a pile, or spread them", "<Shift>g"),
            ]),
            .init("Simon", [
                .init("Press the green, red, yellow and blue pads", "q w a s"),
                .init("Press the pads with the arrows", "Up Right Left Down"),
                .init("Start", "space"),
                .init("Back to the first screen", "Escape"),
            ]),
        ]
    }

    /// GTK's accelerator name for a key that types `character` ("eacute" for é).
    private static func keyName(_ character: String) -> String {
        let names: [String: String] = ["&": "ampersand", "é": "eacute", "\"": "quotedbl", "'": "apostrophe", "(": "parenleft",
                                       "-": "minus", ",": "comma", "è": "egrave", "_": "underscore", "ç": "ccedilla"]
        return names[character] ?? character
    }
}
