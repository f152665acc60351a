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
    /// The tones' files being written, if they are.
    private var writing: BackgroundWork<Void>?

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
    /// tones, of the pads' held tones and of the razz. Those not written yet are written on a
    /// thread of their own: the first time, they take tens of milliseconds to synthesise and
    /// write, and the playback's first frames must not wait for them.
    func prepare(flashLength length: Double, muted: Bool) {
        guard !muted else { return }
        player.open()
        let tones = SimonPad.allCases.flatMap { [SimonSounds.step($0, duration: length), SimonSounds.held($0)] } + [SimonSounds.razz]
        let missing = tones.filter { !path(for: $0).exists }
        guard !missing.isEmpty, writing == nil else { return }
        let directory = directory
        writing = BackgroundWork("pastimes-tones", { Self.write(missing, in: directory) }) { [weak self] in self?.writing = nil }
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

    /// The tone's file, written first if it is not there yet (when it was not made ready).
    private func file(for tone: Tone) -> FilePath {
        let path = path(for: tone)
        if !path.exists { Self.write([tone], in: directory) }
        return path
    }

    private func path(for tone: Tone) -> FilePath { directory.appending(SimonSounds.fileName(for: tone)) }

    /// Writes the tones' files (atomically: a second writer of the same tone does no harm).
    /// A sound that cannot be written is a sound not heard; the game goes on.
    nonisolated private static func write(_ tones: [Tone], in directory: FilePath) {
        try? directory.makeFolder()
        for tone in tones {
            try? AtomicFile.write(to: directory.appending(SimonSounds.fileName(for: tone))) { (writer: FileWriter) throws(FileError) in
                for piece in WaveFile.pieces(of: tone) { try writer.write(piece) }
            }
        }
    }
}
