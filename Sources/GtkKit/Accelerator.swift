import CGtk

/// Keyboard accelerators in GTK's syntax ("<Control>n", "<Shift>d", "F1").
public enum Accelerator {
    /// How the key is written for people, in their language: "Ctrl+N" ("Strg+N" in German).
    /// Empty for text GTK cannot read as an accelerator.
    public static func label(_ accelerator: String) -> String {
        var key: UInt32 = 0
        var modifiers = GdkModifierType(rawValue: 0)
        guard gtk_accelerator_parse(accelerator, &key, &modifiers) != 0, let text = gtk_accelerator_get_label(key, modifiers) else {
            return ""
        }
        defer { g_free(text) }
        return String(cString: text)
    }
}
