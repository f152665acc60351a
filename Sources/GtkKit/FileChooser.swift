import CGtk
import SafeFiles

/// Asks where to save a file, or which to open: GTK's file chooser (the desktop's own, through the portal, where
/// there is one), which asks before replacing a file that exists. The chooser holds itself while
/// it is up, so a caller need not keep it.
@MainActor
public final class FileChooser {
    private let chooser: OpaquePointer
    private var chosen: (@MainActor (FilePath) -> Void)?
    private var whileShown: FileChooser?

    /// A chooser titled `title` over `parent`, in `folder`, offering `name` and showing files
    /// ending in `suffix` ("pdf") under `filterName`; with `name` nil, it opens a file instead.
    public init(parent: ApplicationWindow, title: String, acceptLabel: String, cancelLabel: String,
                folder: FilePath, name: String?, suffix: String, filterName: String) {
        chooser = gtk_file_chooser_native_new(title, parent.window, name == nil ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SAVE,
                                              acceptLabel, cancelLabel)
        let filter = gtk_file_filter_new()
        gtk_file_filter_set_name(filter, filterName)
        gtk_file_filter_add_suffix(filter, suffix)
        gtk_file_chooser_add_filter(chooser, filter)
        g_object_unref(UnsafeMutableRawPointer(filter))   // the chooser holds it
        let location = folder.withCString { g_file_new_for_path($0) }
        gtk_file_chooser_set_current_folder(chooser, location, nil)
        g_object_unref(UnsafeMutableRawPointer(location))
        if let name { gtk_file_chooser_set_current_name(chooser, name) }
        gtk_native_dialog_set_modal(UnsafeMutablePointer(chooser), 1)
        connect(UnsafeMutableRawPointer(chooser), .nativeResponse) { [weak self] response in self?.answered(response) }
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(chooser)) }

    /// Shows the chooser; `chosen` gets the path, unless the player cancels.
    public func present(_ chosen: @escaping @MainActor (FilePath) -> Void) {
        self.chosen = chosen
        whileShown = self
        gtk_native_dialog_show(UnsafeMutablePointer(chooser))
    }

    private func answered(_ response: Int) {
        let chosen = self.chosen
        self.chosen = nil
        defer { whileShown = nil }
        guard response == Int(GTK_RESPONSE_ACCEPT.rawValue),
              let file = gtk_file_chooser_get_file(chooser) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let path = g_file_get_path(file) else { return }
        defer { g_free(path) }
        chosen?(FilePath(cString: path))
    }
}
