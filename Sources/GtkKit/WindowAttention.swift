import CGtk

/// Whether the player is looking at the window: it has the focus, is not minimised, and has no
/// dialog of the app over it. Games stop their clocks when the answer turns to no.
extension ApplicationWindow {
    public var isActive: Bool { gtk_window_is_active(window) != 0 }

    public var isMinimized: Bool {
        guard let surface = gtk_native_get_surface(OpaquePointer(pointer)) else { return false }
        let state = gdk_toplevel_get_state(surface)
        return state.rawValue & GDK_TOPLEVEL_STATE_MINIMIZED.rawValue != 0
    }

    /// Called when the window gains or loses the focus, is minimised or restored, or a dialog
    /// opens over it or closes.
    public func onAttentionChanged(_ handler: @escaping @MainActor () -> Void) {
        attentionHandlers.append(handler)
        guard attentionHandlers.count == 1 else { return }
        let changed: Action = { [weak self] in self?.attentionHandlers.forEach { $0() } }
        connect(pointer, .notify("is-active"), changed)
        // The surface (and its minimised state) exists once the window is realized.
        let realized: Action = { [weak self] in
            guard let self, let surface = gtk_native_get_surface(OpaquePointer(self.pointer)) else { return }
            connect(UnsafeMutableRawPointer(surface), .notify("state"), changed)
        }
        connect(pointer, .plain("realize"), realized)
    }

    /// Shows `dialog` over this window, counted among `openDialogs` until it is hidden, with
    /// its buttons named by their plain labels for screen readers.
    func presentDialog(_ dialog: UnsafeMutablePointer<GtkWindow>) {
        gtk_window_set_transient_for(dialog, window)
        let widget = UnsafeMutableRawPointer(dialog)
        let modal = gtk_window_get_modal(dialog) != 0
        connect(widget, .plain("map"), { [weak self] in self?.dialogMapped(by: 1, modal: modal) })
        connect(widget, .plain("unmap"), { [weak self] in self?.dialogMapped(by: -1, modal: modal) })
        nameButtonsPlainly(in: UnsafeMutablePointer(OpaquePointer(dialog)))
        gtk_window_present(dialog)
    }

    private func dialogMapped(by change: Int, modal: Bool) {
        openDialogs = max(0, openDialogs + change)
        if modal {
            openModalDialogs = max(0, openModalDialogs + change)
            holdContent(openModalDialogs > 0)
        }
        attentionHandlers.forEach { $0() }
    }

    /// While a modal dialog is open the window's content takes no input at all: GTK keeps the
    /// mouse and keys from it, and an insensitive content also refuses what assistive
    /// technologies do (a screen reader's activate would otherwise choose a card behind
    /// "Start a new game?"). The focus inside is given back as it was once the last one closes.
    private func holdContent(_ held: Bool) {
        guard let content, held != (gtk_widget_get_sensitive(content.pointer) == 0) else { return }
        if held {
            heldFocus = gtk_window_get_focus(window).map { WeakWidget($0) }
            gtk_widget_set_sensitive(content.pointer, 0)
        } else {
            gtk_widget_set_sensitive(content.pointer, 1)
            // Only a widget of the window itself, still on show: the focus held in a menu's
            // popover (the choice that asked the question) would open the menu again.
            if let focus = heldFocus?.widget, gtk_widget_get_mapped(focus) != 0,
               gtk_widget_get_native(focus) == OpaquePointer(window) {
                gtk_widget_grab_focus(focus)
            }
            heldFocus = nil
        }
    }

    // MARK: Fullscreen

    public var isFullscreen: Bool { gtk_window_is_fullscreen(window) != 0 }

    public func setFullscreen(_ fullscreen: Bool) {
        if fullscreen { gtk_window_fullscreen(window) } else { gtk_window_unfullscreen(window) }
    }

    /// Called when the window enters or leaves fullscreen (by F11 or by the system).
    public func onFullscreenChanged(_ handler: @escaping @MainActor () -> Void) {
        connect(pointer, .notify("fullscreened"), handler)
    }
}

/// Names every button under `root` by its label without the access key's underscore, and by
/// nothing else: GTK 4.8 reads "_New Game New Game" from a dialog's response button otherwise.
func nameButtonsPlainly(in root: UnsafeMutablePointer<GtkWidget>) {
    forEachDescendant(of: root, ofType: gtk_button_get_type()) { widget in
        guard let label = gtk_button_get_label(UnsafeMutablePointer(OpaquePointer(widget))) else { return }
        pastimes_accessible_set_only_label(OpaquePointer(widget), String(cString: label).replacingAll("_", with: ""))
    }
}

/// Calls `body` with every widget under `root` (depth first) that is a `type`.
func forEachDescendant(of root: UnsafeMutablePointer<GtkWidget>, ofType type: GType,
                       _ body: (UnsafeMutablePointer<GtkWidget>) -> Void) {
    var child = gtk_widget_get_first_child(root)
    while let widget = child {
        if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), type) != 0 { body(widget) }
        forEachDescendant(of: widget, ofType: type, body)
        child = gtk_widget_get_next_sibling(widget)
    }
}

extension ApplicationWindow {
    /// Whether some application on this system opens `scheme:` addresses ("help" for a help viewer).
    public static func canOpen(scheme: String) -> Bool {
        guard let handler = g_app_info_get_default_for_uri_scheme(scheme) else { return false }
        g_object_unref(UnsafeMutableRawPointer(handler))
        return true
    }

    /// Opens `uri` with the desktop's application for it (a help page in the help viewer).
    public func open(uri: String) {
        gtk_show_uri(window, uri, UInt32(GDK_CURRENT_TIME))
    }

    /// Opens the file at `path` with the desktop's application for its kind (a PDF viewer).
    public func open(file path: String) {
        guard let uri = g_filename_to_uri(path, nil, nil) else { return }
        defer { g_free(uri) }
        open(uri: String(cString: uri))
    }
}
