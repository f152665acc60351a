import Networking

/// What a Together game lets a peer cost this app, on either end of the network. Honest
/// players stay far inside: a claim every quarter of a second at most, a state from the host
/// after each claim of up to seven other players.
enum TogetherLimits {
    /// A hosting app's server, whose peers are players (or anybody on the network).
    static let fromPlayers = Limits(messageBytes: TogetherWire.maximumBytes, framesPerSecond: 10, frameBurst: 20)
    /// A joined app's connection, whose peer is the host.
    static let fromHost = Limits(messageBytes: TogetherWire.maximumBytes, framesPerSecond: 100, frameBurst: 200)
    /// Eight players need seven connections; a few more allow for rejoins and refusals under way.
    /// One IPv6 network (where one computer can take any address) holds at most 24 of them.
    static func admission() -> Admission { Admission(total: 32, perAddress: 12, perNetwork: 24, newPerSecond: 5, burst: 12) }
}
