import CardArt
import CardTable
import GtkKit
import Networking
import SetCore
import SetFeature
import SetStyle
import Localization

/// A finished Set game's review in a window of its own: the game's tables one at a time on a
/// card table, the matches on each as small cards, what happened in words, and a slider to
/// scrub through them. Left and Right (or Page Up and Down) step, Home and End go to either end;
/// Tab reaches every card, each named with what became of it.
@MainActor
final class SetReviewWindow {
    private var review: SetReview
    private let theme: SetTheme
    private let table: CardTableView<ThemedSetFace>
    private let groups: FoundGroupsView<ThemedSetFace>
    private let heading = Label()
    private let detail = Label()
    /// What happened on the table, a label for each sentence (a screen reader reads them one by one).
    private let lines = Box(.vertical, spacing: 2)
    private var lineLabels: [Label] = []
    private let first = Button(iconName: "go-first-symbolic", label: tr("First Table"))
    private let back = Button(iconName: "go-previous-symbolic", label: tr("Previous Table"))
    private let next = Button(iconName: "go-next-symbolic", label: tr("Next Table"))
    private let last = Button(iconName: "go-last-symbolic", label: tr("Last Table"))
    private let slider: Scale

    /// Shows `review` over `parent`; `subtitle` says which game it was ("Classic Solo, 27 Nov
    /// 2026, 21:05"). `saveGhost`, offered for a Classic Solo game, saves it as a ghost race.
    @discardableResult
    static func present(_ review: SetReview, subtitle: String, theme: SetTheme, parent: ApplicationWindow, context: TableContext,
                        saveGhost: (@MainActor (SetGhost) -> Void)? = nil) -> ChildWindow {
        let shown = SetReviewWindow(review, theme: theme, context: context)
        // As large as a laptop's window allows, never larger than the game's own (a phone's).
        let size = parent.defaultSize
        let window = ChildWindow(parent: parent, title: tr("Game Review"), subtitle: subtitle, content: shown.root,
                                 width: min(900, size.width), height: min(720, size.height), keeping: [shown])
        window.onKeyPressed { [weak shown] key in shown?.handleKey(key) ?? false }
        if let saveGhost, let ghost = review.ghost(named: ThisComputer.realName) {
            let button = Button(label: tr("Save as Ghost…"))
            button.tooltip = tr("Save this game as a file a friend can race")
            button.onClicked { saveGhost(ghost) }
            window.addHeaderButton(button)
        }
        return window
    }

    let root = Overlay()

    private init(_ review: SetReview, theme: SetTheme, context: TableContext) {
        self.review = review
        self.theme = theme
        let paint = SetTab.painter(sprites: context.sprites)
        table = CardTableView(aspectRatio: SetCardArt.aspectRatio, minimumCardWidth: 64, lines: 3, context: context, paint: paint)
        groups = FoundGroupsView(aspectRatio: SetCardArt.aspectRatio, paint: paint)
        slider = Scale(range: 1...max(2, review.count), value: 1)
        slider.isSensitive = review.count > 1
        slider.setAccessibleLabel(tr("Table"))
        slider.hexpand = true
        build()
        show()
    }

    private func build() {
        heading.addCSSClass("heading")
        detail.addCSSClass("dim-label")
        detail.useTabularFigures()
        for label in [heading, detail] {
            label.wraps = true
            label.justification = .center
        }
        let words = Box(.vertical, spacing: 4)
        words.setMargins(top: 6, bottom: 0, start: 12, end: 12)
        for widget in [heading, detail, lines] as [Widget] { words.append(widget) }
        let steps = Box(.horizontal, spacing: 6)
        steps.setMargins(top: 6, bottom: 12, start: 12, end: 12)
        for widget in [first, back, slider, next, last] as [Widget] { steps.append(widget) }
        first.onClicked { [weak self] in self?.go(to: 0) }
        back.onClicked { [weak self] in self?.go(to: (self?.review.index ?? 0) - 1) }
        next.onClicked { [weak self] in self?.go(to: (self?.review.index ?? 0) + 1) }
        last.onClicked { [weak self] in self?.go(to: self?.review.count ?? 0) }
        slider.onValueChanged { [weak self] in
            guard let self else { return }
            self.go(to: self.slider.value - 1)
        }
        let page = Box(.vertical)
        table.root.vexpand = true
        page.append(table.root)
        page.append(groups.drawing)
        page.append(words)
        page.append(steps)
        root.child = page
        root.addOverlay(table.flightLayer)
    }

    private func go(to index: Int) {
        guard review.go(to: index) else { return }
        show()
    }

    private func show() {
        let shown = review.presentation(theme: theme)
        table.show(shown.cards)
        groups.show(shown.groups, places: shown.groups.count, description: shown.groupsDescription)
        heading.text = shown.heading
        detail.text = shown.detail
        for label in lineLabels { lines.remove(label) }
        lineLabels = shown.lines.map { line in
            let label = Label(line)
            label.wraps = true
            label.justification = .center
            lines.append(label)
            return label
        }
        if slider.value != review.index + 1 { slider.value = review.index + 1 }
        first.isSensitive = review.canGoBack
        back.isSensitive = review.canGoBack
        next.isSensitive = review.canGoOn
        last.isSensitive = review.canGoOn
        // A screen reader on the step buttons or the slider hears the table they lead to.
        let said = ([shown.heading, shown.detail] + shown.lines).joined(separator: ". ")
        for widget in [first, back, next, last, slider] as [Widget] { widget.setAccessibleDescription(said) }
    }

    private func handleKey(_ key: Key) -> Bool {
        guard !key.control, !key.alt else { return false }
        switch key.name {
        case .left?, .pageUp?: go(to: review.index - 1)
        case .right?, .pageDown?: go(to: review.index + 1)
        case .home?: go(to: 0)
        case .end?: go(to: review.count - 1)
        default: return false
        }
        return true
    }
}
