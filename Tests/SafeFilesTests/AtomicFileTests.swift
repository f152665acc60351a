import SafeFiles
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

@Suite struct AtomicFileTests {
    let folder = TemporaryFolder()

    func names() -> [String] {
        guard let directory = folder.path.withCString({ opendir($0) }) else { return [] }
        defer { closedir(directory) }
        var found: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { found.append(name) }
        }
        return found.sorted()
    }

    @Test func aReadCanStopShortOfAnEndlessFile() throws {
        let path = folder.path.appending("ghost")
        try AtomicFile.write(Array(repeating: 7, count: 200_000), to: path)
        #expect(try path.read(atMost: 10)?.count == 11, "one byte more than asked says there was more")
        #expect(throws: FileError(code: EISDIR, path: FilePath("/dev/zero")), "a device that never ends is no file") {
            try FilePath("/dev/zero").read(atMost: 100_000)
        }
        // A pipe nobody writes to would block a plain read for ever.
        let fifo = folder.path.appending("pipe")
        #expect(fifo.withCString { mkfifo($0, 0o600) } == 0)
        #expect(throws: FileError.self) { try fifo.read(atMost: 100) }
        #expect(try path.read(atMost: 300_000)?.count == 200_000)
    }

    @Test func aFileIsWrittenWholeAndReplacesTheOldOne() throws {
        let path = folder.path.appending("deck.pdf")
        try AtomicFile.write(Array("old".utf8), to: path)
        try AtomicFile.write(Array("new and longer".utf8), to: path)
        #expect(try path.read() == Array("new and longer".utf8))
        #expect(names() == ["deck.pdf"], "no temporary file is left behind")
    }

    @Test(arguments: [248, 251, 255])
    func aNameAsLongAsTheSystemAllowsIsWritten(bytes: Int) throws {
        let name = String(repeating: "é", count: (bytes - 4) / 2) + String(repeating: "x", count: (bytes - 4) % 2) + ".pdf"
        #expect(name.utf8.count == bytes)
        try AtomicFile.write(Array("deck".utf8), to: folder.path.appending(name))
        #expect(names() == [name])
    }

    @Test func aFailedWriteLeavesTheOldFileAndNoTemporaryOne() throws {
        let path = folder.path.appending("deck.pdf")
        try AtomicFile.write(Array("the old deck".utf8), to: path)
        #expect(throws: FileError(code: ENOSPC, path: path)) {
            try AtomicFile.write(to: path) { (writer: FileWriter) throws(FileError) in
                try writer.write(Array("half a".utf8))
                throw FileError(code: ENOSPC, path: path)
            }
        }
        #expect(try path.read() == Array("the old deck".utf8))
        #expect(names() == ["deck.pdf"])
    }

    @Test func aMissingFolderIsNamedAsSuch() {
        let path = folder.path.appending("no such folder").appending("deck.pdf")
        do {
            try AtomicFile.write([1], to: path)
            Issue.record("the write should have failed")
        } catch {
            #expect(error.kind == .noSuchFolder)
            #expect(error.reason == "there is no such folder")
        }
    }

    @Test func aReplacedFileKeepsItsMode() throws {
        let path = folder.path.appending("window.json")
        try AtomicFile.write([1], to: path)
        _ = path.withCString { chmod($0, 0o600) }
        try AtomicFile.write([2], to: path)
        var status = stat()
        _ = path.withCString { stat($0, &status) }
        #expect(status.st_mode & 0o777 == 0o600)
    }
}

/// A write onto a disk that is really full (scripts/test/with-test-disks.sh).
@Suite(.enabled(if: TestDisks.base != nil, "needs scripts/test/with-test-disks.sh"))
struct FullDiskTests {
    @Test func aFullDiskLeavesTheOldFileAsItWasAndSaysSo() throws {
        let path = TestDisks.exportDisk!.appending("deck.bin")
        try AtomicFile.write(Array("the old deck".utf8), to: path)
        let filler = TestDisks.fill(TestDisks.exportDisk!)
        defer { TestDisks.free(filler); _ = path.withCString { unlink($0) } }
        do {
            try AtomicFile.write([UInt8](repeating: 7, count: 200_000), to: path)
            Issue.record("the write should have failed")
        } catch {
            #expect(error.kind == .noSpace)
            #expect(error.reason == "there is no space left on the disk")
        }
        #expect(try path.read() == Array("the old deck".utf8))
    }
}
