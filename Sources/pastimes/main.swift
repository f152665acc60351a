import PastimesApp

#if canImport(Glibc)
import Glibc
#endif

// `pastimes`: the desktop app (one instance per session), or a deck export without a window.
exit(MainActor.assumeIsolated { PastimesApp().run() })
