// GDK's X11 backend and Cairo's Xlib surfaces, for the one thing the app asks of them directly:
// handing back the shared memory Cairo keeps for uploading frames to the X server.
#include <gdk/x11/gdkx.h>
#include <cairo-xlib.h>

// Cairo sends every frame GTK paints on X11 to the server through a pool of shared memory
// (MIT-SHM) that it sizes at eight times the frame. A pool is returned only when a piece of it is
// given back after the server has been seen to take it; but the last frame's piece is given back
// while its upload is still on its way, so after an animation the pool stays, megabytes of it
// resident, for as long as the window is still (the next frame reuses it). Waiting for the server
// (XSync), then taking and giving back a small piece of shared memory, lets Cairo see the pool
// free and return it. Does nothing on other displays.
static inline void pastimes_x11_return_upload_memory(GdkDisplay *gdk_display) {
    if (gdk_display == NULL || !GDK_IS_X11_DISPLAY(gdk_display))
        return;
    Display *display = gdk_x11_display_get_xdisplay(gdk_display);
    XSync(display, False);
    int screen = DefaultScreen(display);
    cairo_surface_t *root = cairo_xlib_surface_create(display, RootWindow(display, screen),
                                                      DefaultVisual(display, screen), 1, 1);
    cairo_surface_t *piece = cairo_surface_create_similar_image(root, CAIRO_FORMAT_ARGB32, 16, 16);
    cairo_surface_destroy(piece);
    cairo_surface_destroy(root);
}
