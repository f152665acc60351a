import GameSupport
import SetCore
import SetStyle
import Localization

/// How long the player's Sets take, from the stories of finished games: by how many features
/// differ in them (one to four, five in MegaSet), by which feature differs, and lately against
/// before. Only Sets of three count (an UltraSet or a 4Set is another search), and only the
/// player's own (not the computer's, not a second player's).
public struct SetPace: Equatable, Sendable {
    public struct Average: Equatable, Sendable {
        public var count = 0
        public var seconds = 0.0
        public var mean: Double { count == 0 ? 0 : seconds / Double(count) }

        mutating func add(_ value: Double) {
            count += 1
            seconds += value
        }
    }

    /// How many games count as lately.
    public static let recentGames = 10

    public private(set) var byDifferingCount: [Int: Average] = [:]
    public private(set) var byFeature: [SetCard.Feature: Average] = [:]
    public private(set) var recent = Average()
    public private(set) var earlier = Average()

    /// From the stories of finished games, oldest first.
    public init(_ stories: [SetStory]) {
        for (number, story) in stories.enumerated() where story.variant.rule == .set {
            let lately = number >= stories.count - Self.recentGames
            for (find, seconds) in story.timedFinds where find.by == .player {
                let differing = story.variant.deck.differingFeatures(find.cards)
                byDifferingCount[differing.count, default: Average()].add(seconds)
                for feature in differing { byFeature[feature, default: Average()].add(seconds) }
                if lately { recent.add(seconds) } else { earlier.add(seconds) }
            }
        }
    }

    /// From the history: the stories it still keeps of Set games.
    public init(history: [FinishedGame]) {
        self.init(history.filter { $0.game == .set }.compactMap { $0.story.flatMap { JSONBytes.decode(SetStory.self, from: $0) } })
    }

    public var isEmpty: Bool { recent.count + earlier.count == 0 }

    /// The feature of the Classic deck whose Sets take longest (what the Drill coaches), when at
    /// least two features have Sets to compare.
    public var slowestFeature: SetCard.Feature? {
        let classic = byFeature.filter { SetDeck.standard.features.contains($0.key) }
        guard classic.count > 1 else { return nil }
        return classic.max { $0.value.mean < $1.value.mean || $0.value.mean == $1.value.mean && $0.key.rawValue > $1.key.rawValue }?.key
    }

    /// The Statistics rows: by kind, by feature (the slowest said so), lately and before.
    public var rows: [(title: String, subtitle: String)] {
        var rows = byDifferingCount.keys.sorted().map { count in
            (fillIn(trn("Sets differing in %1$@ feature", "Sets differing in %1$@ features", count), count), Self.words(byDifferingCount[count]!))
        }
        let slowest = slowestFeature
        rows += SetCard.Feature.allCases.compactMap { feature in
            guard let average = byFeature[feature] else { return nil }
            let words = Self.words(average)
            return (fillIn(tr("Sets differing in %1$@"), feature.title), feature == slowest ? fillIn(tr("%1$@ · your slowest"), words) : words)
        }
        if recent.count > 0 {
            rows.append((fillIn(trn("Your latest game", "Your latest %1$@ games", Self.recentGames), Self.recentGames), Self.words(recent)))
        }
        if earlier.count > 0 { rows.append((tr("The games before them"), Self.words(earlier))) }
        return rows
    }

    /// "8.4 s on average, 23 Sets".
    static func words(_ average: Average) -> String {
        fillIn(trn("%1$@ s on average, %2$@ Set", "%1$@ s on average, %2$@ Sets", average.count),
               shortDecimalText(average.mean), average.count)
    }
}
