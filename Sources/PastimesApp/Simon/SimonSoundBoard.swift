import GtkKit
import MainLoop
import SafeFiles
import SimonCore
import Tones

/// Plays Simon's tones: each pad's while it is lit or held, the razz when a game is lost. The
/// tones are synthesised once into WAV files in the user's cache folder (GTK's media backend
/// cannot play from memory) and played through GTK's media support.
@MainActor
final class SimonSoundBoard {
    private let directory: FilePath
    private var players: [String: MediaPlayer] = [:]
    private var sounding: [SimonPad: MediaPlayer] = [:]

    init(directory: FilePath) { self.directory = directory }

    /// Starts the tones of pads that just lit and stops those that went dark. A held pad loops
    /// its tone; a flash plays one faded tone of the flash's length.
    func update(lit: Set<SimonPad>, held: SimonPad?, flashLength: (SimonPad) -> Double?, muted: Bool) {
        for (pad, player) in sounding where !lit.contains(pad) || muted {
            player.stop()
            sounding[pad] = nil
        }
        guard !muted else { return }
        for pad in lit where sounding[pad] == nil {
            let tone = pad == held ? SimonSounds.held(pad) : SimonSounds.step(pad, duration: flashLength(pad) ?? 0.3)
            let player = self.player(for: tone, loops: pad == held)
            player.play()
            sounding[pad] = player
        }
    }

    /// Makes ready, one a turn of the main loop, the tones a playback of flashes `length` long
    /// will play: writing a tone and opening its player take longer than a frame, so they are
    /// done in the lead-in, not when a pad lights.
    /// Each player is a media pipeline with threads of its own, so those of other flash lengths
    /// (an earlier speed, a shorter round) are let go rather than kept for the evening.
    func prepare(flashLength length: Double, muted: Bool) {
        let steps = Set(SimonPad.allCases.map { SimonSounds.fileName(for: SimonSounds.step($0, duration: length)) })
        letGo(keeping: steps)
        guard !muted else { return }
        for (index, pad) in SimonPad.allCases.enumerated() {
            Timeout.after(0.02 * Double(index)) { [weak self] in
                _ = self?.player(for: SimonSounds.step(pad, duration: length), loops: false)
            }
        }
    }

    /// Lets go of every player not sounding now but those named in `keeping` (the tab calls it
    /// with none when it goes out of sight).
    func letGo(keeping names: Set<String> = []) {
        players = players.filter { name, player in names.contains(name) || sounding.values.contains { $0 === player } }
    }

    func razz(muted: Bool) {
        guard !muted else { return }
        player(for: SimonSounds.razz, loops: false).play()
    }

    private func player(for tone: Tone, loops: Bool) -> MediaPlayer {
        let name = SimonSounds.fileName(for: tone)
        if let player = players[name] { return player }
        let path = directory.appending(name)
        if !path.exists {
            // A sound that cannot be written is a sound not heard; the game goes on.
            try? directory.makeFolder()
            try? AtomicFile.write(WaveFile.bytes(tone.samples()), to: path)
        }
        let player = MediaPlayer(path: path, loops: loops)
        players[name] = player
        return player
    }
}
