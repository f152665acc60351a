/// Keys that choose cards by their place on the table, as Set players know them from
/// setwithfriends: the first twelve in a 4 x 3 block of the keyboard's left side, then onwards.
public enum TableKeys {
    /// The same block of keys on the keyboards players use: the characters its keys type.
    public enum Layout: String, CaseIterable, Codable, Sendable {
        case qwerty, qwertz, azerty

        public var title: String { rawValue.uppercased() }

        /// The key for each table position, in grid order. P is not among them: it pauses.
        public var order: [Character] {
            switch self {
            case .qwerty: return Array("123qweasdzxcrtyfghvbn456uiojkm789")
            case .qwertz: return Array("123qweasdyxcrtzfghvbn456uiojkm789")
            // The unshifted characters of the French number row.
            case .azerty: return Array("&é\"azeqsdwxcrtyfghvbn'(-uiojk,è_ç")
            }
        }
    }

    /// The table position a key chooses, if any.
    public static func position(for key: Character, layout: Layout = .qwerty) -> Int? {
        layout.order.firstIndex(of: Character(key.lowercased()))
    }

    /// The key shown for a table position, if it has one.
    public static func key(for position: Int, layout: Layout = .qwerty) -> Character? {
        let order = layout.order
        return order.indices.contains(position) ? order[position] : nil
    }
}

/// Moving the keyboard focus between cards with the arrow keys, in the grid's own layout.
public enum TableFocus {
    public enum Direction: Sendable {
        case left, right, up, down

        /// The same step on the grid turned about its diagonal (a table filled column by column
        /// is a row-by-row grid so turned).
        public var transposed: Direction {
            switch self {
            case .left: .up
            case .right: .down
            case .up: .left
            case .down: .right
            }
        }
    }

    /// The position reached from `position` moving one step in `direction` on a grid of
    /// `columns` columns holding `count` cards; edges stop the movement.
    public static func move(from position: Int, _ direction: Direction, columns: Int, count: Int) -> Int {
        guard count > 0, columns > 0 else { return 0 }
        let position = min(max(position, 0), count - 1)
        switch direction {
        case .left: return position % columns == 0 ? position : position - 1
        case .right: return position % columns == columns - 1 || position == count - 1 ? position : position + 1
        case .up: return position - columns >= 0 ? position - columns : position
        case .down:
            if position + columns < count { return position + columns }
            // Below is the last row, shorter than this one: land on its last card.
            let lastRow = (count - 1) / columns
            return position / columns < lastRow ? count - 1 : position
        }
    }
}
