import CGtk
import SafeFiles

/// The app's GSettings: preferences and window state, where the desktop keeps them (dconf), so
/// that `gsettings` and other tools see and change them. The schema is looked up where GLib
/// looks, then in the folders given (a build tree, a prefix). Without a schema the app still
/// runs: the values live in memory, start at the defaults the caller passes, and a warning says
/// so. A value GLib finds unusable (the wrong type, out of range) reads as the default.
@MainActor
public final class Settings {
    private let settings: OpaquePointer?
    private var memory: [String: Value] = [:]
    /// Whether the schema was found (without it, values live in memory for this run).
    public let hasSchema: Bool

    private enum Value { case bool(Bool), int(Int), text(String) }

    public init(schemaID: String, alsoIn directories: [FilePath]) {
        var found = g_settings_schema_source_get_default().flatMap { g_settings_schema_source_lookup($0, schemaID, 1) }
        for directory in directories where found == nil {
            guard directory.appending("gschemas.compiled").exists else { continue }
            let source = directory.withCString { g_settings_schema_source_new_from_directory($0, g_settings_schema_source_get_default(), 0, nil) }
            guard let source else { continue }
            found = g_settings_schema_source_lookup(source, schemaID, 0)
            g_settings_schema_source_unref(source)
        }
        if let schema = found {
            settings = OpaquePointer(g_settings_new_full(schema, nil, nil))
            g_settings_schema_unref(schema)
            hasSchema = true
        } else {
            settings = nil
            hasSchema = false
        }
    }

    /// Settings kept in memory only, starting at the defaults (for tests, or to try a change
    /// without touching the desktop's).
    public static func inMemory() -> Settings { Settings() }

    private init() {
        settings = nil
        hasSchema = false
    }

    isolated deinit { if let settings { g_object_unref(UnsafeMutableRawPointer(settings)) } }

    public func bool(_ key: String, default fallback: Bool) -> Bool {
        guard let settings else { if case .bool(let value)? = memory[key] { return value } else { return fallback } }
        return g_settings_get_boolean(UnsafeMutablePointer(settings), key) != 0
    }

    public func int(_ key: String, default fallback: Int) -> Int {
        guard let settings else { if case .int(let value)? = memory[key] { return value } else { return fallback } }
        return Int(g_settings_get_int(UnsafeMutablePointer(settings), key))
    }

    /// A string or enum key (an enum reads as its nick).
    public func text(_ key: String, default fallback: String) -> String {
        guard let settings else { if case .text(let value)? = memory[key] { return value } else { return fallback } }
        let value = g_settings_get_string(UnsafeMutablePointer(settings), key)!
        defer { g_free(value) }
        return String(cString: value)
    }

    public func set(_ key: String, _ value: Bool) {
        guard let settings else { return remember(key, .bool(value)) }
        g_settings_set_boolean(UnsafeMutablePointer(settings), key, value ? 1 : 0)
    }

    public func set(_ key: String, _ value: Int) {
        guard let settings else { return remember(key, .int(value)) }
        g_settings_set_int(UnsafeMutablePointer(settings), key, Int32(value))
    }

    public func set(_ key: String, _ value: String) {
        guard let settings else { return remember(key, .text(value)) }
        g_settings_set_string(UnsafeMutablePointer(settings), key, value)
    }

    /// Called with the key's name whenever a value changes, here or from outside (gsettings).
    public func onChanged(_ handler: @escaping @MainActor (String) -> Void) {
        changeHandlers.append(handler)
        guard let settings, changeHandlers.count == 1 else { return }
        let body: StringHandler = { [weak self] key in self?.changeHandlers.forEach { $0(key) } }
        connect(UnsafeMutableRawPointer(settings), .settingChanged, body)
    }

    private var changeHandlers: [@MainActor (String) -> Void] = []

    private func remember(_ key: String, _ value: Value) {
        memory[key] = value
        changeHandlers.forEach { $0(key) }
    }
}
