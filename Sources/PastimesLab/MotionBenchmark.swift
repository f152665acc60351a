#if canImport(Glibc)
import Glibc
#endif
import GtkKit
import LabKit
import MainLoop
import MatchingFeature
import PastimesApp
import SafeFiles
import SetFeature
import SimonCore
import SimonFeature

// Words in this file are for developers, not for translation.
/// `pastimes-lab --benchmark-motion`: the app's heaviest motion, scripted and timed frame by frame,
/// as the player sees it. Set: all 81 cards dealt (each flies in from the deck), then gathered
/// into a pile and spread again 20 times. Cards: pairs turned up and judged, then re-deals.
/// Simon at the Brisk speed, answered by the benchmark itself, until it plays eight steps.
///
/// For each phase it prints each frame's work (from the frame's start to the end of its
/// painting), the interval between consecutive frames while things move (what the player sees:
/// a frame is missed when the interval spans more than one 16.7 ms slot), and for Simon how long
/// after its scheduled time each lit pad was painted (the tab takes its lights half a frame
/// ahead, what a frame takes to reach the screen; a negative lag is a pad shown early). Then
/// the resident memory after the first and the last gather-and-spread, after one whole game of
/// each kind, and across ten whole Set games in a row, and it quits.
///
/// `pastimes-lab --benchmark-games` plays only the whole games, in the window as it opens: the
/// memory a player's evening holds, comparable with an empty window of the same size.
@MainActor
final class MotionBenchmark {
    enum Scope { case motionAndGames, games }

    private let view: LabView
    private let scope: Scope
    private let meter = FrameWorkMeter()
    private let scheduler = GLibScheduler.main
    private var frames: [(phase: String, work: Double, interval: Double?)] = []
    private var phase = "Set: deal 81 cards"
    /// The previous frame's start while something moves; nil after a still moment.
    private var lastFrame: Double?
    private var moving: @MainActor () -> Bool = { false }
    private var padLags: [Double] = []
    private var litBefore: Set<SimonPad> = []
    private var memoryAfterFirstCycle = 0.0
    private var memoryAfterLastCycle = 0.0
    /// The resident memory before the whole games and after each kind's.
    private var memoryBeforeGames = 0.0, memoryAfterSimon = 0.0, memoryAfterCards = 0.0
    private var memoryAfterSetGames: [Double] = []
    private let cycles = 20
    private static let slot = 1000.0 / 60

    init(view: LabView, scope: Scope) {
        self.view = view
        self.scope = scope
    }

    func run() {
        // A headless compositor never gives the window the focus; the games must not pause for that.
        view.presumePlayerPresent()
        view.show(.set)
        scheduler.after(1.5) { [self] in
            if scope == .games { return playWholeGames() }
            guard let set = view.set, meter.start(on: set.root, { [weak self] frame in self?.record(frame.tick, frame.work) }) else {
                return finish("the window has no frame clock")
            }
            moving = set.isMoving
            firstPartialUpdate(set) { [self] in
                for _ in 0..<23 { set.model.dealThreeMore() }   // 69 cards fly in after the first 12
                settle { [self] in
                    phase = "Set: gather and spread"
                    gatherAndSpread(set, cycle: 1)
                }
            }
        }
    }

    /// A card chosen and let go again, untimed, as a player's first click would: headless
    /// mutter, drawing with Mesa's software GL, takes 200-300 ms to call for the next frame after
    /// any window's first partial update (`scripts/bench/cadence.c` shows it for a bare GTK
    /// window), which would otherwise be counted as the deal's.
    private func firstPartialUpdate(_ set: LabTab<SetTableModel>, then next: @escaping @MainActor () -> Void) {
        set.model.choose(position: 0)
        scheduler.after(0.5) { [self] in
            set.model.clearSelection()
            scheduler.after(0.5) { next() }
        }
    }

    // MARK: The phases

    private func gatherAndSpread(_ set: LabTab<SetTableModel>, cycle: Int) {
        set.toggleGather()
        settle { [self] in
            set.toggleGather()
            settle { [self] in
                if cycle == 1 { memoryAfterFirstCycle = residentMegabytes() }
                guard cycle == cycles else { return gatherAndSpread(set, cycle: cycle + 1) }
                memoryAfterLastCycle = residentMegabytes()
                playCards()
            }
        }
    }

    private func playCards() {
        view.show(.cards)
        guard let cards = view.cards else { return finish("no Cards tab") }
        phase = "Cards: turn pairs up and re-deal"
        moving = cards.isMoving
        var steps: [@MainActor () -> Void] = (0..<6).map { pair in { cards.model.choose(shownAt: 2 * pair); cards.model.choose(shownAt: 2 * pair + 1) } }
        steps += Array(repeating: { cards.model.redeal() }, count: 4)
        runSteps(steps) { [self] in playSimon() }
    }

    private func playSimon() {
        view.show(.simon)
        guard let simon = view.simon else { return finish("no Simon tab") }
        phase = "Simon: Brisk, eight steps"
        moving = { simon.model.play.isShowing(at: simon.model.time) }
        simon.model.chooseSpeed(.brisk)
        simon.model.chooseTarget(31)
        simon.model.playGame()
        answer(simon, until: { $0.round >= 8 && $0.phase == .awaitingInput }) { [self] in playWholeGames() }
    }

    /// Repeats each playback as the player would, until `done` says the game is where it should be.
    private func answer(_ simon: LabTab<SimonModel>, until done: @escaping @MainActor (SimonGame) -> Bool,
                        then next: @escaping @MainActor () -> Void) {
        let model = simon.model
        let game = model.play.game
        if done(game) { return next() }
        guard game.phase == .awaitingInput else {
            scheduler.after(0.05) { [self] in answer(simon, until: done, then: next) }
            return
        }
        for (index, pad) in game.playback.enumerated() {
            scheduler.after(0.12 * Double(index)) { model.press(pad) }
            scheduler.after(0.12 * Double(index) + 0.06) { model.release() }
        }
        scheduler.after(0.12 * Double(game.playback.count) + 0.1) { [self] in answer(simon, until: done, then: next) }
    }

    /// One whole game of each kind (Simon to eight steps, Cards until no match is left, Set until
    /// no Set is left), then nine more Set games: the memory a long evening of play holds.
    private func playWholeGames() {
        memoryBeforeGames = residentMegabytes()
        guard let simon = view.simon, let cards = view.cards, let set = view.set else { return finish("a tab is missing") }
        phase = "whole games"
        moving = { false }   // whole games are played at once, not at a player's pace: not timed
        view.show(.simon)   // a tab out of sight is paused
        simon.model.backToSplash()
        simon.model.chooseTarget(8)
        simon.model.playGame()
        answer(simon, until: { game in
            if case .lost = game.phase { return true }   // too slow once: the memory is what counts here
            return game.phase == .won
        }) { [self] in
            memoryAtRest { [self] in
                memoryAfterSimon = $0
                view.show(.cards)
                playOut(cards.model)
                settle(while: cards.isMoving) { [self] in
                    memoryAtRest { [self] in
                        memoryAfterCards = $0
                        view.show(.set)
                        playSetGames(set, left: 10)
                    }
                }
            }
        }
    }

    /// Turns up matching pairs until the game is over.
    private func playOut(_ model: MatchingTableModel) {
        model.redeal(mode: .twoCards)
        while !model.game.isOver {
            let shown = model.presentation.positions
            let open = shown.indices.filter { !model.game.table[shown[$0]].isMatched }
            let pair = open.lazy.flatMap { a in open.lazy.filter { $0 > a }.map { (a, $0) } }.first { a, b in
                let (x, y) = (model.game.table[shown[a]].card, model.game.table[shown[b]].card)
                return x.rank == y.rank || x.suit == y.suit
            }
            guard let (a, b) = pair else { break }
            model.choose(shownAt: a)
            model.choose(shownAt: b)
        }
    }

    private func playSetGames(_ set: LabTab<SetTableModel>, left: Int) {
        guard left > 0 else { return finish(nil) }
        set.model.newGame(.solo(.standard))
        for _ in 0..<200 where !set.model.game.isOver {
            if let match = set.model.game.firstMatchOnTable {
                for card in match { set.model.choose(cardID: set.model.session.id(of: card)) }
            } else {
                set.model.dealThreeMore()
            }
        }
        settle(while: set.isMoving) { [self] in
            memoryAtRest { [self] memory in
                if memoryAfterSetGames.isEmpty { keepMemoryMap() }
                memoryAfterSetGames.append(memory)
                playSetGames(set, left: left - 1)
            }
        }
    }

    /// The resident memory once the app has been still for a second, as a player's app is
    /// between games (the table hands freed memory back half a second after it settles).
    private func memoryAtRest(_ then: @escaping @MainActor (Double) -> Void) {
        scheduler.after(1) { [self] in then(residentMegabytes()) }
    }

    /// Runs each step once the table has settled after the one before.
    private func runSteps(_ steps: [@MainActor () -> Void], then next: @escaping @MainActor () -> Void) {
        guard let step = steps.first else { return next() }
        lastFrame = nil
        step()
        settle { [self] in runSteps(Array(steps.dropFirst()), then: next) }
    }

    /// Calls `next` once nothing moves (by `busy`, or the phase's own measure).
    private func settle(while busy: (@MainActor () -> Bool)? = nil, _ next: @escaping @MainActor () -> Void) {
        scheduler.after(0.25) { [self] in
            if (busy ?? moving)() { return settle(while: busy, next) }
            lastFrame = nil
            next()
        }
    }

    // MARK: Measuring

    private func record(_ tick: Double, _ work: Double) {
        if phase.hasPrefix("Simon"), let lit = view.simonLitOnScreen, let simon = view.simon { notePadLags(simon.model, lit: lit) }
        guard moving() else {
            lastFrame = nil
            return
        }
        frames.append((phase, work * 1000, lastFrame.map { (tick - $0) * 1000 }))
        lastFrame = tick
    }

    /// The pads the Simon tab drew lit in this frame and not in the one before: how far from
    /// its scheduled time each was painted (negative: painted that much before it).
    private func notePadLags(_ simon: SimonModel, lit: Set<SimonPad>) {
        defer { litBefore = lit }
        guard let show = simon.play.upcomingShow else { return }
        let elapsed = simon.time - show.start
        for pad in lit.subtracting(litBefore) {
            let flashes = show.schedule.flashes.filter { $0.pad == pad }
            if let flash = flashes.min(by: { abs($0.start - elapsed) < abs($1.start - elapsed) }) {
                padLags.append((elapsed - flash.start) * 1000)
            }
        }
    }

    private func finish(_ problem: String?) {
        meter.stop()
        if let problem {
            print("motion benchmark failed: \(problem)")
        } else {
            if scope == .motionAndGames { printMotion() }
            // The first Set game completes a whole game of each kind.
            let first = memoryAfterSetGames.first ?? 0, last = memoryAfterSetGames.last ?? 0
            print("""
                resident memory before the whole games: \(rounded(memoryBeforeGames)) MB; after Simon: \(rounded(memoryAfterSimon)) MB, \
                after Cards: \(rounded(memoryAfterCards)) MB, after Set: \(rounded(first)) MB
                resident memory after a whole game of each kind: \(rounded(first)) MB; \
                after Set game 1: \(rounded(first)) MB, after game \(memoryAfterSetGames.count): \(rounded(last)) MB \
                (\(rounded(100 * (last - first) / max(1, first)))%, goal within 2%)
                """)
        }
        view.quit()
    }

    private func printMotion() {
        let memory = memoryAfterLastCycle
        let renderer = view.set.map { FrameWorkMeter.rendererName(of: $0.root) } ?? "unknown"
        print("Motion benchmark (\(renderer) renderer): \(frames.count) frames while things moved")
        var phases: [String] = []
        for frame in frames where !phases.contains(frame.phase) { phases.append(frame.phase) }
        for name in phases { print(summary(name, frames.filter { $0.phase == name })) }
        let farthest = padLags.map(abs).max() ?? 0, earliest = padLags.min() ?? 0
        print("Simon: \(padLags.count) pads lit, painted after their scheduled time (negative: before): \(percentiles(padLags)), "
            + "earliest \(rounded(earliest)) ms; the farthest from its time \(rounded(farthest)) ms (goal: within one frame, \(rounded(Self.slot)) ms)")
        print("""
            resident memory after cycle 1: \(rounded(memoryAfterFirstCycle)) MB, after cycle \(cycles): \(rounded(memory)) MB \
            (\(rounded(100 * (memory - memoryAfterFirstCycle) / max(1, memoryAfterFirstCycle)))%, needs under 5%)
            """)
    }

    private func summary(_ name: String, _ frames: [(phase: String, work: Double, interval: Double?)]) -> String {
        let intervals = frames.compactMap(\.interval)
        let missed = intervals.map { max(0, Int(($0 / Self.slot).rounded()) - 1) }.reduce(0, +)
        return "\(name): \(frames.count) frames; work \(percentiles(frames.map(\.work))); "
            + "between frames \(percentiles(intervals)) (goal p95 ≤ 17.5, max ≤ 33.4); \(missed) frames missed their slot"
    }

    private func percentiles(_ values: [Double]) -> String {
        let sorted = values.sorted()
        func at(_ p: Double) -> Double { sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
        return "p50 \(rounded(at(0.5))) ms, p95 \(rounded(at(0.95))) ms, max \(rounded(sorted.last ?? 0)) ms"
    }

    private func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// The process's resident memory, from the "VmRSS: 143604 kB" line of /proc/self/status.
    /// For `scripts/bench/memory.sh`, which breaks the figure down by kind of mapping: a copy of
    /// /proc/self/smaps after a whole game of each kind, in the file PASTIMES_BENCHMARK_SMAPS names.
    private func keepMemoryMap() {
        guard let path = getenv("PASTIMES_BENCHMARK_SMAPS"), let map = try? FilePath("/proc/self/smaps").read() else { return }
        try? AtomicFile.write(map, to: FilePath(cString: path))
    }

    private func residentMegabytes() -> Double {
        guard let bytes = try? FilePath("/proc/self/status").read() else { return 0 }
        let status = String(decoding: bytes, as: UTF8.self)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
        return Double(kilobytes) / 1024
    }
}
