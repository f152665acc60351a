// Avahi, the desktop's DNS-SD (Bonjour) service, for Swift: Set games announced and found on
// the local network. The GLib poll adapter runs Avahi's events on the GTK main loop.
#include <avahi-client/client.h>
#include <avahi-client/lookup.h>
#include <avahi-client/publish.h>
#include <avahi-common/address.h>
#include <avahi-common/alternative.h>
#include <avahi-common/error.h>
#include <avahi-common/malloc.h>
#include <avahi-common/strlst.h>
#include <avahi-glib/glib-watch.h>
