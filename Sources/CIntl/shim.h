// gettext, as the C library provides it (glibc's libintl: nothing to link).
#include <libintl.h>
#include <locale.h>
