import CardArt
import GameSupport
import GtkKit
import SafeFiles

#if canImport(Glibc)
import Glibc
#endif
import Localization

/// The `pastimes` command line, parsed by GApplication. `--export-deck` (and `--help`) are done
/// in the process that was started, without a window and without touching a running Pastimes;
/// the other options are checked there too, then travel to the running instance: `--tab`
/// switches its tab, the rest apply when Pastimes starts.
@MainActor
enum PastimesCommand {
    static var summary: String {
        tr("Set, the playing-card matching game and Simon. A running Pastimes is brought to the front; --tab switches its tab, the other options apply when Pastimes starts.")
    }

    static var options: [CommandLineOption] { [
        .init("export-deck", .path, help: tr("Write a deck as a printable PDF (or a PNG sheet) and exit"),
              valueName: tr("FILE.pdf|FILE.png")),
        .init("game", .text, help: tr("Which deck to export: set (81 Set cards) or cards (52 playing cards and a back)"),
              valueName: "set|cards"),
        .init("tab", .text, help: tr("The tab to show: set, cards or simon (otherwise the one open last time)"),
              valueName: "set|cards|simon"),
        .init("seed", .text, help: tr("Seed for a new game's deal (the same seed deals the same cards)"), valueName: tr("NUMBER")),
        .init("window-size", .text, help: tr("Initial window size"), valueName: tr("WIDTHxHEIGHT")),
        .init("no-animations", .flag, help: tr("Jump straight to the end of every animation")),
    ] }

    /// The seed of a launch that names none: the wall clock's second (`now`), as the app reads it.
    static func defaultSeed(at now: Double) -> UInt64 { UInt64(truncatingIfNeeded: Int64(now.rounded(.down))) }

    /// The options as the app uses them, or what is wrong with them, in words for the terminal;
    /// `now` (the wall clock) seeds a game when no seed is given.
    static func parse(_ values: CommandLineValues, now: Double) -> Result<PastimesApp.Options, CommandLineMistake> {
        var options = PastimesApp.Options(seed: defaultSeed(at: now))
        if let tab = values.text("tab") {
            guard let game = GameKind(rawValue: tab) else { return .failure(.init(fillIn(tr("--tab must be set, cards or simon, not '%1$@'"), tab))) }
            options.tab = game
        }
        if let seed = values.text("seed") {
            guard let number = UInt64(seed) else { return .failure(.init(fillIn(tr("--seed must be a whole number, not '%1$@'"), seed))) }
            options.seed = number
        }
        if let size = values.text("window-size") {
            let parts = size.lowercased().split(separator: "x")
            guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 else {
                return .failure(.init(fillIn(tr("--window-size must look like 720x560, not '%1$@'"), size)))
            }
            options.windowSize = (width, height)
        }
        if let game = values.text("game"), !["set", "cards"].contains(game) {
            return .failure(.init(fillIn(tr("--game must be set or cards, not '%1$@'"), game)))
        }
        options.animations = !values.has("no-animations")
        return .success(options)
    }

    /// What is done in the process that was started: an export, or refusing a bad value.
    /// Returns the exit status, or nil for the app to go on.
    static func handleLocally(_ values: CommandLineValues) -> Int32? {
        // Only checked here: the seed is the app's, so no clock is read for it.
        if case .failure(let mistake) = parse(values, now: 0) { return fail(mistake.text) }
        guard let path = values.path("export-deck") else { return nil }
        guard let format = DeckExport.format(of: path.lastComponent) else {
            return fail(fillIn(tr("cannot export to %1$@: the file name must end in %2$@"), path, DeckExport.knownExtensions))
        }
        let cards = values.text("game") == "cards"
        do throws(FileError) {
            try DeckExport.write(cards ? DeckSheet.playingCards : DeckSheet.setDeck, columns: cards ? 13 : 9, as: format, to: path)
        } catch {
            return fail(DeckExport.failureMessage(error))
        }
        print(fillIn(cards ? tr("Wrote the playing cards to %1$@") : tr("Wrote the Set deck to %1$@"), path))
        return 0
    }

    /// Says what went wrong on standard error; the exit status GLib gives a bad option too.
    private static func fail(_ message: String) -> Int32 {
        Console.note(message)
        return 1
    }
}

/// A value on the command line that cannot be used, and why.
struct CommandLineMistake: Error {
    let text: String
    init(_ text: String) { self.text = text }
}
