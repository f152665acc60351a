import CGtk

/// Application-wide styling and the desktop's preferences.
@MainActor
public enum Style {
    /// Loads CSS for the whole display, above the theme (so game widgets can look their part).
    public static func load(css: String) {
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), OpaquePointer(provider),
                                                   UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }

    /// Whether the desktop wants animations (GNOME's "Reduce animation" turns them off).
    public static var animationsEnabled: Bool {
        guard let settings = gtk_settings_get_default() else { return true }
        return pastimes_object_get_boolean(UnsafeMutableRawPointer(settings), "gtk-enable-animations") != 0
    }

    /// Whether the dark style is in use (it follows the system through AdwStyleManager).
    public static var isDark: Bool { adw_style_manager_get_dark(adw_style_manager_get_default()) != 0 }

    public static func onDarkChanged(_ handler: @escaping @MainActor () -> Void) {
        connect(UnsafeMutableRawPointer(adw_style_manager_get_default()), "notify::dark", thunk: notifyThunk, body: handler as Action)
    }

    /// Switches animations off for this process (the end-to-end tests' reduced-motion run).
    public static func disableAnimations() {
        guard let settings = gtk_settings_get_default() else { return }
        pastimes_object_set_boolean(UnsafeMutableRawPointer(settings), "gtk-enable-animations", 0)
    }
}
