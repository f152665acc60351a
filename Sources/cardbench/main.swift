import CardArt
import GameSupport
import SafeFiles
import SetCore
import SetStyle

#if canImport(Glibc)
import Glibc
#endif

// Words in this file are for developers, not for translation.
// cardbench: how long drawing a full table of 81 Set cards at 1920 x 1080 takes with Cairo's
// image backend (the renderer used under Xvfb). Build with -c release for real figures.

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
