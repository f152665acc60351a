/// A short sound a card table plays for what just happened: a match taken (a Set, a pair), a
/// choice that did not match, cards dealt. `serial` tells one sound from the next of the same
/// kind: a table plays a sound once, when its serial is new.
public struct TableSound: Equatable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case match, miss, dealt
    }

    public let kind: Kind
    public let serial: Int

    public init(_ kind: Kind, serial: Int) {
        self.kind = kind
        self.serial = serial
    }
}
