import CGtk
import SafeFiles

/// The command line through GApplication, as GNOME apps have it: options declared here are
/// parsed by GLib (which also answers --help); `onLocalOptions` sees them in the process that
/// was started and may end it at once (an export, a bad value); otherwise they travel to the
/// app's one running instance, whose `onCommandLine` handles them (it may be this process).
public struct CommandLineOption: Sendable {
    public enum Kind: Sendable { case flag, text, path }

    public let name: String
    public let kind: Kind
    public let help: String
    /// What the value is called in --help ("WIDTHxHEIGHT").
    public let valueName: String?

    public init(_ name: String, _ kind: Kind, help: String, valueName: String? = nil) {
        self.name = name
        self.kind = kind
        self.help = help
        self.valueName = valueName
    }
}

/// The options one command line gave, by name.
@MainActor
public struct CommandLineValues {
    let dictionary: UnsafeMutablePointer<GVariantDict>

    public func has(_ name: String) -> Bool { g_variant_dict_contains(dictionary, name) != 0 }

    public func text(_ name: String) -> String? {
        value(name, type: "s") { String(cString: g_variant_get_string($0, nil)) }
    }

    /// A file name option, as the bytes the system gave.
    public func path(_ name: String) -> FilePath? {
        value(name, type: "ay") { FilePath(cString: g_variant_get_bytestring($0)) }
    }

    private func value<Result>(_ name: String, type: String, _ read: (OpaquePointer) -> Result) -> Result? {
        guard let value = g_variant_dict_lookup_value(dictionary, name, nil) else { return nil }
        defer { g_variant_unref(value) }
        guard String(cString: g_variant_get_type_string(value)) == type else { return nil }
        return read(value)
    }
}

extension Application {
    /// Declares an option for GLib to parse (and describe in --help).
    public func addOption(_ option: CommandLineOption) {
        let argument: GOptionArg = switch option.kind {
        case .flag: G_OPTION_ARG_NONE
        case .text: G_OPTION_ARG_STRING
        case .path: G_OPTION_ARG_FILENAME
        }
        g_application_add_main_option(gApplication, option.name, 0, GOptionFlags(rawValue: 0), argument, option.help,
                                      option.valueName)
    }

    /// The one line under "Usage:" in --help.
    public func setCommandLineSummary(_ text: String) {
        g_application_set_option_context_summary(gApplication, text)
    }

    /// Runs in the process that was started, before anything else: returns an exit status to
    /// end it there (an export done, a bad value), or nil to go on.
    public func onLocalOptions(_ handler: @escaping @MainActor (CommandLineValues) -> Int32?) {
        let body: OptionsHandler = { dictionary in handler(CommandLineValues(dictionary: dictionary.assumingMemoryBound(to: GVariantDict.self))) ?? -1 }
        connect(UnsafeMutableRawPointer(pointer), .handleLocalOptions, body)
    }

    /// Runs in the app's running instance for every launch, its own first: `isRemote` is true
    /// for a later launch, whose process ends once this returns.
    public func onCommandLine(_ handler: @escaping @MainActor (CommandLineValues, _ isRemote: Bool) -> Void) {
        let body: OptionsHandler = { commandLine in
            let values = CommandLineValues(dictionary: g_application_command_line_get_options_dict(
                commandLine.assumingMemoryBound(to: GApplicationCommandLine.self)))
            handler(values, g_application_command_line_get_is_remote(commandLine.assumingMemoryBound(to: GApplicationCommandLine.self)) != 0)
            return 0
        }
        connect(UnsafeMutableRawPointer(pointer), .commandLine, body)
    }
}
