import GameSupport
import SetCore

/// The game's story (see `SetStory`), kept as the game is played, for its review.
extension SetTableModel {
    /// After every change: the table on show joins the story, which ends with the game.
    func recordTable() {
        let shown = session.tableOnShow
        // A table dealt or left by a Set lay from then; a puzzle's, or the one a game ends on,
        // from now.
        let fromNow = session.puzzle != nil || session.game.isOver
        session.story.see(shown.cards, chain: shown.chain, at: fromNow ? time : session.game.tableChangedAt)
        if isFinished { session.story.end(at: session.puzzle?.finishedAt ?? session.game.finishedAt ?? time) }
    }

    /// The story as the history keeps it: its JSON, or nil if it could not be written.
    var storyRecord: [UInt8]? { JSONBytes.encode(session.story) }
}
