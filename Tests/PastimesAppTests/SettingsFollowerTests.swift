import CardArt
import GameSupport
import GtkKit
@testable import PastimesApp
import Testing

/// GSettings' changes, from the app or from outside, reaching the tables and the menus; tabs
/// not built yet are left to read the settings when they are.
@MainActor
@Suite struct SettingsFollowerTests {
    @MainActor
    final class Followed {
        let settings = AppDoubles.settings()
        let context = TableContext(sprites: SpriteCache(capacity: 4))
        let application = AppDoubles.application()
        /// The tabs that a change tried to build (none should: a tab not built reads the settings when it is).
        var built: [GameKind] = []
        var reviewsKept: [Int] = []
        let tabs = GameTabs()
        lazy var follower: SettingsFollower = {
            tabs.build = { [unowned self] game in built.append(game) }
            return SettingsFollower(settings: settings, tableContext: context, application: application, tabs: tabs,
                                    keepReviews: { [unowned self] count in reviewsKept.append(count) })
        }()
    }

    @Test func theTablesGetThePreferencesAtStartAndEachChangeAfter() {
        let followed = Followed()
        followed.settings.animationSpeed = .relaxed
        followed.settings.cardKeys = .azerty
        #expect(followed.context.animationScale == 1, "nothing is followed before the start")
        followed.follower.start()
        #expect(followed.context.animationScale == 2 && followed.context.keyLayout == .azerty)
        followed.settings.animationSpeed = .off
        followed.settings.cardKeys = .qwertz
        #expect(followed.context.animationScale == 0 && followed.context.keyLayout == .qwertz)
        #expect(followed.built.isEmpty, "the tables' preferences build no tab")
    }

    @Test func theNumberOfReviewsKeptReachesTheHistory() {
        let followed = Followed()
        followed.follower.start()
        followed.settings.reviewsKept = 20
        #expect(followed.reviewsKept == [20])
        #expect(followed.built.isEmpty)
    }

    @Test func theSetMenusFollowAThemeChangedOutsideAndNoTabIsBuiltForASetting() {
        let followed = Followed()
        followed.application.addChoiceAction(AppCommands.setTheme.action, initial: "classic") { _ in }
        followed.application.addToggleAction(AppCommands.setCount.action, initial: false) { _ in }
        followed.follower.start()
        followed.settings.setTheme = .glyphs
        followed.settings.showsSetCount = true
        #expect(followed.application.choice(of: AppCommands.setTheme.action) == "glyphs")
        #expect(followed.application.isToggled(AppCommands.setCount.action) == true)
        followed.settings.cardsToMatch = .threeCards
        followed.settings.simonDifficulty = 12
        followed.settings.window = WindowState(width: 900, height: 700, maximized: false, tab: "simon")
        #expect(followed.built.isEmpty, "a game's settings wait for its tab to be built, which reads them then")
    }
}
