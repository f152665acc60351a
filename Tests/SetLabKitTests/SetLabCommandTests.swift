import ArgumentParser
@testable import SetLabKit
import SetCore
import SetStyle
import Testing

@Suite struct SetLabCommandTests {
    /// The exit status and message `setlab` gives for a command line it rejects.
    func rejection(_ arguments: [String]) -> (status: Int32, message: String)? {
        do {
            var command = try SetLab.parseAsRoot(arguments)
            try command.validate()
            return nil
        } catch {
            return (SetLab.exitStatus(for: error), SetLab.message(for: error))
        }
    }

    @Test(arguments: [
        (["solve", "2RXD"], "'2RXD'"),
        (["solve", "1RSD", "2RTDX"], "'2RTDX'"),
        (["solve", "4RSD"], "'4RSD'"),
        (["solve", "1RSD", "1rsd"], "'1rsd' is given twice"),
        (["simulate", "--games", "0"], "--games"),
        (["simulate", "--games", "10", "--threads", "0"], "--threads"),
        (["simulate", "--games", "10", "--policy", "best"], "best"),
        (["simulate"], "--games"),
        (["random", "--cards", "82", "--samples", "5"], "--cards"),
        (["random", "--cards", "12", "--samples", "-1"], "--samples must be a positive number, not -1"),
        (["simulate", "--games", "-5"], "--games must be a positive number, not -5"),
        (["simulate", "--games", "9223372036854775807"], "--games must be at most 100000000"),
        (["simulate", "--games", "99999999999999999999999"], "99999999999999999999999"),
        (["simulate", "--games", "10", "--threads", "100000"], "--threads must be at most"),
        (["random", "--cards", "12", "--samples", "9223372036854775807"], "--samples must be at most"),
        (["bench", "--games", "-1"], "--games must be a positive number, not -1"),
        (["solve"], "give the cards to solve"),
        (["frobnicate"], "frobnicate"),
        (["puzzle", "2026-02-30"], "'2026-02-30' is not a date"),
        (["puzzle", "22/11/2026"], "YYYY-MM-DD"),
        (["puzzle"], "<date>"),
        (["puzzle", "2026-11-22", "--seed", "3"], "not both"),
        (["puzzle", "--seed", "3", "--variant", "giga"], "giga"),
    ])
    func badCommandLinesExitWith2AndNameTheProblem(arguments: [String], named: String) throws {
        let result = try #require(rejection(arguments))
        #expect(result.status == 2)
        #expect(result.message.contains(named))
    }

    @Test func aDuplicateAmongThousandsOfCardsIsFoundBeforeTheArgumentsAreParsed() throws {
        let deck = SetCard.deck.map(SetNotation.format)
        let tokens = (0..<16_000).map { deck[$0 % deck.count] }
        let problem = try #require(Solve.firstProblem(in: tokens))
        #expect(problem.message.contains("'\(deck[0])' is given twice"))
        #expect(Solve.firstProblem(in: deck) == nil, "the whole deck, each card once, is fine")
        #expect(Solve.firstProblem(in: ["--help"]) == nil, "options are left to the parser")
    }

    @Test func setlabRefusesThemWithStatus2() {
        #expect(SetLab.run(arguments: ["solve", "1RSD", "1RSD"]) == 2)
        #expect(SetLab.run(arguments: ["solve"]) == 2)
    }

    @Test func thePuzzleCommandPrintsTheDaysCardsAndItsSixSets() throws {
        let day = try PuzzleCommand.day(from: "2024-02-29")
        let lines = PuzzleCommand.report(for: day)
        let cards = SetPuzzle.cards(for: day)
        #expect(lines.first == "Puzzle of 2024-02-29: " + cards.map(SetNotation.format).joined(separator: " "))
        #expect(lines.count == 1 + 6 + 1)
        #expect(lines.last == "6 Sets")
    }

    @Test func aMalformedCardSaysWhichLetterIsWrong() throws {
        let result = try #require(rejection(["solve", "2RXD"]))
        #expect(result.message.contains("'X' is not a shading"))
    }

    @Test func goodCommandLinesParse() {
        #expect(rejection(["solve", "1RSD", "2gtq", "3POV"]) == nil)
        #expect(rejection(["simulate", "--games", "5", "--seed", "3", "--threads", "1", "--policy", "first", "--json"]) == nil)
        #expect(rejection(["random", "--cards", "12", "--samples", "10"]) == nil)
        #expect(rejection(["solve", "--variant", "ghost", "1RSD", "2gtq", "3POV"]) == nil)
        #expect(rejection(["random", "--variant", "junior", "--cards", "27", "--samples", "10"]) == nil)
        #expect(rejection(["random", "--variant", "junior", "--cards", "28", "--samples", "10"]) != nil, "Junior has 27 cards")
        #expect(rejection(["solve", "--variant", "giga", "1RSD"]) != nil, "an unknown variant")
        #expect(SetLab.run(arguments: ["solve", "--variant", "ghost", "1RSD", "2RSD", "3RSD", "1GSD", "1GSQ", "1GSV"]) == 0)
        #expect(SetLab.run(arguments: ["solve", "--variant", "ultra9", "1RSD", "2RSD", "3RSD", "1RSD"]) == 2, "a card given twice")
    }

    @Test func puzzleDealsATableOfTheEndlessPuzzleFromASeed() throws {
        let lines = PuzzleCommand.report(seed: 9, variant: .ultra9)
        #expect(lines.first?.hasPrefix("Puzzle table of seed 9 (ultra9): ") == true)
        let cards = try (lines.first ?? "").split(separator: ":")[1].split(separator: " ").map { try SetNotation.parse(String($0)) }
        #expect(cards.count == 9 && lines.count - 2 == SetVariant.ultra9.matches(among: cards).count && lines.count - 2 >= SetPuzzle.fewestMatches)
        #expect(lines.last == "\(lines.count - 2) UltraSets")
        #expect(PuzzleCommand.report(seed: 9, variant: .ultra9) == lines, "the same seed, the same table")
    }

    @Test func solveFindsTheMatchesOfTheVariantAsked() throws {
        // Two Sets side by side: one GhostSet, and no UltraSet among these six.
        let cards = try ["1RSD", "2RSD", "3RSD", "1GSD", "1GSQ", "1GSV"].map { try SetNotation.parse($0) }
        let ghosts = Solve.report(for: cards, variant: .ghost)
        #expect(ghosts.last == "1 GhostSet" && ghosts.count == 2)
        #expect(SetVariant.ghost.isMatch(try ghosts[0].split(separator: " ").map { try SetNotation.parse(String($0)) }))
        let ultras = Solve.report(for: cards, variant: .ultra)
        #expect(ultras.last == "\(ultras.count - 1) UltraSet" + (ultras.count == 2 ? "" : "s"))
        #expect(ultras.dropLast().allSatisfy { line in
            (try? line.split(separator: " ").map { try SetNotation.parse(String($0)) }).map { SetVariant.ultra.isMatch($0) } == true
        })
    }

    @Test func solveListsEverySetThenTheCount() throws {
        let cards = try ["1RSD", "2RSD", "3RSD", "1GTQ", "2POV"].map { try SetNotation.parse($0) }
        let lines = Solve.report(for: cards)
        // 1RSD 2RSD 3RSD, and 1GTQ 2POV with 3RSD (all numbers, colours, shadings, shapes differ).
        #expect(Set(lines.dropLast()) == ["1RSD 2RSD 3RSD", "1GTQ 2POV 3RSD"])
        #expect(lines.last == "2 Sets")
    }

    @Test func solveWithNoSetSaysSo() throws {
        let cards = try ["1RSD", "2RSD"].map { try SetNotation.parse($0) }
        #expect(Solve.report(for: cards) == ["0 Sets"])
    }
}
