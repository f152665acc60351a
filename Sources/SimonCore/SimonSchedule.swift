/// Something Simon shows: which pad lights (and sounds), when, and for how long.
public struct SimonFlash: Equatable, Sendable {
    public let pad: SimonPad
    /// Seconds from the start of the schedule.
    public let start: Double
    public let duration: Double
    public var end: Double { start + duration }
}

/// A timed list of flashes. The model produces it; the view plays it on the frame clock.
public struct SimonSchedule: Equatable, Sendable {
    public let flashes: [SimonFlash]
    public let duration: Double

    /// The pads lit `time` seconds into the schedule.
    public func padsLit(at time: Double) -> [SimonPad] {
        flashes.filter { time >= $0.start && time < $0.end }.map(\.pad)
    }

    /// Playback of `pads`, one after another with a dark gap between steps, after `leadIn`.
    public static func playback(of pads: [SimonPad], timing: SimonTiming, leadIn: Double) -> SimonSchedule {
        let step = timing.stepDuration(forLength: pads.count)
        let flashes = pads.enumerated().map { index, pad in
            SimonFlash(pad: pad, start: leadIn + Double(index) * (step + timing.gap), duration: step)
        }
        return SimonSchedule(flashes: flashes, duration: (flashes.last?.end ?? leadIn) + timing.gap)
    }

    /// The toy's win signal: six short beeps of the last pad, after the replay delay.
    public static func victory(on pad: SimonPad, timing: SimonTiming) -> SimonSchedule {
        let beep = 0.07, pause = 0.05
        let flashes = (0..<6).map { SimonFlash(pad: pad, start: timing.replayDelay + Double($0) * (beep + pause), duration: beep) }
        return SimonSchedule(flashes: flashes, duration: flashes.last!.end)
    }
}
