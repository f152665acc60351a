#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Localization

/// Saving and loading a game's state as JSON in a `SaveSlot`, with messages for the player when
/// something goes wrong. A save that cannot be read is set aside, never overwritten unseen.
public enum SavedGame<Value: Codable> {
    /// The saved value, or nil (with a message when there was something that could not be used).
    /// `unread` says a save is there that could not be read at all: it is left in place, and the
    /// game must not write over it until the player plays the new game.
    public static func load(from slot: SaveSlot, name: String) -> (value: Value?, problem: String?, unread: Bool) {
        let bytes: [UInt8]?
        do { bytes = try slot.read() } catch {
            return (nil, fillIn(tr("Your saved %1$@ game could not be read, so a new game was started. The save was left where it was."), name),
                    true)
        }
        guard let bytes else { return (nil, nil, false) }
        do {
            return (try JSONDecoder().decode(Value.self, from: Data(bytes)), nil, false)
        } catch {
            let kept = (try? slot.setAside()) ?? tr("where it was")
            return (nil, fillIn(tr("Your saved %1$@ game was damaged, so a new game was started. It was kept %2$@."), name, kept), false)
        }
    }

    /// Saves `value`; returns a message for the player if that failed.
    public static func save(_ value: Value, to slot: SaveSlot, name: String) -> String? {
        do {
            try slot.write(Array(try JSONEncoder().encode(value)))
            return nil
        } catch {
            return fillIn(tr("Your %1$@ game could not be saved."), name)
        }
    }
}
