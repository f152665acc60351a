import PastimesApp

// `pastimes`: the desktop app, or a command-line deck export (see PastimesCommand).
PastimesCommand.main()
