import CGtk

/// A Swift closure as GLib user data. A C callback cannot capture Swift context, so the closure
/// travels boxed and retained beside the callback, and GLib's destroy notify releases it.
package final class ClosureBox<Body> {
    package let body: Body
    init(_ body: Body) { self.body = body }

    /// Retained user data for GLib; balanced by `releaseBoxNotify` (or a release of one's own).
    package static func retained(_ body: Body) -> gpointer { Unmanaged.passRetained(ClosureBox(body)).toOpaque() }

    package static func take(_ data: gpointer?) -> Body { Unmanaged<ClosureBox>.fromOpaque(data!).takeUnretainedValue().body }
}

/// The destroy notify for sources and draw functions (GDestroyNotify has one argument); the
/// box's type does not matter for release.
package let releaseBoxNotify: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}
