@testable import PastimesApp
import SafeFiles
import SetFeature
import Testing

/// The app's names that GSettings and GApplication know it by, each declared once, and held to
/// what they must match.
@MainActor
@Suite struct SettingKeyTests {
    /// The key names the schema (data/…gschema.xml) declares, in its order.
    static func schemaKeys() throws -> [String] {
        // Tests/PastimesAppTests/ → the repository → data/<id>.gschema.xml
        let repository = String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/"))
        let bytes = try #require(try FilePath(repository + "/data/\(PastimesApp.id).gschema.xml").read())
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(separator: "<key name=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func everySettingKeyIsTheSchemasAndTheSchemaHasNoOther() throws {
        let schema = try Self.schemaKeys()
        #expect(schema.count >= 10, "the schema was read")
        #expect(Set(schema) == Set(SettingKey.allCases.map(\.rawValue)))
    }

    @Test func everyActionIsDeclaredOnceByOneName() {
        let commands: [AppCommand] = [
            AppCommands.newGame, AppCommands.undo, AppCommands.redo, AppCommands.hint, AppCommands.revealSet, AppCommands.pause,
            AppCommands.exportDeck, AppCommands.statistics, AppCommands.fullscreen, AppCommands.preferences,
            AppCommands.shortcuts, AppCommands.help, AppCommands.about, AppCommands.quit, AppCommands.showTab,
            AppCommands.nextTab, AppCommands.previousTab, AppCommands.setMode, AppCommands.hostGame, AppCommands.joinGame,
            AppCommands.leaveGame, AppCommands.setTheme, AppCommands.setCount, AppCommands.details, AppCommands.openFile,
            AppCommands.raceGhost, AppCommands.raceGhostFile,
        ]
        let names = commands.map(\.action)
        #expect(Set(names).count == names.count, "two commands share an action name: \(names)")
        #expect(names.allSatisfy { name in name.allSatisfy { $0.isLowercase || $0 == "-" } }, "GApplication's action names")
        #expect(AppCommands.setMode.detailedAction(SetMode.timedRun.id) == "app.set-mode::timed")
    }
}
