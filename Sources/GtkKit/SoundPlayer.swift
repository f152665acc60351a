import CGSound
import CGtk
import MainLoop
import SafeFiles

/// GSound's functions, from its library, opened when the first sound is wanted (see CGSound's
/// shim.h); nil where GSound is not installed. (The table holds a pointer to a variadic function,
/// which Swift sees as a plain pointer and so cannot call Sendable; the table is never changed.)
nonisolated(unsafe) private let gsoundLibrary: pastimes_gsound? = {
    var table = pastimes_gsound()
    return pastimes_gsound_open(&table) ? table : nil
}()

/// Plays sound files through GSound, as GNOME's games do: PulseAudio or PipeWire where one
/// answers, else ALSA. Where nothing can sound (no sound server, no sound card, no GSound) a
/// sound is simply not heard, and the game goes on.
@MainActor
public final class SoundPlayer {
    private var context: OpaquePointer?
    private var opening: BackgroundWork<OpenedContext>?
    private var opened = false
    /// Sounds asked for while the player opens; they start once it has.
    private var waiting: [PlayingSound] = []

    public init() {}

    /// Loads GSound and connects to the sound server, on a thread of its own: loading the
    /// libraries and trying the server take longer than a frame, and the first sound is wanted
    /// in the middle of a move. Sounds asked for meanwhile start when it is done.
    public func open() {
        guard !opened else { return }
        opened = true
        opening = BackgroundWork("pastimes-sound", {
            guard let gsound = gsoundLibrary, let context = gsound.context_new(nil, nil) else { return OpenedContext(context: nil) }
            // Without a server or a card this fails; libcanberra then tries again at each sound,
            // which fails quietly, or finds a server that has started since.
            _ = gsound.context_open(context, nil)
            return OpenedContext(context: context)
        }) { [weak self] opened in
            guard let self else { return }
            context = opened.context
            opening = nil
            let sounds = waiting
            waiting = []
            if let context, let gsound = gsoundLibrary { for sound in sounds { sound.start(gsound, context) } }
        }
    }

    /// Starts playing the file at `path` (once the player is open); a `repeating` sound starts
    /// again each time it ends, until it is stopped.
    public func play(_ path: FilePath, repeating: Bool = false) -> PlayingSound {
        open()
        let sound = PlayingSound(path: path, repeating: repeating)
        if let context, let gsound = gsoundLibrary {
            sound.start(gsound, context)
        } else if opening != nil {
            waiting.append(sound)
        }
        return sound
    }

    isolated deinit { if let context { g_object_unref(UnsafeMutableRawPointer(context)) } }
}

/// A GSound context made on the opening thread, handed to the main loop once (nil: none).
private struct OpenedContext: @unchecked Sendable {
    let context: OpaquePointer?
}

/// One sound under way, and the way to stop it.
@MainActor
public final class PlayingSound {
    private let path: FilePath
    private let repeating: Bool
    private var cancellable: UnsafeMutablePointer<GCancellable>?
    private var stopped = false

    fileprivate init(path: FilePath, repeating: Bool) {
        self.path = path
        self.repeating = repeating
    }

    /// Stops it at once (a sound that already ended, or never began, stays quiet).
    public func stop() {
        stopped = true
        if let cancellable { g_cancellable_cancel(cancellable) }
    }

    fileprivate func start(_ gsound: pastimes_gsound, _ context: OpaquePointer) {
        guard !stopped else { return }
        let cancellable = g_cancellable_new()
        self.cancellable = cancellable
        // The context outlives its sounds: SoundPlayer holds it for the app's life.
        let ended: SoundEnded = { [weak self] finishedNormally in
            g_object_unref(cancellable)
            guard let self, self.cancellable == cancellable else { return }
            self.cancellable = nil
            if finishedNormally && self.repeating { self.start(gsound, context) }
        }
        path.withCString { file in
            var table = gsound
            pastimes_gsound_play_file(&table, context, file, cancellable, soundEndedThunk, ClosureBox.retained(ended))
        }
    }

    isolated deinit { if let cancellable { g_cancellable_cancel(cancellable) } }
}

/// Called once a sound ends: whether it played to its end (not stopped, not failed).
private typealias SoundEnded = @MainActor (Bool) -> Void

/// GAsyncReadyCallback: (GObject *source, GAsyncResult *result, gpointer), called once for
/// each sound; it releases its box.
private let soundEndedThunk: GAsyncReadyCallback = { source, result, data in
    guard let data else { return }
    nonisolated(unsafe) let box = Unmanaged<ClosureBox<SoundEnded>>.fromOpaque(data).takeRetainedValue()
    var finishedNormally = false
    if let source, let result, let gsound = gsoundLibrary {
        var error: UnsafeMutablePointer<GError>?
        finishedNormally = gsound.context_play_full_finish(OpaquePointer(source), result, &error) != 0
        if let error { g_error_free(error) }
    }
    let ended = finishedNormally
    MainActor.assumeIsolated { box.body(ended) }
}
