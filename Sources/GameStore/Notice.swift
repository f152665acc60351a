import Localization

/// Something the player should hear about their saved games: a headline short enough for a
/// toast, and the whole story for whoever asks for it.
public struct Notice: Equatable, Sendable, CustomStringConvertible {
    public let headline: String
    public let details: String?

    public init(_ headline: String, details: String? = nil) {
        self.headline = headline
        self.details = details
    }

    public var description: String { details.map { headline + ". " + $0 } ?? headline }

    static var savingAgain: Notice { Notice(tr("Your games are being saved again")) }

    /// Several notices told at once, as one.
    static func combined(_ notices: [Notice]) -> Notice? {
        guard let first = notices.first else { return nil }
        guard notices.count > 1 else { return first }
        let rest = ([first.details].compactMap { $0 } + notices.dropFirst().map(\.description)).joined(separator: "\n\n")
        return Notice(first.headline, details: rest)
    }
}
