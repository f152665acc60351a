import CardArt
import GameSupport
import GtkKit

/// The groups of cards a player has found, as small cards in places of fixed number and size
/// (the Daily Puzzle's six Sets): finding one fills a place and moves nothing else on screen.
/// Screen readers hear the groups as words.
@MainActor
final class FoundGroupsView<Face: Hashable & Sendable> {
    let drawing = DrawingArea()
    private var groups: [[Face]] = []
    private var places = 0
    private let paint: CardDrawing<Face>.Painter
    private let aspectRatio: Double

    init(aspectRatio: Double, paint: @escaping CardDrawing<Face>.Painter) {
        self.aspectRatio = aspectRatio
        self.paint = paint
        drawing.hexpand = true
        drawing.setContentSize(width: 1, height: Self.height)
        drawing.addCSSClass("found-groups")
        drawing.setDraw { [weak self] cairo, width, height in
            self?.draw(on: Canvas(cairo: cairo), size: Size(width: width, height: height))
        }
    }

    static var height: Int { 64 }

    /// Shows `groups` in `places` places (none hides the strip); `description` is what a screen
    /// reader says of them.
    func show(_ groups: [[Face]], places: Int, description: String) {
        drawing.isVisible = places > 0
        drawing.setAccessibleLabel(description)
        guard groups != self.groups || places != self.places else { return }
        self.groups = groups
        self.places = places
        drawing.queueDraw()
    }

    private func draw(on canvas: Canvas, size: Size) {
        guard places > 0 else { return }
        let cardsPerGroup = Double(max(3, groups.map(\.count).max() ?? 3))
        // Each place holds its cards side by side, a tenth of a card apart; places are set
        // well apart from each other, so that a group of four reads as one group.
        let margin = 6.0, groupGap = 14.0
        let placeInCards = 1.1 * cardsPerGroup - 0.1
        let byHeight = (size.height - 2 * margin) * aspectRatio
        let byWidth = (size.width - 2 * margin - groupGap * Double(places - 1)) / Double(places) / placeInCards
        let cardWidth = min(byHeight, byWidth)
        let cardHeight = cardWidth / aspectRatio
        let placeWidth = cardWidth * placeInCards
        let total = placeWidth * Double(places) + groupGap * Double(places - 1)
        var x = (size.width - total) / 2
        let y = (size.height - cardHeight) / 2
        for place in 0..<places {
            let frame = Rect(x: x, y: y, width: placeWidth, height: cardHeight)
            if place < groups.count {
                for (index, face) in groups[place].enumerated() {
                    let card = Rect(x: x + Double(index) * cardWidth * 1.1, y: y, width: cardWidth, height: cardHeight)
                    paint(.face(face), .none, card, canvas, 1)
                }
            } else {
                EmptyPlace.draw(frame, cornersOf: Rect(x: 0, y: 0, width: cardWidth, height: cardHeight), on: canvas)
            }
            x += placeWidth + groupGap
        }
    }
}
