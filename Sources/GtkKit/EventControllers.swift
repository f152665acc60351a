import CGtk

/// Something that turns raw input on a widget into events: gestures, keys, scrolling.
///
/// The wrapper owns a reference of its own, apart from the one a widget takes when the
/// controller is added to it, so members such as `center` or `claim()` stay safe to call
/// after the widget is gone.
@MainActor
public class EventController {
    let pointer: OpaquePointer

    init(adopting pointer: OpaquePointer?) {
        self.pointer = pointer!
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    var instance: gpointer { UnsafeMutableRawPointer(pointer) }

    public enum Phase { case capture, bubble, target }

    /// Capture sees events before the widget under the pointer or focus; bubble after.
    public var phase: Phase {
        get {
            switch gtk_event_controller_get_propagation_phase(pointer) {
            case GTK_PHASE_CAPTURE: .capture
            case GTK_PHASE_TARGET: .target
            default: .bubble
            }
        }
        set {
            let value: GtkPropagationPhase
            switch newValue {
            case .capture: value = GTK_PHASE_CAPTURE
            case .bubble: value = GTK_PHASE_BUBBLE
            case .target: value = GTK_PHASE_TARGET
            }
            gtk_event_controller_set_propagation_phase(pointer, value)
        }
    }
}

/// Key presses. The handler returns true when it used the key.
@MainActor
public final class KeyController: EventController {
    public init() { super.init(adopting: gtk_event_controller_key_new()!) }

    public func onKeyPressed(_ handler: @escaping @MainActor (Key) -> Bool) {
        let adapter: KeyHandler = { keyval, state in handler(Key(keyval: keyval, state: state)) }
        connect(instance, .keyPressed, adapter)
    }

    public func onKeyReleased(_ handler: @escaping @MainActor (Key) -> Void) {
        let adapter: KeyReleaseHandler = { keyval, state in handler(Key(keyval: keyval, state: state)) }
        connect(instance, .keyReleased, adapter)
    }
}

/// A key press, described without GDK types.
public struct Key: Equatable, Sendable {
    /// The character the key types, lower-cased ("1", "q", " "), if it types one.
    public let character: Character?
    public let name: Name?
    public let control: Bool
    public let shift: Bool
    public let alt: Bool

    public enum Name: Sendable { case escape, enter, space, left, right, up, down, tab, backspace, leftShift, rightShift, pageUp, pageDown, home, end }

    init(keyval: UInt32, state: GdkModifierType) {
        control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
        shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
        alt = state.rawValue & GDK_ALT_MASK.rawValue != 0
        let lower = gdk_keyval_to_lower(keyval)
        let unicode = gdk_keyval_to_unicode(lower)
        character = unicode > 32 ? Unicode.Scalar(unicode).map(Character.init) : nil
        switch Int32(keyval) {
        case GDK_KEY_Escape: name = .escape
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: name = .enter
        case GDK_KEY_space, GDK_KEY_KP_Space: name = .space
        case GDK_KEY_Left, GDK_KEY_KP_Left: name = .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: name = .right
        case GDK_KEY_Up, GDK_KEY_KP_Up: name = .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: name = .down
        case GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab: name = .tab
        case GDK_KEY_BackSpace: name = .backspace
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: name = .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: name = .pageDown
        case GDK_KEY_Home, GDK_KEY_KP_Home: name = .home
        case GDK_KEY_End, GDK_KEY_KP_End: name = .end
        case GDK_KEY_Shift_L: name = .leftShift
        case GDK_KEY_Shift_R: name = .rightShift
        default: name = nil
        }
    }

    public init(character: Character?, name: Name? = nil, control: Bool = false, shift: Bool = false, alt: Bool = false) {
        self.character = character; self.name = name; self.control = control; self.shift = shift; self.alt = alt
    }
}

/// The pointer's button going down and coming up, as they happen. Unlike a click gesture it
/// reports a press held for as long as it is held; in the capture phase it takes the events
/// before the widget's own gestures see them.
@MainActor
public final class PointerPressController: EventController {
    public init() { super.init(adopting: gtk_event_controller_legacy_new()!) }

    /// `handler` gets true for a press, false for a release; the events go no further.
    public func onPressOrRelease(_ handler: @escaping @MainActor (Bool) -> Void) {
        let adapter: EventHandler = { type in
            switch type {
            case GDK_BUTTON_PRESS, GDK_TOUCH_BEGIN: handler(true); return true
            case GDK_BUTTON_RELEASE, GDK_TOUCH_END, GDK_TOUCH_CANCEL: handler(false); return true
            default: return false
            }
        }
        connect(instance, .event, adapter)
    }
}

/// A press-and-move: the start point, then offsets from it.
@MainActor
public final class DragGesture: EventController {
    public init() { super.init(adopting: gtk_gesture_drag_new()!) }

    public func onBegin(_ handler: @escaping @MainActor (Double, Double) -> Void) {
        connect(instance, .doublePair("drag-begin"), handler)
    }

    public func onUpdate(_ handler: @escaping @MainActor (Double, Double) -> Void) {
        connect(instance, .doublePair("drag-update"), handler)
    }

    public func onEnd(_ handler: @escaping @MainActor (Double, Double) -> Void) {
        connect(instance, .doublePair("drag-end"), handler)
    }

    /// Takes the press for this drag alone: the widgets under it (buttons) do not see a click.
    public func claim() {
        gtk_gesture_set_state(pointer, GTK_EVENT_SEQUENCE_CLAIMED)
    }
}

/// Two-finger pinch: the distance between the fingers relative to the start.
@MainActor
public final class ZoomGesture: EventController {
    public init() { super.init(adopting: gtk_gesture_zoom_new()!) }

    public func onScaleChanged(_ handler: @escaping @MainActor (Double) -> Void) {
        connect(instance, .scaleChanged, handler)
    }

    /// The point between the fingers, in the widget's coordinates.
    public var center: (x: Double, y: Double)? { gestureCenter(pointer) }

    public func onEnd(_ handler: @escaping @MainActor () -> Void) {
        connect(instance, .gestureEnd, handler)
    }
}

/// Two-finger rotation: the angle and its change, in radians.
@MainActor
public final class RotateGesture: EventController {
    public init() { super.init(adopting: gtk_gesture_rotate_new()!) }

    public var center: (x: Double, y: Double)? { gestureCenter(pointer) }

    public func onAngleChanged(_ handler: @escaping @MainActor (Double, Double) -> Void) {
        connect(instance, .doublePair("angle-changed"), handler)
    }

    public func onEnd(_ handler: @escaping @MainActor () -> Void) {
        connect(instance, .gestureEnd, handler)
    }
}

@MainActor
private func gestureCenter(_ gesture: OpaquePointer) -> (x: Double, y: Double)? {
    var x = 0.0, y = 0.0
    // A gesture with no touches has no centre; GTK would look at a last event it does not have.
    guard gtk_gesture_is_active(gesture) != 0, gtk_gesture_get_bounding_box_center(gesture, &x, &y) != 0 else { return nil }
    return (x, y)
}

/// Scroll wheel and touchpad scrolling; the handler returns true when it used the scroll.
@MainActor
public final class ScrollController: EventController {
    public init() {
        super.init(adopting: gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!)
    }

    public func onScroll(_ handler: @escaping @MainActor (Double, Double) -> Bool) {
        connect(instance, .scroll, handler)
    }

    /// Whether Control is held during the current scroll (Ctrl+scroll gathers cards).
    /// (False between scrolls: there is no event to ask then, and GTK would complain.)
    public var isControlHeld: Bool {
        guard gtk_event_controller_get_current_event(pointer) != nil else { return false }
        return gtk_event_controller_get_current_event_state(pointer).rawValue & GDK_CONTROL_MASK.rawValue != 0
    }
}
