#if canImport(Glibc)
import Glibc
#endif

/// Lines for whoever started Pastimes from a terminal: mistakes on the command line, and what
/// the player was told about their saved games (so a log shows it too).
package enum Console {
    package static func note(_ message: String) {
        let line = "pastimes: \(message)\n"  // not for people: the program's name
        _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }
}
