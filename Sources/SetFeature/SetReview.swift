import CardTable
import GameSupport
import SetCore
import SetStyle
import Localization

/// A finished game's review: its story (see `SetStory`) one table at a time, stepped through
/// and scrubbed, each table with the matches on it, the one taken and how long it had lain
/// there, and the ones nobody took. Pure: the window shows `presentation` and forwards steps.
public struct SetReview: Equatable, Sendable {
    public let story: SetStory
    /// The table on show, as the review tells it.
    public private(set) var step: SetStory.Step
    /// Whether the game had two players at the keyboard (the first is then "Player 1", not "you").
    let twoPlayers: Bool
    /// Whether the game was one a friend can race: Classic Solo (or a ghost race of one).
    let racesAsGhost: Bool
    public private(set) var index = 0

    /// The review of `story`, at its first table.
    public init(_ story: SetStory, mode: SetMode? = nil) {
        self.story = story
        step = story.step(0)
        twoPlayers = mode == .twoPlayers || story.tables.contains { $0.finds.contains { $0.by == .playerTwo } }
        racesAsGhost = mode == .solo(.standard) || mode == .ghostRace
    }

    /// The review of a finished game as the history keeps it, or nil if it kept no story (or
    /// one that cannot be read).
    public init?(record: [UInt8]?, mode: String) {
        guard let record, let story = JSONBytes.decode(SetStory.self, from: record) else { return nil }
        self.init(story, mode: SetMode.all.first { $0.titleKey == mode } ?? (mode == SetMode.ghostRace.titleKey ? .ghostRace : nil))
    }

    /// The game as a ghost a friend can race, named `name`, if it was one (see `SetGhost`).
    public func ghost(named name: String) -> SetGhost? { racesAsGhost ? SetGhost(story: story, name: name) : nil }

    /// How many tables the game had.
    public var count: Int { story.tables.count }

    /// Goes to table number `index` (from 0), kept within the game; returns whether it moved.
    @discardableResult
    public mutating func go(to index: Int) -> Bool {
        let kept = min(max(0, index), count - 1)
        guard kept != self.index else { return false }
        self.index = kept
        step = story.step(kept)
        return true
    }

    public var canGoBack: Bool { index > 0 }
    public var canGoOn: Bool { index < count - 1 }

    /// The times of the game, counted from its start.
    private var start: Double { story.tables[0].shownAt }

    public struct Presentation: Equatable, Sendable {
        /// The table's cards: the ones taken marked as a match, those of matches nobody took as a hint.
        public var cards: [TableCard<ThemedSetFace>]
        /// "Table 3 of 25".
        public var heading: String
        /// "0:41 to 0:53 · 2 Sets on the table".
        public var detail: String
        /// What happened on the table, a sentence each.
        public var lines: [String]
        /// The matches taken, then those nobody took, as small cards; and in words.
        public var groups: [[ThemedSetFace]]
        public var groupsDescription: String
    }

    public func presentation(theme: SetTheme) -> Presentation {
        let step = self.step
        let taken = step.table.finds.map(\.cards)
        let missedCards = Set(step.missed.joined())
        let cards = step.table.cards.map { card in
            let inFind = taken.contains { $0.contains(card) }
            let mark: CardMark = inFind ? .matched : (missedCards.contains(card) ? .hinted : (step.table.chain.contains(card) ? .chained : .none))
            var notes: [String] = []
            if inFind { notes.append(trc("card state in a review", "taken")) }
            if missedCards.contains(card) { notes.append(trc("card state in a review", "in a match nobody took")) }
            return TableCard(id: TableCardID.of(card: Int(card.index), inDeal: 1), face: ThemedSetFace(SetFace(card), theme: theme), mark: mark,
                             name: theme.spokenName(card), description: notes.joined(separator: SetPresentation.Note.separator))
        }
        let names = { (match: [SetCard]) in match.map { theme.spokenName($0) }.joined(separator: SetPresentation.Note.separator) }
        var lines = step.table.finds.map { find in
            fillIn(Self.finding(find.by, twoPlayers: twoPlayers), names(find.cards), clockText(step.seconds(toFind: find)))
        }
        lines += step.missed.map { fillIn(tr("Nobody took %1$@."), names($0)) }
        if step.dealtPast { lines.append(tr("More cards were dealt while a match lay here.")) }
        let (hints, mistakes) = (step.table.hints.count, step.table.mistakes.count)
        if hints > 0 { lines.append(fillIn(trn("%1$@ hint on this table.", "%1$@ hints on this table.", hints), hints)) }
        if mistakes > 0 { lines.append(fillIn(trn("%1$@ mistake on this table.", "%1$@ mistakes on this table.", mistakes), mistakes)) }
        if !canGoOn, story.endedAt != nil { lines.append(tr("The game ended here.")) }
        let from = clockText(step.table.shownAt - start)
        let time = step.endsAt.map { fillIn(tr("%1$@ to %2$@"), from, clockText($0 - start)) } ?? fillIn(tr("from %1$@"), from)
        let detail = [time, story.variant.words.onTable(step.matches.count)]
        let groups = taken + step.missed
        return Presentation(cards: cards, heading: fillIn(tr("Table %1$@ of %2$@"), index + 1, count),
                            detail: detail.joined(separator: " · "), lines: lines,
                            groups: groups.map { $0.map { ThemedSetFace(SetFace($0), theme: theme) } },
                            groupsDescription: groups.map(names).joined(separator: "\n"))
    }

    /// "You found %1$@ after %2$@.", as said of whoever found it.
    private static func finding(_ finder: SetStory.Finder, twoPlayers: Bool) -> String {
        switch finder {
        case .player: twoPlayers ? tr("Player 1 found %1$@ after %2$@.") : tr("You found %1$@ after %2$@.")
        case .playerTwo: tr("Player 2 found %1$@ after %2$@.")
        case .computer: tr("The computer found %1$@ after %2$@.")
        case .other: tr("Another player found %1$@ after %2$@.")
        }
    }
}
