import CGdkX11
import CGtk

/// The process's memory, as the C library and the display's drawing manage it.
public enum Memory {
    /// Gives memory that has been freed back to the system. glibc keeps freed heap for reuse,
    /// so after a burst of short-lived objects (an animation's stand-ins) the process would go
    /// on holding megabytes it no longer uses; on X11, Cairo keeps the shared memory it uploaded
    /// the last frames through (see pastimes_x11_return_upload_memory). Costs a millisecond or
    /// two and a round trip to the X server; call it when idle, after the last frame.
    @MainActor
    public static func returnFreedMemory() {
        #if os(Linux)
        _ = glibcMallocTrim(0)
        #endif
        pastimes_x11_return_upload_memory(gdk_display_get_default())
    }
}

#if os(Linux)
// malloc_trim is glibc's (malloc.h), which Swift's Glibc module does not bring in.
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
