/// Emoji made of several code points, which a name may hold whole: a family (👨‍👩‍👧, joined by
/// zero-width joiners), a profession with a skin tone (🧑🏽‍🚒), a flag of a region (🏴󠁧󠁢󠁳󠁣󠁴󠁿, with tags).
/// The joiners and selectors in them are invisible alone, and cleaned out of names everywhere
/// else; inside such a character they are what makes one picture of several.
extension Character {
    /// Code points that join or modify emoji into one (zero-width joiner, variation selector 16,
    /// the keycap's enclosing mark, tags and their end).
    private static func isEmojiGlue(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x200D || scalar.value == 0xFE0F || scalar.value == 0x20E3 || (0xE0020...0xE007F).contains(scalar.value)
    }

    /// The most code points one emoji sequence has (a kiss with two skin tones: ten).
    public static let longestEmojiSequence = 10

    /// Whether this character is one emoji made of several code points: emoji and the glue
    /// between them only, a picture among them (not a digit or "#" that happens to be an emoji
    /// base), and glue actually used.
    public var isEmojiSequence: Bool {
        let scalars = unicodeScalars
        guard scalars.count > 1, scalars.count <= Self.longestEmojiSequence,
              scalars.allSatisfy({ $0.properties.isEmoji || Self.isEmojiGlue($0) }),
              scalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }) else { return false }
        return scalars.contains(where: Self.isEmojiGlue) || scalars.contains { (0x1F3FB...0x1F3FF).contains($0.value) }
            || scalars.allSatisfy { (0x1F1E6...0x1F1FF).contains($0.value) }
    }
}
