import CGtk

/// Connecting GObject signals to Swift closures.
///
/// A C signal handler cannot capture Swift context, so each closure is boxed, passed to GLib
/// retained as the handler's user data, and released by the destroy notify GLib calls when the
/// handler goes away (with its object). One thunk per C signature unboxes and calls it.
///
/// A `Signal<Handler>` names a signal and carries the thunk for its C signature; it can only be
/// made here, by the factory for that signature, so `connect` accepts exactly the handler type
/// the signal calls: connecting a handler of the wrong shape does not compile.
struct Signal<Handler> {
    let name: String
    fileprivate let thunk: GCallback
}

@discardableResult
func connect<Handler>(_ instance: gpointer, _ signal: Signal<Handler>, after: Bool = false, _ body: Handler) -> UInt {
    UInt(g_signal_connect_data(instance, signal.name, signal.thunk, ClosureBox.retained(body), releaseBox,
                               after ? G_CONNECT_AFTER : GConnectFlags(rawValue: 0)))
}

final class ClosureBox<Body> {
    let body: Body
    init(_ body: Body) { self.body = body }

    /// Retained user data for GLib; balanced by `releaseBox` or `releaseBoxNotify`.
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

// MARK: Handler shapes and the signals of each. GTK calls every thunk on the main thread.

typealias Action = @MainActor () -> Void

extension Signal where Handler == Action {
    /// void (*)(GObject *, gpointer): "clicked", "toggled", "activate", "value-changed", "map"…
    static func plain(_ name: String) -> Self { Self(name: name, thunk: plainThunk) }
    /// void (*)(GObject *, GParamSpec *, gpointer): the property changed.
    static func notify(_ property: String) -> Self { Self(name: "notify::" + property, thunk: oneArgumentThunk) }
    /// void (*)(GtkGesture *, GdkEventSequence *, gpointer): the gesture is over.
    static var gestureEnd: Self { Self(name: "end", thunk: oneArgumentThunk) }
    /// void (*)(GSimpleAction *, GVariant *, gpointer): an action without a parameter ran.
    static var actionActivated: Self { Self(name: "activate", thunk: oneArgumentThunk) }
}

private let plainThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, data: gpointer?) in
        let body = ClosureBox<Action>.take(data)
        MainActor.assumeIsolated { body() }
    } as @convention(c) (gpointer?, gpointer?) -> Void, to: GCallback.self)

/// Any signal with one pointer argument the handler does not need.
private let oneArgumentThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, _: gpointer?, data: gpointer?) in
        let body = ClosureBox<Action>.take(data)
        MainActor.assumeIsolated { body() }
    } as @convention(c) (gpointer?, gpointer?, gpointer?) -> Void, to: GCallback.self)

typealias IntPairHandler = @MainActor (Int, Int) -> Void

extension Signal where Handler == IntPairHandler {
    /// void (*)(GtkDrawingArea *, gint width, gint height, gpointer)
    static var resize: Self { Self(name: "resize", thunk: intPairThunk) }
}

private let intPairThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, a: Int32, b: Int32, data: gpointer?) in
        let body = ClosureBox<IntPairHandler>.take(data)
        MainActor.assumeIsolated { body(Int(a), Int(b)) }
    } as @convention(c) (gpointer?, Int32, Int32, gpointer?) -> Void, to: GCallback.self)

typealias DoubleHandler = @MainActor (Double) -> Void

extension Signal where Handler == DoubleHandler {
    /// void (*)(GtkGestureZoom *, gdouble scale, gpointer)
    static var scaleChanged: Self { Self(name: "scale-changed", thunk: doubleThunk) }
}

private let doubleThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, value: Double, data: gpointer?) in
        let body = ClosureBox<DoubleHandler>.take(data)
        MainActor.assumeIsolated { body(value) }
    } as @convention(c) (gpointer?, Double, gpointer?) -> Void, to: GCallback.self)

typealias DoublePairHandler = @MainActor (Double, Double) -> Void

extension Signal where Handler == DoublePairHandler {
    /// void (*)(GObject *, gdouble, gdouble, gpointer): "drag-begin", "drag-update",
    /// "drag-end", "swipe", "angle-changed".
    static func doublePair(_ name: String) -> Self { Self(name: name, thunk: doublePairThunk) }
}

private let doublePairThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, a: Double, b: Double, data: gpointer?) in
        let body = ClosureBox<DoublePairHandler>.take(data)
        MainActor.assumeIsolated { body(a, b) }
    } as @convention(c) (gpointer?, Double, Double, gpointer?) -> Void, to: GCallback.self)

typealias DoublePairPredicate = @MainActor (Double, Double) -> Bool

extension Signal where Handler == DoublePairPredicate {
    /// gboolean (*)(GtkEventControllerScroll *, gdouble dx, gdouble dy, gpointer)
    static var scroll: Self { Self(name: "scroll", thunk: doublePairPredicateThunk) }
}

private let doublePairPredicateThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, a: Double, b: Double, data: gpointer?) -> gboolean in
        let body = ClosureBox<DoublePairPredicate>.take(data)
        return MainActor.assumeIsolated { body(a, b) } ? 1 : 0
    } as @convention(c) (gpointer?, Double, Double, gpointer?) -> gboolean, to: GCallback.self)

typealias KeyHandler = @MainActor (UInt32, GdkModifierType) -> Bool
typealias KeyReleaseHandler = @MainActor (UInt32, GdkModifierType) -> Void

extension Signal where Handler == KeyHandler {
    /// gboolean (*)(GtkEventControllerKey *, guint keyval, guint keycode, GdkModifierType, gpointer)
    static var keyPressed: Self { Self(name: "key-pressed", thunk: keyPressThunk) }
}

extension Signal where Handler == KeyReleaseHandler {
    /// void (*)(GtkEventControllerKey *, guint keyval, guint keycode, GdkModifierType, gpointer)
    static var keyReleased: Self { Self(name: "key-released", thunk: keyReleaseThunk) }
}

private let keyPressThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, keyval: UInt32, _: UInt32, state: GdkModifierType, data: gpointer?) -> gboolean in
        let body = ClosureBox<KeyHandler>.take(data)
        return MainActor.assumeIsolated { body(keyval, state) } ? 1 : 0
    } as @convention(c) (gpointer?, UInt32, UInt32, GdkModifierType, gpointer?) -> gboolean, to: GCallback.self)

private let keyReleaseThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, keyval: UInt32, _: UInt32, state: GdkModifierType, data: gpointer?) in
        let body = ClosureBox<KeyReleaseHandler>.take(data)
        MainActor.assumeIsolated { body(keyval, state) }
    } as @convention(c) (gpointer?, UInt32, UInt32, GdkModifierType, gpointer?) -> Void, to: GCallback.self)

typealias EventHandler = @MainActor (GdkEventType) -> Bool

extension Signal where Handler == EventHandler {
    /// gboolean (*)(GtkEventControllerLegacy *, GdkEvent *, gpointer)
    static var event: Self { Self(name: "event", thunk: eventThunk) }
}

private let eventThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, event: OpaquePointer?, data: gpointer?) -> gboolean in
        let body = ClosureBox<EventHandler>.take(data)
        guard let event else { return 0 }
        let type = gdk_event_get_event_type(event)
        return MainActor.assumeIsolated { body(type) } ? 1 : 0
    } as @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean, to: GCallback.self)

typealias StringHandler = @MainActor (String) -> Void

extension Signal where Handler == StringHandler {
    /// void (*)(AdwMessageDialog *, const char *response, gpointer)
    static var response: Self { Self(name: "response", thunk: stringThunk) }
    /// void (*)(GSettings *, const char *key, gpointer)
    static var settingChanged: Self { Self(name: "changed", thunk: stringThunk) }
}

private let stringThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, text: UnsafePointer<CChar>?, data: gpointer?) in
        let body = ClosureBox<StringHandler>.take(data)
        let value = text.map { String(cString: $0) } ?? ""
        MainActor.assumeIsolated { body(value) }
    } as @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> Void, to: GCallback.self)

/// Receives an action's parameter: the string of a choice, nil for a toggle.
typealias VariantHandler = @MainActor (String?) -> Void

extension Signal where Handler == VariantHandler {
    /// void (*)(GSimpleAction *, GVariant *parameter, gpointer): an action with a string or no parameter ran.
    static var actionActivatedWithText: Self { Self(name: "activate", thunk: variantThunk) }
}

private let variantThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, parameter: OpaquePointer?, data: gpointer?) in
        let body = ClosureBox<VariantHandler>.take(data)
        var text: String?
        if let parameter, String(cString: g_variant_get_type_string(parameter)) == "s" {
            text = String(cString: g_variant_get_string(parameter, nil))
        }
        MainActor.assumeIsolated { body(text) }
    } as @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void, to: GCallback.self)

typealias OptionsHandler = @MainActor (UnsafeMutableRawPointer) -> Int32

extension Signal where Handler == OptionsHandler {
    /// gint (*)(GApplication *, GVariantDict *, gpointer)
    static var handleLocalOptions: Self { Self(name: "handle-local-options", thunk: optionsThunk) }
    /// gint (*)(GApplication *, GApplicationCommandLine *, gpointer)
    static var commandLine: Self { Self(name: "command-line", thunk: optionsThunk) }
}

private let optionsThunk: GCallback = unsafeBitCast(
    { (_: gpointer?, argument: gpointer?, data: gpointer?) -> Int32 in
        let body = ClosureBox<OptionsHandler>.take(data)
        nonisolated(unsafe) let argument = argument!
        return MainActor.assumeIsolated { body(argument) }
    } as @convention(c) (gpointer?, gpointer?, gpointer?) -> Int32, to: GCallback.self)
