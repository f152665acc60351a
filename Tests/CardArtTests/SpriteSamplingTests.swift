import CardArt
import GameSupport
import Testing

/// GTK records a card's drawing once and replays it under the card widget's transform every
/// frame (moved by a fraction of a pixel, squeezed while turning over): the sampling chosen when
/// drawing must hold then.
@Suite struct SpriteSamplingTests {
    static let card = Rect(x: 10, y: 10, width: 100, height: 140)

    enum Motion {
        case still, moved, squeezed

        func apply(to canvas: Canvas) {
            switch self {
            case .still: break
            case .moved: canvas.translate(0.37, 0.41)
            case .squeezed: canvas.translate(0.37, 0); canvas.scale(0.7, 1)
            }
        }

        /// Where the colours are read: all of a card shown still; inside a moving one, clear
        /// of the rim, where Cairo smooths the edge of the sprite's extent whatever the filter.
        var inside: Rect {
            switch self {
            case .still: Rect(x: 0, y: 0, width: 120, height: 160)
            case .moved: Rect(x: 16, y: 16, width: 88, height: 128)
            case .squeezed: Rect(x: 16, y: 18, width: 56, height: 124)
            }
        }
    }

    /// The colours inside a card back drawn from a sprite with `sampling`, recorded as GTK's
    /// drawing area records it, then replayed in `motion`.
    func colours(_ sampling: Canvas.Sampling, _ motion: Motion) -> Set<[Int]> {
        let drawing = RecordedDrawing(width: 120, height: 160, sampling: sampling) {
            CardBack.draw(Self.card, on: $0, sprites: SpriteCache(capacity: 4))
        }

        let image = ImageSurface(width: 120, height: 160)
        image.draw { canvas in
            motion.apply(to: canvas)
            drawing.replay(on: canvas)
        }
        var found = Set<[Int]>()
        let inside = motion.inside
        for y in Int(inside.minY)..<Int(inside.maxY) {
            for x in Int(inside.minX)..<Int(inside.maxX) {
                let pixel = image.pixel(x: x, y: y)
                found.insert([pixel.red, pixel.green, pixel.blue, pixel.alpha].map { Int(($0 * 255).rounded()) })
            }
        }
        return found
    }

    /// Every colour the card back's sprite has.
    var spriteColours: Set<[Int]> { colours(.nearest, .still) }

    @Test(arguments: [Motion.moved, .squeezed])
    func nearestSamplingShowsOnlyTheSpritesOwnColoursInsideAMovingCard(motion: Motion) {
        #expect(colours(.nearest, motion).isSubset(of: spriteColours))
    }

    @Test(arguments: [Motion.moved, .squeezed])
    func smoothSamplingBlendsNeighbouringPixels(motion: Motion) {
        #expect(!colours(.smooth, motion).isSubset(of: spriteColours))
    }
}
