/// A card as the table shows it: its face in a theme. The theme is part of what a card looks
/// like, so changing it redraws every card.
public struct ThemedSetFace: Hashable, Sendable {
    public var face: SetFace
    public var theme: SetTheme

    public init(_ face: SetFace, theme: SetTheme) {
        self.face = face
        self.theme = theme
    }
}
