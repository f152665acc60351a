import ArgumentParser
import Localization

/// The counts setlab takes (games, samples, threads): positive, and no larger than a run that
/// finishes in reasonable time (which also keeps the arithmetic that splits the work far from
/// overflowing). Their options take a value even when it starts with "-", so that "-5" is
/// reported as the negative number it is rather than as a missing value.
enum CountOption {
    static let games = 100_000_000
    static let samples = 1_000_000_000
    static let threads = 1024

    static func check(_ value: Int, _ option: String, atMost limit: Int) throws(ValidationError) {
        guard value > 0 else { throw ValidationError(fillIn(tr("%1$@ must be a positive number, not %2$@"), option, value)) }
        guard value <= limit else { throw ValidationError(fillIn(tr("%1$@ must be at most %2$@, not %3$@"), option, limit, value)) }
    }
}
