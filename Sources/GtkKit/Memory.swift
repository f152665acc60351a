/// The process's memory, as the C library manages it.
public enum Memory {
    /// Gives memory that has been freed back to the system. glibc keeps freed heap for reuse,
    /// so after a burst of short-lived objects (an animation's stand-ins) the process would go
    /// on holding megabytes it no longer uses. Costs about a millisecond; call it when idle.
    public static func returnFreedMemory() {
        #if os(Linux)
        _ = glibcMallocTrim(0)
        #endif
    }
}

#if os(Linux)
// malloc_trim is glibc's (malloc.h), which Swift's Glibc module does not bring in.
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
