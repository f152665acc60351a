import GtkKit
import LabKit
import PastimesApp
import SimonCore

// Words in this file are for developers, not for translation.

/// What `pastimes-lab` adds to Pastimes: options for the benchmarks, the traces and the tests,
/// through the app's `LabHooks`.
@MainActor
package enum Lab {
    static let options: [CommandLineOption] = [
        .init("benchmark-motion", .flag, help: "Deal all 81 Set cards, gather and spread them 20 times, print frame times and memory, and quit"),
        .init("benchmark-games", .flag, help: "Play a whole game of each kind, then ten Set games, print the memory after each, and quit"),
        .init("trace-together", .flag,
              help: "Print when each change of a Together game reaches the screen, and frame times while its cards move"),
        .init("trace-frames", .flag, help: "Print when each frame the window paints was painted, from the first"),
        .init("simon-test-timing", .flag, help: "Simon plays with long, evenly spaced flashes and waits 30 s for an answer"),
        .init("audit-layout", .flag, help: "Offer the action app.audit-layout, which prints every text that does not fit the window"),
    ]

    /// What runs, kept for the app's life.
    private static var running: [AnyObject] = []

    package static let hooks = LabHooks(options: options, simonTiming: { values in
        values.has("simon-test-timing") ? .forTesting : nil
    }, started: { view, values in
        if values.has("audit-layout") {
            view.addAction("audit-layout") {
                let problems = LayoutAudit.problems(in: view.applicationWindow)
                Console.note((["layout audit: \(problems.count) problems"] + problems).joined(separator: "\n  "))
            }
        }
        if values.has("trace-together") { running.append(TogetherTrace(view: view)) }
        if values.has("trace-frames") { running.append(FrameTrace(view: view)) }
        if values.has("benchmark-motion") || values.has("benchmark-games") {
            let benchmark = MotionBenchmark(view: view, scope: values.has("benchmark-motion") ? .motionAndGames : .games)
            running.append(benchmark)
            benchmark.run()
        }
    })
}
