import CardTable
import GameSupport
import SetCore
import SetFeature
import SetStyle
import Localization

/// A Together game as one player's Set tab shows it: the shared table with this player's
/// choice and the last claim marked, this player's score, and everybody's on the sideline.
extension SetPresentation {
    public init(together table: TogetherTable, theme: SetTheme) {
        let state = table.state
        let claim = state.lastClaim
        let claimed = claim.map { $0.cards.compactMap(SetCard.init(index:)) } ?? []
        self.init(judgedElsewhere: state.table, selection: table.selection, judged: claimed, wasSet: claim?.wasSet == true,
                  deal: TogetherModel.deal, theme: theme)
        let mine = state.player(table.me)
        score = mine?.score ?? 0
        setsFound = mine?.sets ?? 0
        showsHint = false
        self.table.deckCount = state.deckCount
        self.table.discardCount = state.variant.deck.count - state.deckCount - state.table.count
        // The last Set taken tops the discard pile, as in solo play.
        self.table.discardTop = claim?.wasSet == true ? claimed.map { ThemedSetFace(SetFace($0), theme: theme) } : []
        self.table.scoreText = table.isWatching ? tr("Watching") : fillIn(tr("Score: %1$@"), signed(score, plus: false))
        self.table.detailText = [fillIn(trn("%1$@ card in the deck", "%1$@ cards in the deck", state.deckCount), state.deckCount),
                                 fillIn(tr("%1$@ found"), setsFound)].joined(separator: " · ")
        self.table.sideline = state.players.map { player in
            let standing = player.gone ? tr("left") : !player.connected ? tr("reconnecting…") : player.watching ? tr("watching") : nil
            let line = fillIn(tr("%1$@: %2$@, score %3$@"), Self.name(of: player, me: table.me), Self.sets(player.sets),
                              signed(player.score, plus: false))
            return standing.map { fillIn(tr("%1$@ (%2$@)"), line, $0) } ?? line
        }.joined(separator: "\n")
        self.table.status = Self.news(of: claim, in: state, me: table.me)
        if table.isWatching, state.phase == .playing, claim == nil {
            self.table.status = tr("The game had begun when you came: watch this one, and play the next.")
        }
        if state.phase == .lobby {
            // Nothing is dealt yet: no deck, no discard pile, no numbers under the lobby, whose
            // own list shows who has joined.
            self.table.showsPiles = false
            self.table.detailText = ""
            self.table.scoreText = ""
            self.table.sideline = ""
        }
        self.table.gameOver = Self.ending(of: state, me: table.me)
    }

    /// What the last claim did, in words.
    static func news(of claim: TogetherState.Claim?, in state: TogetherState, me: PlayerID) -> String {
        guard let claim, let player = state.player(claim.player) else {
            guard state.phase == .lobby else { return "" }
            return me == 0 ? tr("Start the game when everybody has joined.") : tr("Waiting for the host to start the game.")
        }
        if claim.player == me { return claim.wasSet ? tr("You found a Set.") : tr("Not a Set: a point off.") }
        let name = name(of: player, me: me)
        return fillIn(claim.wasSet ? tr("%1$@ found a Set.") : tr("%1$@ chose three cards that are not a Set."), name)
    }

    static func ending(of state: TogetherState, me: PlayerID) -> TablePresentation<ThemedSetFace>.GameOver? {
        switch state.ending {
        case nil: return nil
        case .hostLeft: return .init(title: tr("Game Over"), summary: tr("The host left, so the game has ended."))
        case .deckOut:
            // Those who only watched neither win nor share a win.
            let best = state.contenders.map(\.score).max() ?? 0
            let winners = state.contenders.filter { $0.score == best }.map { name(of: $0, me: me) }
            let summary = winners.count == 1 ? fillIn(tr("No Sets are left. %1$@ won with %2$@ points."), winners[0], best)
                : fillIn(tr("No Sets are left. %1$@ share the win with %2$@ points."), winners.joined(separator: Note.separator), best)
            // The host deals the next game; the others wait for it here (or leave for their own).
            guard me != 0 else { return .init(title: tr("Game Over"), summary: summary) }
            return .init(title: tr("Game Over"), summary: summary + " " + tr("Stay for the host's next game, or choose a mode to play alone."),
                         offersPlayAgain: false)
        }
    }

    /// A player as this screen names them: "You", their name, or their number. A name that
    /// reads as this screen's own words for a player ("You", "Player 3"), in this language or in
    /// English, is not shown: nobody passes for this player, or for another seat.
    static func name(of player: TogetherState.Player, me: PlayerID) -> String {
        if player.id == me { return tr("You") }
        let byNumber = fillIn(tr("Player %1$@"), player.id + 1)
        return player.name.isEmpty || readsAsOwnWords(player.name) ? byNumber : player.name
    }

    private static func readsAsOwnWords(_ name: String) -> Bool {
        let name = name.lowercased()
        let english = "You"   // not for people: the English word, whatever this screen's language
        let numbered = (1...TogetherState.maximumPlayers).flatMap { [fillIn(tr("Player %1$@"), $0), "player \($0)"] }
        return ([tr("You"), english] + numbered).contains { $0.lowercased() == name }
    }
}
