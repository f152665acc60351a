import SafeFiles

#if canImport(Glibc)
import Glibc
#endif

/// A fresh folder under /tmp for one test, removed with everything in it at the end.
public final class TemporaryFolder {
    public let path: FilePath

    public init(_ name: String = "pastimes-files") {
        var template = Array("/tmp/\(name)-XXXXXX".utf8CString)
        path = FilePath(cString: mkdtemp(&template)!)
    }

    deinit { _ = path.withCString { system("rm -rf '\(String(cString: $0))'") } }
}
