import CGtk

/// A GTK widget held without keeping it alive (GLib's weak reference): nil once GTK has let it go.
@MainActor
final class WeakWidget {
    /// GLib keeps the reference's address until it is cleared: memory of its own, never moved.
    private let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        reference.initialize(to: GWeakRef())
        g_weak_ref_init(reference, UnsafeMutableRawPointer(widget))
    }

    isolated deinit {
        g_weak_ref_clear(reference)
        reference.deallocate()
    }

    /// The widget, while it lives. (GLib hands back a strong reference, returned at once: the
    /// caller uses the widget within the main loop's turn, while its parents hold it.)
    var widget: UnsafeMutablePointer<GtkWidget>? {
        guard let object = g_weak_ref_get(reference) else { return nil }
        g_object_unref(object)
        return object.assumingMemoryBound(to: GtkWidget.self)
    }
}
