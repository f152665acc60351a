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
    /// What /words.json holds.
    struct Words: Encodable {
        let language: String
        /// The version of the game's protocol the host speaks, so the page it serves speaks it too.
        let protocolVersion = TogetherWire.version
        /// The page's words by key; messages with values keep their placeholders (%1$@) for the page to fill.
        let words: [String: String]
        /// Why the host refused, by the protocol's name for it.
        let refusals: [String: String]
        /// "12 cards in the deck", for 0 cards to the largest deck's.
        let deck: [String]
        /// The rules a host may choose, by the protocol's name for them: their name, the deck
        /// their cards come from (`/faces/THEME/DECK.json`, `/names/DECK.json`), how many cards
        /// a choice holds, and which words their matches take (`matches`).
        let rules: [String: Rules]
        /// What a shared table says of its matches, by kind of match: claims, and counts ("3
        /// UltraSets", for 0 to the most a game can hold) by the count.
        let matches: [String: Matches]
        /// The computer at the table, by its level.
        let computers: [String: String]
        /// Each theme's name.
        let themes: [String: String]
    }

    struct Rules: Encodable {
        let title: String
        let instructions: String
        let deck: String
        let choice: Int
        let match: String
        let chainLinks: Int
    }

    struct Matches: Encodable {
        let youFound, youMissed, theyFound, theyMissed, progress: String
        let counts: [String]
    }

    /// The deck `variant` plays with, by the name its faces and names are asked for by.
    static func deckName(_ deck: SetDeck) -> String {
        switch deck {
        case .junior: "junior"        // not for people: a path
        case .mega: "mega"            // not for people: a path
        case .four: "4set"            // not for people: a path
        case .fourJunior: "4set-junior"   // not for people: a path
        default: "standard"           // not for people: a path
        }
    }

    /// Every deck a shared table can be played with, by its name.
    static let decks: [String: SetDeck] = Dictionary(TogetherRules.all.map { (deckName($0.variant.deck), $0.variant.deck) }) { first, _ in first }

    /// The words in `catalog`'s language (English for nil), as JSON.
    static func json(in catalog: Catalog?) -> [UInt8] {
        let largest = decks.values.map(\.count).max() ?? 0
        let words = Localization.translating(in: catalog) {
            Words(language: catalog?.language ?? "en", words: page(),
                  refusals: Dictionary(uniqueKeysWithValues: Refusal.allCases.map { ($0.rawValue, $0.words) }),
                  deck: (0...largest).map { fillIn(trn("%1$@ card in the deck", "%1$@ cards in the deck", $0), $0) },
                  rules: Dictionary(uniqueKeysWithValues: TogetherRules.all.map { rules in
                      (rules.name, Rules(title: rules.title, instructions: rules.instructions, deck: deckName(rules.variant.deck), choice: rules.variant.choiceSize,
                                         match: SharedTableWords(rules.variant.rule).name, chainLinks: rules.variant.chainLinks))
                  }),
                  matches: Dictionary(uniqueKeysWithValues: SetVariant.Rule.allCases.map { rule in
                      let words = SharedTableWords(rule)
                      return (words.name, Matches(youFound: words.youFound, youMissed: words.youMissed, theyFound: words.theyFound,
                                                  theyMissed: words.theyMissed, progress: words.progress,
                                                  counts: (0...largest / 3).map(words.count)))
                  }),
                  computers: Dictionary(uniqueKeysWithValues: SetOpponent.Level.allCases.map { ($0.rawValue, $0.seatTitle) }),
                  themes: Dictionary(uniqueKeysWithValues: SetTheme.allCases.map { ($0.rawValue, $0.title) }))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return Array((try? encoder.encode(words)) ?? Data())
    }

    /// Each theme's name for every card of `deck`, by its place in the deck, as the desktop
    /// says them in `catalog`'s language: what /names/DECK.json holds.
    static func names(of deck: SetDeck, in catalog: Catalog?) -> [UInt8] {
        let names = Localization.translating(in: catalog) {
            Dictionary(uniqueKeysWithValues: SetTheme.allCases.map { theme in (theme.rawValue, deck.cards.map(theme.spokenName)) })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return Array((try? encoder.encode(names)) ?? Data())
    }

    /// The page's own words, by the keys its script asks for.
    static func page() -> [String: String] {
        [
            "title": tr("Set, Together"),
            "joinHeading": tr("Join a Game of Set"),
            "joinIntro": tr("Enter the code the host's screen shows, and the name the others will see."),
            // A link for friends anywhere carries its code: only the name is asked.
            "joinIntroLinked": tr("Enter the name the others will see."),
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
            "rules": tr("Rules: %1$@"),
            "computerSeat": tr("Computer: %1$@"),
            "chainNote": trc("card state", "from the last Set"),
            "foundHeading": tr("Found"),
            "tableSolved": tr("Table Solved"),
            "solvedWinner": tr("Every match on the table is found. %1$@ won with %2$@ points."),
            "solvedSharedWin": tr("Every match on the table is found. %1$@ share the win with %2$@ points."),
            "nextTable": tr("Stay on this page for the host's next table."),
            "standing": tr("%1$@: %2$@, score %3$@"),
            "late": tr("Too late: those cards had already been taken."),
            "tooFast": tr("Not so fast: that choice was not counted."),
            "table": tr("Cards on the table"),
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
