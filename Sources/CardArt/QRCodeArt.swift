import GameSupport

/// A QR code drawn crisply: dark modules on white, with the quiet zone of four modules that
/// cameras need around it, each module a whole number of pixels where the space allows.
public enum QRCodeArt {
    /// Draws `modules` (rows, dark where true) as large as fits, centred in `area`.
    public static func draw(_ modules: [[Bool]], in area: Rect, on canvas: Canvas) {
        guard !modules.isEmpty else { return }
        let count = Double(modules.count + 8)
        let side = min(area.width, area.height)
        let module = side / count >= 1 ? (side / count).rounded(.down) : side / count
        let size = module * count
        let left = (area.minX + (area.width - size) / 2).rounded(), top = (area.minY + (area.height - size) / 2).rounded()
        canvas.setColor(Color(hex: 0xFFFFFF))
        canvas.rectangle(Rect(x: left, y: top, width: size, height: size))
        canvas.fill()
        canvas.setColor(Color(hex: 0x000000))
        for (row, line) in modules.enumerated() {
            for (column, dark) in line.enumerated() where dark {
                canvas.rectangle(Rect(x: left + Double(column + 4) * module, y: top + Double(row + 4) * module, width: module, height: module))
            }
        }
        canvas.fill()
    }
}
