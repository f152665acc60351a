import GtkKit
import SafeFiles
import SetCore
import SetFeature
import Localization

/// Ghost races as files: a finished game saved for a friend, and a friend's file raced. A file
/// from anywhere is read only up to a ghost's size and only if it holds a possible game; the
/// player hears in plain words what was wrong, and nothing on the table changes.
@MainActor
enum GhostRaceFiles {
    /// Asks where, and saves `ghost` there (whole or not at all).
    static func askWhereAndSave(_ ghost: SetGhost, over window: MainWindow) {
        let chooser = FileChooser(parent: window.applicationWindow, title: tr("Save as Ghost"), acceptLabel: tr("_Save"), cancelLabel: tr("_Cancel"),
                                      folder: Files.documentsDirectory(), name: tr("Set game") + "." + SetGhostFile.suffix,
                                      suffix: SetGhostFile.suffix, filterName: tr("Pastimes ghost races"))
        chooser.present { [weak window] path in
            guard let bytes = SetGhostFile.bytes(of: ghost) else { return }
            do throws(FileError) {
                try AtomicFile.write(bytes, to: path)
                window?.showToast(fillIn(tr("Saved as “%1$@”: send it to a friend to race."), path.lastComponent), seconds: 6)
            } catch {
                window?.showToast(fillIn(tr("The ghost could not be saved to %1$@: %2$@. Nothing was changed there."), error.path, error.reason))
            }
        }
    }

    /// Asks which file to race.
    static func askWhich(over window: MainWindow, race: @escaping @MainActor (FilePath) -> Void) {
        let chooser = FileChooser(parent: window.applicationWindow, title: tr("Race a Ghost"), acceptLabel: tr("_Race"), cancelLabel: tr("_Cancel"),
                                      folder: Files.documentsDirectory(), name: nil, suffix: SetGhostFile.suffix,
                                      filterName: tr("Pastimes ghost races"))
        chooser.present(race)
    }

    /// The ghost in the file at `path`, or the words that say why there is none.
    static func ghost(at path: FilePath) -> Result<SetGhost, Refusal> {
        let bytes: [UInt8]?
        do throws(FileError) { bytes = try path.read(atMost: SetGhostFile.largest) } catch {
            return .failure(Refusal(fillIn(tr("“%1$@” could not be read: %2$@."), path.lastComponent, error.reason)))
        }
        guard let bytes, let ghost = SetGhostFile.ghost(from: bytes) else {
            return .failure(Refusal(fillIn(tr("“%1$@” is not a Pastimes ghost race, or it is damaged."), path.lastComponent)))
        }
        return .success(ghost)
    }

    struct Refusal: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}
