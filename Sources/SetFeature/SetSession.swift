import CardTable
import GameSupport
import SetCore
import SetStyle
import Localization

/// Everything the Set tab saves: the mode with its state and its game, the random stream that
/// deals the next one, how many games there have been (so a new game's cards are new cards to
/// the table) and the best timed runs. (How cards are shown is the app's preference, not the save's.)
public struct SetSession: Equatable, Sendable {
    public internal(set) var play: SetPlay = .solo(.standard)
    public var game: SetGame
    public var generator: SeededGenerator
    /// The random stream as it was before this game was dealt: Restart deals from it again
    /// (nil in a save from before Restart, which then has nothing to restart from).
    public private(set) var dealtFrom: SeededGenerator?
    public private(set) var deal = 1
    /// The fastest timed runs, in seconds, fastest first.
    public internal(set) var bestRuns: [Double] = []
    /// The fastest tables of the endless Puzzle, in seconds, fastest first, by variant (its
    /// raw value: a save's JSON object keeps string keys).
    public internal(set) var bestPuzzles: [String: [Double]] = [:]
    /// The game's story so far, for its review (see `SetStory`).
    public internal(set) var story: SetStory
    /// The seconds played when the session was saved: every time in it is on this clock (see
    /// `GameClock`), which goes on from here when the session is opened again.
    public var played: Double = 0

    public static let bestRunsKept = 5

    public init(seed: UInt64, at time: Double) {
        generator = SeededGenerator(seed: seed)
        dealtFrom = generator
        game = SetGame(using: &generator, at: time)
        story = SetStory(game.variant, table: game.cardsInPlay, at: time)
    }

    public var mode: SetMode { play.mode }

    /// How to play the game under way: the mode's instructions, and a Drill's focus said to be
    /// a first guess until the player's pace is known.
    public var instructions: String {
        guard let drill = play.drill, drill.focusGuessed == true else { return mode.instructions }
        return fillIn(tr("Drill: tables rich in Sets whose cards differ in %1$@, until your games show which kind you are slowest at. Find every Set."),
                      drill.focus.title)
    }
    public var puzzle: SetPuzzle? { play.puzzle }
    public var computer: ComputerRival? { play.computer }
    public var duel: SetDuel? { play.duel }

    /// Deals a new game in `mode` (or the same mode again); `today` is the daily puzzle's date.
    public mutating func newGame(_ chosen: SetMode? = nil, at time: Double, today: SetPuzzle.Day) {
        let mode = chosen ?? self.mode
        // A ghost race again is the same race: the same deal, the same ghost.
        if mode == .ghostRace, let ghost = play.ghost { return race(ghost, at: time) }
        dealtFrom = generator
        // The next table of a drill (New Game, Next Table) keeps its pace; Drill chosen again
        // from the menu begins afresh.
        if case .drill(let focus) = mode, chosen == nil, var drill = play.drill, drill.focus == focus {
            drill.nextTable(using: &generator, at: time)
            play = .drill(drill)
            deal += 1
            story = Self.storyBeginning(game: game, puzzle: drill.puzzle, at: time)
            return
        }
        game = SetGame(mode.variant, using: &generator, at: time, goal: mode.goal)
        play = SetPlay(mode, today: today, at: time, using: &generator)
        deal += 1
        story = Self.storyBeginning(game: game, puzzle: play.puzzle, at: time)
    }

    /// A story that begins at the table on show.
    static func storyBeginning(game: SetGame, puzzle: SetPuzzle?, at time: Double) -> SetStory {
        let shown = tableOnShow(game: game, puzzle: puzzle)
        return SetStory(puzzle?.variant ?? game.variant, table: shown.cards, chain: shown.chain, at: time)
    }

    /// The cards on show, as the story sees them: the puzzle's table, or the game's (once
    /// over, without the last Set found, which is taken as the game ends).
    var tableOnShow: (cards: [SetCard], chain: [SetCard]) { Self.tableOnShow(game: game, puzzle: puzzle) }

    static func tableOnShow(game: SetGame, puzzle: SetPuzzle?) -> (cards: [SetCard], chain: [SetCard]) {
        if let puzzle { return (puzzle.cards, []) }
        return game.isOver ? game.settledTable : (game.cardsInPlay, game.chain)
    }

    /// Whether Restart has a deal to deal again.
    public var canRestart: Bool { dealtFrom != nil || play.ghost != nil }

    /// Restart: the same game dealt again from its beginning, in the same mode (the same
    /// cards in the same order, the same puzzle table, the same computer).
    public mutating func restart(at time: Double, today: SetPuzzle.Day) {
        // A ghost race is dealt from its ghost, not from the random stream (which stays as it is).
        if let ghost = play.ghost { return race(ghost, at: time) }
        guard let dealtFrom else { return }
        generator = dealtFrom
        newGame(at: time, today: today)
    }

    /// Races `ghost`: its deal, dealt again.
    public mutating func race(_ ghost: SetGhost, at time: Double) {
        game = SetGame(.standard, deck: ghost.deck, at: time)
        play = .ghostRace(ghost)
        deal += 1
        story = Self.storyBeginning(game: game, puzzle: nil, at: time)
    }

    /// The table's id for `card` in this deal.
    public func id(of card: SetCard) -> Int { TableCardID.of(card: Int(card.index), inDeal: deal) }

    public mutating func shuffle() {
        game.shuffleCardsInPlay(using: &generator)
    }

    /// Keeps a solved table of the endless Puzzle among the best of its variant; returns its
    /// place (1 for a record), if any.
    mutating func recordPuzzle(_ variant: SetVariant, seconds: Double) -> Int? {
        Self.keep(seconds, among: &bestPuzzles[variant.rawValue, default: []])
    }

    /// Keeps a finished timed run among the best; returns its place (1 for a record), if any.
    mutating func recordRun(seconds: Double) -> Int? {
        Self.keep(seconds, among: &bestRuns)
    }

    /// Puts `seconds` among `best` (fastest first, a few kept); its place, if it stays.
    private static func keep(_ seconds: Double, among best: inout [Double]) -> Int? {
        best.append(seconds)
        best.sort()
        best = Array(best.prefix(bestRunsKept))
        return best.firstIndex(of: seconds).map { $0 + 1 }
    }
}

/// Saves from before modes existed hold only the game, the generator and perhaps the deal. The
/// mode's state is saved beside the mode (as it always was); a mode without its state is damage.
extension SetSession: Codable {
    enum CodingKeys: String, CodingKey {
        case mode, game, puzzle, computer, duel, ghost, drill, generator, dealtFrom, deal, bestRuns, bestPuzzles, story
        /// Saved under its first name: before the game clock a save held the outside time it was
        /// saved at, which is the same reading for the times saved beside it.
        case played = "savedAt"
    }

    public init(from decoder: any Decoder) throws {
        let saved = try decoder.container(keyedBy: CodingKeys.self)
        switch try saved.decodeIfPresent(SetMode.self, forKey: .mode) ?? .solo(.standard) {
        case .solo(let variant): play = .solo(variant)
        case .timedRun: play = .timedRun
        case .dailyPuzzle:
            let puzzle = try saved.decode(SetPuzzle.self, forKey: .puzzle)
            guard puzzle.day != nil else { throw Self.damage(saved, "a daily puzzle without its date") }  // not for people: a decoding error
            play = .dailyPuzzle(puzzle)
        case .puzzle(let variant):
            let puzzle = try saved.decode(SetPuzzle.self, forKey: .puzzle)
            guard puzzle.day == nil, puzzle.variant == variant, SetMode.puzzles.contains(variant) else {
                throw Self.damage(saved, "a puzzle table of another mode")  // not for people: a decoding error
            }
            play = .puzzle(puzzle)
        case .versusComputer: play = .versusComputer(try saved.decode(ComputerRival.self, forKey: .computer))
        case .twoPlayers: play = .twoPlayers(try saved.decode(SetDuel.self, forKey: .duel))
        case .ghostRace: play = .ghostRace(try saved.decode(SetGhost.self, forKey: .ghost))
        case .drill(let focus):
            let drill = try saved.decode(SetDrill.self, forKey: .drill)
            guard drill.focus == focus, SetDeck.standard.features.contains(focus), drill.puzzle.day == nil, drill.puzzle.variant == .standard else {
                throw Self.damage(saved, "a drill of another kind")  // not for people: a decoding error
            }
            play = .drill(drill)
        }
        game = try saved.decode(SetGame.self, forKey: .game)
        generator = try saved.decode(SeededGenerator.self, forKey: .generator)
        dealtFrom = try saved.decodeIfPresent(SeededGenerator.self, forKey: .dealtFrom)
        deal = try saved.decodeIfPresent(Int.self, forKey: .deal) ?? 1
        bestRuns = try saved.decodeIfPresent([Double].self, forKey: .bestRuns) ?? []
        bestPuzzles = try saved.decodeIfPresent([String: [Double]].self, forKey: .bestPuzzles) ?? [:]
        played = try saved.decodeIfPresent(Double.self, forKey: .played) ?? game.startedAt
        // A save from before stories, or a story that is not this table's, begins one here:
        // the game itself is not lost for its review.
        let opening = Self.storyBeginning(game: game, puzzle: play.puzzle, at: played)
        let story = try? saved.decodeIfPresent(SetStory.self, forKey: .story)
        self.story = story.flatMap { $0.variant == opening.variant && Set($0.tables.last!.cards) == Set(opening.tables[0].cards) ? $0 : nil }
            ?? opening
    }

    private static func damage(_ saved: KeyedDecodingContainer<CodingKeys>, _ what: String) -> DecodingError {
        .dataCorruptedError(forKey: .puzzle, in: saved, debugDescription: what)
    }

    public func encode(to encoder: any Encoder) throws {
        var save = encoder.container(keyedBy: CodingKeys.self)
        try save.encode(mode, forKey: .mode)
        try save.encode(game, forKey: .game)
        if play.drill == nil { try save.encodeIfPresent(puzzle, forKey: .puzzle) }
        try save.encodeIfPresent(computer, forKey: .computer)
        try save.encodeIfPresent(duel, forKey: .duel)
        try save.encodeIfPresent(play.ghost, forKey: .ghost)
        try save.encodeIfPresent(play.drill, forKey: .drill)
        try save.encode(generator, forKey: .generator)
        try save.encodeIfPresent(dealtFrom, forKey: .dealtFrom)
        try save.encode(deal, forKey: .deal)
        try save.encode(bestRuns, forKey: .bestRuns)
        try save.encode(bestPuzzles, forKey: .bestPuzzles)
        try save.encode(played, forKey: .played)
        try save.encode(story, forKey: .story)
    }
}
