// libsoup 3, GNOME's HTTP and WebSocket library, for Swift: the transport of Set played together.
#include <libsoup/soup.h>
