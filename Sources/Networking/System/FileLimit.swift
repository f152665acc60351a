import Glibc

/// The number of files (and so sockets) the process may hold open.
public enum FileLimit {
    /// Raises the soft limit to the hard one, as a server that many may reach should: peers
    /// holding connections open then run it short later, if ever (the server still copes).
    public static func raiseToHardLimit() {
        var limit = rlimit()
        guard getrlimit(RLIMIT_NOFILE_VALUE, &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
        limit.rlim_cur = limit.rlim_max
        _ = setrlimit(RLIMIT_NOFILE_VALUE, &limit)
    }

    /// The soft limit now.
    public static var current: Int {
        var limit = rlimit()
        guard getrlimit(RLIMIT_NOFILE_VALUE, &limit) == 0 else { return 0 }
        return Int(clamping: limit.rlim_cur)
    }
}

// Glibc's RLIMIT_NOFILE comes into Swift as an enum case of __rlimit_resource.
private let RLIMIT_NOFILE_VALUE = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
