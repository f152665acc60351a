import CGtk

/// Connecting GObject signals to Swift closures.
///
/// A C signal handler cannot capture Swift context, so each closure is boxed, passed to GLib
/// retained as the handler's user data, and released by the destroy notify GLib calls when the
/// handler goes away (with its object). One thunk per C signature unboxes and calls it.
final class ClosureBox<Body> {
    let body: Body
    init(_ body: Body) { self.body = body }

    /// Retained user data for GLib; balanced by `releaseBox`.
    static func retained(_ body: Body) -> gpointer { Unmanaged.passRetained(ClosureBox(body)).toOpaque() }

    static func take(_ data: gpointer?) -> Body { Unmanaged<ClosureBox>.fromOpaque(data!).takeUnretainedValue().body }
}

/// The destroy notify for every boxed handler; the box's type does not matter for release.
private let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// The destroy notify for sources and draw functions (GDestroyNotify has one argument).
let releaseBoxNotify: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

@discardableResult
func connect<Body>(_ instance: gpointer, _ signal: String, thunk: GCallback, body: Body, after: Bool = false) -> UInt {
    UInt(g_signal_connect_data(instance, signal, thunk, ClosureBox.retained(body), releaseBox,
                               after ? G_CONNECT_AFTER : GConnectFlags(rawValue: 0)))
}

// MARK: Thunks, one per C signal signature. GTK calls them on the main thread.

typealias Action = @MainActor () -> Void

/// void (*)(GObject *instance, gpointer data)
let voidThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, data: gpointer?) in
        let body = ClosureBox<Action>.take(data)
        MainActor.assumeIsolated { body() }
    } as @convention(c) (gpointer?, gpointer?) -> Void, to: GCallback.self)

/// void (*)(GObject *instance, GParamSpec *pspec, gpointer data): "notify::property"
let notifyThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, _: gpointer?, data: gpointer?) in
        let body = ClosureBox<Action>.take(data)
        MainActor.assumeIsolated { body() }
    } as @convention(c) (gpointer?, gpointer?, gpointer?) -> Void, to: GCallback.self)

typealias IntPairHandler = @MainActor (Int, Int) -> Void

/// void (*)(GObject *instance, gint a, gint b, gpointer data): GtkDrawingArea "resize"
let intPairThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, a: Int32, b: Int32, data: gpointer?) in
        let body = ClosureBox<IntPairHandler>.take(data)
        MainActor.assumeIsolated { body(Int(a), Int(b)) }
    } as @convention(c) (gpointer?, Int32, Int32, gpointer?) -> Void, to: GCallback.self)

typealias DoubleHandler = @MainActor (Double) -> Void

/// void (*)(GObject *instance, gdouble value, gpointer data): GtkGestureZoom "scale-changed"
let doubleThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, value: Double, data: gpointer?) in
        let body = ClosureBox<DoubleHandler>.take(data)
        MainActor.assumeIsolated { body(value) }
    } as @convention(c) (gpointer?, Double, gpointer?) -> Void, to: GCallback.self)

typealias DoublePairHandler = @MainActor (Double, Double) -> Void

/// void (*)(GObject *instance, gdouble a, gdouble b, gpointer data): drag, swipe, rotate
let doublePairThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, a: Double, b: Double, data: gpointer?) in
        let body = ClosureBox<DoublePairHandler>.take(data)
        MainActor.assumeIsolated { body(a, b) }
    } as @convention(c) (gpointer?, Double, Double, gpointer?) -> Void, to: GCallback.self)

typealias DoublePairPredicate = @MainActor (Double, Double) -> Bool

/// gboolean (*)(GObject *instance, gdouble a, gdouble b, gpointer data): "scroll"
let doublePairPredicateThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, a: Double, b: Double, data: gpointer?) -> gboolean in
        let body = ClosureBox<DoublePairPredicate>.take(data)
        return MainActor.assumeIsolated { body(a, b) } ? 1 : 0
    } as @convention(c) (gpointer?, Double, Double, gpointer?) -> gboolean, to: GCallback.self)

typealias PressHandler = @MainActor (Int, Double, Double) -> Void

/// void (*)(GtkGestureClick *, gint n_press, gdouble x, gdouble y, gpointer data)
let pressThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, count: Int32, x: Double, y: Double, data: gpointer?) in
        let body = ClosureBox<PressHandler>.take(data)
        MainActor.assumeIsolated { body(Int(count), x, y) }
    } as @convention(c) (gpointer?, Int32, Double, Double, gpointer?) -> Void, to: GCallback.self)

typealias KeyHandler = @MainActor (UInt32, GdkModifierType) -> Bool

/// gboolean (*)(GtkEventControllerKey *, guint keyval, guint keycode, GdkModifierType, gpointer)
let keyThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, keyval: UInt32, _: UInt32, state: GdkModifierType, data: gpointer?) -> gboolean in
        let body = ClosureBox<KeyHandler>.take(data)
        return MainActor.assumeIsolated { body(keyval, state) } ? 1 : 0
    } as @convention(c) (gpointer?, UInt32, UInt32, GdkModifierType, gpointer?) -> gboolean, to: GCallback.self)

/// void (*)(GtkEventControllerKey *, guint keyval, guint keycode, GdkModifierType, gpointer)
let keyReleaseThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, keyval: UInt32, _: UInt32, state: GdkModifierType, data: gpointer?) in
        let body = ClosureBox<KeyHandler>.take(data)
        _ = MainActor.assumeIsolated { body(keyval, state) }
    } as @convention(c) (gpointer?, UInt32, UInt32, GdkModifierType, gpointer?) -> Void, to: GCallback.self)

/// void (*)(GSimpleAction *, GVariant *parameter, gpointer data): "activate"
let actionThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, _: OpaquePointer?, data: gpointer?) in
        let body = ClosureBox<Action>.take(data)
        MainActor.assumeIsolated { body() }
    } as @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void, to: GCallback.self)

typealias EventHandler = @MainActor (GdkEventType) -> Bool

/// gboolean (*)(GtkEventControllerLegacy *, GdkEvent *event, gpointer data): "event"
let eventThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, event: OpaquePointer?, data: gpointer?) -> gboolean in
        let body = ClosureBox<EventHandler>.take(data)
        guard let event else { return 0 }
        let type = gdk_event_get_event_type(event)
        return MainActor.assumeIsolated { body(type) } ? 1 : 0
    } as @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean, to: GCallback.self)

typealias StringHandler = @MainActor (String) -> Void

/// void (*)(AdwMessageDialog *, const char *response, gpointer data): "response"
let stringThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, text: UnsafePointer<CChar>?, data: gpointer?) in
        let body = ClosureBox<StringHandler>.take(data)
        let value = text.map { String(cString: $0) } ?? ""
        MainActor.assumeIsolated { body(value) }
    } as @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> Void, to: GCallback.self)

typealias Predicate = @MainActor () -> Bool

/// gboolean (*)(GObject *instance, gpointer data): "close-request"
let predicateThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, data: gpointer?) -> gboolean in
        let body = ClosureBox<Predicate>.take(data)
        return MainActor.assumeIsolated { body() } ? 1 : 0
    } as @convention(c) (gpointer?, gpointer?) -> gboolean, to: GCallback.self)
