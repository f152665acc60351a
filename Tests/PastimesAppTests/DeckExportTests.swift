import CardArt
@testable import PastimesApp
import SafeFiles
import TestSupport
import Testing

/// Writing the deck from the menu or the command line: the format by the file's extension, the
/// file whole or not at all, and a failure told in the player's words.
@MainActor
@Suite struct DeckExportTests {
    @Test func theFormatIsTheExtensionsWhateverItsCase() {
        #expect(DeckExport.format(of: "deck.pdf") == .pdf)
        #expect(DeckExport.format(of: "Deck.PNG") == .png)
        #expect(DeckExport.format(of: "deck.svg") == nil && DeckExport.format(of: "pdf") == nil)
    }

    @Test func aPDFAndAPNGAreWrittenWhole() throws {
        let folder = TemporaryFolder("pastimes-export")
        let pdf = folder.path.appending("deck.pdf"), png = folder.path.appending("deck.png")
        try DeckExport.write(DeckSheet.setDeck, columns: 9, as: .pdf, to: pdf)
        try DeckExport.write(DeckSheet.setDeck, columns: 9, as: .png, to: png)
        #expect(try #require(try pdf.read()).prefix(5) == [0x25, 0x50, 0x44, 0x46, 0x2D], "%PDF-")
        #expect(try #require(try png.read()).prefix(4) == [0x89, 0x50, 0x4E, 0x47], "a PNG signature")
    }

    @Test func aFolderThatIsNotThereIsToldAndNothingIsWritten() {
        let folder = TemporaryFolder("pastimes-export")
        let path = folder.path.appending("missing/deck.pdf")
        #expect(throws: FileError.self) { try DeckExport.write(DeckSheet.setDeck, columns: 9, as: .pdf, to: path) }
        do throws(FileError) {
            try DeckExport.write(DeckSheet.setDeck, columns: 9, as: .pdf, to: path)
        } catch {
            let message = DeckExport.failureMessage(error)
            #expect(message.hasPrefix("The deck could not be written to \(path.description): "))
            #expect(message.hasSuffix("Nothing was changed there."))
        }
        #expect(!path.exists)
    }
}
