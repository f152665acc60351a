import CGtk
import GtkKit
import LabKit
import MainLoop
import Testing

/// The wrapper's ownership rules, run under AddressSanitizer by make test: every wrapper keeps
/// what it points at alive, whatever order the app lets go of things in, and handlers are
/// released with the objects they are connected to.
@MainActor
@Suite(.serialized, .enabled("needs a display") { await Toolkit.isReady || Toolkit.isRequired })
struct OwnershipTests {
    init() {
        #expect(Toolkit.isReady, "GTK could not start: no display")
    }

    @Test func controllersCanBeReadAfterTheirWidgetIsGone() {
        let scroll = ScrollController(), zoom = ZoomGesture(), rotate = RotateGesture(), drag = DragGesture()
        do {
            let area = DrawingArea()
            for controller in [scroll, zoom, rotate, drag] as [EventController] { area.addController(controller) }
            drag.phase = .capture
        }
        Toolkit.runMainLoop(for: 0.05)   // the widget is finalized, and with it its hold on the controllers
        #expect(!scroll.isControlHeld)
        #expect(zoom.center == nil)
        #expect(rotate.center == nil)
        #expect(drag.phase == .capture)
        drag.claim()
    }

    @Test func aControllerDroppedBeforeItsWidgetKeepsWorkingForTheWidget() {
        let area = DrawingArea()
        var handled = 0
        do {
            let keys = KeyController()
            keys.onKeyPressed { _ in handled += 1; return true }
            area.addController(keys)
        }
        Toolkit.runMainLoop(for: 0.02)
        #expect(handled == 0)
        #expect(area.width == 0)   // the widget is still whole
    }

    @Test func handlersRunAndAreReleasedWithTheirWidget() {
        var toggles = 0
        do {
            let box = Box(.horizontal)
            do {
                let button = ToggleButton(label: "On")
                let witness = Witness()
                button.onToggled { _ = witness; toggles += 1 }
                box.append(button)
                button.isActive = true
                button.isActive = false
            }
            #expect(Witness.alive == 1, "the box keeps the button, and the button its handler")
        }
        Toolkit.runMainLoop(for: 0.05)
        #expect(toggles == 2)
        #expect(Witness.alive == 0, "the handler went with the button")
    }

    @Test func aSliderReportsEveryChange() {
        let slider = Scale(range: 1...31, value: 8)
        var seen: [Int] = []
        slider.onValueChanged { seen.append(slider.value) }
        slider.value = 14
        slider.value = 20
        #expect(seen == [14, 20])
    }

    @Test func anAnimationTickerLetsGoOfItsWidgetWhenStoppedOrGone() {
        let ticker = AnimationTicker()
        do {
            let area = DrawingArea()
            ticker.start(on: area) { _ in true }
        }
        #expect(ticker.isRunning)
        Toolkit.runMainLoop(for: 0.02)
        ticker.stop()
        #expect(!ticker.isRunning)
        ticker.stop()
        do {
            let area = DrawingArea()
            let another = AnimationTicker()
            another.start(on: area) { _ in true }
        }   // the ticker goes first, then the widget: deinit removes the callback
        Toolkit.runMainLoop(for: 0.02)
    }

    @Test func aFrameMeterNeedsAWidgetOnScreenAndStopsTwiceSafely() {
        let meter = FrameWorkMeter()
        #expect(!meter.start(on: DrawingArea()) { _ in })
        meter.stop()
        meter.stop()
    }

    @Test func timeoutsFireOnceUnlessCancelled() {
        var fired = 0, cancelledFired = 0
        GLibScheduler.main.after(0.01) { fired += 1 }
        let cancelled = GLibScheduler.main.after(0.01) { cancelledFired += 1 }
        cancelled.cancel()
        #expect(!cancelled.isPending)
        Toolkit.runMainLoop(for: 0.1)
        #expect(fired == 1)
        #expect(cancelledFired == 0)
    }

    @Test func aListTakesAnEntryRowAsARowOfItsOwn() {
        let complaints = gtkComplaints {
            let list = ListBox()
            list.append(Entry(rowTitle: "Name", purpose: .name))
            list.append(Label("A game nearby"), onActivated: {})
            #expect(!list.isEmpty)
            list.removeAll()
            #expect(list.isEmpty)
        }
        #expect(complaints.isEmpty, "GTK complained: \(complaints)")
    }

    @Test func gettersOnEmptyWidgetsReturnEmptyText() {
        let button = MenuButton(iconName: "open-menu-symbolic", label: "Main Menu", menu: Menu())
        #expect(button.label == "")
        #expect(Label().text == "")
    }

    // Opening it needs a window on screen, whose renderer, under AddressSanitizer's slow unwinding
    // of every malloc, can deadlock in the unwinder (llvmpipe registers its JIT code's frames):
    // the end-to-end tests open the menus.
    @Test func aMenuButtonBuildsNoPopoverUntilItOpensAndStaysReadyToOpen() {
        func popover(_ button: MenuButton) -> UnsafeMutablePointer<GtkPopover>? {
            gtk_menu_button_get_popover(OpaquePointer(button.pointer))
        }
        let first = Menu(), second = Menu()
        first.append("First", action: "app.first")
        second.append("Second", action: "app.second")
        let button = MenuButton(label: "Mode", menu: first)
        #expect(popover(button) == nil, "nothing built before the menu opens")
        #expect(button.isSensitive, "a button whose popover is not built yet still opens")
        button.setMenu(second)
        #expect(popover(button) == nil)
        #expect(button.isSensitive)
    }

    @Test func settingsWithoutASchemaLiveInMemoryAndReportChanges() {
        let settings = Settings(schemaID: "io.github.pastimes.NoSuchSchema", alsoIn: [])
        var changed: [String] = []
        settings.onChanged { changed.append($0) }
        #expect(!settings.hasSchema)
        #expect(settings.int("target", default: 8) == 8)
        settings.set("target", 14)
        settings.set("theme", "glyphs")
        #expect(settings.int("target", default: 8) == 14)
        #expect(settings.text("theme", default: "classic") == "glyphs")
        #expect(changed == ["target", "theme"])
    }
}
