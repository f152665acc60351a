import SafeFiles
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite struct FileLockTests {
    let folder = TemporaryFolder()

    /// Whether a separate process (the `flock`-free way: Python's fcntl.lockf) can take the lock.
    func anotherProcessCanLock(_ path: FilePath) -> Bool {
        let script = "import fcntl,sys; f=open(sys.argv[1],'a'); fcntl.lockf(f, fcntl.LOCK_EX | fcntl.LOCK_NB)"
        let command = "/usr/bin/python3 -c \"\(script)\" '\(path)' 2>/dev/null"
        return system(command) == 0
    }

    @Test func aHeldLockKeepsOtherProcessesOutUntilItIsLetGo() throws {
        let path = folder.path.appending("pastimes.sqlite.lock")
        do {
            guard case .acquired(let lock) = FileLock.acquire(path) else {
                Issue.record("the first lock should be taken")
                return
            }
            #expect(!anotherProcessCanLock(path))
            withExtendedLifetime(lock) {}
        }
        #expect(anotherProcessCanLock(path), "the lock is let go with its object")
    }

    @Test func aLockHeldByAnotherProcessIsReportedAsSuch() throws {
        let path = folder.path.appending("held.lock")
        // A child process holds the lock for a few seconds.
        let script = "import fcntl,sys,time; f=open(sys.argv[1],'a'); fcntl.lockf(f, fcntl.LOCK_EX); print('held', flush=True); time.sleep(3)"
        let pipe = popen("/usr/bin/python3 -c \"\(script)\" '\(path)'", "r")!
        var line = [CChar](repeating: 0, count: 16)
        _ = fgets(&line, 16, pipe)
        guard case .heldElsewhere = FileLock.acquire(path) else {
            Issue.record("the lock is held by the child")
            pclose(pipe)
            return
        }
        pclose(pipe)
        guard case .acquired = FileLock.acquire(path) else {
            Issue.record("the lock is free once the child has ended")
            return
        }
    }
}
