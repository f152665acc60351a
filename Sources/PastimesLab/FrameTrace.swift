import GtkKit
import LabKit
import PastimesApp

// Words in this file are for developers, not for translation.

/// `pastimes-lab --trace-frames`: a line on standard error for each frame the window's frame
/// clock paints ("frame-painted SECONDS", monotonic), from the first. A window that opens as it
/// will stay paints one; every other frame at start is work (and, on Wayland, a window buffer)
/// the player gets nothing for.
@MainActor
final class FrameTrace {
    private let meter = FrameWorkMeter()

    init(view: LabView) {
        _ = meter.start(on: view.applicationWindow) { frame in Console.note("frame-painted \(frame.painted)") }
    }
}
