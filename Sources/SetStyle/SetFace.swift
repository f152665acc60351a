import SetCore

/// The classic look of a Set card: how many symbols, in which ink, filled how, of which shape.
///
/// This is the one place that decides which abstract feature of a `SetCard` is drawn as what;
/// another theme could map the same features to penguins. Drawing, accessible names and the
/// `setlab` card notation all go through it.
public struct SetFace: Hashable, Sendable {
    public enum Count: Int, CaseIterable, Sendable { case one = 1, two, three }
    public enum Ink: CaseIterable, Sendable { case red, green, purple }
    public enum Fill: CaseIterable, Sendable { case solid, striped, open }
    public enum Symbol: CaseIterable, Sendable { case diamond, squiggle, oval }

    public var count: Count
    public var ink: Ink
    public var fill: Fill
    public var symbol: Symbol

    public init(count: Count, ink: Ink, fill: Fill, symbol: Symbol) {
        self.count = count; self.ink = ink; self.fill = fill; self.symbol = symbol
    }

    public init(_ card: SetCard) {
        count = Count.allCases[Int(card[.first].rawValue)]
        ink = Ink.allCases[Int(card[.second].rawValue)]
        fill = Fill.allCases[Int(card[.third].rawValue)]
        symbol = Symbol.allCases[Int(card[.fourth].rawValue)]
    }

    public var card: SetCard {
        SetCard(Self.trit(count), Self.trit(ink), Self.trit(fill), Self.trit(symbol))
    }

    private static func trit(_ value: some FaceValue) -> Trit { Trit(rawValue: UInt8(value.ordinal))! }
}

/// One of the three values of a face attribute, numbered 0, 1, 2 in declaration order.
public protocol FaceValue: CaseIterable, Equatable where AllCases == [Self] {}

extension FaceValue {
    public var ordinal: Int { Self.allCases.firstIndex(of: self)! }
}

extension SetFace.Count: FaceValue {}
extension SetFace.Ink: FaceValue {}
extension SetFace.Fill: FaceValue {}
extension SetFace.Symbol: FaceValue {}

extension SetFace {
    /// The card in words, as a player would say it: "two red striped diamonds".
    public var spokenName: String { SetTheme.classic.spokenName(self) }
}

extension SetFace.Count { public var word: String { ["one", "two", "three"][rawValue - 1] } }

extension SetCard {
    /// The card's spoken name in the classic look.
    public var spokenName: String { SetFace(self).spokenName }
}
