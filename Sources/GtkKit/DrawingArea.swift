import CGtk
import MainLoop

/// A widget drawn with Cairo. The draw closure receives the Cairo context (an opaque pointer
/// that the CardArt module's Cairo wrapper adopts) and the size.
@MainActor
public final class DrawingArea: Widget {
    public typealias Draw = @MainActor (_ cairo: OpaquePointer, _ width: Double, _ height: Double) -> Void

    public init() { super.init(adopting: gtk_drawing_area_new()) }

    public func setDraw(_ draw: @escaping Draw) {
        gtk_drawing_area_set_draw_func(cast(), drawThunk, ClosureBox.retained(draw), releaseBoxNotify)
    }

    /// Called with the new size whenever the area is allocated a different size.
    public func onResize(_ handler: @escaping @MainActor (Int, Int) -> Void) {
        connect(pointer, .resize, handler)
    }

    public func setContentSize(width: Int, height: Int) {
        gtk_drawing_area_set_content_width(cast(), Int32(width))
        gtk_drawing_area_set_content_height(cast(), Int32(height))
    }
}

private let drawThunk: GtkDrawingAreaDrawFunc = { _, cairo, width, height, data in
    let draw = ClosureBox<DrawingArea.Draw>.take(data)
    // GTK draws on the main thread; the context only lives for this call.
    guard let cairo else { return }
    nonisolated(unsafe) let context = cairo
    MainActor.assumeIsolated { draw(context, Double(width), Double(height)) }
}
