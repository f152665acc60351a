import CardTable
import GtkKit
import MainLoop
import SafeFiles
import Tones

/// Plays the card tables' sound effects (a match, a miss, cards dealt) through the sound player
/// Simon's tones use. They sound only while the player wants them (Preferences ▸ Sound effects)
/// and the desktop plays event sounds. Their files are synthesised into the user's cache folder
/// when first wanted, on a thread of their own (a first move must not wait for them), and the
/// sound server is first reached then too, so that a game nobody hears never loads it (it weighs
/// some megabytes).
@MainActor
final class TableSoundBoard {
    private let directory: FilePath
    private let player = SoundPlayer()
    /// The sound playing (a sound lets go of its playing when it is dropped; the next one cuts it short).
    private var playing: PlayingSound?
    /// The sounds' files being written, and the sound to play once they are.
    private var writing: BackgroundWork<Void>?
    private var wanted: TableSound.Kind?
    /// The player's switch (Preferences), which the settings keep.
    var isOn = true

    init(directory: FilePath) { self.directory = directory }

    /// Whether a sound would be heard now.
    var sounds: Bool { isOn && Style.eventSoundsEnabled }

    func play(_ kind: TableSound.Kind) {
        guard sounds else { return }
        player.open()
        guard path(kind).exists else { return writeEverySound(then: kind) }
        playing = player.play(path(kind))
    }

    private func path(_ kind: TableSound.Kind) -> FilePath { directory.appending(TableSounds.fileName(kind)) }

    /// Writes every sound's file not written yet, on a thread of its own, then plays the latest
    /// sound wanted meanwhile (a file that cannot be written is a sound not heard).
    private func writeEverySound(then kind: TableSound.Kind) {
        wanted = kind
        guard writing == nil else { return }
        let directory = directory
        let missing = TableSound.Kind.allCases.filter { !path($0).exists }
        writing = BackgroundWork("pastimes-table-sounds", { for kind in missing { Self.write(kind, in: directory) } }) { [weak self] in
            guard let self else { return }
            writing = nil
            if let wanted, path(wanted).exists { playing = player.play(path(wanted)) }
            wanted = nil
        }
    }

    /// Writes the sound's file atomically.
    private nonisolated static func write(_ kind: TableSound.Kind, in directory: FilePath) {
        try? directory.makeFolder()
        try? AtomicFile.write(to: directory.appending(TableSounds.fileName(kind))) { (writer: FileWriter) throws(FileError) in
            try writer.write(TableSounds.file(kind))
        }
    }
}
