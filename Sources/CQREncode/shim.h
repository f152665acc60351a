// libqrencode, for the QR code a hosted game's lobby shows.
#include <qrencode.h>
