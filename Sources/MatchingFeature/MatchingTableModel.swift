import CardTable
import GameSupport
import MatchingCore
import Localization

/// The Cards tab's view model: choices in, game updated and saved, presentation out.
@MainActor
public final class MatchingTableModel {
    public private(set) var session: MatchingSession
    public var onChange: (@MainActor () -> Void)?
    /// The save and the statistics: problems for the player, finished games (once each).
    public let record: GameRecord<MatchingSession>
    /// What the player's latest choice did (nil after anything else), for the view to animate.
    public private(set) var latestChoice: MatchingChoice?
    /// The ids the cards of `latestChoice` had when it was made.
    public private(set) var latestChoiceIDs: [Int] = []
    /// The wall clock dates finished games (the matching game has no clock of its own); the
    /// monotonic one paces the computer.
    let clocks: Clocks
    /// The player is away from the game: the computer waits.
    public internal(set) var isAway = false
    /// When the latest change was made, from which the computer's next card is timed.
    var computerWaitingSince: Double?

    /// The first deal (when nothing is saved) is `mode`, for `players`, on a table of `size`.
    public init(seed: UInt64, slot: SaveSlot, clocks: Clocks, mode: MatchingGame.Mode = .twoCards, players: MatchingPlayers = .solo,
                size: MatchingTableSize = .medium) {
        self.clocks = clocks
        record = GameRecord(slot: slot, name: trc("game", "Cards"))
        session = record.saved ?? MatchingSession(seed: seed, mode: mode, players: players, size: size)
        record.restored(finished: session.game.isOver)
        computerWaitingSince = clocks.monotonic()
    }

    public var presentation: MatchingPresentation {
        var shown = MatchingPresentation(session)
        shown.table.sound = latestSound
        return shown
    }
    /// The sound of the latest change that had one: a match, a miss, a deal.
    private var latestSound: TableSound?
    private var soundSerial = 0
    public var game: MatchingGame { session.game }

    public func choose(cardID: Int) {
        guard let position = session.game.table.indices.first(where: { session.id(ofPosition: $0) == cardID }) else { return }
        choose(at: position)
    }

    /// Carries out a command from the table; returns whether it did anything (Esc with no card
    /// to turn down does nothing). There is no dealing on demand in this game.
    @discardableResult
    public func perform(_ command: TableCommand) -> Bool {
        switch command {
        case .choose(let position): choose(shownAt: position)
        case .clearChoice:
            // At a shared table a card up stays up: turning it back would be a free look.
            guard hasFaceUpCards, !session.turns.isShared else { return false }
            turnFaceUpCardsDown()
        case .shuffle:
            // At a shared table a shuffle would wipe out what everyone remembers.
            guard !session.turns.isShared else { return false }
            shuffle()
        case .dealThreeMore, .toggleGather: return false
        }
        return true
    }

    /// Chooses the card shown at `index` in grid order (keyboard play).
    public func choose(shownAt index: Int) {
        let positions = presentation.positions
        guard positions.indices.contains(index) else { return }
        choose(at: positions[index])
    }

    private func choose(at position: Int) {
        guard !session.isComputersTurn else { return }
        change { $0.choose(at: position) }
    }

    /// The computer plays its next card now (`advance(to:)` does when it is due).
    public func playComputersCard() {
        guard session.isComputersTurn else { return }
        change { $0.computerMove() }
    }

    /// Esc: turns the face-up cards that are not matched back down (which is free).
    /// Whether any card lies face up unmatched (so that Esc has something to turn down).
    public var hasFaceUpCards: Bool { !session.game.faceUpUnmatched.isEmpty }

    public func turnFaceUpCardsDown() {
        guard !session.turns.isShared else { return }
        change { session in
            for position in session.game.faceUpUnmatched { session.choose(at: position) }
            return nil
        }
    }

    public func redeal(mode: MatchingGame.Mode? = nil, players: MatchingPlayers? = nil, size: MatchingTableSize? = nil) {
        change(sounding: .dealt) { $0.redeal(mode: mode, players: players, size: size); return nil }
    }
    public func shuffle() {
        guard !session.turns.isShared else { return }
        change { $0.shuffle(); return nil }
    }
    /// Ctrl+R: the same deal again.
    public func restart() { change(sounding: .dealt) { $0.restart(); return nil } }
    public var canRestart: Bool { session.dealtFrom != nil }

    /// Whether a new deal would throw away a game under way.
    public var hasProgress: Bool {
        guard !session.game.isOver else { return false }
        let turns = session.turns
        return session.game.table.contains { $0.isFaceUp || $0.isMatched } || turns.isShared && (turns.current != 0 || turns.scores.contains { $0 != 0 })
    }

    /// Applies `body`, notes the choice it made (if any), saves, and tells the view.
    private func change(sounding dealt: TableSound.Kind? = nil, _ body: (inout MatchingSession) -> MatchingChoice?) {
        latestChoice = body(&session)
        let kind: TableSound.Kind? = switch latestChoice {
        case .matched?: .match
        case .mismatched?: .miss
        default: dealt
        }
        if let kind {
            soundSerial += 1
            latestSound = TableSound(kind, serial: soundSerial)
        }
        let cards: [PlayingCard]
        switch latestChoice {
        case .matched(let group, _)?, .mismatched(let group, _)?: cards = group
        default: cards = []
        }
        latestChoiceIDs = session.game.table.indices.filter { cards.contains(session.game.table[$0].card) }
            .map(session.id(ofPosition:))
        computerWaitingSince = clocks.monotonic()
        record.save(session)
        record.report(finished: session.game.isOver, finishedGame)
        onChange?()
    }

    /// The game on the table as the statistics keep it.
    private var finishedGame: FinishedGame {
        let matched = session.game.table.filter(\.isMatched).count
        // The mode, with the table size and the players where they are not the first ones.
        let turns = session.turns
        let parts = [session.game.mode == .twoCards ? N_("2 Cards") : N_("3 Cards")]
            + (session.size == .medium ? [] : [session.size.titleKey]) + (turns.isShared ? [session.players.titleKey] : [])
        let mode = FinishedGame.storedMode(parts: parts)
        guard turns.isShared else {
            return FinishedGame(game: .cards, mode: mode, finishedAt: clocks.wall(), seconds: nil,
                                score: session.game.score, found: matched, hintsUsed: 0, won: true,
                                result: fillIn(tr("%1$@ of %2$@ cards matched"), matched, session.game.table.count))
        }
        // Against the computer, the player's own score and whether they won; at a table of
        // players, the best score.
        let words = MatchingPlayerWords(turns: turns)
        let seat = words.againstComputer ? 0 : turns.leaders[0]
        return FinishedGame(game: .cards, mode: mode, finishedAt: clocks.wall(),
                            seconds: nil, score: turns.scores[seat], found: turns.matches[seat] * session.game.mode.rawValue, hintsUsed: 0,
                            won: !words.againstComputer || turns.leaders == [0], result: words.result)
    }
}
