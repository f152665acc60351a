import CardArt
import GameSupport
import SetCore
import SetStyle

/// Renders one Set card (paper and face) into an image of the given size.
func render(_ face: SetFace, width: Int = 200, height: Int = 280, mark: CardMark = .none,
            theme: SetTheme = .classic) -> ImageSurface {
    let image = ImageSurface(width: width, height: height)
    image.draw { canvas in
        let card = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        CardBody.drawPaper(card, on: canvas, shadow: false)
        SetCardArt.drawFace(face, theme: theme, in: card, on: canvas)
        CardBody.drawHighlight(mark, around: card.insetBy(dx: 12, dy: 12), on: canvas)
    }
    return image
}

extension Color {
    /// Near enough to `other` in every channel.
    func isClose(to other: Color, tolerance: Double = 0.12) -> Bool {
        abs(red - other.red) < tolerance && abs(green - other.green) < tolerance && abs(blue - other.blue) < tolerance
            && alpha > 0.5
    }
}

extension ImageSurface {
    /// The fraction of pixels in `rect` close to `color`.
    func coverage(of color: Color, in rect: Rect) -> Double {
        var hits = 0, total = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                total += 1
                if pixel(x: x, y: y).isClose(to: color) { hits += 1 }
            }
        }
        return total == 0 ? 0 : Double(hits) / Double(total)
    }

    /// The mean darkness (1 − luminance) over `rect`: how much ink there is, counting
    /// anti-aliased edges by how much they cover, so it compares fairly across sizes.
    func darkness(in rect: Rect) -> Double {
        var total = 0.0, count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = pixel(x: x, y: y)
                total += 1 - (0.2126 * p.red + 0.7152 * p.green + 0.0722 * p.blue)
                count += 1
            }
        }
        return count == 0 ? 0 : total / Double(count)
    }

    /// How many separate blobs of `color` there are (4-connected), ignoring specks.
    func regions(of color: Color, minimumSize: Int = 20) -> [(count: Int, center: Point)] {
        var seen = [Bool](repeating: false, count: width * height)
        var found: [(Int, Point)] = []
        for start in 0..<(width * height) where !seen[start] && pixel(x: start % width, y: start / width).isClose(to: color) {
            var stack = [start], size = 0, sumX = 0, sumY = 0
            seen[start] = true
            while let index = stack.popLast() {
                size += 1
                let x = index % width, y = index / width
                sumX += x
                sumY += y
                for (nx, ny) in [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)] where nx >= 0 && ny >= 0 && nx < width && ny < height {
                    let next = ny * width + nx
                    if !seen[next] && pixel(x: nx, y: ny).isClose(to: color) {
                        seen[next] = true
                        stack.append(next)
                    }
                }
            }
            if size >= minimumSize { found.append((size, Point(x: Double(sumX) / Double(size), y: Double(sumY) / Double(size)))) }
        }
        return found
    }
}
