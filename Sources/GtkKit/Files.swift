import CGtk
import SafeFiles

/// The user's folders, as GLib finds them (XDG base directories), as paths of bytes.
public enum Files {
    /// `$XDG_DATA_HOME/<app>`, normally ~/.local/share/<app>; made when first used.
    public static func dataDirectory(for app: String) -> FilePath {
        FilePath(cString: g_get_user_data_dir()).appending(app)
    }

    /// `$XDG_CACHE_HOME/<app>/<folder>`, normally ~/.cache/<app>/<folder>: for files the app can
    /// make again (generated sounds).
    public static func cacheDirectory(for app: String, folder: String) -> FilePath {
        FilePath(cString: g_get_user_cache_dir()).appending(app).appending(folder)
    }

    /// The user's Documents folder (or home, when there is none).
    public static func documentsDirectory() -> FilePath {
        if let documents = g_get_user_special_dir(G_USER_DIRECTORY_DOCUMENTS) { return FilePath(cString: documents) }
        return FilePath(cString: g_get_home_dir())
    }
}
