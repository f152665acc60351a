import CGtk
import MainLoop

/// Connecting GObject signals to Swift closures.
///
/// A C signal handler cannot capture Swift context, so each handler is wrapped in a GClosure
/// whose one marshaller, below, GLib calls with the signal's arguments as GValues. The closure
/// holds the Swift handler retained and releases it when GLib finalizes the closure (with the
/// object, or on disconnect).
///
/// A `Signal<Handler>` names a signal and says how to call a handler of its shape with those
/// arguments; it can only be made here, by the factory for its C signature, so `connect`
/// accepts exactly the handler type the signal calls: a handler of the wrong shape does not
/// compile.
package struct Signal<Handler> {
    let name: String
    fileprivate let call: @MainActor (Handler, SignalArguments) -> Void
}

@MainActor @discardableResult
package func connect<Handler>(_ instance: gpointer, _ signal: Signal<Handler>, after: Bool = false, _ body: Handler) -> UInt {
    let invocation: Invocation = { arguments in signal.call(body, arguments) }
    let box = ClosureBox.retained(invocation)
    let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), box)
    g_closure_set_marshal(closure, marshal)
    g_closure_add_finalize_notifier(closure, box, releaseBox)
    return UInt(g_signal_connect_closure(instance, signal.name, closure, after ? 1 : 0))
}

private typealias Invocation = @MainActor (SignalArguments) -> Void

/// GTK emits every signal on the main thread.
private let marshal: GClosureMarshal = { closure, result, count, values, _, _ in
    guard let closure, let values else { return }
    let invocation = ClosureBox<Invocation>.take(closure.pointee.data)
    nonisolated(unsafe) let arguments = SignalArguments(values: values, count: Int(count), result: result)
    MainActor.assumeIsolated { invocation(arguments) }
}

/// A signal's arguments as GLib gives them to the marshaller: index 0 is the emitting object,
/// then the signal's own parameters; and the place for its return value, if it has one.
struct SignalArguments {
    fileprivate let values: UnsafePointer<GValue>
    fileprivate let count: Int
    fileprivate let result: UnsafeMutablePointer<GValue>?

    private func value(_ index: Int) -> UnsafePointer<GValue> { values + min(index, count - 1) }
    func int(_ index: Int) -> Int { Int(g_value_get_int(value(index))) }
    func unsigned(_ index: Int) -> UInt32 { g_value_get_uint(value(index)) }
    func flags(_ index: Int) -> UInt32 { g_value_get_flags(value(index)) }
    func double(_ index: Int) -> Double { g_value_get_double(value(index)) }
    /// A string, object, boxed value, variant or event: whatever the value points at.
    func pointer(_ index: Int) -> UnsafeMutableRawPointer? { g_value_peek_pointer(value(index)) }
    func string(_ index: Int) -> String { pointer(index).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? "" }

    func returns(_ handled: Bool) { if let result { g_value_set_boolean(result, handled ? 1 : 0) } }
    func returns(_ status: Int32) { if let result { g_value_set_int(result, status) } }
}

/// The finalize notify of every signal's closure; the box's type does not matter for release.
private let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

// MARK: Handler shapes and the signals of each

package typealias Action = @MainActor () -> Void

extension Signal where Handler == Action {
    /// "clicked", "toggled", "activate", "value-changed", "map"…, and every signal whose
    /// arguments the handler does not need: "notify::property", GtkGesture's "end",
    /// GSimpleAction's "activate" without a parameter.
    package static func plain(_ name: String) -> Self { Self(name: name) { body, _ in body() } }
    static func notify(_ property: String) -> Self { plain("notify::" + property) }
    static var gestureEnd: Self { plain("end") }
    static var actionActivated: Self { plain("activate") }
}

typealias IntHandler = @MainActor (Int) -> Void

extension Signal where Handler == IntHandler {
    /// GtkNativeDialog's (gint response_id)
    static var nativeResponse: Self { Self(name: "response") { body, arguments in body(arguments.int(1)) } }
    /// GtkListBox's (GtkListBoxRow *row), as the row's place in the list
    static var rowActivated: Self {
        Self(name: "row-activated") { body, arguments in
            guard let row = arguments.pointer(1) else { return }
            body(Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self))))
        }
    }
}

typealias IntPairHandler = @MainActor (Int, Int) -> Void

extension Signal where Handler == IntPairHandler {
    /// GtkDrawingArea's (gint width, gint height)
    static var resize: Self { Self(name: "resize") { body, arguments in body(arguments.int(1), arguments.int(2)) } }
}

typealias DoubleHandler = @MainActor (Double) -> Void

extension Signal where Handler == DoubleHandler {
    /// GtkGestureZoom's (gdouble scale)
    static var scaleChanged: Self { Self(name: "scale-changed") { body, arguments in body(arguments.double(1)) } }
}

typealias DoublePairHandler = @MainActor (Double, Double) -> Void

extension Signal where Handler == DoublePairHandler {
    /// (gdouble, gdouble): "drag-begin", "drag-update", "drag-end", "swipe", "angle-changed".
    static func doublePair(_ name: String) -> Self {
        Self(name: name) { body, arguments in body(arguments.double(1), arguments.double(2)) }
    }
}

typealias DoublePairPredicate = @MainActor (Double, Double) -> Bool

extension Signal where Handler == DoublePairPredicate {
    /// GtkEventControllerScroll's gboolean (gdouble dx, gdouble dy)
    static var scroll: Self {
        Self(name: "scroll") { body, arguments in arguments.returns(body(arguments.double(1), arguments.double(2))) }
    }
}

typealias KeyHandler = @MainActor (UInt32, GdkModifierType) -> Bool
typealias KeyReleaseHandler = @MainActor (UInt32, GdkModifierType) -> Void

extension Signal where Handler == KeyHandler {
    /// GtkEventControllerKey's gboolean (guint keyval, guint keycode, GdkModifierType)
    static var keyPressed: Self {
        Self(name: "key-pressed") { body, arguments in
            arguments.returns(body(arguments.unsigned(1), GdkModifierType(rawValue: arguments.flags(3))))
        }
    }
}

extension Signal where Handler == KeyReleaseHandler {
    /// GtkEventControllerKey's (guint keyval, guint keycode, GdkModifierType)
    static var keyReleased: Self {
        Self(name: "key-released") { body, arguments in
            body(arguments.unsigned(1), GdkModifierType(rawValue: arguments.flags(3)))
        }
    }
}

typealias EventHandler = @MainActor (GdkEventType) -> Bool

extension Signal where Handler == EventHandler {
    /// GtkEventControllerLegacy's gboolean (GdkEvent *)
    static var event: Self {
        Self(name: "event") { body, arguments in
            guard let event = arguments.pointer(1) else { return arguments.returns(false) }
            arguments.returns(body(gdk_event_get_event_type(OpaquePointer(event))))
        }
    }
}

typealias StringHandler = @MainActor (String) -> Void

extension Signal where Handler == StringHandler {
    /// AdwMessageDialog's (const char *response)
    static var response: Self { Self(name: "response") { body, arguments in body(arguments.string(1)) } }
    /// GSettings' (const char *key)
    static var settingChanged: Self { Self(name: "changed") { body, arguments in body(arguments.string(1)) } }
}

/// Receives an action's parameter: the string of a choice, nil for a toggle.
typealias VariantHandler = @MainActor (String?) -> Void

extension Signal where Handler == VariantHandler {
    /// GSimpleAction's (GVariant *parameter): an action with a string or no parameter ran.
    static var actionActivatedWithText: Self {
        Self(name: "activate") { body, arguments in
            let parameter = arguments.pointer(1).map(OpaquePointer.init)
            guard let parameter, String(cString: g_variant_get_type_string(parameter)) == "s" else { return body(nil) }
            body(String(cString: g_variant_get_string(parameter, nil)))
        }
    }
}

typealias OptionsHandler = @MainActor (UnsafeMutableRawPointer) -> Int32

extension Signal where Handler == OptionsHandler {
    /// GApplication's gint (GVariantDict *options)
    static var handleLocalOptions: Self { options("handle-local-options") }
    /// GApplication's gint (GApplicationCommandLine *)
    static var commandLine: Self { options("command-line") }

    private static func options(_ name: String) -> Self {
        Self(name: name) { body, arguments in
            guard let argument = arguments.pointer(1) else { return arguments.returns(Int32(1)) }
            arguments.returns(body(argument))
        }
    }
}
