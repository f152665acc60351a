import Localization
import PastimesApp

#if canImport(Glibc)
import Glibc
#endif

// `pastimes`: the desktop app (one instance per session), or a deck export without a window.
// Words first: the command line's help is in the player's language too.
Localization.startBesideProgram()
exit(MainActor.assumeIsolated { PastimesApp().run() })
