/// Which side of a card is up: its back, or its face.
public enum CardSide<Face: Hashable & Sendable>: Hashable, Sendable {
    case back
    case face(Face)
}
