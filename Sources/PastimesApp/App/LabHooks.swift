import GameSupport
import GtkKit
import MatchingFeature
import SetFeature
import SetTogether
import SimonCore
import SimonFeature

/// The hooks a development build (`pastimes-lab`: the motion benchmark, the Together trace, the
/// layout audit) has into a running Pastimes, and all it has. The shipped `pastimes` passes
/// none, so none of that code, or its options, is in it.
///
/// The lab names its command-line options (GLib parses them with the app's own), chooses
/// Simon's timing from their values, and is handed a `LabView` of the app once the window is
/// on screen.
package struct LabHooks {
    package var options: [CommandLineOption]
    /// Simon's timing for these options (nil: the player's speed).
    package var simonTiming: @MainActor (CommandLineValues) -> SimonTiming?
    /// Called once the window is on screen, with what the lab may see and do.
    package var started: @MainActor (LabView, CommandLineValues) -> Void

    package init(options: [CommandLineOption], simonTiming: @escaping @MainActor (CommandLineValues) -> SimonTiming?,
                 started: @escaping @MainActor (LabView, CommandLineValues) -> Void) {
        self.options = options
        self.simonTiming = simonTiming
        self.started = started
    }
}

/// A running Pastimes as the lab sees it: the window, the tabs' view models, whether their cards
/// are moving, and what Simon lit in the last frame.
@MainActor
package struct LabView {
    let window: MainWindow
    let tabs: GameTabs
    let application: Application

    package var applicationWindow: ApplicationWindow { window.applicationWindow }
    /// An action of the app's (app.NAME) that the lab's tests can call.
    package func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) { application.addAction(name, handler) }
    package func show(_ game: GameKind) { window.show(game) }
    package func quit() { window.applicationWindow.close() }
    /// Keeps every game running whether or not the window has the focus.
    package func presumePlayerPresent() { window.presumesPlayerPresent = true }

    /// Each tab, built if it was not yet.
    package var set: LabTab<SetTableModel>? {
        tabs.set.map { tab in LabTab(model: tab.games.solo, root: tab.root, isMoving: { tab.table.isMoving },
                                                              toggleGather: { tab.table.toggleGather() }) }
    }
    package var cards: LabTab<MatchingTableModel>? {
        tabs.cards.map { tab in LabTab(model: tab.model, root: tab.root, isMoving: { tab.table.isMoving },
                                                                  toggleGather: { tab.table.toggleGather() }) }
    }
    package var simon: LabTab<SimonModel>? {
        tabs.simon.map { tab in LabTab(model: tab.model, root: tab.root, isMoving: { false }, toggleGather: {}) }
    }
    /// The Simon pads drawn lit in the last frame, if the tab was built.
    package var simonLitOnScreen: Set<SimonPad>? { tabs.builtSimon?.litOnScreen }
    /// The Together game the Set tab plays, if any.
    package var together: TogetherModel? { tabs.builtSet?.games.together?.model }
    /// The game this app hosts, if it hosts one.
    package var hostedGame: HostedGame? { tabs.builtSet?.games.together as? HostedGame }
}

/// One tab for the lab: its view model, its root widget (for a frame meter), and its table.
@MainActor
package struct LabTab<Model> {
    package let model: Model
    package let root: Widget
    package let isMoving: @MainActor () -> Bool
    package let toggleGather: @MainActor () -> Void
}
