import SetCore

/// The classic look of a Set card: how many symbols, in which ink, filled how, of which shape,
/// inside which border. Each attribute's fourth value is 4Set's; borders are MegaSet's.
///
/// This is the one place that decides which abstract feature of a `SetCard` is drawn as what;
/// another theme could map the same features to penguins. Drawing, accessible names and the
/// `setlab` card notation all go through it.
public struct SetFace: Hashable, Sendable {
    public enum Count: Int, CaseIterable, Sendable { case one = 1, two, three, four }
    public enum Ink: CaseIterable, Sendable { case red, green, purple, blue }
    public enum Fill: CaseIterable, Sendable { case solid, striped, open, dotted }
    public enum Symbol: CaseIterable, Sendable { case diamond, squiggle, oval, triangle }
    public enum Border: CaseIterable, Sendable { case none, single, double }

    public var count: Count
    public var ink: Ink
    public var fill: Fill
    public var symbol: Symbol
    public var border: Border

    public init(count: Count, ink: Ink, fill: Fill, symbol: Symbol, border: Border = .none) {
        self.count = count; self.ink = ink; self.fill = fill; self.symbol = symbol; self.border = border
    }

    public init(_ card: SetCard) {
        count = Count.allCases[card[.first]]
        ink = Ink.allCases[card[.second]]
        fill = Fill.allCases[card[.third]]
        symbol = Symbol.allCases[card[.fourth]]
        border = Border.allCases[card[.fifth]]
    }

    /// The card with this face in a deck of `values` values per feature (a face of first values
    /// is a card of both kinds), or nil if the deck has no such card.
    public func card(values: Int = 3) -> SetCard? {
        SetCard(values: values, [count.ordinal, ink.ordinal, fill.ordinal, symbol.ordinal, border.ordinal])
    }
}

/// One of the values of a face attribute, numbered 0, 1, 2… in declaration order.
public protocol FaceValue: CaseIterable, Equatable where AllCases == [Self] {}

extension FaceValue {
    public var ordinal: Int { Self.allCases.firstIndex(of: self)! }
}

extension SetFace.Count: FaceValue {}
extension SetFace.Ink: FaceValue {}
extension SetFace.Fill: FaceValue {}
extension SetFace.Symbol: FaceValue {}
extension SetFace.Border: FaceValue {}

extension SetFace {
    /// The card in words, as a player would say it: "two red striped diamonds".
    public var spokenName: String { SetTheme.classic.spokenName(self) }
}

extension SetCard {
    /// The card's spoken name in the classic look.
    public var spokenName: String { SetFace(self).spokenName }
}
