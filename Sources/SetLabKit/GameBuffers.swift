import GameSupport
import SetCore

/// One simulated game's working storage: the shuffled deck, the table, and where each card
/// lies on the table. Cards are plain indices 0..<81.
struct GameBuffers {
    let completion: UnsafeBufferPointer<UInt8>
    let deck: UnsafeMutableBufferPointer<UInt8>
    let table: UnsafeMutableBufferPointer<UInt8>
    /// place[card] is 1 + the card's position on the table, or 0 when it is not on the table.
    let place: UnsafeMutableBufferPointer<UInt8>

    private var dealt = 0
    private var inPlay = 0

    init(completion: UnsafeBufferPointer<UInt8>, deck: UnsafeMutableBufferPointer<UInt8>,
         table: UnsafeMutableBufferPointer<UInt8>, place: UnsafeMutableBufferPointer<UInt8>) {
        self.completion = completion; self.deck = deck; self.table = table; self.place = place
    }

    mutating func play(policy: SetPolicy, using generator: inout SeededGenerator, into counts: inout Counts) {
        shuffleDeck(using: &generator)
        playShuffledDeck(policy: policy, using: &generator, into: &counts)
    }

    /// Plays the deck as it lies (dealt from its first card), recording each layout seen in
    /// `counts` and, if given, in `layouts` (the tests hold it to SetGame's).
    mutating func playShuffledDeck(policy: SetPolicy, using generator: inout SeededGenerator, into counts: inout Counts,
                                   layouts: UnsafeMutablePointer<[Layout]>? = nil) {
        for card in 0..<SetCard.count { place[card] = 0 }
        dealt = 0
        inPlay = 0
        deal(SetGame.initialDeal)
        while true {
            let sets = countSets()
            counts.recordLayout(size: inPlay, sets: sets)
            layouts?.pointee.append(Layout(cards: Array(table.prefix(inPlay)), sets: sets))
            if sets == 0 {
                if dealt == SetCard.count { break }
                deal(3)
                continue
            }
            take(setNumber: policy == .first ? 0 : Int(generator.next(below: UInt64(sets))))
        }
        counts.cardsLeft[inPlay] += 1
    }

    /// A table the simulated player saw: its cards (indices) in table order, and its Sets.
    struct Layout: Equatable {
        let cards: [UInt8]
        let sets: Int
    }

    private func shuffleDeck(using generator: inout SeededGenerator) {
        for card in 0..<SetCard.count { deck[card] = UInt8(card) }
        var i = SetCard.count - 1
        while i > 0 {
            let j = Int(generator.next(below: UInt64(i + 1)))
            deck.swapAt(i, j)
            i -= 1
        }
    }

    private mutating func deal(_ count: Int) {
        for _ in 0..<count where dealt < SetCard.count {
            put(deck[dealt], at: inPlay)
            inPlay += 1
            dealt += 1
        }
    }

    private func put(_ card: UInt8, at position: Int) {
        table[position] = card
        place[Int(card)] = UInt8(truncatingIfNeeded: position &+ 1)
    }

    /// The number of Sets on the table. Every Set is completed from each of its three pairs, so
    /// this sums "is the completion on the table" over all pairs and divides by three: a
    /// branch-free loop, since whether a completion is present is a coin toss no CPU predicts.
    private func countSets() -> Int {
        var hits = 0
        var i = 0
        while i < inPlay &- 1 {
            let row = Int(table[i]) &* SetSolver.cards
            var j = i &+ 1
            while j < inPlay {
                hits &+= place[Int(completion[row &+ Int(table[j])])] != 0 ? 1 : 0
                j &+= 1
            }
            i &+= 1
        }
        return hits / 3
    }

    /// Takes Set number `number` in scan order (each Set counted once, from its two first cards
    /// on the table): replaced from the deck while that leaves 12 or fewer cards in play,
    /// otherwise removed with the remaining cards closing up in order.
    private mutating func take(setNumber number: Int) {
        var remaining = number
        for i in 0..<(inPlay - 1) {
            let row = Int(table[i]) &* SetSolver.cards
            for j in (i + 1)..<inPlay {
                let third = Int(place[Int(completion[row &+ Int(table[j])])]) - 1
                guard third > j else { continue }
                if remaining == 0 {
                    take(positions: i, j, third)
                    return
                }
                remaining -= 1
            }
        }
    }

    /// Takes the cards at three ascending table positions.
    private mutating func take(positions p0: Int, _ p1: Int, _ p2: Int) {
        place[Int(table[p0])] = 0
        place[Int(table[p1])] = 0
        place[Int(table[p2])] = 0
        if inPlay <= SetGame.initialDeal && dealt < SetCard.count {
            put(deck[dealt], at: p0)
            put(deck[dealt + 1], at: p1)
            put(deck[dealt + 2], at: p2)
            dealt += 3
            return
        }
        var write = 0
        for read in 0..<inPlay where read != p0 && read != p1 && read != p2 {
            put(table[read], at: write)
            write += 1
        }
        inPlay = write
    }
}
