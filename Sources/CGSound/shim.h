// GSound, GNOME's wrapper of libcanberra, for Swift: Simon's tones, played as GNOME's games play
// their sounds (through PulseAudio or PipeWire where one answers, else ALSA).
#include <gsound.h>
#include <dlfcn.h>

// The app does not link GSound: it brings libcanberra, and through it ALSA, Ogg Vorbis and TDB
// (and PulseAudio's client once a sound plays), for the one tab that makes a sound. It is opened
// on first use, and each function the app calls is looked up into a table whose fields have the
// types of GSound's own declarations, so a call cannot disagree with the library.
#define PASTIMES_GSOUND_FUNCTIONS(F) F(context_new) F(context_open) F(context_play_full) F(context_play_full_finish)

#define PASTIMES_GSOUND_FIELD(name) __typeof__(&gsound_##name) name;
struct pastimes_gsound { PASTIMES_GSOUND_FUNCTIONS(PASTIMES_GSOUND_FIELD) };
#undef PASTIMES_GSOUND_FIELD

// Fills `table`; false if the library or one of its functions is missing (GSound not installed).
// The library stays open for the rest of the run, as a linked one would.
static inline _Bool pastimes_gsound_open(struct pastimes_gsound *table) {
    void *library = dlopen("libgsound.so.0", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL)
        return 0;
#define PASTIMES_GSOUND_FIND(name) \
    { void *found = dlsym(library, "gsound_" #name); \
      if (found == NULL) return 0; \
      table->name = (__typeof__(table->name))found; }
    PASTIMES_GSOUND_FUNCTIONS(PASTIMES_GSOUND_FIND)
#undef PASTIMES_GSOUND_FIND
    return 1;
}

// gsound_context_play_full is variadic, which Swift cannot call: this plays one file, in the
// "game" role (so the desktop's mixer lists it as a game's sound), never kept in the sound
// server's sample cache (a tone of another length is another file; the cache would only grow).
static inline void pastimes_gsound_play_file(const struct pastimes_gsound *table, GSoundContext *context,
                                             const char *path, GCancellable *cancellable,
                                             GAsyncReadyCallback callback, gpointer data) {
    table->context_play_full(context, cancellable, callback, data,
                             GSOUND_ATTR_MEDIA_FILENAME, path,
                             GSOUND_ATTR_MEDIA_ROLE, "game",
                             GSOUND_ATTR_CANBERRA_CACHE_CONTROL, "never",
                             NULL);
}
