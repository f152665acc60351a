import CardTable
@testable import PastimesApp
import SimonCore
import SimonFeature
import Testing

/// A key shown (in the Keyboard Shortcuts window, in a tooltip) is the key the game reads:
/// both come from one table (`TableCommand.shiftedLetters`, `SimonKeys.padKeys`).
@MainActor
@Suite struct KeysShownTests {
    /// The letter of a "<Shift>x" accelerator.
    static func shiftedLetter(_ accelerator: String) -> Character? {
        guard accelerator.hasPrefix("<Shift>"), accelerator.count == "<Shift>".count + 1 else { return nil }
        return accelerator.last
    }

    @Test func theCardTablesKeysShownAreTheKeysThatRunTheirCommands() throws {
        let shown: [(TableShortcut, TableCommand)] = [(AppCommands.dealThreeMore, .dealThreeMore), (AppCommands.shuffle, .shuffle),
                                                      (AppCommands.gather, .toggleGather)]
        for (shortcut, command) in shown {
            let letter = try #require(Self.shiftedLetter(shortcut.accelerator), "\(shortcut.title): \(shortcut.accelerator)")
            for typed in [letter, Character(letter.uppercased())] {
                #expect(TableCommand.forKey(typed, shift: true, layout: .qwerty) == command, "\(shortcut.accelerator) runs \(command)")
            }
        }
        let listed = AppCommands.shortcutGroups(layout: .qwerty).flatMap(\.shortcuts).map(\.accelerator)
        for (shortcut, _) in shown { #expect(listed.contains(shortcut.accelerator), "\(shortcut.title) is in the Keyboard Shortcuts window") }
    }

    @Test func simonsKeysShownPressThePadsTheyName() throws {
        let simon = try #require(AppCommands.shortcutGroups(layout: .qwerty).last)
        let letters = try #require(simon.shortcuts.first { $0.title == "Press the green, red, yellow and blue pads" })
        let pads = letters.accelerator.split(separator: " ").map { SimonKeys.pad(for: .character(Character(String($0)))) }
        #expect(pads == [.green, .red, .yellow, .blue])
        let arrows = try #require(simon.shortcuts.first { $0.title == "Press the pads with the arrows" })
        let byName: [String: SimonKeys.Key] = ["Up": .up, "Right": .right, "Down": .down, "Left": .left]
        #expect(arrows.accelerator.split(separator: " ").map { byName[String($0)].flatMap(SimonKeys.pad(for:)) } == [.green, .red, .yellow, .blue])
        #expect(AppCommands.lastSequence.accelerator == String(SimonKeys.replayLetter))
        #expect(AppCommands.longestSequence.accelerator == "<Shift>" + String(SimonKeys.replayLetter))
    }
}
