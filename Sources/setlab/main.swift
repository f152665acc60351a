import Localization
import SetLabKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

Localization.startBesideProgram()
exit(SetLab.run(arguments: Array(CommandLine.arguments.dropFirst())))
