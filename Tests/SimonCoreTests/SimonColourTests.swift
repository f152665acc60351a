import Foundation
import GameSupport
import SimonCore
import Testing

/// Choose Your Colour, the toy's game 3: pads owned by players, who go out for a wrong press or a
/// pad of theirs left unpressed, until one is left.
@Suite struct SimonColourTests {
    func started(players: Int, target: Int = 8, seed: UInt64 = 3) -> (SimonGame, SeededGenerator) {
        var game = SimonGame(mode: .chooseYourColour, target: target, players: players)
        var generator = SeededGenerator(seed: seed)
        game.start(using: &generator)
        game.finishPlayback()
        return (game, generator)
    }

    /// A pad of the board that is not `pad` and belongs to `player`.
    func pad(of player: Int, other pad: SimonPad, in game: SimonGame) -> SimonPad? {
        game.pads(of: player).first { $0 != pad && game.isInPlay($0) }
    }

    @Test(arguments: [
        (2, [[SimonPad.green, .yellow], [.red, .blue]]),
        (3, [[.green, .blue], [.red], [.yellow]]),
        (4, [[.green], [.red], [.yellow], [.blue]]),
    ])
    func padsAreDealtRoundThePlayersEveryPadOwnedOnce(players: Int, expected: [[SimonPad]]) {
        let game = SimonGame(mode: .chooseYourColour, players: players)
        #expect((0..<players).map(game.pads(of:)) == expected)
    }

    @Test func theOtherGamesHaveOnePlayerAndNoOwners() {
        for mode in SimonMode.allCases where mode != .chooseYourColour {
            let game = SimonGame(mode: mode, players: 4)
            #expect(game.players == 1)
            #expect(SimonPad.allCases.allSatisfy { game.owner(of: $0) == nil && game.isInPlay($0) })
        }
        #expect(SimonGame(mode: .chooseYourColour, players: 9).players == 4)
        #expect(SimonGame(mode: .chooseYourColour, players: 0).players == 2)
    }

    @Test func aPadPressedOutOfTurnPutsItsOwnerOut() throws {
        var (game, _) = started(players: 3)
        let due = game.sequence[0]
        let dueOwner = try #require(game.owner(of: due))
        let other = (dueOwner + 1) % 3
        let wrong = try #require(game.pads(of: other).first)
        #expect(game.press(wrong) == .out)
        #expect(game.outPlayers == [other])
        #expect(game.phase == .playerOut(player: other, expected: due))
        #expect(!game.isInPlay(wrong))
        #expect(game.playersIn.count == 2)
    }

    @Test func aPlayerWhoLetsTheirPadGoByIsOut() throws {
        var (game, _) = started(players: 4)
        let due = game.sequence[0]
        game.timeOut()
        #expect(game.outPlayers == [try #require(game.owner(of: due))])
        #expect(game.ranOutOfTime)
        #expect(game.isPlayerOut)
    }

    @Test func theOthersPlayOnWithANewSequenceOfTheirPadsAlone() throws {
        var (game, generator) = started(players: 4, target: 31)
        let due = game.sequence[0]
        game.timeOut()
        let out = try #require(game.outPlayers.first)
        #expect(game.press(due) == .ignored)
        game.start(using: &generator)
        #expect(game.phase == .playingBack && game.round == 1)
        #expect(game.sequence.count == 31)
        #expect(!game.sequence.contains(due))
        #expect(game.outPlayers == [out])
        #expect(game.longestEntered == 0)
    }

    @Test func theLastPlayerLeftWins() throws {
        var (game, generator) = started(players: 3, target: 31)
        game.timeOut()
        game.start(using: &generator)
        game.finishPlayback()
        let due = game.sequence[0]
        let wrongOwner = try #require(game.playersIn.first { $0 != game.owner(of: due) })
        #expect(game.press(try #require(game.pads(of: wrongOwner).first)) == .won)
        #expect(game.phase == .won)
        #expect(game.winners == [try #require(game.owner(of: due))])
        #expect(game.winners.count == 1)
    }

    @Test func playersStillInWhenTheWholeSequenceIsRepeatedShareTheWin() {
        var (game, _) = started(players: 2, target: 3)
        for round in 1...3 {
            for pad in game.sequence.prefix(round) { game.press(pad) }
            game.finishPlayback()
        }
        #expect(game.phase == .won)
        #expect(game.winners == [0, 1])
    }

    @Test func aNewGameBringsEveryoneBack() {
        var (game, generator) = started(players: 2)
        game.timeOut()
        #expect(game.phase == .won)
        game.start(using: &generator)
        #expect(game.outPlayers.isEmpty && game.playersIn == [0, 1])
    }

    @Test func aSaveRoundTripsAndAHostileOneIsRefused() throws {
        var (game, _) = started(players: 4)
        game.timeOut()
        let data = try JSONEncoder().encode(game)
        #expect(try JSONDecoder().decode(SimonGame.self, from: data) == game)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for hostile: Any in [[0, 0], [7], [0, 1, 2, 3], [-1]] {
            object["outPlayers"] = hostile
            let bytes = try JSONSerialization.data(withJSONObject: object)
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(SimonGame.self, from: bytes) }
        }
    }

    @Test func restartAfterPlayOnBringsEveryoneBackOnTheFirstSequence() throws {
        var (game, generator) = started(players: 3, target: 31)
        let first = game.sequence
        game.timeOut()
        game.start(using: &generator)
        #expect(game.sequence != first)
        game.restart()
        #expect(game.sequence == first && game.outPlayers.isEmpty && game.round == 1)
        let data = try JSONEncoder().encode(game)
        #expect(try JSONDecoder().decode(SimonGame.self, from: data).opening == first)
    }

    @Test func aSavedPlayerOutThatTheRulesCouldNotReachIsRefused() throws {
        var (game, _) = started(players: 3)
        game.timeOut()
        let data = try JSONEncoder().encode(game)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let out = game.outPlayers[0]
        for phase: Any in [["playerOut": ["player": Int.max, "expected": 0]], ["playerOut": ["player": (out + 1) % 3, "expected": 0]],
                           ["playerOut": ["player": out]]] {
            var hostile = object
            hostile["phase"] = phase
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(SimonGame.self, from: JSONSerialization.data(withJSONObject: hostile)) }
        }
        var lastOneIn = object
        lastOneIn["outPlayers"] = [0, 1]
        lastOneIn["phase"] = ["awaitingInput": [:] as [String: Any]]
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SimonGame.self, from: JSONSerialization.data(withJSONObject: lastOneIn)) }
    }

    @Test func aSavedSequenceThatPlaysAnOutPlayersPadIsRefused() throws {
        var (game, generator) = started(players: 4)
        game.timeOut()
        let out = try #require(game.outPlayers.first)
        game.start(using: &generator)
        var object = try #require(try JSONSerialization.jsonObject(with: try JSONEncoder().encode(game)) as? [String: Any])
        object["sequence"] = Array(repeating: game.pads(of: out)[0].rawValue, count: 8)
        let bytes = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SimonGame.self, from: bytes) }
    }

    @Test(arguments: SimonMode.allCases)
    func restartPlaysTheSameGameFromItsFirstRound(mode: SimonMode) {
        var game = SimonGame(mode: mode, target: 5, players: 3)
        var generator = SeededGenerator(seed: 9)
        #expect(!game.canRestart, "nothing to play again before a game")
        game.start(using: &generator)
        if mode == .twoPlayerRecord {
            for pad in [SimonPad.red, .green, .blue, .blue, .yellow] { game.press(pad) }
            game.start(using: &generator)
        }
        game.finishPlayback()
        game.press(game.sequence[0])
        if mode == .playerAdds { game.press(.blue) }
        let first = game.sequence[0], whole = game.sequence
        game.timeOut()
        #expect(game.canRestart)
        game.restart()
        #expect(game.phase == .playingBack && game.round == 1 && game.outPlayers.isEmpty && game.longestEntered == 0)
        #expect(game.sequence.first == first)
        if mode != .playerAdds { #expect(game.sequence == whole) } else { #expect(game.sequence == [first]) }
    }
}
