import SetCore
import SetFeature
import Localization

/// What a shared table says of a claim and of a player's finds, a whole sentence for each kind
/// of match (a Set, an UltraSet, a GhostSet, a 4Set), so that each language words each one as it
/// must: the desktop's and the web page's words alike (`WebWords` sends these).
public struct SharedTableWords: Sendable {
    public let rule: SetVariant.Rule

    public init(_ rule: SetVariant.Rule) { self.rule = rule }

    public var youFound: String {
        switch rule {
        case .set: tr("You found a Set.")
        case .ultraSet: tr("You found an UltraSet.")
        case .ghostSet: tr("You found a GhostSet.")
        case .fourSet: tr("You found a 4Set.")
        }
    }

    public var youMissed: String {
        switch rule {
        case .set: tr("Not a Set: a point off.")
        case .ultraSet: tr("Not an UltraSet: a point off.")
        case .ghostSet: tr("Not a GhostSet: a point off.")
        case .fourSet: tr("Not a 4Set: a point off.")
        }
    }

    /// Someone else's match taken; `%1$@` their name (kept for the page to fill in).
    public var theyFound: String {
        switch rule {
        case .set: tr("%1$@ found a Set.")
        case .ultraSet: tr("%1$@ found an UltraSet.")
        case .ghostSet: tr("%1$@ found a GhostSet.")
        case .fourSet: tr("%1$@ found a 4Set.")
        }
    }

    /// Someone else's choice that was no match; `%1$@` their name.
    public var theyMissed: String {
        switch rule {
        case .set: tr("%1$@ chose three cards that are not a Set.")
        case .ultraSet: tr("%1$@ chose four cards that are not an UltraSet.")
        case .ghostSet: tr("%1$@ chose six cards that are not a GhostSet.")
        case .fourSet: tr("%1$@ chose four cards that are not a 4Set.")
        }
    }

    /// The Puzzle's progress, `%1$@` found of `%2$@` (kept for the page to fill in): the solo
    /// Puzzle's words.
    public var progress: String { MatchWords(rule: rule).progressWords }

    /// How many matches a player has found: "3 Sets", "1 UltraSet".
    public func count(_ count: Int) -> String {
        let words = switch rule {
        case .set: trn("%1$@ Set", "%1$@ Sets", count)
        case .ultraSet: trn("%1$@ UltraSet", "%1$@ UltraSets", count)
        case .ghostSet: trn("%1$@ GhostSet", "%1$@ GhostSets", count)
        case .fourSet: trn("%1$@ 4Set", "%1$@ 4Sets", count)
        }
        return fillIn(words, count)
    }

    /// The web page's choice of words, by the protocol's name for the kind of match.
    public var name: String {
        switch rule {
        case .set: "set"   // not for people: the page's key
        case .ultraSet: "ultraSet"   // not for people: the page's key
        case .ghostSet: "ghostSet"   // not for people: the page's key
        case .fourSet: "fourSet"   // not for people: the page's key
        }
    }
}
