#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Localization
import SetCore
import SetStyle
import SetTogether

/// Every word the web player shows, in one language: the same catalogs as the app's, read by
/// the host for each browser's language (`Catalog`), so a phone in German reads German whatever
/// the host's language. The page holds no words of its own, only these keys.
public enum WebWords {
    /// What /words/<language>.json holds.
    struct Words: Encodable {
        let language: String
        /// The version of the game's protocol the host speaks, so the page it serves speaks it too.
        let protocolVersion = TogetherWire.version
        /// The page's words by key; messages with values keep their placeholders (%1$@) for the page to fill.
        let words: [String: String]
        /// Why the host refused, by the protocol's name for it.
        let refusals: [String: String]
        /// Counted words, by the count (the language's own plural forms): "3 Sets" for 0 to 27
        /// Sets, "12 cards in the deck" for 0 to 81 cards.
        let sets: [String]
        let deck: [String]
        /// The rules a host may choose, by the protocol's name for them.
        let variants: [String: String]
        /// Each theme's name, and each card's name in it (by card index), as the desktop says them.
        let themes: [String: String]
        let cards: [String: [String]]
    }

    /// The words in `catalog`'s language (English for nil), as JSON.
    static func json(in catalog: Catalog?) -> [UInt8] {
        let words = Localization.translating(in: catalog) {
            Words(language: catalog?.language ?? "en", words: page(),
                  refusals: Dictionary(uniqueKeysWithValues: Refusal.allCases.map { ($0.rawValue, $0.words) }),
                  sets: (0...27).map { fillIn(trn("%1$@ Set", "%1$@ Sets", $0), $0) },
                  deck: (0...81).map { fillIn(trn("%1$@ card in the deck", "%1$@ cards in the deck", $0), $0) },
                  variants: Dictionary(uniqueKeysWithValues: TogetherState.variants.map { ($0.rawValue, $0.togetherTitle) }),
                  themes: Dictionary(uniqueKeysWithValues: SetTheme.allCases.map { ($0.rawValue, $0.title) }),
                  cards: Dictionary(uniqueKeysWithValues: SetTheme.allCases.map { theme in (theme.rawValue, SetCard.deck.map(theme.spokenName)) }))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return Array((try? encoder.encode(words)) ?? Data())
    }

    /// The page's own words, by the keys its script asks for.
    static func page() -> [String: String] {
        [
            "title": tr("Set, Together"),
            "joinHeading": tr("Join a Game of Set"),
            "joinIntro": tr("Enter the code the host's screen shows, and the name the others will see."),
            "name": tr("Your name"),
            "code": tr("Code"),
            "join": tr("Join"),
            "joining": tr("Joining…"),
            "waiting": tr("Waiting for the host to start the game."),
            "players": tr("Players"),
            "you": tr("You"),
            "playerNumber": tr("Player %1$@"),
            "host": tr("%1$@ (host)"),
            "left": tr("left"),
            "reconnecting": tr("reconnecting…"),
            "watching": tr("watching"),
            "watchingNow": tr("The game had begun when you came: watch this one, and play the next."),
            "rules": tr("Cards: %1$@"),
            "standing": tr("%1$@: %2$@, score %3$@"),
            "youFound": tr("You found a Set."),
            "youMissed": tr("Not a Set: a point off."),
            "theyFound": tr("%1$@ found a Set."),
            "theyMissed": tr("%1$@ chose three cards that are not a Set."),
            "late": tr("Too late: those cards had already been taken."),
            "tooFast": tr("Not so fast: that choice was not counted."),
            "table": tr("Cards on the table"),
            "instructions": tr("Choose three cards that make a Set."),
            "theme": tr("Theme"),
            "gameOver": tr("Game Over"),
            "nextGame": tr("Stay on this page for the host's next game."),
            "hostLeft": tr("The host left, so the game has ended."),
            "winner": tr("No Sets are left. %1$@ won with %2$@ points."),
            "sharedWin": tr("No Sets are left. %1$@ share the win with %2$@ points."),
            "lost": tr("The connection to the host was lost: reconnecting…"),
            "gone": tr("The host could not be reached again within a minute, so the game has ended for you."),
            "notAGame": tr("This page cannot reach the game any more. The host may have stopped hosting."),
        ]
    }
}
