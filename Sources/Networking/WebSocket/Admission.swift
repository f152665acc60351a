/// Which new connections a server lets in: at most `total` at once, at most `perAddress` from one
/// computer and `perNetwork` from one network (by `PeerAddress.limitKey` and `networkKey`: an
/// IPv6 computer can take any address of its /64), and new ones from one computer no faster
/// than its rate. Pure: the server tells it each connection's arrival and end, with the time.
public struct Admission: Sendable {
    public let total: Int
    public let perAddress: Int
    public let perNetwork: Int
    private let rate: (perSecond: Double, burst: Double)
    private var open: [String: Int] = [:]
    private var openInNetwork: [String: Int] = [:]
    private var arrivals: [String: RateLimit] = [:]
    public private(set) var count = 0

    public init(total: Int, perAddress: Int, perNetwork: Int? = nil, newPerSecond: Double, burst: Double) {
        self.total = total
        self.perAddress = perAddress
        self.perNetwork = perNetwork ?? total
        rate = (newPerSecond, burst)
    }

    /// Whether a connection from `key` (on `network`) may come in at `now`; if so it counts
    /// until `release`.
    public mutating func admit(_ key: String, network: String? = nil, at now: Double) -> Bool {
        var limit = arrivals[key] ?? RateLimit(perSecond: rate.perSecond, burst: rate.burst)
        let inTime = limit.allow(at: now)
        arrivals[key] = limit
        let network = network ?? key
        guard inTime, count < total, open[key, default: 0] < perAddress, openInNetwork[network, default: 0] < perNetwork else {
            return false
        }
        open[key, default: 0] += 1
        openInNetwork[network, default: 0] += 1
        count += 1
        return true
    }

    /// Whether a connection from `key` (on `network`) would find no room now, whatever its rate:
    /// all places taken, or its computer's, or its network's.
    public func isFull(for key: String, network: String? = nil) -> Bool {
        count >= total || open[key, default: 0] >= perAddress || openInNetwork[network ?? key, default: 0] >= perNetwork
    }

    public mutating func release(_ key: String, network: String? = nil) {
        guard let held = open[key], held > 0 else { return }
        open[key] = held == 1 ? nil : held - 1
        let network = network ?? key
        if let inNetwork = openInNetwork[network] { openInNetwork[network] = inNetwork <= 1 ? nil : inNetwork - 1 }
        count -= 1
        // Only addresses with a connection, or a recent arrival, are remembered.
        if arrivals.count > 4 * total { arrivals = arrivals.filter { open[$0.key] != nil } }
    }
}
