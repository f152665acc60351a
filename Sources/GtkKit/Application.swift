import CGtk

/// The application: one instance per session, named by its reverse-DNS id (a second launch
/// hands its command line to the first and ends), owning the actions and their keyboard
/// accelerators. Without a session bus every launch runs on its own.
@MainActor
public final class Application {
    let pointer: OpaquePointer
    private var actions: [String: OpaquePointer] = [:]

    public init(id: String) {
        // The program has set its locale already (Localization.start), falling back quietly
        // where the player's does not exist; GTK would set it again and warn. Only before GTK
        // starts: a process that makes a second application (the tests) would be warned.
        if gtk_is_initialized() == 0 { gtk_disable_setlocale() }
        pointer = OpaquePointer(adw_application_new(id, G_APPLICATION_HANDLES_COMMAND_LINE)!)
    }

    var gtkApplication: UnsafeMutablePointer<GtkApplication> { UnsafeMutablePointer(pointer) }
    var gApplication: UnsafeMutablePointer<GApplication> { UnsafeMutablePointer(pointer) }

    /// Called once the application is ready for its first window.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        connect(UnsafeMutableRawPointer(pointer), .plain("activate"), handler)
    }

    /// Parses the command line, then runs the main loop until the last window closes (or hands
    /// the command line to the running instance); returns the exit status.
    public func run() -> Int32 {
        g_application_run(gApplication, CommandLine.argc, CommandLine.unsafeArgv)
    }

    public func quit() { g_application_quit(gApplication) }

    /// Adds `app.<name>`, run by `handler`, with keyboard accelerators such as "<Control>n".
    public func addAction(_ name: String, accelerators: [String] = [], _ handler: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name, nil)!
        connect(UnsafeMutableRawPointer(action), .actionActivated, handler)
        register(name, action)
        if !accelerators.isEmpty { setAccelerators(accelerators, for: "app.\(name)") }
    }

    /// Adds `action` to the application under `name`; the application then owns it.
    func register(_ name: String, _ action: OpaquePointer) {
        g_action_map_add_action(pointer, action)
        actions[name] = action
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    func action(named name: String) -> OpaquePointer? { actions[name] }

    public func setAccelerators(_ accelerators: [String], for detailedAction: String) {
        withCStrings(accelerators) { gtk_application_set_accels_for_action(gtkApplication, detailedAction, $0) }
    }

    /// Enables or disables `app.<name>`: buttons and menu items bound to it follow.
    public func setActionEnabled(_ name: String, _ enabled: Bool) {
        guard let action = actions[name] else { return }
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }

    /// Whether `app.<name>` is enabled (nil when there is no such action).
    public func isActionEnabled(_ name: String) -> Bool? {
        actions[name].map { g_action_get_enabled($0) != 0 }
    }

}

/// Calls `body` with a NULL-terminated C array of the strings.
func withCStrings<Result>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Result) -> Result {
    let duplicates = strings.map { strdup($0) }
    defer { duplicates.forEach { free($0) } }
    var array = duplicates.map { UnsafePointer<CChar>($0) } + [nil]
    return array.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}
