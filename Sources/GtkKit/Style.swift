import CGtk
import SafeFiles

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

    /// Whether the desktop lets applications play event sounds (GNOME's Settings ▸ Sound ▸
    /// Alert sounds, org.gnome.desktop.sound's event-sounds, which GTK follows).
    public static var eventSoundsEnabled: Bool {
        guard let settings = gtk_settings_get_default() else { return true }
        return pastimes_object_get_boolean(UnsafeMutableRawPointer(settings), "gtk-enable-event-sounds") != 0
    }

    /// Looks for icons in `folder` too (a hicolor tree): the app's own icon where it is not
    /// installed where the desktop looks (a program run from its build tree).
    public static func addIconFolder(_ folder: FilePath) {
        guard let display = gdk_display_get_default() else { return }
        folder.withCString { gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), $0) }
    }

    /// Switches animations off for this process (the end-to-end tests' reduced-motion run).
    public static func disableAnimations() {
        guard let settings = gtk_settings_get_default() else { return }
        pastimes_object_set_boolean(UnsafeMutableRawPointer(settings), "gtk-enable-animations", 0)
    }
}
