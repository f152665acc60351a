import CGtk
import SafeFiles

/// Plays a sound file through GTK's media support (GStreamer on Debian). Without a sound
/// device GStreamer plays into a silent sink; without a media backend the stream reports an
/// error and stays quiet. Either way the game goes on.
@MainActor
public final class MediaPlayer {
    private let stream: UnsafeMutablePointer<GtkMediaStream>

    public init(path: FilePath, loops: Bool = false) {
        stream = path.withCString { gtk_media_file_new_for_filename($0) }
        gtk_media_stream_set_loop(stream, loops ? 1 : 0)
    }

    isolated deinit { g_object_unref(stream) }

    /// Plays from the start.
    public func play() {
        if gtk_media_stream_get_playing(stream) != 0 { gtk_media_stream_pause(stream) }
        if gtk_media_stream_is_seekable(stream) != 0 { gtk_media_stream_seek(stream, 0) }
        gtk_media_stream_play(stream)
    }

    public func stop() {
        gtk_media_stream_pause(stream)
    }

    /// The stream's error, if it could not play (no media backend, say).
    public var error: String? {
        gtk_media_stream_get_error(stream).map { String(cString: $0.pointee.message) }
    }
}
