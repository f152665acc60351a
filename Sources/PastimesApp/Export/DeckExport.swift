import CardArt
import GtkKit
import SafeFiles
import Localization

/// Writing a whole deck to a file, from the command line or the menu: a printable PDF or a PNG
/// sheet, chosen by the file's extension, written whole or not at all.
enum DeckExport {
    enum Format: String, CaseIterable {
        case pdf, png
    }

    /// The known extensions, for messages: ".pdf or .png".
    static var knownExtensions: String { fillIn(tr("%1$@ or %2$@"), ".pdf", ".png") }

    static func format(of path: String) -> Format? {
        Format.allCases.first { path.lowercased().hasSuffix("." + $0.rawValue) }
    }

    static func write(_ deck: DeckSheet.Deck, columns: Int, as format: Format, to path: FilePath) throws(FileError) {
        switch format {
        case .pdf: try DeckSheet.writePDF(of: deck, to: path)
        case .png: try DeckSheet.referenceImage(of: deck, columns: columns).writePNG(to: path)
        }
    }

    /// What the player is told when the deck could not be written.
    static func failureMessage(_ failure: FileError) -> String {
        fillIn(tr("The deck could not be written to %1$@: %2$@. Nothing was changed there."), failure.path, failure.reason)
    }

    /// Asks where, in GTK's file chooser, which asks before replacing a file that exists.
    @MainActor
    static func askWhereAndWrite(over window: MainWindow) {
        let chooser = FileChooser(parent: window.applicationWindow, title: tr("Export Set Deck"), acceptLabel: tr("_Export"),
                                      cancelLabel: tr("_Cancel"), folder: Files.documentsDirectory(), name: tr("Set deck.pdf"),
                                      suffix: DeckExport.Format.pdf.rawValue, filterName: tr("PDF documents"))
        chooser.present { [weak window] path in
            do throws(FileError) {
                try DeckExport.write(DeckSheet.setDeck, columns: 9, as: .pdf, to: path)
                // The file's name, not its whole path; Open shows it in the desktop's viewer.
                window?.showToast(fillIn(tr("Set deck saved as “%1$@”"), path.lastComponent), seconds: 8,
                                  button: (label: AppCommands.openFile.menuLabel, action: AppCommands.openFile.detailedAction, text: path.description))
            } catch {
                window?.showToast(DeckExport.failureMessage(error))
            }
        }
    }
}
