import CardTable
import GameSupport
import SetCore
import SetFeature
import SetStyle
import Localization

/// A Together game as one player's Set tab shows it: the shared table with this player's
/// choice, the last claim and the chain marked (or the Puzzle's found matches under it), this
/// player's score, and everybody's on the sideline.
extension SetPresentation {
    public init(together table: TogetherTable, theme: SetTheme) {
        let state = table.state
        let claim = state.lastClaim
        let claimed = claim?.cards ?? []
        let words = state.variant.words
        let found = state.puzzle?.found ?? []
        self.init(judgedElsewhere: state.table, selection: table.selection, judged: claimed, wasSet: claim?.wasSet == true,
                  deal: TogetherModel.deal, theme: theme, chain: state.chain) { card in
            let inFound = found.filter { $0.contains(card) }.count
            return inFound > 0 ? [words.inFound(inFound)] : []
        }
        let mine = state.player(table.me)
        score = mine?.score ?? 0
        setsFound = mine?.sets ?? 0
        showsHint = false
        let shared = SharedTableWords(state.variant.rule)
        self.table.deckCount = state.deckCount
        self.table.discardCount = max(0, state.variant.deck.count - state.deckCount - state.table.count)
        // The last match taken tops the discard pile, as in solo play (the chain's stays on the table).
        self.table.discardTop = claim?.wasSet == true && state.chain.isEmpty ? claimed.map { ThemedSetFace(SetFace($0), theme: theme) } : []
        self.table.scoreText = table.isWatching ? tr("Watching") : fillIn(tr("Score: %1$@"), signed(score, plus: false))
        self.table.detailText = [fillIn(trn("%1$@ card in the deck", "%1$@ cards in the deck", state.deckCount), state.deckCount),
                                 fillIn(tr("%1$@ found"), setsFound)].joined(separator: " · ")
        if let puzzle = state.puzzle {
            // One table, every match on it to be found: no deck; the matches found shown under it.
            self.table.showsPiles = false
            self.table.detailText = words.progress(puzzle.found.count, of: puzzle.matchCount)
            self.table.foundGroups = puzzle.found.map { match in match.map { ThemedSetFace(SetFace($0), theme: theme) } }
            self.table.foundPlaces = puzzle.matchCount
            self.table.foundDescription = puzzle.found.isEmpty ? words.noneFoundYet : puzzle.found.enumerated().map { index, match in
                "\(index + 1). " + match.map { theme.spokenName($0) }.joined(separator: Note.separator)
            }.joined(separator: "\n")
        }
        self.table.sideline = state.players.map { player in
            let standing = player.gone ? tr("left") : !player.connected ? tr("reconnecting…") : player.watching ? tr("watching") : nil
            let line = fillIn(tr("%1$@: %2$@, score %3$@"), Self.name(of: player, me: table.me), shared.count(player.sets),
                              signed(player.score, plus: false))
            return standing.map { fillIn(tr("%1$@ (%2$@)"), line, $0) } ?? line
        }.joined(separator: "\n")
        self.table.status = Self.news(of: claim, in: state, me: table.me)
        if table.isWatching, state.phase == .playing {
            let watching = tr("The game had begun when you came: watch this one, and play the next.")
            self.table.status = claim == nil ? watching : self.table.status + " " + watching
        }
        if state.phase == .lobby {
            // Nothing is dealt yet: no deck, no discard pile, no numbers under the lobby, whose
            // own list shows who has joined.
            self.table.showsPiles = false
            self.table.detailText = ""
            self.table.scoreText = ""
            self.table.sideline = ""
            self.table.foundPlaces = 0
        }
        self.table.gameOver = Self.ending(of: state, me: table.me)
    }

    /// What the last claim did, in words.
    static func news(of claim: TogetherState.Claim?, in state: TogetherState, me: PlayerID) -> String {
        guard let claim, let player = state.player(claim.player) else {
            guard state.phase == .lobby else { return state.rules.instructions }
            return me == 0 ? tr("Start the game when everybody has joined.") : tr("Waiting for the host to start the game.")
        }
        let words = SharedTableWords(state.variant.rule)
        if claim.player == me { return claim.wasSet ? words.youFound : words.youMissed }
        return fillIn(claim.wasSet ? words.theyFound : words.theyMissed, name(of: player, me: me))
    }

    static func ending(of state: TogetherState, me: PlayerID) -> TablePresentation<ThemedSetFace>.GameOver? {
        switch state.ending {
        case nil: return nil
        case .hostLeft: return .init(title: tr("Game Over"), summary: tr("The host left, so the game has ended."))
        case .deckOut, .solved:
            // Those who only watched neither win nor share a win.
            let best = state.contenders.map(\.score).max() ?? 0
            let winners = state.contenders.filter { $0.score == best }.map { name(of: $0, me: me) }
            let solved = state.ending == .solved
            let summary = winners.count == 1
                ? fillIn(solved ? tr("Every match on the table is found. %1$@ won with %2$@ points.") : tr("No Sets are left. %1$@ won with %2$@ points."),
                         winners[0], best)
                : fillIn(solved ? tr("Every match on the table is found. %1$@ share the win with %2$@ points.")
                         : tr("No Sets are left. %1$@ share the win with %2$@ points."), winners.joined(separator: Note.separator), best)
            let title = solved ? tr("Table Solved") : tr("Game Over")
            // The host deals the next game (the Puzzle's next table); the others wait for it here (or leave for their own).
            guard me != 0 else { return .init(title: title, summary: summary, playAgainLabel: solved ? tr("Next Table") : nil) }
            let wait = solved ? tr("Stay for the host's next table, or choose a mode to play alone.")
                : tr("Stay for the host's next game, or choose a mode to play alone.")
            return .init(title: title, summary: summary + " " + wait, offersPlayAgain: false)
        }
    }

    /// A player as this screen names them: "You", their name, their number, or the computer by
    /// its level. A name that reads as this screen's own words for a player ("You", "Player
    /// 3"), in this language or in English, is not shown: nobody passes for this player, or for
    /// another seat.
    static func name(of player: TogetherState.Player, me: PlayerID) -> String {
        if player.id == me { return tr("You") }
        if let level = player.computer { return SetMode.versusComputer(level).title }
        let byNumber = fillIn(tr("Player %1$@"), player.id + 1)
        return player.name.isEmpty || readsAsOwnWords(player.name) ? byNumber : player.name
    }

    private static func readsAsOwnWords(_ name: String) -> Bool {
        let name = name.lowercased()
        let english = "You"   // not for people: the English word, whatever this screen's language
        let numbered = (1...TogetherState.maximumPlayers).flatMap { [fillIn(tr("Player %1$@"), $0), "player \($0)"] }
        let computers = SetOpponent.Level.allCases.map { SetMode.versusComputer($0).title.lowercased() }
        return ([tr("You"), english] + numbered).contains { $0.lowercased() == name } || computers.contains(name)
    }
}
