// GTK 4, libadwaita and GLib for Swift. The helpers below stand in for what Swift cannot call
// directly: C macros and variadic functions. They are the only C written for the app.
#include <gtk/gtk.h>
#include <adwaita.h>
#include <glib-unix.h>

// gtk_accessible_update_property is variadic; these set one property or state at a time.
static inline void pastimes_accessible_set_label(GtkAccessible *accessible, const char *label) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}
// A button named only by `label`: libadwaita's mnemonic buttons are also "labelled by" their
// child label, which GTK 4.8 reads out after the label ("Keep Playing Keep Playing").
static inline void pastimes_accessible_set_only_label(GtkAccessible *accessible, const char *label) {
    gtk_accessible_reset_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY);
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}
static inline void pastimes_accessible_set_description(GtkAccessible *accessible, const char *text) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}
static inline void pastimes_accessible_set_value(GtkAccessible *accessible, double now, double min, double max, const char *text) {
    gtk_accessible_update_property(accessible,
        GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, now, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, min,
        GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, max, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
}
static inline void pastimes_accessible_set_hidden(GtkAccessible *accessible, gboolean hidden) {
    gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}
static inline void pastimes_accessible_set_pressed(GtkAccessible *accessible, gboolean pressed) {
    gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_PRESSED,
                                pressed ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
}

// Reads a boolean GObject property (e.g. GtkSettings' gtk-enable-animations).
static inline gboolean pastimes_object_get_boolean(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}
static inline void pastimes_object_set_boolean(gpointer object, const char *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}

