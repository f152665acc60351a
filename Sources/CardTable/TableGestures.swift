/// What a gesture on the table means, decided from its plain numbers so it can be tested
/// without a touchscreen (Xvfb has none). Every gesture also has a key and a mouse equivalent.
public enum TableGestures {
    /// A flick down the table deals three more cards: far, fast, and mostly downwards, wherever
    /// it starts (on a card too). A press that moves less stays what it was: a card's choice.
    public static func flick(distanceX: Double, distanceY: Double, seconds: Double) -> TableCommand? {
        guard isFlickDown(distanceX: distanceX, distanceY: distanceY), seconds > 0 else { return nil }
        return distanceY / seconds > 700 ? .dealThreeMore : nil
    }

    /// Whether a press has moved far enough, mostly down, to be a flick rather than a click.
    public static func isFlickDown(distanceX: Double, distanceY: Double) -> Bool {
        distanceY >= flickDistance && distanceY > 2 * abs(distanceX)
    }

    /// How far a flick must go, in pixels: well past a click's wobble.
    public static let flickDistance = 60.0

    /// Turning two fingers like a knob by more than 30° shuffles the cards.
    public static func rotation(totalRadians: Double) -> TableCommand? {
        abs(totalRadians) > .pi / 6 ? .shuffle : nil
    }

    /// How far cards are drawn in for a pinch: 1 where the fingers started, 0 when they meet.
    /// Pinching in to 60 % of the start gathers the cards completely.
    public static func spread(forPinchScale scale: Double) -> Double {
        min(1, max(0, (scale - 0.6) / 0.4))
    }

    /// Whether a pinch that ended at `scale` leaves the cards gathered.
    public static func gathers(atPinchScale scale: Double) -> Bool { scale < 0.8 }

    /// Ctrl + scroll wheel does what a pinch does, a step at a time: down draws the cards in.
    public static func spread(afterScroll deltaY: Double, from spread: Double) -> Double {
        min(1, max(0, spread - deltaY * 0.25))
    }
}
