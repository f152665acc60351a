import GRDB
import SafeFiles

#if canImport(Glibc)
import Glibc
#endif
import Localization

/// Why saving has stopped for now. All but a newer database are passing conditions: the games
/// play on, the moves wait in memory, nothing on disk is renamed or overwritten, and saving
/// resumes by itself when the condition is gone.
public enum SavingPause: Equatable, Sendable {
    /// Another program (a backup tool, the sqlite3 shell) holds the database.
    case busy
    /// Another Pastimes process is the writer of these saves.
    case otherPastimes
    /// The folder or the file can only be read (a read-only disk, or a file another user owns).
    case readOnly
    /// The disk is full.
    case full
    /// The disk reported an error.
    case diskError
    /// The folder for saved games cannot be made or used.
    case folderUnusable(FileError)
    /// Made by a newer Pastimes: this one never writes to it.
    case newerVersion

    /// Whether trying again later can help.
    public var passes: Bool { self != .newerVersion }

    /// What the player is told, once, when saving stops. `loaded` says whether the saved games
    /// could be read before it did (if not, new games were started).
    public func notice(loaded: Bool) -> Notice {
        switch self {
        case .busy where !loaded:
            Notice(tr("Another program is using your saved games"),
                   details: tr("They could not be opened, so new games were started. Your saved games are left as they are and come back the next time Pastimes starts."))
        case .busy:
            Notice(tr("Saving waits for another program"),
                   details: tr("Another program is using the file of your saved games. Your moves are kept and are saved as soon as it is done."))
        case .otherPastimes:
            Notice(tr("Pastimes is already open elsewhere: games here are not saved"),
                   details: tr("Another Pastimes window saves your games. Games played here are not saved, so that they cannot overwrite that window's games."))
        case .readOnly:
            Notice(tr("Saving paused: your saved games can only be read"),
                   details: tr("The file of your saved games, or its folder, can only be read, so moves are kept here for now. Nothing was changed; they are saved as soon as the file can be written again (if Pastimes was once run as another user, with sudo for example, give the file back to your user)."))
        case .full:
            Notice(tr("Saving paused: the disk is full"),
                   details: tr("The disk is full, so your moves are not saved for now. Free some space and saving resumes by itself."))
        case .diskError:
            Notice(tr("Saving paused: the disk reported an error"),
                   details: tr("The disk reported an error while saving your games. Pastimes keeps your moves and tries again."))
        case .folderUnusable(let failure):
            Notice(tr("Games are not saved: the folder cannot be used"), details: Self.folderMessage(failure))
        case .newerVersion:
            Notice(tr("Games are not saved: your saves are from a newer Pastimes"),
                   details: tr("Your saved games were made by a newer version of Pastimes. This version leaves them as they are, so games played now are not saved."))
        }
    }

    static func folderMessage(_ failure: FileError) -> String {
        if let home = getenv("HOME").map({ FilePath(cString: $0) }), home == failure.path {
            return fillIn(tr("Your home folder %1$@ cannot be used (%2$@), so games are not saved."), home, failure.reason)
        }
        return fillIn(tr("The folder for saved games, %1$@, cannot be used (%2$@), so games are not saved for now. Pastimes tries again now and then."),
                      failure.path, failure.reason)
    }

    /// The pause an error means, or nil when the error means damage (or is not a passing one).
    init?(_ error: any Error) {
        if let failure = error as? FileError {
            switch failure.kind {
            case .noSpace: self = .full
            case .notAllowed, .readOnlyDisk: self = .readOnly
            case .noSuchFolder, .notAFile, .other: self = .folderUnusable(failure)
            }
            return
        }
        guard let error = error as? DatabaseError else { return nil }
        switch error.resultCode.primaryResultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH, .SQLITE_CANTOPEN: self = .readOnly
        case .SQLITE_FULL: self = .full
        case .SQLITE_IOERR: self = .diskError
        default: return nil
        }
    }
}

/// Whether an error from SQLite says the file is damaged (and only then may it be set aside).
func isDamage(_ error: any Error) -> Bool {
    guard let error = error as? DatabaseError else { return false }
    return [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode.primaryResultCode)
}
