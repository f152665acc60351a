import CCairo
import CardArt
import GameSupport
import Testing

/// GTK records a card's drawing once and replays it under the card widget's transform every
/// frame (moved, squeezed while turning over): the sampling chosen when drawing must hold then.
@Suite struct SpriteSamplingTests {
    let card = Rect(x: 0, y: 0, width: 100, height: 140)
    let size = (width: 104, height: 146)

    /// The colours inside a card back drawn from a sprite, recorded as GTK's drawing area
    /// records it, then replayed squeezed by `squeeze` and shifted by a fraction of a pixel.
    /// (The rim is left out: Cairo smooths the edge of the sprite's extent whatever the filter.)
    func colours(sampling: Canvas.Sampling, squeeze: Double) -> Set<[Int]> {
        var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)
        defer { cairo_surface_destroy(recording) }
        let recorder = cairo_create(recording)
        CardBack.draw(card, on: Canvas(cairo: recorder!, sampling: sampling), sprites: SpriteCache(capacity: 4))
        cairo_destroy(recorder)

        let image = ImageSurface(width: size.width, height: size.height)
        image.draw { canvas in
            canvas.scale(squeeze, 1)
            cairo_set_source_surface(canvas.cairo, recording, 0.37, 0)
            cairo_paint(canvas.cairo)
        }
        var found = Set<[Int]>()
        for y in 6..<(size.height - 6) {
            for x in 6..<Int(Double(size.width) * squeeze) - 6 {
                let pixel = image.pixel(x: x, y: y)
                found.insert([pixel.red, pixel.green, pixel.blue, pixel.alpha].map { Int(($0 * 255).rounded()) })
            }
        }
        return found
    }

    @Test func nearestSamplingShowsOnlyTheSpritesOwnColoursWhenReplayedSqueezed() {
        let own = colours(sampling: .nearest, squeeze: 1)
        #expect(colours(sampling: .nearest, squeeze: 0.7).isSubset(of: own))
    }

    @Test func smoothSamplingBlendsNeighbouringPixelsWhenReplayedSqueezed() {
        let own = colours(sampling: .nearest, squeeze: 1)
        #expect(!colours(sampling: .smooth, squeeze: 0.7).isSubset(of: own))
    }
}
