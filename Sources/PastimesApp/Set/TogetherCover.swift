import CardArt
import GameSupport
import GtkKit
import SetCore
import SetFeature
import SetTogether
import Localization
import WebPlayer

/// What covers the Set tab's table outside a Together game's play: the lobby (what the other
/// players type, in large letters to read out and select to copy; who has joined, as a list;
/// Start for the host) and the reason a game could not be joined. It draws only what the
/// Together game's presentation says (its cover).
@MainActor
final class TogetherCover {
    let root = Box(.vertical)
    let startButton = Button(label: tr("Start"))
    let leaveButton = Button(label: tr("Leave"))
    let backButton = Button(label: tr("Back to the Game"))
    private let title = Label()
    private let message = Label()
    private let joinDetails = ListBox()
    private let codeLabel = Label()
    private let addressLabel = Label()
    private let otherAddresses = Label()
    /// The web player's link on this network, and its QR code for a phone's camera.
    private let webLink = LinkCode()
    /// Invite from Anywhere: the switch, what the router said, and the link for friends anywhere.
    private let anywhereList = ListBox()
    private let anywhereSwitch = Switch()
    private let anywhereStatus = Label()
    private let anywhereLink = LinkCode(copyable: true)
    /// The same game at this computer's own IPv6 address, for friends whose internet has IPv6.
    private let anywhereOverIPv6 = Label()
    private let playersHeading = Label(tr("Players"))
    private let players = ListBox()
    private var shownPlayers: [String] = []
    private var shownRemovable: [Int?] = []
    /// The rules and the computer's seat: menus for the host to choose them by (grouped as the
    /// solo mode menu groups the variants), or the chosen ones' names for the others.
    private let rulesList = ListBox()
    private let rulesButton = MenuButton(label: "", menu: TogetherCover.rulesMenu())
    private let chosenRules = Label()
    private let computerButton = MenuButton(label: "", menu: TogetherCover.computerMenu())
    private let chosenComputer = Label()
    /// How to join (the QR code, the link, the address and code) beside the game (its cards and
    /// players) in a wide window, above it in a narrow one.
    private let columns = Box(.vertical, spacing: 12)
    private let clamp: Clamp
    /// The host chose to remove a player (by number).
    var onRemove: (@MainActor (Int) -> Void)?

    init() {
        let content = Box(.vertical, spacing: 12)
        clamp = Clamp(maximumWidth: Self.columnWidth, child: content)
        root.addCSSClass("paused-cover")
        root.hexpand = true
        root.vexpand = true
        content.halign = .fill
        content.valign = .center
        content.vexpand = true
        content.setMargins(24)
        title.addCSSClass("title-1")
        title.wraps = true
        title.justification = .center
        message.wraps = true
        message.justification = .center
        message.maximumWidthInCharacters = 64   // a line to read, however wide the window
        message.halign = .center

        // The address and the code: selectable, and the code large enough to read across a room.
        for label in [codeLabel, addressLabel, otherAddresses] {
            label.isSelectable = true
            label.wraps = true
        }
        codeLabel.addCSSClass("title-1")
        codeLabel.addCSSClass("numeric")
        addressLabel.addCSSClass("title-4")
        otherAddresses.addCSSClass("dim-label")
        joinDetails.append(Self.row(tr("Address"), [addressLabel, otherAddresses]))
        joinDetails.append(Self.row(tr("Code"), [codeLabel]))
        rulesList.append(Self.choiceRow(tr("Rules"), button: rulesButton, chosen: chosenRules,
                                        description: tr("The rules every game is played by")))
        rulesList.append(Self.choiceRow(tr("Computer"), button: computerButton, chosen: chosenComputer,
                                        description: tr("A computer player at the table, and how quick it is")))
        anywhereSwitch.actionName = "app." + AppCommands.inviteFromAnywhere.action
        anywhereSwitch.valign = .center
        anywhereSwitch.setAccessibleLabel(tr("Invite from Anywhere"))
        anywhereStatus.wraps = true
        anywhereStatus.xalign = 0
        anywhereStatus.addCSSClass("dim-label")
        anywhereStatus.setMargins(top: 0, bottom: 10, start: 12, end: 12)
        anywhereOverIPv6.isSelectable = true
        anywhereOverIPv6.wraps = true
        anywhereOverIPv6.justification = .center
        anywhereOverIPv6.addCSSClass("dim-label")
        let anywhereRow = Box(.vertical)
        anywhereRow.append(Self.captioned(tr("Invite from Anywhere"), [anywhereSwitch], margin: 8))
        anywhereRow.append(anywhereStatus)
        anywhereList.append(anywhereRow)

        playersHeading.addCSSClass("heading")
        playersHeading.xalign = 0
        startButton.addCSSClass("suggested-action")
        for button in [startButton, leaveButton, backButton] { button.addCSSClass("pill") }
        backButton.addCSSClass("suggested-action")
        let buttons = Box(.horizontal, spacing: 12)
        buttons.halign = .center
        buttons.append(leaveButton)
        buttons.append(startButton)
        buttons.append(backButton)
        for widget in [title, message, columns] as [Widget] { content.append(widget) }
        let joining = Box(.vertical, spacing: 12), game = Box(.vertical, spacing: 12)
        for widget in [webLink.code, webLink.text, joinDetails] as [Widget] { joining.append(widget) }
        // Friends anywhere below the game's players: the first column is tall already, and who
        // has joined stays in sight.
        // The link and Copy Link first: friends far away are sent it, not shown its QR code.
        for widget in [rulesList, playersHeading, players, anywhereList, anywhereLink.text, anywhereLink.copy, anywhereOverIPv6, anywhereLink.code] as [Widget] {
            game.append(widget)
        }
        for column in [joining, game] {
            column.hexpand = true
            columns.append(column)
        }
        columns.homogeneous = true
        // Scrolls when the window is too short for it (the QR code, the list of players); the
        // buttons stay in sight below.
        let scroller = ScrolledWindow()
        scroller.vexpand = true
        scroller.child = clamp
        root.append(scroller)
        buttons.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        root.append(buttons)
        root.isVisible = false
    }

    /// One column's width at most: a boxed list as wide as GNOME's settings have them.
    private static let columnWidth = 520

    /// Side by side where two columns fit `width` (the table's), one above the other elsewhere:
    /// the players and Start stay in sight without scrolling on a laptop's screen.
    func fit(width: Int) {
        let sideBySide = width >= Self.columnWidth * 2 - 120
        guard sideBySide == columns.isVertical else { return }
        columns.isVertical = !sideBySide
        columns.spacing = sideBySide ? 36 : 12
        clamp.maximumWidth = sideBySide ? Self.columnWidth * 2 : Self.columnWidth
        // Larger where there is room: a phone scans it from farther away.
        let side = sideBySide ? 240 : 184
        webLink.setSide(side)
        // Smaller: it is for sending more than for scanning across the room.
        anywhereLink.setSide(side * 3 / 4)
    }

    /// A row of a choice: its name at the start, the host's menu or the others' reading of it at the end.
    private static func choiceRow(_ name: String, button: MenuButton, chosen: Label, description: String) -> Widget {
        button.valign = .center
        button.setAccessibleDescription(description)
        chosen.xalign = 1
        chosen.wraps = true
        return captioned(name, [button, chosen], margin: 8)
    }

    /// Every rule, grouped as the solo mode menu groups the variants; each sets `app.together-rules`.
    private static func rulesMenu() -> Menu {
        let menu = Menu()
        for (title, rules) in TogetherRules.groups {
            let section = Menu()
            for rule in rules { section.append(rule.title, action: AppCommands.togetherRules.detailedAction(rule.name)) }
            menu.appendSection(title, section)
        }
        return menu
    }

    /// No computer, or one at each level; each sets `app.together-computer`.
    private static func computerMenu() -> Menu {
        let menu = Menu()
        menu.append(tr("None"), action: AppCommands.togetherComputer.detailedAction(SetPresentation.Cover.Computer.none))
        for level in SetOpponent.Level.allCases {
            menu.append(SetMode.versusComputer(level).title, action: AppCommands.togetherComputer.detailedAction(level.rawValue))
        }
        return menu
    }

    /// A row of the details list: its name at the start, its values at the end.
    private static func row(_ name: String, _ values: [Label]) -> Widget {
        let column = Box(.vertical, spacing: 2)
        for value in values {
            value.xalign = 1
            value.justification = .right
            column.append(value)
        }
        return captioned(name, [column], margin: 10)
    }

    /// A list's row: `name` at the start, `trailing` after it at the end.
    private static func captioned(_ name: String, _ trailing: [Widget], margin: Int) -> Widget {
        let row = Box(.horizontal, spacing: 12)
        row.setMargins(top: margin, bottom: margin, start: 12, end: 12)
        let caption = Label(name)
        caption.xalign = 0
        caption.hexpand = true
        row.append(caption)
        for widget in trailing { row.append(widget) }
        return row
    }

    /// A player's line, with Remove for the host (the button named for whom it removes).
    private func row(_ player: String, removable id: Int?) -> Widget {
        let line = Box(.horizontal, spacing: 12)
        line.setMargins(top: 6, bottom: 6, start: 12, end: 6)
        let label = Label(player)
        label.xalign = 0
        label.hexpand = true
        label.setMargins(top: 4, bottom: 4, start: 0, end: 0)
        line.append(label)
        if let id {
            let remove = Button(label: tr("Remove"))
            remove.addCSSClass("flat")
            remove.setAccessibleLabel(fillIn(tr("Remove %1$@"), player))
            remove.onClicked { [weak self] in self?.onRemove?(id) }
            line.append(remove)
        }
        return line
    }

    /// The switch, the router's answer, and the link for friends anywhere (the host's alone).
    private func showAnywhere(_ anywhere: SetPresentation.Cover.Anywhere?) {
        // The switch follows its action (the setting) by itself: set here, it would activate it.
        anywhereList.isVisible = anywhere != nil
        anywhereStatus.text = anywhere?.status ?? ""
        anywhereStatus.setCSSClass("error", anywhere?.isProblem ?? false)
        anywhereStatus.setCSSClass("dim-label", !(anywhere?.isProblem ?? false))
        anywhereLink.show(anywhere?.link)
        anywhereOverIPv6.isVisible = anywhere?.ipv6Link != nil
        anywhereOverIPv6.text = anywhere?.ipv6Link.map { fillIn(tr("Or over IPv6: %1$@"), $0) } ?? ""
    }

    /// The rules and the computer's seat, as the host chooses them or as a player reads them.
    private func showChoices(_ rules: SetPresentation.Cover.Rules?, computer: SetPresentation.Cover.Computer?) {
        rulesList.isVisible = rules != nil
        guard let rules else { return }
        Self.show(rules.title, choosable: rules.isChoosable, on: rulesButton, named: tr("Rules: %1$@"), or: chosenRules)
        let computer = computer ?? .init(title: tr("None"), level: SetPresentation.Cover.Computer.none, isChoosable: false)
        Self.show(computer.title, choosable: computer.isChoosable, on: computerButton, named: tr("Computer: %1$@"), or: chosenComputer)
    }

    /// A choice's `title`: on its menu button for the host (named by `format` for screen
    /// readers), as words for the others.
    private static func show(_ title: String, choosable: Bool, on button: MenuButton, named format: String, or chosen: Label) {
        button.label = title
        button.setAccessibleLabel(fillIn(format, title))
        chosen.text = title
        button.isVisible = choosable
        chosen.isVisible = !choosable
    }

    func show(_ lobby: SetPresentation.Cover?) {
        root.isVisible = lobby != nil
        guard let lobby else { return }
        title.text = lobby.title
        message.text = lobby.message
        joinDetails.isVisible = lobby.code != nil
        codeLabel.text = lobby.code ?? ""
        addressLabel.text = lobby.addresses.first ?? ""
        otherAddresses.text = lobby.addresses.dropFirst().joined(separator: "\n")
        otherAddresses.isVisible = lobby.addresses.count > 1
        webLink.show(lobby.webLink)
        showAnywhere(lobby.anywhere)
        showChoices(lobby.rules, computer: lobby.computer)
        if lobby.players != shownPlayers || lobby.removable != shownRemovable {
            shownPlayers = lobby.players
            shownRemovable = lobby.removable
            players.removeAll()
            for (index, player) in lobby.players.enumerated() {
                players.append(row(player, removable: lobby.removable.indices.contains(index) ? lobby.removable[index] : nil))
            }
        }
        playersHeading.isVisible = !lobby.players.isEmpty
        players.isVisible = !lobby.players.isEmpty
        startButton.isVisible = lobby.showsStart
        startButton.isSensitive = lobby.canStart
        startButton.tooltip = lobby.canStart ? nil : tr("Start when at least one player has joined")
        leaveButton.label = lobby.leaveLabel
        leaveButton.isVisible = !lobby.showsBack
        backButton.isVisible = lobby.showsBack
    }
}
