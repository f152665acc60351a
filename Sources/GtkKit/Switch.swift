import CGtk

/// An on/off switch, as GNOME's settings rows end with.
@MainActor
public final class Switch: Widget, Actionable {
    public init() {
        super.init(adopting: gtk_switch_new())
    }

    public var isOn: Bool {
        get { gtk_switch_get_active(cast()) != 0 }
        set {
            guard newValue != isOn else { return }
            gtk_switch_set_active(cast(), newValue ? 1 : 0)
        }
    }

    /// Called when the switch is turned, by the player or by `isOn`.
    public func onToggled(_ handler: @escaping @MainActor () -> Void) {
        connect(pointer, .notify("active"), handler)
    }
}
