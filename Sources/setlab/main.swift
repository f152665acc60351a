import SetLabKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(SetLab.run(arguments: Array(CommandLine.arguments.dropFirst())))
