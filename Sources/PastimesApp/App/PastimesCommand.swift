import ArgumentParser
import CardArt
import SafeFiles

#if canImport(Glibc)
import Glibc
#endif

/// The `pastimes` command line: start the app, or print the decks without opening a window.
public struct PastimesCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "pastimes",
        abstract: "Set, the playing-card matching game and Simon.")

    @Option(name: .customLong("export-deck"), help: ArgumentHelp("Write a deck as a printable PDF (or a PNG sheet) and exit.", valueName: "file.pdf|file.png"))
    var exportPath: String?

    @Option(help: "Which deck to export: set (81 Set cards) or cards (52 playing cards and a back).")
    var game: DeckChoice = .set

    @Option(help: "Seed for a new game's deal (the same seed deals the same cards).")
    var seed: UInt64?

    @Option(help: "The tab to open: set, cards or simon (otherwise the one open last time).")
    var tab: TabChoice?

    @Option(name: .customLong("window-size"), help: ArgumentHelp("Initial window size.", valueName: "WIDTHxHEIGHT"))
    var windowSize: WindowSize?

    @Flag(name: .customLong("no-animations"), help: "Jump straight to the end of every animation.")
    var noAnimations = false

    @Flag(name: .customLong("benchmark-motion"),
          help: "Deal all 81 Set cards, gather and spread them 20 times, print frame times and memory, and quit.")
    var benchmarkMotion = false

    @Flag(name: .customLong("simon-test-timing"),
          help: "Simon plays with long, evenly spaced flashes and waits 30 s for an answer (for automated tests).")
    var simonTestTiming = false

    public init() {}

    enum DeckChoice: String, ExpressibleByArgument, CaseIterable {
        case set, cards

        var deck: DeckSheet.Deck { self == .set ? DeckSheet.setDeck : DeckSheet.playingCards }
    }
    enum TabChoice: String, ExpressibleByArgument, CaseIterable { case set, cards, simon }

    struct WindowSize: ExpressibleByArgument {
        let width: Int, height: Int
        init?(argument: String) {
            let parts = argument.lowercased().split(separator: "x")
            guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 else { return nil }
            self.width = width
            self.height = height
        }
    }

    public func validate() throws {
        if let exportPath, DeckExport.format(of: exportPath) == nil {
            throw ValidationError("cannot export to \(exportPath): the file name must end in \(DeckExport.knownExtensions).")
        }
    }

    public mutating func run() throws {
        if let exportPath {
            try export(to: exportPath)
            return
        }
        var options = PastimesApp.Options(seed: seed ?? UInt64(truncatingIfNeeded: Int(time(nil))), tab: tab?.rawValue,
                                          windowSize: windowSize.map { ($0.width, $0.height) }, animations: !noAnimations,
                                          simonTestTiming: simonTestTiming)
        options.benchmarkMotion = benchmarkMotion
        let status = MainActor.assumeIsolated { PastimesApp(options: options).run() }
        if status != 0 { throw ExitCode(status) }
    }

    private func export(to path: String) throws {
        do throws(FileError) {
            try DeckExport.write(game.deck, columns: game == .set ? 9 : 13, as: DeckExport.format(of: path) ?? .pdf,
                                 to: FilePath(path))
        } catch {
            // A failed write is not a usage mistake: the reason, and status 1, without the usage text.
            let line = "pastimes: " + DeckExport.failureMessage(error) + "\n"
            _ = line.withCString { Glibc.write(STDERR_FILENO, $0, strlen($0)) }
            throw ExitCode(1)
        }
        print("Wrote the \(game.rawValue) deck to \(path)")
    }
}
