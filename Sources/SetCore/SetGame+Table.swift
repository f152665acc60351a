/// How cards leave and join the table: a found Set taken (or, in Set-Chain, kept as the new
/// chain), replacements drawn from the deck, the table rearranged.
extension SetGame {
    /// The game as it will be once a found Set has left the table.
    var settled: SetGame {
        guard selectionIsMatch == true else { return self }
        var next = self
        next.takeSelectedSet(at: tableChangedAt)
        return next
    }

    /// The cards on the table once a found Set has left it, and the chain then: where a game
    /// that is over ended (its last Set taken).
    public var settledTable: (cards: [SetCard], chain: [SetCard]) {
        let next = settled
        return (next.cardsInPlay, next.chain)
    }

    /// Rearranges the cards on the table; nothing else about the game changes.
    public mutating func shuffleCardsInPlay(using generator: inout some RandomNumberGenerator) {
        cardsInPlay.shuffle(using: &generator)
    }

    /// The selected Set leaves the table, its places filled from the deck while it lasts (and,
    /// unless `refillingBeyondTheOpeningDeal`, only while no more than the variant's table lies,
    /// as in the physical game). In the chain variants it stays as the new chain and the old
    /// chain's other cards go.
    mutating func takeSelectedSet(at time: Double, refillingBeyondTheOpeningDeal: Bool = true) {
        let taken = selection
        selection = []
        if variant.chainLinks > 0 {
            let leaving = chain.filter { !taken.contains($0) }
            chain = taken
            // The first match becomes the chain where it lies, and as many new cards join the table.
            if leaving.isEmpty { cardsInPlay += draw(taken.count) } else { replace(leaving) }
        } else {
            replace(taken, refilling: refillingBeyondTheOpeningDeal || cardsInPlay.count <= variant.tableSize)
        }
        tableChangedAt = time
        hinted = []
    }

    mutating func replace(_ leaving: [SetCard], refilling: Bool = true) {
        let replacements = refilling ? draw(leaving.count) : []
        for (offset, card) in leaving.enumerated() {
            let position = cardsInPlay.firstIndex(of: card)!
            if offset < replacements.count { cardsInPlay[position] = replacements[offset] } else { cardsInPlay.remove(at: position) }
        }
        matched += leaving
    }

    mutating func draw(_ count: Int) -> [SetCard] {
        let dealt = Array(deck.suffix(count).reversed())
        deck.removeLast(dealt.count)
        return dealt
    }
}
