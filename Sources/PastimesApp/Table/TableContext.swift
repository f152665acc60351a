import CardArt
import CardTable

/// What every card table is handed when it is built, rather than reading globals: the player's
/// preferences for how cards move and which keys choose them (the app keeps them in step with
/// GSettings; tables read them as they act), and the cache of card pictures they draw from.
@MainActor
final class TableContext {
    /// Multiplies every card animation's duration (1 normal, 2 relaxed, 0 none).
    var animationScale = 1.0
    var keyLayout: TableKeys.Layout = .qwerty
    let sprites: SpriteCache
    /// The tables' sound effects (nil: silent, as in the tests of the settings).
    let sounds: TableSoundBoard?

    init(sprites: SpriteCache, sounds: TableSoundBoard? = nil) {
        self.sprites = sprites
        self.sounds = sounds
    }
}
