/// Random numbers from the system's cryptographic generator: for what a player must not be able
/// to guess, such as a join code or a rejoin token. Never seeded, never saved. (Swift's system
/// generator is getrandom(2) on Linux; this name says what it is used for, and keeps it apart
/// from the games' seeded generators.)
public struct Secrets: RandomNumberGenerator, Sendable {
    private var system = SystemRandomNumberGenerator()

    public init() {}

    public mutating func next() -> UInt64 { system.next() }
}
