import GameSupport
import GtkKit
import Motion

/// What the animator may see of a card table: where each card belongs, the cards' widgets, the
/// two layers it moves them in, and where the piles are. The table's grid, gestures and keyboard
/// focus are none of its business.
@MainActor
protocol AnimatedTable<Face>: AnyObject {
    associatedtype Face: Hashable & Sendable
    /// The widget whose frame clock paces the animation.
    var root: Overlay { get }
    /// The scrolled layer the cards' buttons lie in, and the layer over the whole page where
    /// stand-ins travel to and from the piles.
    var layer: Fixed { get }
    var flightLayer: Fixed { get }
    /// Where the layer's origin is in the flight layer (it moves as the table scrolls).
    var layerOffset: Point { get }
    /// Every card's place in the current layout, in layer coordinates.
    var targets: [(id: Int, frame: Rect)] { get }
    var cardIDs: [Int] { get }
    func widget(_ id: Int) -> CardWidget<Face>?
    /// Whether cards arrive face down and turn up on the way.
    var arrivalsTurnOver: Bool { get }
    /// The deck's and the discard pile's poses in layer coordinates, while they are on screen.
    var deckPose: CardPose? { get }
    var discardPose: CardPose? { get }
}
