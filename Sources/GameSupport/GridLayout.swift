/// Lays out `count` equal cells of one aspect ratio in an area, as large as they can be.
///
/// An aspect-ratio grid (as in Stanford CS193p's `Grid` and `AspectVGrid`) with two refinements the table needs: the
/// spacing between cells is proportional to the cell size (so a sparse table does not look
/// cramped and a full one does not waste space), and below a readable minimum width the cells
/// stop shrinking and the grid grows taller than the area instead, for the view to scroll.
public struct GridLayout: Equatable, Sendable {
    /// Width divided by height of every cell.
    public var aspectRatio: Double
    /// The gap between cells, and between cells and the area's edges, as a fraction of cell width.
    public var spacingFraction: Double
    /// Cells never get narrower than this; the grid scrolls instead.
    public var minimumCellWidth: Double
    /// With a number, cells are dealt `lines` at a time, and prefer to lie in that many rows,
    /// filled column by column (or, where the area suits that better, that many columns filled
    /// row by row), as Set is laid out on a real table: dealt cells join as a new column and no
    /// other cell changes line. Only where that costs almost nothing (`linesTolerance`): cells
    /// are always within it of the largest any grid of their count allows. And a deal never
    /// makes cells larger. Nil lets the count alone decide the grid's shape.
    public var lines: Int?
    /// How much smaller than the largest cells the preferred lines may make them.
    public static let linesTolerance = 0.05

    public init(aspectRatio: Double, spacingFraction: Double = 0.06, minimumCellWidth: Double = 0, lines: Int? = nil) {
        precondition(aspectRatio > 0, "cells need a positive aspect ratio")
        precondition(lines.map { $0 > 0 } ?? true, "a grid of lines needs at least one")
        self.aspectRatio = aspectRatio
        self.spacingFraction = spacingFraction
        self.minimumCellWidth = minimumCellWidth
        self.lines = lines
    }

    /// The arrangement chosen for a number of cells in an area.
    public struct Arrangement: Equatable, Sendable {
        public var columns: Int
        public var rows: Int
        public var cellSize: Size
        public var spacing: Double
        /// The size of everything laid out; taller than the area when the grid has to scroll.
        public var contentSize: Size
        /// Frames, one per cell, centred in the area (or in the content when scrolling): row by
        /// row, or column by column when `isColumnMajor`.
        public var frames: [Rect]
        /// Whether cells fill the grid column by column (a grid of `lines` rows).
        public var isColumnMajor = false
        /// True when the content is taller than the area and the view has to scroll.
        public var scrolls: Bool
    }

    public func arrange(_ count: Int, in area: Size) -> Arrangement {
        guard count > 0, area.width > 0, area.height > 0 else {
            return Arrangement(columns: 0, rows: 0, cellSize: .zero, spacing: 0, contentSize: area, frames: [], scrolls: false)
        }
        let best = largestGrid(count, in: area)
        if best.width >= minimumCellWidth {
            guard let lines else { return arrangement(count: count, columns: best.columns, cellWidth: best.width, in: area, scrolling: false) }
            // No larger than the cells of any table this one was dealt from (a deal adds `lines`):
            // each of those is within the tolerance of its own best, which is no smaller than this one's.
            var width = preferred(count, lines: lines, in: area).width
            for earlier in stride(from: count - lines, through: 1, by: -lines) {
                width = min(width, preferred(earlier, lines: lines, in: area).width)
            }
            width = max(width, minimumCellWidth)
            if arrangement(count, inLines: lines, in: area).width >= max(width, (1 - Self.linesTolerance) * best.width) {
                return arrangement(count, inLines: lines, cellWidth: width, in: area)
            }
            return arrangement(count: count, columns: best.columns, cellWidth: width, in: area, scrolling: false)
        }
        // Too many cells for the area at a readable size: keep the minimum size, fill the width,
        // and let the content run past the bottom.
        let width = minimumCellWidth
        let columns = max(1, Int(((area.width / width) - spacingFraction) / (1 + spacingFraction)))
        return arrangement(count: count, columns: columns, cellWidth: min(width, largestWidthAcross(columns, area.width)),
                           in: area, scrolling: true)
    }

    /// The grid whose cells are largest for `count` in `area`: its columns and its cells' width.
    private func largestGrid(_ count: Int, in area: Size) -> (columns: Int, width: Double) {
        var best = (columns: 1, width: 0.0)
        for columns in 1...count {
            let width = largestCellWidth(columns: columns, count: count, in: area)
            if width > best.width { best = (columns, width) }
        }
        return best
    }

    /// The width of the cells `count` would have on its own: in `lines`, where that costs no more
    /// than the tolerance, or else in the largest grid.
    private func preferred(_ count: Int, lines: Int, in area: Size) -> (inLines: Bool, width: Double) {
        let best = largestGrid(count, in: area).width
        let inLines = arrangement(count, inLines: lines, in: area).width
        return inLines >= max(minimumCellWidth, (1 - Self.linesTolerance) * best) ? (true, inLines) : (false, best)
    }

    /// `lines` rows, or `lines` columns, whichever gives an opening table of four lines' worth
    /// its larger cells: deciding by a fixed count keeps the shape from flipping as cards come
    /// and go. The shape and the largest cells' width it allows.
    private func arrangement(_ count: Int, inLines lines: Int, in area: Size) -> (columns: Int, rows: Int, columnMajor: Bool, width: Double) {
        let inRows = largestCellWidth(columns: 4, rows: lines, in: area)
        let inColumns = largestCellWidth(columns: lines, rows: 4, in: area)
        let across = max(1, rows(count, columns: lines))
        let columnMajor = inRows >= inColumns
        let (columns, rowCount) = columnMajor ? (across, min(lines, count)) : (min(lines, count), across)
        return (columns, rowCount, columnMajor, largestCellWidth(columns: columns, rows: rowCount, in: area))
    }

    /// Cells of `width` in `lines`, as `arrangement(_:inLines:in:)` shapes them.
    private func arrangement(_ count: Int, inLines lines: Int, cellWidth width: Double, in area: Size) -> Arrangement {
        let shape = arrangement(count, inLines: lines, in: area)
        // Every cell of the grid, row by row; a column-major table reads them down each column.
        var fixed = arrangement(count: shape.columns * shape.rows, columns: shape.columns, rows: shape.rows, cellWidth: width,
                                in: area, scrolling: false)
        let cells = fixed.frames
        fixed.isColumnMajor = shape.columnMajor
        fixed.frames = (0..<count).map { shape.columnMajor ? cells[($0 % shape.rows) * shape.columns + $0 / shape.rows] : cells[$0] }
        return fixed
    }

    private func rows(_ count: Int, columns: Int) -> Int { (count + columns - 1) / columns }

    private func largestWidthAcross(_ columns: Int, _ width: Double) -> Double {
        width / (Double(columns) + Double(columns + 1) * spacingFraction)
    }

    private func largestCellWidth(columns: Int, count: Int, in area: Size) -> Double {
        largestCellWidth(columns: columns, rows: rows(count, columns: columns), in: area)
    }

    private func largestCellWidth(columns: Int, rows: Int, in area: Size) -> Double {
        let rowCount = Double(rows)
        let byWidth = largestWidthAcross(columns, area.width)
        let byHeight = area.height / (rowCount / aspectRatio + (rowCount + 1) * spacingFraction)
        return min(byWidth, byHeight)
    }

    private func arrangement(count: Int, columns: Int, cellWidth: Double, in area: Size, scrolling: Bool) -> Arrangement {
        arrangement(count: count, columns: columns, rows: rows(count, columns: columns), cellWidth: cellWidth, in: area,
                    scrolling: scrolling)
    }

    /// Cells laid row by row in a grid of `columns` by `rowCount`, centred.
    private func arrangement(count: Int, columns: Int, rows rowCount: Int, cellWidth: Double, in area: Size,
                             scrolling: Bool) -> Arrangement {
        let cell = Size(width: cellWidth, height: cellWidth / aspectRatio)
        let gap = cellWidth * spacingFraction
        let gridWidth = Double(columns) * cell.width + Double(columns + 1) * gap
        let gridHeight = Double(rowCount) * cell.height + Double(rowCount + 1) * gap
        let content = Size(width: area.width, height: max(area.height, gridHeight))
        let left = (area.width - gridWidth) / 2 + gap
        let top = (content.height - gridHeight) / 2 + gap
        let frames = (0..<count).map { index in
            Rect(x: left + Double(index % columns) * (cell.width + gap),
                 y: top + Double(index / columns) * (cell.height + gap),
                 width: cell.width, height: cell.height)
        }
        return Arrangement(columns: columns, rows: rowCount, cellSize: cell, spacing: gap,
                           contentSize: content, frames: frames, scrolls: scrolling && gridHeight > area.height)
    }
}
