import GtkKit
import Localization

/// What covers a table while a clock the player races stands still: the cards cannot be
/// studied meanwhile. Resume (or P) goes on.
@MainActor
final class PausedPanel {
    let root = Box(.vertical, spacing: 12)
    let resumeButton = Button(label: tr("Resume"))

    init() {
        root.addCSSClass("paused-cover")
        root.hexpand = true
        root.vexpand = true
        let box = Box(.vertical, spacing: 12)
        box.halign = .center
        box.valign = .center
        box.vexpand = true
        let title = Label(tr("Paused"))
        title.addCSSClass("title-1")
        let note = Label(tr("The clock is stopped. Press P or Resume to go on."))
        note.wraps = true
        note.justification = .center
        resumeButton.addCSSClass("suggested-action")
        resumeButton.addCSSClass("pill")
        resumeButton.halign = .center
        box.append(title)
        box.append(note)
        box.append(resumeButton)
        root.append(box)
        root.isVisible = false
    }
}
