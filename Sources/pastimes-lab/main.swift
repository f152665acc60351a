import Localization
import PastimesApp
import PastimesLab

#if canImport(Glibc)
import Glibc
#endif

// `pastimes-lab`: Pastimes with the development build's options (benchmarks, traces, the layout
// audit, Simon's test rhythm). Not installed, not packaged.
Localization.startBesideProgram()
exit(MainActor.assumeIsolated { PastimesApp(lab: Lab.hooks).run() })
