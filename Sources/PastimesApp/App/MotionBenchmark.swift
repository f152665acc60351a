import GtkKit
import SafeFiles

// Words in this file are for developers, not for translation.
/// `pastimes --benchmark-motion`: a scripted run of the card table's heaviest motion, timed
/// frame by frame. All 81 Set cards are dealt (each flies in from the deck), then gathered into
/// a pile and spread again 20 times. It prints the work each frame took while cards moved (the
/// time from the frame's start to the end of its painting) as percentiles, and the resident
/// memory after the first and the last gather-and-spread, then quits.
@MainActor
final class MotionBenchmark {
    private let tab: SetTab
    private let window: MainWindow
    private let timer = FrameWorkMeter()
    /// Frame work times in milliseconds, by phase: "deal", then "gather and spread".
    private var frames: [(phase: String, milliseconds: Double)] = []
    private var phase = "deal"
    private var memoryAfterFirstCycle = 0.0
    private let cycles = 20

    init(tab: SetTab, window: MainWindow) {
        self.tab = tab
        self.window = window
    }

    func run() {
        Timeout.after(1.5) { [self] in
            guard timer.start(on: tab.root, { [weak self] began, ended in self?.record(began, ended) }) else {
                finish("the window has no frame clock")
                return
            }
            // Deal everything: 69 cards fly in after the first 12.
            for _ in 0..<23 { tab.model.dealThreeMore() }
            waitForStillness { [self] in
                phase = "gather and spread"
                cycle(1)
            }
        }
    }

    private func cycle(_ number: Int) {
        tab.table.toggleGather()
        waitForStillness { [self] in
            tab.table.toggleGather()
            waitForStillness { [self] in
                if number == 1 { memoryAfterFirstCycle = residentMegabytes() }
                if number < cycles { cycle(number + 1) } else { finish(nil) }
            }
        }
    }

    /// Calls `next` once the table has stopped moving.
    private func waitForStillness(_ next: @escaping @MainActor () -> Void) {
        Timeout.after(0.25) { [self] in
            if tab.table.isMoving { waitForStillness(next) } else { next() }
        }
    }

    private func record(_ began: Double, _ ended: Double) {
        if tab.table.isMoving { frames.append((phase, (ended - began) * 1000)) }
    }

    private func finish(_ problem: String?) {
        timer.stop()
        if let problem {
            print("motion benchmark failed: \(problem)")
        } else {
            let memory = residentMegabytes()
            print("Motion benchmark: \(tab.cardCount) cards dealt, then gathered and spread \(cycles) times")
            for name in ["deal", "gather and spread", "all"] {
                print(summary(name, frames.filter { name == "all" || $0.phase == name }.map(\.milliseconds)))
            }
            print("""
                resident memory after cycle 1: \(rounded(memoryAfterFirstCycle)) MB, after cycle \(cycles): \(rounded(memory)) MB \
                (\(rounded(100 * (memory - memoryAfterFirstCycle) / max(1, memoryAfterFirstCycle)))%, needs under 5%)
                """)
        }
        window.window.close()
    }

    private func summary(_ name: String, _ times: [Double]) -> String {
        let sorted = times.sorted()
        func percentile(_ p: Double) -> Double { sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
        func share(within limit: Double) -> Double { rounded(100 * Double(sorted.filter { $0 <= limit }.count) / Double(max(1, sorted.count))) }
        return "\(name): \(sorted.count) frames, work p50 \(rounded(percentile(0.5))) ms, p95 \(rounded(percentile(0.95))) ms, "
            + "p99 \(rounded(percentile(0.99))) ms, max \(rounded(sorted.last ?? 0)) ms; "
            + "within 16.7 ms \(share(within: 16.7))% (needs 95%), within 25 ms \(share(within: 25))% (needs 99%)"
    }

    private func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// The process's resident memory, from the "VmRSS: 143604 kB" line of /proc/self/status.
    private func residentMegabytes() -> Double {
        guard let bytes = try? FilePath("/proc/self/status").read() else { return 0 }
        let status = String(decoding: bytes, as: UTF8.self)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
        return Double(kilobytes) / 1024
    }
}
