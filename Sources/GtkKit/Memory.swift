import CGdkX11
import CGtk
import MainLoop

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

/// Hands freed memory back once a view has been still for a moment after its last frame (an
/// animation settled, a playback over): each call puts it off again, so a burst of motion pays
/// for it once, at its end.
@MainActor
public final class StillnessMemoryReturn {
    private var pending: Timeout?
    private let scheduler: any Scheduler
    private let returning: @MainActor () -> Void

    /// `returning`: what hands the memory back (the tests count it).
    public init(scheduler: any Scheduler = GLibScheduler.main, returning: @escaping @MainActor () -> Void = { Memory.returnFreedMemory() }) {
        self.scheduler = scheduler
        self.returning = returning
    }

    public func schedule(after seconds: Double = 0.5) {
        pending?.cancel()
        pending = scheduler.after(seconds) { [returning] in returning() }
    }

    /// Motion began again before the moment of stillness: no return in the middle of it (its
    /// trim and the upload pool built anew cost the next frames their slot).
    public func cancel() {
        pending?.cancel()
        pending = nil
    }
}

#if os(Linux)
// malloc_trim is glibc's (malloc.h), which Swift's Glibc module does not bring in.
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
