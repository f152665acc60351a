import SafeFiles

#if canImport(Glibc)
import Glibc
#endif

/// The small disks `scripts/test/with-test-disks.sh` gives the unit tests: a disk that can be filled
/// for the storage tests, another for the export tests, and a folder with a read-only view.
/// Nil when the tests run without them (the tests that need them are then skipped).
public enum TestDisks {
    public static var base: FilePath? { getenv("PASTIMES_TEST_DISKS").map { FilePath(cString: $0) } }

    public static var storeDisk: FilePath? { base?.appending("store-disk") }
    public static var exportDisk: FilePath? { base?.appending("export-disk") }
    public static var writable: FilePath? { base?.appending("writable") }
    /// `writable`, seen through a mount that can only be read.
    public static var readOnlyView: FilePath? { base?.appending("read-only") }

    /// Fills the disk holding `folder` to the last byte with a file named `name`; returns its path.
    public static func fill(_ folder: FilePath, name: String = "filler") -> FilePath {
        let path = folder.appending(name)
        let descriptor = path.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
        let chunk = [UInt8](repeating: 0xAB, count: 4096)
        while chunk.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        // The last partial block too.
        while [UInt8](repeating: 0, count: 1).withUnsafeBytes({ write(descriptor, $0.baseAddress, 1) }) > 0 {}
        close(descriptor)
        return path
    }

    /// Makes the file at `path` one that can only be read (its folder stays writable), as a file
    /// another user owns is to a player: a read-only mount of the file over itself, which this
    /// test run's private mount namespace allows. Whether it could.
    public static func makeReadOnly(_ path: FilePath) -> Bool {
        mount(["--bind", path.description, path.description]) && mount(["-o", "remount,bind,ro", path.description])
    }

    /// Makes it writable again (for whoever opens it next: lazily, as the file may be open).
    public static func makeWritable(_ path: FilePath) -> Bool { mount(["--lazy", path.description], program: "/bin/umount") }

    private static func mount(_ arguments: [String], program: String = "/bin/mount") -> Bool {
        var pid = pid_t()
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { Glibc.free($0) } }
        guard posix_spawn(&pid, program, nil, nil, argv, environ) == 0 else { return false }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return status == 0
    }

    /// Frees what `fill` took.
    public static func free(_ filler: FilePath) { _ = filler.withCString { unlink($0) } }
}
