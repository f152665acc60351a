import ArgumentParser
import Foundation
import Localization

/// `setlab`: the Set engine on the command line.
public struct SetLab: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "setlab",
        abstract: tr("Solve, simulate and benchmark the game of Set."),
        discussion: tr("Cards are four characters, case-insensitive: number 1 2 3; colour R red, G green, P purple; shading S solid, T striped, O open; shape D diamond, Q squiggle, V oval. 2RTD is two red striped diamonds."),
        subcommands: [Solve.self, PuzzleCommand.self, Simulate.self, RandomCommand.self, BenchCommand.self]
    )

    public init() {}

    /// Exit status for a command line that could not be used (unknown card, bad option...).
    public static let usageErrorStatus: Int32 = 2

    /// Runs the command line and returns the exit status. Every usage error exits with 2 and a
    /// message naming what was wrong; help and version requests print to standard output.
    public static func run(arguments: [String]) -> Int32 {
        if arguments.first == "solve", let problem = Solve.firstProblem(in: arguments.dropFirst()) {
            printError("Error: \(problem.message)\nUsage: \(usageString(for: Solve.self))")  // not for people: ArgumentParser's own form
            return usageErrorStatus
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch {
            let status = exitStatus(for: error)
            let message = fullMessage(for: error)
            if status == 0 {
                print(message)
            } else if !message.isEmpty {
                printError(message)
            }
            return status
        }
    }

    /// ArgumentParser reports usage errors as EX_USAGE (64); setlab uses the conventional 2.
    public static func exitStatus(for error: any Error) -> Int32 {
        let code = exitCode(for: error)
        return code == .validationFailure ? usageErrorStatus : code.rawValue
    }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
}
