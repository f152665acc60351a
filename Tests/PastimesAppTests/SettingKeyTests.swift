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

    /// The source of AppCommands, to hold `AppCommands.all` to every command it declares.
    static func declaredCommands() throws -> [String] {
        let repository = String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/"))
        let bytes = try #require(try FilePath(repository + "/Sources/PastimesApp/App/AppCommands.swift").read())
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "static var "), line.contains(": AppCommand {") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != ":" })
        }
    }

    @Test func everyCommandDeclaredIsInTheListOfAll() throws {
        let declared = try Self.declaredCommands()
        #expect(declared.count >= 30, "the declarations were read")
        #expect(declared.count == AppCommands.all.count, "AppCommands.all lists \(AppCommands.all.count) of \(declared.count) commands")
    }

    @Test func everyActionIsDeclaredOnceByOneName() {
        let commands = AppCommands.all
        let names = commands.map(\.action)
        #expect(Set(names).count == names.count, "two commands share an action name: \(names)")
        #expect(names.allSatisfy { name in name.allSatisfy { $0.isLowercase || $0 == "-" } }, "GApplication's action names")
        #expect(AppCommands.setMode.detailedAction(SetMode.timedRun.id) == "app.set-mode::timed")
    }
}
