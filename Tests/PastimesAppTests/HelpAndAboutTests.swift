@testable import PastimesApp
import Testing

/// The help's text where no help viewer is installed, and the About window's release notes in
/// the player's language: both read from files meant for other programs (Mallard, AppStream).
@MainActor
@Suite struct HelpAndAboutTests {
    static let page = """
        <page xmlns="http://projectmallard.org/1.0/" type="topic" id="set">
          <info><link type="guide" xref="index"/><credit><name>The team</name></credit></info>
          <title>Playing <em>Set</em></title>
          <p>Press <keyseq><key>Ctrl</key><key>Z</key></keyseq> to undo,
             or <gui>New Game</gui> to start again.</p>
          <section id="modes"><title>Modes &amp; rules</title>
            <list><item><p>Standard: the whole deck.</p></item></list>
            <p>That&apos;s all.</p>
          </section>
        </page>
        """

    @Test func aMallardPageReadsAsTitleHeadingsParagraphsAndItems() {
        let text = MallardText(Self.page)
        #expect(text.title == "Playing Set")
        #expect(text.blocks == [
            .paragraph("Press Ctrl+Z to undo, or <b>New Game</b> to start again."),
            .heading("Modes &amp; rules"),
            .item("Standard: the whole deck."),
            .paragraph("That's all."),
        ], "the credits are not text for the reader; buttons' names stand out in bold; XML's entities stay Pango's")
    }

    @Test func releaseNotesKeepTheEnglishParagraphsOnlyAndTranslateThem() {
        let description = """
            <p>Simon starts with one press.</p>
            <p xml:lang="de">Simon startet mit einem Druck.</p>
            <ul>
              <li>Cards   as large
                  as the table allows.</li>
              <li xml:lang="fr">Des cartes aussi grandes que possible.</li>
            </ul>
            """
        // The test runs in English (no catalog for its language): each English line as it is, joined up.
        #expect(AboutPastimes.inPlayersLanguage(description) == """
            <p>Simon starts with one press.</p>
            <ul>
              <li>Cards as large as the table allows.</li>
            </ul>
            """)
    }
}
