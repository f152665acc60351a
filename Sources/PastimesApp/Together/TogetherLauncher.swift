import GameSupport
import GtkKit
import MainLoop
import Networking
import SetTogether
import WebPlayer
import Localization

/// Set played together: hosting (with the web player served beside the game) and joining from
/// the Set tab's mode menu, and rejoining the game the last run of the app was playing. Leaving
/// is the mode menu's (SetTabMenus).
@MainActor
final class TogetherLauncher {
    private let application: Application
    private let tickets: RejoinTickets
    private let wallClock: @MainActor () -> Double
    private let tabs: GameTabs
    private let scheduler: any Scheduler
    /// Keeps a finished game in the history.
    private let record: @MainActor (FinishedGame) -> Void

    /// `tickets`: where a joined game keeps its ticket to rejoin.
    init(application: Application, tabs: GameTabs, tickets: RejoinTickets, scheduler: any Scheduler,
         wallClock: @escaping @MainActor () -> Double, record: @escaping @MainActor (FinishedGame) -> Void) {
        self.application = application
        self.tabs = tabs
        self.scheduler = scheduler
        self.tickets = tickets
        self.wallClock = wallClock
        self.record = record
    }

    /// Host a Game and Join a Game, for the Set tab of `window` (Leave Game is the mode menu's).
    func addActions(window: MainWindow) {
        application.addAction(AppCommands.hostGame.action) { [weak self, weak window] in
            guard let window else { return }
            TogetherDialogs.askToHost(over: window.applicationWindow) { [weak self] name in
                guard let self, let tab = tabs.set else { return }
                Self.leavingTogether(on: tab, in: window) { [weak self] in
                    guard let self else { return }
                    do throws(NetworkError) {
                        play(try HostedGame(name: name, pages: Self.webPlayer()?.pages, scheduler: scheduler, wallClock: wallClock), on: tab.games)
                    } catch {
                        window.showToast(tr("This computer cannot host a game now: no network port could be opened."))
                    }
                }
            }
        }
        application.addAction(AppCommands.joinGame.action) { [weak self, weak window] in
            guard let window else { return }
            TogetherDialogs.askToJoin(over: window.applicationWindow) { [weak self] address, code, name in
                guard let self, let tab = tabs.set else { return }
                Self.leavingTogether(on: tab, in: window) { [weak self] in
                    guard let self else { return }
                    play(JoinedGame(address: address, code: code, name: name, tickets: tickets, scheduler: scheduler, wallClock: wallClock),
                         on: tab.games)
                }
            }
        }
    }

    /// Runs `start` once a Together game under way has been left (asked first); the solo game
    /// is not touched, so a new Together game needs no question for it.
    private static func leavingTogether(on tab: SetTab, in window: MainWindow, _ start: @escaping @MainActor () -> Void) {
        guard tab.games.isTogether else { return start() }
        window.replaceGame(on: tab) { [weak tab] in
            tab?.games.leaveTogether()
            start()
        }
    }

    /// The web player, served while a game is hosted: installed beside the program
    /// (share/pastimes/web), or the source tree's web/ for a program run from .build.
    private static func webPlayer() -> WebPlayerSite? {
        for folder in DataPlaces.candidates(installed: "pastimes/web", built: "../web") {
            if let site = WebPlayerSite(folder: folder) { return site }
        }
        Console.note(tr("warning: the web player's files were not found, so browsers cannot join this game"))
        return nil
    }

    /// Rejoins the game the last run was playing, if the host may still hold the player's place.
    func rejoin(on games: SetTabGames) {
        guard let ticket = tickets.usable(at: wallClock()), let game = JoinedGame(rejoining: ticket, tickets: tickets, scheduler: scheduler, wallClock: wallClock) else { return }
        play(game, on: games)
    }

    private func play(_ connection: TogetherConnection, on games: SetTabGames) {
        connection.model.onFinished = { [weak self] in self?.record($0) }
        games.play(together: connection)
    }
}
