import GameSupport
import SetCore

/// The game's story (see `SetStory`), kept as the game is played, for its review.
extension SetTableModel {
    /// After every change: the table on show joins the story, which ends with the game.
    func recordTable() {
        let shown = session.tableOnShow
        session.story.see(shown.cards, chain: shown.chain, at: session.puzzle == nil ? session.game.tableChangedAt : time)
        if isFinished { session.story.end(at: session.puzzle?.finishedAt ?? session.game.finishedAt ?? time) }
    }

    /// The story as the history keeps it: its JSON, or nil if it could not be written.
    var storyRecord: [UInt8]? { JSONBytes.encode(session.story) }
}
