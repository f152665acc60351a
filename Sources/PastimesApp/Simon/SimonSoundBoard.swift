import GtkKit
import MainLoop
import SafeFiles
import SimonCore
import Tones

/// Plays Simon's tones: each pad's while it is lit or held, the razz when a game is lost. The
/// tones are synthesised once into WAV files in the user's cache folder (the sound server plays
/// files, not memory) and played through GSound, as GNOME's games play their sounds.
@MainActor
final class SimonSoundBoard {
    private let directory: FilePath
    private let player = SoundPlayer()
    private var sounding: [SimonPad: PlayingSound] = [:]
    private var razzing: PlayingSound?

    init(directory: FilePath) { self.directory = directory }

    /// Starts the tones of pads that just lit and stops those that went dark. A held pad sounds
    /// until it is let go; a flash plays one faded tone of the flash's length.
    func update(lit: Set<SimonPad>, held: SimonPad?, flashLength: (SimonPad) -> Double?, muted: Bool) {
        for (pad, sound) in sounding where !lit.contains(pad) || muted {
            sound.stop()
            sounding[pad] = nil
        }
        guard !muted else { return }
        for pad in lit where sounding[pad] == nil {
            let tone = pad == held ? SimonSounds.held(pad) : SimonSounds.step(pad, duration: flashLength(pad) ?? 0.3)
            sounding[pad] = player.play(file(for: tone), repeating: pad == held)
        }
    }

    /// Makes ready, in the lead-in to a playback of flashes `length` long, what a pad lighting
    /// should not wait for: the connection to the sound server, and the files of the playback's
    /// tones, of the pads' held tones and of the razz, written one a turn of the main loop (the
    /// first time, each takes milliseconds to synthesise and write).
    func prepare(flashLength length: Double, muted: Bool) {
        guard !muted else { return }
        player.open()
        let tones = SimonPad.allCases.flatMap { [SimonSounds.step($0, duration: length), SimonSounds.held($0)] } + [SimonSounds.razz]
        for (index, tone) in tones.enumerated() {
            Timeout.after(0.02 * Double(index)) { [weak self] in _ = self?.file(for: tone) }
        }
    }

    /// Stops every tone (the tab calls it when it goes out of sight).
    func silence() {
        for sound in sounding.values { sound.stop() }
        sounding = [:]
        razzing?.stop()
        razzing = nil
    }

    func razz(muted: Bool) {
        guard !muted else { return }
        razzing = player.play(file(for: SimonSounds.razz))
    }

    /// The tone's file, written first if it is not there yet.
    private func file(for tone: Tone) -> FilePath {
        let path = directory.appending(SimonSounds.fileName(for: tone))
        if !path.exists {
            // A sound that cannot be written is a sound not heard; the game goes on.
            try? directory.makeFolder()
            try? AtomicFile.write(WaveFile.bytes(tone.samples()), to: path)
        }
        return path
    }
}
