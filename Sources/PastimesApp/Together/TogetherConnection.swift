import SetFeature

/// This app's end of a Together game, hosting or joined: the model the Set tab shows, and
/// what only the network can do.
@MainActor
protocol TogetherConnection: AnyObject {
    var model: TogetherModel { get }
    /// Deals the first cards (only a host can).
    func start()
    /// Leaves the game (a host leaving ends it for everybody).
    func leave()
}
