import CardArt
import GameSupport
import MatchingCore
import SafeFiles
import SetCore
import SetStyle

#if canImport(Glibc)
import Glibc
#endif

// Words in this file are for developers, not for translation.
// cardbench: how long drawing a full table of 81 Set cards at 1920 x 1080 takes with Cairo's
// image backend (the renderer used under Xvfb), and how long moving cards take to show in each
// way of sampling them. Build with -c release for real figures.

let size = Size(width: 1920, height: 1080)
let layout = GridLayout(aspectRatio: SetCardArt.aspectRatio, spacingFraction: 0.07, minimumCellWidth: 64)
    .arrange(SetCard.count, in: size)
let faces = SetCard.deck.map(SetFace.init)
let image = ImageSurface(width: Int(size.width), height: Int(size.height))
// The card widgets' cache; the first frame fills it, so it is timed on its own.
let sprites = SpriteCache(capacity: 256)

func drawTable(on canvas: Canvas) {
    TableFelt.draw(on: canvas, size: size)
    for (face, frame) in zip(faces, layout.frames) {
        canvas.withSavedState {
            canvas.translate(frame.minX, frame.minY)
            let card = CardBody.cardRect(in: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
            CardBody.drawPaper(card, on: canvas, sprites: sprites)
            SetCardArt.drawFace(face, in: card, on: canvas, sprites: sprites)
        }
    }
}

func milliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

let coldStart = milliseconds()
image.draw(drawTable)
let cold = milliseconds() - coldStart
var samples: [Double] = []
for _ in 0..<60 {
    let start = milliseconds()
    image.draw(drawTable)
    samples.append(milliseconds() - start)
}
samples.sort()
func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
let median = samples[samples.count / 2], worst = samples.last!
print("81 cards at 1920x1080 (\(layout.columns) x \(layout.rows), cards \(Int(layout.cellSize.width)) px wide): "
      + "median \(rounded(median)) ms, slowest \(rounded(worst)) ms per full table; "
      + "first table (drawing \(sprites.count) cached symbols and papers) \(rounded(cold)) ms")
if CommandLine.arguments.count > 1 { try image.writePNG(to: FilePath(CommandLine.arguments[1])) }

// GTK's Cairo renderer records each card's drawing once and replays it, under the card widget's
// transform, every frame the card moves: sixteen playing cards as the Cards tab shows them at
// 1920 x 1080, replayed moved by a fraction of a pixel, squeezed (turning over) and tilted (as
// cards once flew to the discard pile), with Cairo's default sampling and pixel copies.
let cardSize = Size(width: 250, height: 350)
let hand = [PlayingCard](PlayingCard.fullDeck.prefix(16))
func recording(of card: PlayingCard, sampling: Canvas.Sampling) -> RecordedDrawing {
    RecordedDrawing(width: cardSize.width, height: cardSize.height, sampling: sampling) { canvas in
        let rect = CardBody.cardRect(in: Rect(x: 0, y: 0, width: cardSize.width, height: cardSize.height))
        PlayingCardArt.draw(card, in: rect, on: canvas, sprites: sprites)
    }
}
let motions: [(name: String, transform: (Canvas) -> Void)] = [
    ("moved", { $0.translate(0.37, 0.41) }),
    ("turning", { $0.translate(60, 0); $0.scale(0.45, 1) }),
    ("tilted", { $0.translate(40, 20); $0.rotate(4 * .pi / 180); $0.scale(0.8, 0.8) }),
]
let samplings: [(name: String, sampling: Canvas.Sampling)] = [("smooth", .smooth), ("nearest", .nearest)]
print("16 moving playing cards (\(Int(cardSize.width)) x \(Int(cardSize.height)) px), median of 30 frames:")
for (samplingName, sampling) in samplings {
    let recordings = hand.map { recording(of: $0, sampling: sampling) }
    var figures: [String] = []
    for motion in motions {
        var times: [Double] = []
        for _ in 0..<30 {
            let start = milliseconds()
            image.draw { canvas in
                for (index, recording) in recordings.enumerated() {
                    canvas.withSavedState {
                        canvas.translate(Double(index % 6) * 300, Double(index / 6) * 360)
                        motion.transform(canvas)
                        recording.replay(on: canvas)
                    }
                }
            }
            times.append(milliseconds() - start)
        }
        times.sort()
        figures.append("\(motion.name) \(rounded(times[times.count / 2])) ms")
    }
    print("  \(samplingName): " + figures.joined(separator: ", "))
}
