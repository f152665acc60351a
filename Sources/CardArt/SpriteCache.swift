import CCairo
import MatchingCore
import SetStyle
import Synchronization

/// Small pictures drawn once and then copied: the symbols of a Set card at the current card
/// size, and the card paper. A table of 81 cards holds at most 27 different symbols (a 4Set
/// table of 24, in two sizes: four symbols are smaller), so drawing them as vectors hundreds of
/// times a frame (clipping stripes and dots and all) is wasted work; copying a cached image is a
/// fraction of it. Printing does not use the cache, so PDFs stay vector.
public final class SpriteCache: Sendable {
    /// What a sprite shows, with everything its pixels depend on.
    public enum Picture: Hashable, Sendable {
        /// A card's paper, edge and (if so) shadow.
        case paper(Color, shadow: Bool)
        /// A whole playing card, face up.
        case playingCard(PlayingCard)
        /// A whole card, face down.
        case back
        /// One symbol of a Set card, in a palette.
        case setSymbol(SetFace.Symbol, SetFace.Fill, SetFace.Ink, SetPalette)
    }

    /// A picture at a size in points, for a screen of `scale` pixels per point.
    public struct Key: Hashable, Sendable {
        public let picture: Picture
        public let width: Int
        public let height: Int
        public let scale: Int
    }

    private let sprites = Mutex<[Key: ImageSurface]>([:])
    private let capacity: Int

    public init(capacity: Int) { self.capacity = capacity }

    /// The sprite for `key`, drawing it with `draw` (in a canvas of `key`'s size in points) the
    /// first time.
    func sprite(_ key: Key, draw: (Canvas) -> Void) -> ImageSurface {
        if let cached = sprites.withLock({ $0[key] }) { return cached }
        let sprite = ImageSurface(width: key.width * key.scale, height: key.height * key.scale, scale: Double(key.scale))
        sprite.draw(draw)
        sprites.withLock { cache in
            // Sizes change when the window does: start afresh rather than keep every old size.
            if cache.count >= capacity { cache.removeAll() }
            cache[key] = sprite
        }
        return sprite
    }

    /// Lets go of the sprites whose picture `isUnwanted` names (a game's pictures while its tab
    /// is out of sight); they are drawn again when next needed.
    public func forget(where isUnwanted: (Picture) -> Bool) {
        sprites.withLock { cache in cache = cache.filter { !isUnwanted($0.key.picture) } }
    }

    /// Lets go of every sprite: called when a table comes to rest. What the cards on screen show
    /// stays (GTK's recording of a card keeps its own reference to the pictures it copied, until
    /// the card is drawn again); what goes is the rest: the sizes of layouts gone by (a table of
    /// 12 cards, then of 81, the pile they were gathered into), the cards gone, and what a
    /// burst of play (a whole game in one move) drew on its way. A card drawn again draws its
    /// sprites again, once for all the cards of that size.
    public func forgetAll() {
        sprites.withLock { $0.removeAll() }
    }

    public var count: Int { sprites.withLock { $0.count } }
}

extension Canvas {
    /// Copies `sprite` with its top-left corner at the device pixel nearest to (x, y), a point
    /// in the current user space: a whole-pixel copy, exact and sharp, sampled as `sampling`
    /// says when the drawing is shown transformed.
    func blitOnPixels(_ sprite: ImageSurface, at x: Double, _ y: Double) {
        let (x, y) = snappedToPixels(x, y)
        cairo_set_source_surface(cairo, sprite.surface, x, y)
        if sampling == .nearest { cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_NEAREST) }
        cairo_paint(cairo)
    }

    /// Whether the current transformation only translates: then whole-pixel sprites land on
    /// whole pixels and copying them is exact.
    var onlyTranslates: Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return matrix.xx == 1 && matrix.yy == 1 && matrix.xy == 0 && matrix.yx == 0
    }

    /// Rounds a user-space point to the nearest device pixel, back in user space.
    private func snappedToPixels(_ x: Double, _ y: Double) -> (Double, Double) {
        var deviceX = x, deviceY = y
        cairo_user_to_device(cairo, &deviceX, &deviceY)
        deviceX = deviceX.rounded()
        deviceY = deviceY.rounded()
        cairo_device_to_user(cairo, &deviceX, &deviceY)
        return (deviceX, deviceY)
    }
}
