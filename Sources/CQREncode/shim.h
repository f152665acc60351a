// libqrencode, for the QR code a hosted game's lobby shows.
#include <qrencode.h>
#include <dlfcn.h>
#include <stddef.h>

// The app does not link libqrencode: only a hosted game's lobby draws a code, so it is opened on
// first use, and each function the app calls is looked up into a table whose fields have the
// types of libqrencode's own declarations, so a call cannot disagree with the library.
#define PASTIMES_QRENCODE_FUNCTIONS(F) F(encodeString) F(free)

#define PASTIMES_QRENCODE_FIELD(name) __typeof__(&QRcode_##name) name;
struct pastimes_qrencode { PASTIMES_QRENCODE_FUNCTIONS(PASTIMES_QRENCODE_FIELD) };
#undef PASTIMES_QRENCODE_FIELD

// Fills `table`; false if the library or one of its functions is missing. The library stays
// open for the rest of the run, as a linked one would.
static inline _Bool pastimes_qrencode_open(struct pastimes_qrencode *table) {
    void *library = dlopen("libqrencode.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL)
        return 0;
#define PASTIMES_QRENCODE_FIND(name) \
    { void *found = dlsym(library, "QRcode_" #name); \
      if (found == NULL) return 0; \
      table->name = (__typeof__(table->name))found; }
    PASTIMES_QRENCODE_FUNCTIONS(PASTIMES_QRENCODE_FIND)
#undef PASTIMES_QRENCODE_FIND
    return 1;
}
