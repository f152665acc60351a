import CGtk
import GtkKit
import MainLoop

/// Reports every frame a widget's frame clock paints: the frame's time and the work it took,
/// in seconds (the motion benchmark). It drives nothing: `AnimationTicker` is what moves things.
///
/// The meter holds a reference to the frame clock while it listens, and disconnects and lets go
/// in `stop()` or when it goes away.
@MainActor
public final class FrameWorkMeter {
    private var clock: OpaquePointer?
    private var handlers: [UInt] = []

    public init() {}

    /// One painted frame, in seconds.
    public struct Frame {
        /// The frame's tick on the frame clock.
        public let tick: Double
        /// When its layout started and its painting ended, on the monotonic clock.
        public let workStarted: Double, painted: Double
        public var work: Double { painted - workStarted }
    }

    isolated deinit { stop() }

    /// Starts reporting frames of `widget`'s window (it must be on screen): each frame's time
    /// (its tick: the interval between two is what the player sees) and its work, from the
    /// start of its layout to the end of its painting. The work is timed by the clock on the
    /// wall, not from the tick: on Wayland the tick is when the frame is predicted to be shown.
    public func start(on widget: Widget, _ report: @escaping @MainActor (Frame) -> Void) -> Bool {
        stop()
        guard let clock = gtk_widget_get_frame_clock(widget.pointer) else { return false }
        g_object_ref(UnsafeMutableRawPointer(clock))
        self.clock = clock
        var workStarted = 0.0
        let before: Action = { workStarted = monotonicSeconds() }
        let after: Action = {
            let tick = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
            report(Frame(tick: tick, workStarted: workStarted, painted: monotonicSeconds()))
        }
        handlers = [connect(UnsafeMutableRawPointer(clock), .plain("before-paint"), before),
                    connect(UnsafeMutableRawPointer(clock), .plain("after-paint"), after)]
        return true
    }

    public func stop() {
        guard let clock else { return }
        for handler in handlers { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler) }
        g_object_unref(UnsafeMutableRawPointer(clock))
        handlers = []
        self.clock = nil
    }

    /// The renderer GTK paints `widget`'s window with ("GL", "Cairo", "Vulkan"), which may not
    /// be the one asked for: GTK falls back to Cairo where OpenGL cannot start.
    public static func rendererName(of widget: Widget) -> String {
        guard let native = gtk_widget_get_native(widget.pointer), let renderer = gtk_native_get_renderer(native),
              let type = g_type_name_from_instance(UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self)) else { return "unknown" }
        let name = String(cString: type)   // GskGLRenderer, GskCairoRenderer, GskNglRenderer...
        return name.hasPrefix("Gsk") && name.hasSuffix("Renderer") ? String(name.dropFirst(3).dropLast(8)) : name   // not for people: GTK's type names
    }
}
