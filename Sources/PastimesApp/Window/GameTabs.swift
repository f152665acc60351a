import GameSupport

/// The games' tabs, typed as the app built them: whoever needs a tab asks here for its type,
/// never finding it again in the window with a cast. `set`, `cards` and `simon` build the tab
/// first if it is not yet (the window builds it, as when it comes to the front); `builtSet`,
/// `builtCards` and `builtSimon` never build one (a tab not built reads the settings when it is).
@MainActor
final class GameTabs {
    private(set) var builtSet: SetTab?
    private(set) var builtCards: CardsTab?
    private(set) var builtSimon: SimonTab?
    /// Builds `game`'s tab (the window's `tab(for:)`), which then comes back through `adopt`.
    var build: @MainActor (GameKind) -> Void = { _ in }

    var set: SetTab? {
        if builtSet == nil { build(.set) }
        return builtSet
    }

    var cards: CardsTab? {
        if builtCards == nil { build(.cards) }
        return builtCards
    }

    var simon: SimonTab? {
        if builtSimon == nil { build(.simon) }
        return builtSimon
    }

    func adopt(_ tab: SetTab) { builtSet = tab }
    func adopt(_ tab: CardsTab) { builtCards = tab }
    func adopt(_ tab: SimonTab) { builtSimon = tab }
}
