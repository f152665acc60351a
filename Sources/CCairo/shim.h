// Cairo alone, for the card drawing module: it renders to PNG and PDF without GTK.
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
