import CGtk

/// Runs work at points of the frames of a widget's window: after its layout, once GTK has given
/// every widget its size, and after its painting.
///
/// After the layout: GTK lays the window out again within the same frame if the work changes
/// what sizes depend on (a row of controls turned into a column), so that frame shows the
/// result. A size callback is no place to move widgets, and the main loop's next turn would show
/// the change a frame late (the window's first frame included: an unsettled first frame costs a
/// second one at once, and on Wayland a second window buffer).
/// After the painting: the widget has been on screen.
///
/// Work waits while the widget is not on screen (not realized), for the first frame it is in.
@MainActor
public final class FramePhases {
    private let widget: UnsafeMutablePointer<GtkWidget>
    private var clock: UnsafeMutableRawPointer?
    private var handlers: [UInt] = []
    private var afterLayoutWork: [@MainActor () -> Void] = []
    private var afterPaintWork: [@MainActor () -> Void] = []

    /// For the frames of the window `widget` is in; it follows the widget from window to window.
    public init(of widget: Widget) {
        self.widget = widget.pointer
        connect(widget.pointer, .plain("realize")) { [weak self] in self?.follow() }
        connect(widget.pointer, .plain("unrealize")) { [weak self] in self?.stopFollowing() }
        follow()
    }

    isolated deinit { stopFollowing() }

    /// Runs `body` once, at the end of the layout under way or the next one.
    public func afterLayout(_ body: @escaping @MainActor () -> Void) { afterLayoutWork.append(body) }

    /// Runs `body` once, when the next frame has been painted.
    public func afterPaint(_ body: @escaping @MainActor () -> Void) { afterPaintWork.append(body) }

    /// The handlers are connected before any frame they serve begins: GLib does not call one
    /// connected while its signal is being emitted.
    private func follow() {
        guard clock == nil, gtk_widget_get_realized(widget) != 0, let frameClock = gtk_widget_get_frame_clock(widget) else { return }
        let instance = UnsafeMutableRawPointer(frameClock)
        clock = instance
        // "layout": after the surface's own handler, which allocates the widgets.
        handlers = [connect(instance, .plain("layout"), after: true) { [weak self] in self?.run(\.afterLayoutWork) },
                    connect(instance, .plain("after-paint")) { [weak self] in self?.run(\.afterPaintWork) }]
    }

    private func stopFollowing() {
        if let clock { for handler in handlers { g_signal_handler_disconnect(clock, gulong(handler)) } }
        clock = nil
        handlers = []
    }

    private func run(_ work: ReferenceWritableKeyPath<FramePhases, [@MainActor () -> Void]>) {
        let due = self[keyPath: work]
        self[keyPath: work] = []
        for body in due { body() }
    }
}
