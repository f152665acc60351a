import CardArt
import GameSupport
import GtkKit
import SimonCore
import SimonFeature
import Localization

/// The splash screen: the logo, the difficulty slider with its live label, the speed, the
/// kind of game, and Play.
@MainActor
final class SimonSplash {
    /// Scrolls when the window is too short for it, so it never sets the window's height.
    let root = ScrolledWindow()
    private let column = Box(.vertical, spacing: 14)
    let slider = Scale(range: SimonGame.lengths, value: 8)
    let difficulty = Label()
    let playButton = Button(label: tr("Play Game"))
    private let speeds: [(SimonSpeed, ToggleButton)]
    private let modes: [(SimonMode, ToggleButton)]
    /// Choose Your Colour's players, a row shown only for that game.
    private let playerCounts: [(Int, ToggleButton)]
    private var playersRow: Widget!
    private var updating = false

    var onTarget: (@MainActor (Int) -> Void)?
    var onSpeed: (@MainActor (SimonSpeed) -> Void)?
    var onMode: (@MainActor (SimonMode) -> Void)?
    var onPlayers: (@MainActor (Int) -> Void)?

    init() {
        speeds = SimonSpeed.allCases.map { ($0, ToggleButton(label: $0.title)) }
        modes = SimonMode.allCases.map { ($0, ToggleButton(label: $0.title)) }
        for (mode, button) in modes { button.tooltip = mode.explanation }
        playerCounts = SimonGame.playerCounts.map { count in
            let button = ToggleButton(label: String(count))
            button.setAccessibleLabel(fillIn(trn("%1$@ player", "%1$@ players", count), count))
            return (count, button)
        }
        let logo = DrawingArea()
        logo.setContentSize(width: 180, height: 180)
        logo.setDraw { cairo, width, height in
            SimonArt.drawLogo(in: Rect(x: 0, y: 0, width: width, height: height), on: Canvas(cairo: cairo))
        }
        logo.setAccessibleLabel(trc("game", "Simon"))
        logo.vexpand = true

        difficulty.addCSSClass("title-4")
        // The toy's four levels, marked under the slider by their lengths, in the slider's own
        // unit (steps): numbered 1 to 4, "1" stood under 8 steps. Words ("Niveau 1") would run
        // into each other in a narrow window. The label above names the level with the length.
        for level in SimonGame.levels {
            slider.addMark(level, label: String(level), above: false)
        }
        slider.setAccessibleLabel(tr("Difficulty"))
        slider.hexpand = true
        slider.setMargins(top: 0, bottom: 0, start: 14, end: 14)   // room for the end marks' labels
        slider.onValueChanged { [weak self] in
            guard let self, !self.updating else { return }
            self.onTarget?(self.slider.value)
        }

        playButton.addCSSClass("suggested-action")
        playButton.addCSSClass("pill")
        playButton.halign = .center

        let content = Box(.vertical, spacing: 14)
        content.append(logo)
        content.append(difficulty)
        content.append(slider)
        content.append(Self.row(tr("Speed"), speeds.map(\.1)))
        content.append(Self.row(trc("Simon preferences", "Game"), modes.map(\.1)))
        playersRow = Self.row(tr("Players"), playerCounts.map(\.1))
        content.append(playersRow)
        content.append(playButton)
        content.setMargins(top: 18, bottom: 18, start: 12, end: 12)
        column.append(Clamp(maximumWidth: 460, child: content))
        // The whole height, of which the logo takes what the controls leave: at least 180 px,
        // as large as the column is wide in a big window (it stayed 180 px in a 1600 px one).
        column.valign = .fill
        column.vexpand = true
        root.child = column
        root.vexpand = true

        for (speed, button) in speeds {
            button.onToggled { [weak self] in
                guard let self, !self.updating, button.isActive else { return }
                self.onSpeed?(speed)
            }
        }
        for (mode, button) in modes {
            button.onToggled { [weak self] in
                guard let self, !self.updating, button.isActive else { return }
                self.onMode?(mode)
            }
        }
        for (count, button) in playerCounts {
            button.onToggled { [weak self] in
                guard let self, !self.updating, button.isActive else { return }
                self.onPlayers?(count)
            }
        }
        for group in [speeds.map(\.1), modes.map(\.1), playerCounts.map(\.1)] {
            for button in group.dropFirst() { button.join(group[0]) }
        }
    }

    /// A caption and a row of linked toggle buttons.
    private static func row(_ caption: String, _ buttons: [ToggleButton]) -> Widget {
        let box = Box(.vertical, spacing: 6)
        let label = Label(caption)
        label.addCSSClass("heading")
        let linked = Box(.horizontal)
        linked.addCSSClass("linked")
        linked.addCSSClass("choices")
        linked.halign = .center
        for button in buttons {
            button.letLabelWrap()
            linked.append(button)
        }
        box.append(label)
        box.append(linked)
        return box
    }

    /// Shows the model's draft settings (without echoing them back as changes).
    func show(_ settings: SimonPreferences, difficultyText: String) {
        updating = true
        defer { updating = false }
        if slider.value != settings.target { slider.value = settings.target }
        slider.setAccessibleValue(Double(settings.target), min: 1, max: 31, text: difficultyText)
        difficulty.text = difficultyText
        for (speed, button) in speeds where speed == settings.speed { button.isActive = true }
        for (mode, button) in modes where mode == settings.mode { button.isActive = true }
        for (count, button) in playerCounts where count == settings.players { button.isActive = true }
        playersRow.isVisible = settings.mode == .chooseYourColour
    }
}
