/// A small, fast, reproducible random number generator (xoshiro256**), seeded through SplitMix64.
///
/// Game rules never reach for global randomness: whoever starts a game passes a generator in,
/// so the same seed always deals the same cards. The state is `Codable`, so a saved game can
/// carry on with exactly the random stream it would have had.
public struct SeededGenerator: RandomNumberGenerator, Codable, Equatable, Hashable, Sendable {
    @usableFromInline var s0, s1, s2, s3: UInt64

    public init(seed: UInt64) {
        var mixer = SplitMix64(state: seed)
        s0 = mixer.next(); s1 = mixer.next(); s2 = mixer.next(); s3 = mixer.next()
    }

    /// A generator for one of many independent streams drawn from one seed (e.g. game `index`
    /// of a simulation), so results do not depend on how the work is split between threads.
    public init(seed: UInt64, stream index: UInt64) {
        self.init(seed: seed ^ (index &* 0x9E37_79B9_7F4A_7C15) &+ index)
    }

    @inlinable
    public mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, by: 7) &* 9
        let t = s1 << 17
        s2 ^= s0; s3 ^= s1; s1 ^= s2; s0 ^= s3
        s2 ^= t
        s3 = rotateLeft(s3, by: 45)
        return result
    }

    /// An unbiased integer in `0..<bound` (Lemire's multiply-and-reject), cheaper than the
    /// generic `Int.random(in:using:)` in the simulator's inner loop.
    @inlinable
    public mutating func next(below bound: UInt64) -> UInt64 {
        precondition(bound > 0, "bound must be positive")
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            while product.low < threshold {
                product = next().multipliedFullWidth(by: bound)
            }
        }
        return product.high
    }
}

@inlinable
internal func rotateLeft(_ value: UInt64, by amount: UInt64) -> UInt64 {
    (value << amount) | (value >> (64 - amount))
}

/// SplitMix64 spreads a single 64-bit seed over xoshiro's 256 bits of state.
struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
