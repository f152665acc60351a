/* The display's own frame cadence, as a GTK window sees it: a small window that redraws all of
 * itself every frame and draws nothing else, timed by its frame clock over 300 frames. Its
 * frames cost next to nothing, so they come as fast as the display takes them; whatever a
 * program's frames cost, they cannot come faster on the same display. motion.sh prints it
 * before Pastimes' figures. (A large window measures its own painting too: a full 1920x1080
 * redraw with Cairo takes more than a slot now and then.)
 * Then a second window, of 1920x1080, a second after it opens, redraws a small part of itself
 * once: how long the display takes to call for the next frame after a window's first partial
 * update. Headless mutter, with Mesa's software GL, takes 200-300 ms there for any GTK window
 * (its rasteriser busy on both cores), which is why the motion benchmark makes one such update,
 * untimed, before its first phase.
 *   cadence [WIDTH HEIGHT]      (320 240 when not given) */
#include <gtk/gtk.h>
#include <stdlib.h>

#define FRAMES 300

static int width = 320, height = 240;
static int second_width = 1920, second_height = 1080;
static void open_second_window (GtkApplication *application);
static gint64 frame_times[FRAMES + 1];
static int frames_seen;

static void paint(GtkDrawingArea *area, cairo_t *cr, int w, int h, gpointer data)
{
  /* A different grey each frame, so that every frame really changes every pixel. */
  double shade = (frames_seen % 2) ? 0.30 : 0.32;
  cairo_set_source_rgb (cr, shade, shade, shade);
  cairo_paint (cr);
}

static int by_value (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static gboolean next_frame (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  frame_times[frames_seen++] = gdk_frame_clock_get_frame_time (clock);
  gtk_widget_queue_draw (widget);
  if (frames_seen <= FRAMES)
    return G_SOURCE_CONTINUE;

  double intervals[FRAMES];
  for (int i = 0; i < FRAMES; i++)
    intervals[i] = (frame_times[i + 1] - frame_times[i]) / 1000.0;
  qsort (intervals, FRAMES, sizeof intervals[0], by_value);
  g_print ("  the display's cadence (a %dx%d window that only redraws): between frames p50 %.1f ms, p95 %.1f ms, max %.1f ms\n",
           width, height, intervals[FRAMES / 2], intervals[FRAMES * 95 / 100], intervals[FRAMES - 1]);
  GtkWindow *first = GTK_WINDOW (gtk_widget_get_root (widget));
  open_second_window (gtk_window_get_application (first));
  gtk_window_destroy (first);
  return G_SOURCE_REMOVE;
}

/* The second window: ticks counted from a second after it opens; the fifth tick redraws the
 * small area, and the interval to the next tick is what that first partial update cost. */
static GtkWidget *small_area;
static int second_ticks;
static gint64 partial_tick;

static gboolean second_window_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  second_ticks++;
  if (second_ticks == 5)
    {
      partial_tick = gdk_frame_clock_get_frame_time (clock);
      gtk_widget_queue_draw (small_area);
    }
  else if (second_ticks == 6)
    {
      g_print ("  a new window's first partial update: the next frame %.1f ms later\n",
               (gdk_frame_clock_get_frame_time (clock) - partial_tick) / 1000.0);
      exit (0);
    }
  return G_SOURCE_CONTINUE;
}

static gboolean start_second_window_ticks (gpointer data)
{
  gtk_widget_add_tick_callback (small_area, second_window_tick, NULL, NULL);
  return G_SOURCE_REMOVE;
}

static void open_second_window (GtkApplication *application)
{
  GtkWidget *window = gtk_application_window_new (application);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *rest = gtk_drawing_area_new ();
  small_area = gtk_drawing_area_new ();
  gtk_widget_set_size_request (small_area, 100, 100);
  gtk_widget_set_halign (small_area, GTK_ALIGN_START);
  gtk_widget_set_vexpand (rest, TRUE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (small_area), paint, NULL, NULL);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (rest), paint, NULL, NULL);
  gtk_box_append (GTK_BOX (box), small_area);
  gtk_box_append (GTK_BOX (box), rest);
  gtk_window_set_default_size (GTK_WINDOW (window), second_width, second_height);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  g_timeout_add (1000, start_second_window_ticks, NULL);
}

static void open_window (GtkApplication *application, gpointer data)
{
  GtkWidget *window = gtk_application_window_new (application);
  GtkWidget *area = gtk_drawing_area_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), paint, NULL, NULL);
  gtk_window_set_child (GTK_WINDOW (window), area);
  gtk_widget_add_tick_callback (area, next_frame, NULL, NULL);
  gtk_window_present (GTK_WINDOW (window));
}

int main (int argc, char **argv)
{
  if (argc == 3)
    {
      width = atoi (argv[1]);
      height = atoi (argv[2]);
    }
  GtkApplication *application = gtk_application_new (NULL, G_APPLICATION_NON_UNIQUE);
  g_signal_connect (application, "activate", G_CALLBACK (open_window), NULL);
  return g_application_run (G_APPLICATION (application), 1, argv);
}
