import CGtk

/// A widget that runs an action (GtkActionable): a button, a switch.
@MainActor
public protocol Actionable: Widget {}

extension Actionable {
    /// Binds the widget to an action ("app.new-game"): it runs it and follows its enabled state
    /// (and a switch its on/off state).
    public var actionName: String? {
        get { gtk_actionable_get_action_name(OpaquePointer(pointer)).map { String(cString: $0) } }
        set { gtk_actionable_set_action_name(OpaquePointer(pointer), newValue) }
    }
}
