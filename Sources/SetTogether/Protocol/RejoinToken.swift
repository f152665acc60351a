/// What lets a player take their seat back after a lost connection: 128 random bits as 32
/// lower-case hexadecimal digits. Only the host and that player know it, so it must come from a
/// generator nobody can predict (the system's), never from the game's seeded one.
public enum RejoinToken {
    public static func make(using secrets: inout some RandomNumberGenerator) -> String {
        (0..<2).map { _ in
            let digits = String(secrets.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    public static func isWellFormed(_ token: String) -> Bool {
        token.utf8.count == 32 && token.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
