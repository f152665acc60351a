import SafeFiles
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite struct FilePathTests {
    let folder = TemporaryFolder()

    /// "Spiele-\xFF": a Latin-1 "ÿ" in a folder name made on an old system, not valid UTF-8.
    var notUTF8: FilePath { folder.path.appending("Spiele-").withRawSuffix([0xFF]) }

    @Test func aFolderWhoseNameIsNotUTF8IsUsedAsNamed() throws {
        let made = try Folder(notUTF8.appending("pastimes"))
        #expect(notUTF8.text == nil)
        try AtomicFile.write([7], to: made.file("window.json"))
        // The very bytes name the folder: no U+FFFD twin was made beside it.
        #expect(try notUTF8.appending("pastimes").appending("window.json").read() == [7])
        let replaced = FilePath(String(decoding: notUTF8.bytes, as: UTF8.self))
        #expect(!replaced.exists)
    }

    @Test func textPathsReachTheSameFolder() throws {
        let made = try Folder(notUTF8)
        try AtomicFile.write([1, 2], to: made.file("a"))
        let text = made.textPath("a")
        #expect(text.hasPrefix("/proc/self/fd/"))
        #expect(try FilePath(text).read() == [1, 2])
        let plain = try Folder(folder.path.appending("plain"))
        #expect(plain.textPath("a") == folder.path.description + "/plain/a")
    }

    @Test func partsOfAPath() {
        let path = FilePath("/home/ada/.local/share/pastimes/pastimes.sqlite")
        #expect(path.parent == FilePath("/home/ada/.local/share/pastimes"))
        #expect(path.lastComponent == "pastimes.sqlite")
        #expect(FilePath("deck.pdf").parent == FilePath("."))
        #expect(FilePath("/deck.pdf").parent == FilePath("/"))
        #expect(path.withSuffix(".lock").lastComponent == "pastimes.sqlite.lock")
    }

    @Test func aPlainFileWhereAFolderShouldBeIsRefused() throws {
        let path = folder.path.appending("file")
        try AtomicFile.write([1], to: path)
        #expect(throws: FileError(code: ENOTDIR, path: path)) { try Folder(path) }
    }
}

extension FilePath {
    func withRawSuffix(_ suffix: [UInt8]) -> FilePath { FilePath(bytes: bytes + suffix) }
}
