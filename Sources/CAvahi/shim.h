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
#include <dlfcn.h>

// The app does not link Avahi's libraries: they bring D-Bus, systemd's and libgcrypt's with them
// (0.8 MB resident, and their loading at every start), for a feature most starts never use.
// They are opened on first use, and each function the app calls is looked up into a table whose
// fields have the types of Avahi's own declarations, so a call cannot disagree with the library.
#define PASTIMES_AVAHI_FUNCTIONS(F) \
    F(address_snprint) F(alternative_service_name) F(free) \
    F(client_new) F(client_free) F(client_get_state) \
    F(entry_group_new) F(entry_group_free) F(entry_group_add_service_strlst) F(entry_group_commit) F(entry_group_reset) \
    F(glib_poll_new) F(glib_poll_free) F(glib_poll_get) \
    F(service_browser_new) F(service_browser_free) F(service_resolver_new) F(service_resolver_free) \
    F(string_list_add) F(string_list_free)

#define PASTIMES_AVAHI_FIELD(name) __typeof__(&avahi_##name) name;
struct pastimes_avahi { PASTIMES_AVAHI_FUNCTIONS(PASTIMES_AVAHI_FIELD) };
#undef PASTIMES_AVAHI_FIELD

// Fills `table`; false if a library or one of its functions is missing (no Avahi installed).
// The libraries stay open for the rest of the run, as linked ones would.
static inline _Bool pastimes_avahi_open(struct pastimes_avahi *table) {
    void *client = dlopen("libavahi-client.so.3", RTLD_NOW | RTLD_LOCAL);
    void *glib = dlopen("libavahi-glib.so.1", RTLD_NOW | RTLD_LOCAL);
    if (client == NULL || glib == NULL)
        return 0;
    // Each handle finds its library's functions and those of the libraries it depends on
    // (libavahi-common's, through either).
#define PASTIMES_AVAHI_FIND(name) \
    { void *found = dlsym(client, "avahi_" #name); \
      if (found == NULL) found = dlsym(glib, "avahi_" #name); \
      if (found == NULL) return 0; \
      table->name = (__typeof__(table->name))found; }
    PASTIMES_AVAHI_FUNCTIONS(PASTIMES_AVAHI_FIND)
#undef PASTIMES_AVAHI_FIND
    return 1;
}
