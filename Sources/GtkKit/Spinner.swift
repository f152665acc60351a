import CGtk

/// A turning wheel: something is under way and the wait cannot be measured.
@MainActor
public final class Spinner: Widget {
    public init() {
        super.init(adopting: gtk_spinner_new())
        gtk_spinner_start(cast())
    }
}
