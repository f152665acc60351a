/// Who asks to join, as the limits on wrong codes count them.
public struct Caller: Hashable, Sendable {
    /// The computer: its address (every loopback address is one computer).
    public let computer: String
    /// The network it is on, where one computer can take any address: an IPv6 /64. For IPv4
    /// it is the computer again.
    public let network: String
    /// From outside the local networks (through the router's mapping): it must know the
    /// internet code, not only the six digits.
    public let isFromAnywhere: Bool

    public init(computer: String, network: String, fromAnywhere: Bool = false) {
        self.computer = computer
        self.network = network
        isFromAnywhere = fromAnywhere
    }
}

/// The wrong codes tried against one game, and who may no longer try. One code in a million
/// must stay out of reach for the whole game, not only for a minute: a computer may try a few
/// a minute and a few more in the game, then no more. A network's computers are counted
/// together too, with room for several people's typos, so that one computer taking address
/// after address of its IPv6 network gains nothing, and a neighbour's typos lock out nobody.
/// Pure: it is told the time.
struct WrongCodes: Sendable {
    /// A computer trying this many in a minute waits `blockedFor` seconds…
    static let perMinute = 5
    static let blockedFor = 300.0
    /// …and one trying this many in the game may not join it at all.
    static let perGame = 15
    /// A network's computers may try this many times as many together.
    static let networkFactor = 4

    /// When each wrong code came, by computer and by network (at most `perGame` times
    /// `networkFactor` each: once blocked for the game, nothing more is kept).
    private var tried: [String: [Double]] = [:]
    private var blockedUntil: [String: Double] = [:]

    /// Until when `caller` may not join (nil: it may).
    func blocked(_ caller: Caller, at now: Double) -> Double? {
        [caller.computer, Self.networkKey(caller)].compactMap { blockedUntil[$0] }.filter { now < $0 }.max()
    }

    /// Counts a wrong code from `caller`.
    mutating func record(_ caller: Caller, at now: Double) {
        count(caller.computer, at: now, factor: 1)
        if caller.network != caller.computer { count(Self.networkKey(caller), at: now, factor: Self.networkFactor) }
    }

    private mutating func count(_ key: String, at now: Double, factor: Int) {
        guard blockedUntil[key] != .infinity else { return }
        let times = (tried[key] ?? []) + [now]
        tried[key] = times
        if times.count >= Self.perGame * factor {
            blockedUntil[key] = .infinity
            tried[key] = nil
        } else if times.filter({ now - $0 < 60 }).count >= Self.perMinute * factor {
            blockedUntil[key] = now + Self.blockedFor
        }
    }

    /// Networks and computers are counted apart even where their names could meet.
    private static func networkKey(_ caller: Caller) -> String { "network " + caller.network }
}
