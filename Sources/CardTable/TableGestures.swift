/// What a gesture on the table means, decided from its plain numbers so it can be tested
/// without a touchscreen (Xvfb has none). Every gesture also has a key and a mouse equivalent.
public enum TableGestures {
    /// A flick down the table deals three more cards: fast, and mostly downwards.
    public static func swipe(velocityX: Double, velocityY: Double) -> TableCommand? {
        velocityY > 700 && velocityY > 2 * abs(velocityX) ? .dealThreeMore : nil
    }

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
