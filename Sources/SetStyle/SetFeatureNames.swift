import Localization
import SetCore

extension SetCard.Feature {
    /// The feature as every theme draws it, in words: "colour", "shape" (the Glyphs theme's
    /// shapes and shadings are shapes and shadings too).
    public var title: String {
        switch self {
        case .first: trc("feature of a Set card", "number")
        case .second: trc("feature of a Set card", "colour")
        case .third: trc("feature of a Set card", "shading")
        case .fourth: trc("feature of a Set card", "shape")
        case .fifth: trc("feature of a Set card", "border")
        }
    }
}
