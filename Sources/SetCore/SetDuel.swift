import Localization

/// Two players at one keyboard. A player claims "Set!" and then has a few seconds to choose
/// it; a wrong choice or running out of time costs a point and passes the turn to the other
/// player with twice the time. Nobody chooses cards without a claim.
public struct SetDuel: Codable, Equatable, Sendable {
    public enum Player: Int, Codable, CaseIterable, Sendable {
        case one, two
        public var other: Player { self == .one ? .two : .one }
        public var name: String { self == .one ? tr("Player 1") : tr("Player 2") }
    }

    /// A claim under way: who may choose, until when, and whether it was passed on.
    public struct Claim: Codable, Equatable, Sendable {
        public let player: Player
        public let deadline: Double
        public let isSecondChance: Bool
    }

    /// What ended a claim, for the status line.
    public enum Outcome: Equatable, Sendable {
        case scored(Player)
        case missed(Player, passedTo: Player?)
    }

    public static let claimSeconds = 5.0
    public static let points = 1
    public static let penalty = 1

    public private(set) var scores: [Int] = [0, 0]
    public private(set) var claim: Claim?

    public init() {}

    public func score(of player: Player) -> Int { scores[player.rawValue] }

    /// A player calls "Set!"; refused while another claim is under way.
    @discardableResult
    public mutating func claim(by player: Player, at time: Double) -> Bool {
        guard claim == nil else { return false }
        claim = Claim(player: player, deadline: time + Self.claimSeconds, isSecondChance: false)
        return true
    }

    /// The claimant chose three cards: a Set scores, anything else counts as a miss.
    @discardableResult
    public mutating func resolve(foundSet: Bool, at time: Double) -> Outcome? {
        guard let claim else { return nil }
        if foundSet {
            scores[claim.player.rawValue] += Self.points
            self.claim = nil
            return .scored(claim.player)
        }
        return miss(at: time)
    }

    /// Ends a claim whose time ran out; nothing happens before its deadline.
    @discardableResult
    public mutating func expire(at time: Double) -> Outcome? {
        guard let claim, time >= claim.deadline else { return nil }
        return miss(at: time)
    }

    private mutating func miss(at time: Double) -> Outcome {
        let claim = claim!
        scores[claim.player.rawValue] -= Self.penalty
        if claim.isSecondChance {
            self.claim = nil
            return .missed(claim.player, passedTo: nil)
        }
        let other = claim.player.other
        self.claim = Claim(player: other, deadline: time + 2 * Self.claimSeconds, isSecondChance: true)
        return .missed(claim.player, passedTo: other)
    }
}
