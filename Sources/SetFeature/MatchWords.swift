import SetCore
import Localization

/// What the Set tab says about a variant's matches, a whole sentence per kind of match (a Set,
/// an UltraSet, a GhostSet, a 4Set), so that each language words each one as it must.
package struct MatchWords {
    let rule: SetVariant.Rule

    package init(rule: SetVariant.Rule) { self.rule = rule }

    /// A match taken, and its points.
    func taken(points: String) -> String {
        switch rule {
        case .set: fillIn(tr("A Set! %1$@ points."), points)
        case .ultraSet: fillIn(tr("An UltraSet! %1$@ points."), points)
        case .ghostSet: fillIn(tr("A GhostSet! %1$@ points."), points)
        case .fourSet: fillIn(tr("A 4Set! %1$@ points."), points)
        }
    }

    /// A wrong choice, and what it cost.
    func missed(points: String) -> String {
        switch rule {
        case .set: fillIn(tr("Not a Set: %1$@ points."), points)
        case .ultraSet: fillIn(tr("Not an UltraSet: %1$@ points."), points)
        case .ghostSet: fillIn(tr("Not a GhostSet: %1$@ points."), points)
        case .fourSet: fillIn(tr("Not a 4Set: %1$@ points."), points)
        }
    }

    /// A hint or the cheat asked for where there is nothing to find.
    var noneOnTable: String {
        switch rule {
        case .set: tr("There is no Set on the table.")
        case .ultraSet: tr("There is no UltraSet on the table.")
        case .ghostSet: tr("There is no GhostSet on the table.")
        case .fourSet: tr("There is no 4Set on the table.")
        }
    }

    /// A hint: a card of a match, and what it cost. (The card's name may be plural, "three
    /// green open squiggles": no verb agrees with it.)
    func hint(_ card: String, points: String) -> String {
        let words = switch rule {
        case .set: tr("Hint: %1$@, one card of a Set (%2$@ points).")
        case .ultraSet: tr("Hint: %1$@, one card of an UltraSet (%2$@ points).")
        case .ghostSet: tr("Hint: %1$@, one card of a GhostSet (%2$@ points).")
        case .fourSet: tr("Hint: %1$@, one card of a 4Set (%2$@ points).")
        }
        return fillIn(words, card, points)
    }

    /// The cheat: a whole match marked.
    func revealed(points: String) -> String {
        switch rule {
        case .set: fillIn(tr("A Set is marked with stars (%1$@ points)."), points)
        case .ultraSet: fillIn(tr("An UltraSet is marked with stars (%1$@ points)."), points)
        case .ghostSet: fillIn(tr("A GhostSet is marked with stars (%1$@ points)."), points)
        case .fourSet: fillIn(tr("A 4Set is marked with stars (%1$@ points)."), points)
        }
    }

    /// Three more cards dealt while a match lay on the table, and what that cost.
    func dealtPastOne(points: String) -> String {
        switch rule {
        case .set: fillIn(tr("There was a Set on the table: %1$@ points."), points)
        case .ultraSet: fillIn(tr("There was an UltraSet on the table: %1$@ points."), points)
        case .ghostSet: fillIn(tr("There was a GhostSet on the table: %1$@ points."), points)
        case .fourSet: fillIn(tr("There was a 4Set on the table: %1$@ points."), points)
        }
    }

    /// How many matches lie on the table (Show Number of Sets).
    func onTable(_ count: Int) -> String {
        let words = switch rule {
        case .set: trn("%1$@ Set on the table", "%1$@ Sets on the table", count)
        case .ultraSet: trn("%1$@ UltraSet on the table", "%1$@ UltraSets on the table", count)
        case .ghostSet: trn("%1$@ GhostSet on the table", "%1$@ GhostSets on the table", count)
        case .fourSet: trn("%1$@ 4Set on the table", "%1$@ 4Sets on the table", count)
        }
        return fillIn(words, count)
    }

    // MARK: A puzzle's table

    /// A match of the puzzle found.
    func found(_ found: Int, of count: Int) -> String {
        let words = switch rule {
        case .set: tr("A Set! %1$@ of %2$@ found.")
        case .ultraSet: tr("An UltraSet! %1$@ of %2$@ found.")
        case .ghostSet: tr("A GhostSet! %1$@ of %2$@ found.")
        case .fourSet: tr("A 4Set! %1$@ of %2$@ found.")
        }
        return fillIn(words, found, count)
    }

    var foundAgain: String {
        switch rule {
        case .set: tr("You have already found that Set.")
        case .ultraSet: tr("You have already found that UltraSet.")
        case .ghostSet: tr("You have already found that GhostSet.")
        case .fourSet: tr("You have already found that 4Set.")
        }
    }

    var notOne: String {
        switch rule {
        case .set: tr("Not a Set.")
        case .ultraSet: tr("Not an UltraSet.")
        case .ghostSet: tr("Not a GhostSet.")
        case .fourSet: tr("Not a 4Set.")
        }
    }

    /// A card's note: in how many of the matches found it is.
    package func inFound(_ count: Int) -> String {
        let words = switch rule {
        case .set: trn("in %1$@ found Set", "in %1$@ found Sets", count)
        case .ultraSet: trn("in %1$@ found UltraSet", "in %1$@ found UltraSets", count)
        case .ghostSet: trn("in %1$@ found GhostSet", "in %1$@ found GhostSets", count)
        case .fourSet: trn("in %1$@ found 4Set", "in %1$@ found 4Sets", count)
        }
        return fillIn(words, count)
    }

    /// The puzzle's score: how many of its matches are found.
    package func progress(_ found: Int, of count: Int) -> String { fillIn(progressWords, found, count) }

    /// The puzzle's score before it is filled in (`%1$@` found of `%2$@`): the web page fills it.
    package var progressWords: String {
        switch rule {
        case .set: tr("%1$@ of %2$@ Sets")
        case .ultraSet: tr("%1$@ of %2$@ UltraSets")
        case .ghostSet: tr("%1$@ of %2$@ GhostSets")
        case .fourSet: tr("%1$@ of %2$@ 4Sets")
        }
    }

    package var noneFoundYet: String {
        switch rule {
        case .set: tr("No Sets found yet.")
        case .ultraSet: tr("No UltraSets found yet.")
        case .ghostSet: tr("No GhostSets found yet.")
        case .fourSet: tr("No 4Sets found yet.")
        }
    }

    /// A table solved: how many, how fast, how many mistakes.
    func allFound(_ count: Int, in time: String, mistakes: Int) -> String {
        let words = switch rule {
        case .set: trn("All %1$@ Sets in %2$@, with %3$@ mistake.", "All %1$@ Sets in %2$@, with %3$@ mistakes.", mistakes)
        case .ultraSet: trn("All %1$@ UltraSets in %2$@, with %3$@ mistake.", "All %1$@ UltraSets in %2$@, with %3$@ mistakes.", mistakes)
        case .ghostSet: trn("All %1$@ GhostSets in %2$@, with %3$@ mistake.", "All %1$@ GhostSets in %2$@, with %3$@ mistakes.", mistakes)
        case .fourSet: trn("All %1$@ 4Sets in %2$@, with %3$@ mistake.", "All %1$@ 4Sets in %2$@, with %3$@ mistakes.", mistakes)
        }
        return fillIn(words, count, time, mistakes)
    }
}

extension SetVariant {
    package var words: MatchWords { MatchWords(rule: rule) }
}
