import CardTable
import GtkKit
import SafeFiles
import Tones

/// Plays the card tables' sound effects (a match, a miss, cards dealt) through the sound player
/// Simon's tones use. They sound only while the player wants them (Preferences ▸ Sound effects)
/// and the desktop plays event sounds. Their files are synthesised into the user's cache folder
/// when first wanted (a fraction of a second of sound each); the sound server is first reached
/// then too, so that a game nobody hears never loads it (it weighs some megabytes).
@MainActor
final class TableSoundBoard {
    private let directory: FilePath
    private let player = SoundPlayer()
    /// The sound playing (a sound lets go of its playing when it is dropped; the next one cuts it short).
    private var playing: PlayingSound?
    /// The player's switch (Preferences), which the settings keep.
    var isOn = true

    init(directory: FilePath) { self.directory = directory }

    /// Whether a sound would be heard now.
    var sounds: Bool { isOn && Style.eventSoundsEnabled }

    func play(_ kind: TableSound.Kind) {
        guard sounds else { return }
        let path = path(kind)
        if !path.exists { Self.write(kind, in: directory) }
        playing = player.play(path)
    }

    private func path(_ kind: TableSound.Kind) -> FilePath { directory.appending(TableSounds.fileName(kind)) }

    /// Writes the sound's file atomically; one that cannot be written is a sound not heard.
    private static func write(_ kind: TableSound.Kind, in directory: FilePath) {
        try? directory.makeFolder()
        try? AtomicFile.write(to: directory.appending(TableSounds.fileName(kind))) { (writer: FileWriter) throws(FileError) in
            try writer.write(TableSounds.file(kind))
        }
    }
}
