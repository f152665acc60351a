/// What an external address the router reports says about reaching this home from outside.
/// Pure: made from the address's text.
public enum ExternalAddress: Equatable, Sendable {
    case reachable
    case shared
    case `private`
    /// Not an address anybody could reach (none, 0.0.0.0, loopback, link-local, multicast).
    case unusable

    public init(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).compactMap { UInt8($0) }
        guard parts.count == 4 else {
            self = .unusable
            return
        }
        switch (parts[0], parts[1]) {
        case (100, 64...127): self = .shared
        case (10, _), (172, 16...31), (192, 168): self = .private
        case (0, _), (127, _), (169, 254), (224..., _): self = .unusable
        default: self = .reachable
        }
    }

    /// The refusal for a mapping on a router with this external `address`, nil when it reaches
    /// the internet.
    static func refusal(for address: String) -> RouterRefusal? {
        switch ExternalAddress(address) {
        case .reachable: nil
        case .shared: .sharedAddress(address)
        case .private: .privateAddress(address)
        case .unusable: .notOnInternet
        }
    }
}
