import CGtk
#if canImport(Glibc)
import Glibc
#endif

/// Files through GLib: the user's data folder, whole-file reads, and atomic writes (a save is
/// written to a temporary file and renamed over the old one, so a crash never leaves half).
public enum Files {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// `$XDG_DATA_HOME/<app>`, normally ~/.local/share/<app>, created if missing.
    public static func dataDirectory(for app: String) -> String {
        let base = String(cString: g_get_user_data_dir())
        let path = base + "/" + app
        g_mkdir_with_parents(path, 0o755)
        return path
    }

    /// `$XDG_CACHE_HOME/<app>/<folder>`, normally ~/.cache/<app>/<folder>, created if missing:
    /// for files the app can make again (generated sounds).
    public static func cacheDirectory(for app: String, folder: String) -> String {
        let path = String(cString: g_get_user_cache_dir()) + "/" + app + "/" + folder
        g_mkdir_with_parents(path, 0o755)
        return path
    }

    /// The user's Documents folder (or home, when there is none).
    public static func documentsDirectory() -> String {
        if let documents = g_get_user_special_dir(G_USER_DIRECTORY_DOCUMENTS) { return String(cString: documents) }
        return String(cString: g_get_home_dir())
    }

    public static func exists(_ path: String) -> Bool {
        g_file_test(path, G_FILE_TEST_EXISTS) != 0
    }

    /// The file's bytes, or nil when there is no such file.
    public static func read(_ path: String) throws(Failure) -> [UInt8]? {
        guard exists(path) else { return nil }
        var contents: UnsafeMutablePointer<CChar>?
        var length = 0
        var error: UnsafeMutablePointer<GError>?
        guard g_file_get_contents(path, &contents, &length, &error) != 0, let contents else {
            throw failure(error, fallback: "could not read \(path)")
        }
        defer { g_free(contents) }
        return contents.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
    }

    public static func writeAtomically(_ path: String, _ bytes: [UInt8]) throws(Failure) {
        var error: UnsafeMutablePointer<GError>?
        let ok = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { g_file_set_contents(path, $0.baseAddress, buffer.count, &error) }
        }
        guard ok != 0 else { throw failure(error, fallback: "could not write \(path)") }
    }

    public static func rename(_ path: String, to newPath: String) throws(Failure) {
        guard Glibc.rename(path, newPath) == 0 else { throw Failure(description: "could not move \(path) to \(newPath)") }
    }

    private static func failure(_ error: UnsafeMutablePointer<GError>?, fallback: String) -> Failure {
        defer { if let error { g_error_free(error) } }
        return Failure(description: error.map { String(cString: $0.pointee.message) } ?? fallback)
    }
}
