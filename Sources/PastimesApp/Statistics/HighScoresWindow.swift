import GameSupport
import GtkKit
import Localization

/// Simon's high scores, as GNOME's games show theirs: for each game and level, the ten best
/// with their players' names and dates. After a new record it opens by itself, that game's
/// table first and its name in a field to change (the account's name to begin with).
@MainActor
enum HighScoresWindow {
    static let game = GameKind.simon

    /// `newRecord`: a game just finished that made its table, whose name the player may change
    /// (`rename` is told each change, cleaned).
    static func present(over window: MainWindow, history: [FinishedGame], newRecord: FinishedGame? = nil,
                        rename: @escaping @MainActor (FinishedGame, String) -> Void = { _, _ in }) {
        let page = page(from: history, newRecord: newRecord, rename: rename)
        // As tall as its tables need (up to a laptop's screen), not a preferences window's height.
        let rows = page.groups.reduce(0) { $0 + $1.rows.count }, titles = page.groups.count
        let height = page.emptyState != nil ? 420 : min(640, 140 + titles * 60 + rows * 56)
        SettingsWindow.present(parent: window.applicationWindow, title: tr("High Scores"), pages: [page], size: (480, height))
    }

    /// The window's one page, from the history alone.
    static func page(from history: [FinishedGame], newRecord: FinishedGame? = nil,
                     rename: @escaping @MainActor (FinishedGame, String) -> Void = { _, _ in }) -> SettingsWindow.Page {
        let scores = HighScores(history, game: game, first: newRecord?.mode)
        let groups = scores.tables.map { table in
            let holdsTheRecord = newRecord.map(table.games.contains) ?? false
            return SettingsWindow.Group(StatisticsPages.modeTitle(table.mode), table.games.enumerated().map { index, finished in
                let rank = index + 1
                let subtitle = fillIn(trc("a high score: the score, then the date", "%1$@ · %2$@"),
                                      fillIn(trn("%1$@ step", "%1$@ steps", finished.score), finished.score), StatisticsPages.date(of: finished))
                if finished == newRecord {
                    let steps = fillIn(trn("%1$@ step", "%1$@ steps", finished.score), finished.score)
                    return .entry(title: fillIn(tr("New record, place %1$@ with %2$@: your name"), rank, steps), text: finished.player ?? "",
                                  maximumLength: HighScores.longestName, focused: true, done: tr("_Done")) { typed in
                        // A field left empty keeps the name the game had.
                        if let name = HighScores.cleanName(typed) ?? finished.player { rename(finished, name) }
                    }
                }
                let name = finished.player.flatMap(HighScores.cleanName) ?? tr("Unnamed player")
                return .info(title: fillIn(trc("a high score's place and player", "%1$@. %2$@"), rank, name), subtitle: subtitle)
            }, description: holdsTheRecord ? tr("A new record! Type the name to keep with it, then press Enter or Done.") : nil)
        }
        let empty = groups.isEmpty
            ? (title: tr("No High Scores Yet"), description: tr("Repeat a sequence in any of Simon’s games and your best is kept here.")) : nil
        return SettingsWindow.Page(game.title, iconName: game.iconName, groups, emptyState: empty)
    }
}
