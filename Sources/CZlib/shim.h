// zlib, for the web player's files sent compressed (gzip).
#include <zlib.h>
