import CGtk
import MainLoop

/// Runs work at the end of a layout of a widget's window: once GTK has given every widget its
/// size, before the frame is painted. GTK lays the window out again within the same frame if
/// the work changes what sizes depend on (a row of controls turned into a column), so that frame
/// shows the result. A size callback is no place to move widgets, and the main loop's next turn
/// would show the change a frame late (the window's first frame included: an empty or unsettled
/// first frame costs a second one at once, and on Wayland a second window buffer).
@MainActor
public final class LayoutPass {
    private let widget: UnsafeMutablePointer<GtkWidget>
    private var clock: UnsafeMutableRawPointer?
    private var handler: UInt = 0
    private var work: [@MainActor () -> Void] = []

    /// For layouts of the window `widget` is in; it follows the widget from window to window.
    public init(of widget: Widget) {
        self.widget = widget.pointer
        connect(widget.pointer, .plain("realize")) { [weak self] in self?.follow() }
        connect(widget.pointer, .plain("unrealize")) { [weak self] in self?.stopFollowing() }
        follow()
    }

    isolated deinit { stopFollowing() }

    /// Runs `body` once, at the end of the layout under way or the next one (on the main loop's
    /// next turn while the widget is not on screen).
    public func afterLayout(_ body: @escaping @MainActor () -> Void) {
        guard clock != nil else {
            Timeout.after(0, body)
            return
        }
        work.append(body)
    }

    /// The handler is connected before any layout it serves begins: GLib does not call one
    /// connected while the signal is being emitted.
    private func follow() {
        guard clock == nil, gtk_widget_get_realized(widget) != 0, let frameClock = gtk_widget_get_frame_clock(widget) else { return }
        let instance = UnsafeMutableRawPointer(frameClock)
        clock = instance
        // After the surface's own handler, which allocates the widgets.
        handler = connect(instance, .plain("layout"), after: true) { [weak self] in self?.layoutDone() }
    }

    private func stopFollowing() {
        if let clock { g_signal_handler_disconnect(clock, gulong(handler)) }
        clock = nil
        for body in work { Timeout.after(0, body) }
        work = []
    }

    private func layoutDone() {
        let due = work
        work = []
        for body in due { body() }
    }
}
