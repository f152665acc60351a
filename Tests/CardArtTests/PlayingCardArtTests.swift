import CardArt
import GameSupport
import MatchingCore
import Testing

@Suite struct PlayingCardArtTests {
    let width = 250, height = 350

    func render(_ card: PlayingCard) -> ImageSurface {
        let image = ImageSurface(width: width, height: height)
        image.draw { canvas in
            let rect = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
            CardBody.drawPaper(rect, on: canvas, shadow: false)
            PlayingCardArt.drawFace(card, in: rect, on: canvas)
        }
        return image
    }

    /// The middle of the card, clear of the corner indices.
    var middle: Rect { Rect(x: Double(width) * 0.22, y: Double(height) * 0.12, width: Double(width) * 0.56, height: Double(height) * 0.76) }

    func pips(_ card: PlayingCard) -> [Point] {
        let image = render(card)
        let color = PlayingCardArt.color(of: card.suit)
        return image.regions(of: color, minimumSize: 30).map(\.center).filter { middle.contains($0) }
    }

    @Test(arguments: PlayingCard.Rank.allCases.filter { !$0.isFace })
    func aToTenShowAsManyPipsAsTheirRank(rank: PlayingCard.Rank) {
        for suit in [PlayingCard.Suit.hearts, .spades] {
            #expect(pips(PlayingCard(rank, suit)).count == rank.rawValue, "\(rank) of \(suit)")
        }
    }

    @Test func pipsInTheLowerHalfAreUpsideDown() {
        // A heart's ink is heavier at its lobes: above its centre when upright, below when not.
        let image = render(PlayingCard(.two, .hearts))
        let red = PlayingCardArt.red
        let upper = Rect(x: 100, y: 90, width: 50, height: 50), lower = Rect(x: 100, y: 210, width: 50, height: 50)
        let upperTop = image.coverage(of: red, in: Rect(x: upper.minX, y: upper.minY, width: 50, height: 25))
        let upperBottom = image.coverage(of: red, in: Rect(x: upper.minX, y: upper.minY + 25, width: 50, height: 25))
        let lowerTop = image.coverage(of: red, in: Rect(x: lower.minX, y: lower.minY, width: 50, height: 25))
        let lowerBottom = image.coverage(of: red, in: Rect(x: lower.minX, y: lower.minY + 25, width: 50, height: 25))
        #expect(upperTop > upperBottom)
        #expect(lowerBottom > lowerTop)
    }

    @Test func theIndexIsInTheTopLeftAndTurnedInTheBottomRight() {
        let image = render(PlayingCard(.seven, .clubs))
        let corner = Rect(x: 6, y: 10, width: 40, height: 60)
        let opposite = Rect(x: Double(width) - 46, y: Double(height) - 70, width: 40, height: 60)
        #expect(image.coverage(of: PlayingCardArt.black, in: corner) > 0.05)
        #expect(image.coverage(of: PlayingCardArt.black, in: opposite) > 0.05)
        #expect(abs(image.darkness(in: corner) - image.darkness(in: opposite)) < 0.02, "the same index, turned")
    }

    @Test func heartsAndDiamondsAreRedSpadesAndClubsBlack() {
        for suit in PlayingCard.Suit.allCases {
            let image = render(PlayingCard(.ace, suit))
            let other = suit.isRed ? PlayingCardArt.black : PlayingCardArt.red
            #expect(image.coverage(of: PlayingCardArt.color(of: suit), in: middle) > 0.03)
            #expect(image.coverage(of: other, in: middle) == 0)
        }
    }

    @Test(arguments: [PlayingCard.Rank.jack, .queen, .king])
    func courtCardsHaveAFramedPictureAndNoPips(rank: PlayingCard.Rank) {
        let image = render(PlayingCard(rank, .diamonds))
        let cream = Color(hex: 0xFFF8E7), gold = Color(hex: 0xE5A50A)
        #expect(image.coverage(of: cream, in: middle) > 0.05)
        #expect(image.coverage(of: gold, in: middle) > 0.01)
        // The picture is two-headed: the top and bottom halves carry the same amount of ink.
        let top = image.darkness(in: Rect(x: middle.minX, y: middle.minY, width: middle.width, height: middle.height / 2))
        let bottom = image.darkness(in: Rect(x: middle.minX, y: middle.center.y, width: middle.width, height: middle.height / 2))
        #expect(abs(top - bottom) < 0.01)
    }

    @Test func courtCardsDifferFromEachOther() {
        let jack = render(PlayingCard(.jack, .spades)).darkness(in: middle)
        let queen = render(PlayingCard(.queen, .spades)).darkness(in: middle)
        let king = render(PlayingCard(.king, .spades)).darkness(in: middle)
        #expect(Set([jack, queen, king].map { Int($0 * 1000) }).count == 3)
    }

    @Test func theBackIsPatternedBlue() {
        let image = ImageSurface(width: width, height: height)
        image.draw { CardBack.draw(Rect(x: 0, y: 0, width: Double(width), height: Double(height)), on: $0) }
        #expect(image.coverage(of: Color(hex: 0x1C71D8), in: middle) > 0.3)
        #expect(image.coverage(of: .white, in: middle) < 0.3, "only the pattern's light lines")
    }

    @Test func aCachedBackLooksLikeADrawnOne() {
        let card = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        let sprites = SpriteCache(capacity: 4)
        let drawn = ImageSurface(width: width, height: height), cached = ImageSurface(width: width, height: height)
        drawn.draw { CardBack.draw(card, on: $0) }
        cached.draw { CardBack.draw(card, on: $0, sprites: sprites) }
        cached.draw { CardBack.draw(card, on: $0, sprites: sprites) }   // the second time from the cache
        #expect(sprites.count == 1)
        #expect(abs(drawn.coverage(of: Color(hex: 0x1C71D8), in: middle) - cached.coverage(of: Color(hex: 0x1C71D8), in: middle)) < 0.01)
        #expect(abs(drawn.darkness(in: middle) - cached.darkness(in: middle)) < 0.01)
    }

    @Test func forgottenSpritesGoAndTheOthersStay() {
        let card = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        let sprites = SpriteCache(capacity: 8)
        ImageSurface(width: width, height: height).draw { canvas in
            CardBack.draw(card, on: canvas, sprites: sprites)
            PlayingCardArt.draw(PlayingCard(.two, .hearts), in: card, on: canvas, sprites: sprites)
        }
        let drawn = sprites.count
        sprites.forget { if case .playingCard = $0 { true } else { false } }
        #expect(drawn >= 2)
        #expect(sprites.count == drawn - 1, "only the face is forgotten")
        sprites.forget { _ in true }
        #expect(sprites.count == 0)
    }

    @Test func thePlayingCardDeckPrintsFiftyThreeCards() {
        #expect(DeckSheet.playingCards.count == 53)
        let sheet = DeckSheet.referenceImage(of: DeckSheet.playingCards, columns: 13, cardWidth: 40)
        #expect(sheet.width > 13 * 40)
    }
}
