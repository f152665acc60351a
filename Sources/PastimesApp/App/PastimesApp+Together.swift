import GtkKit
import MainLoop
import Networking
import SetTogether
import Localization

/// Set played together: hosting and joining from the Set tab's mode menu, and rejoining a game
/// the last run of the app was playing.
extension PastimesApp {
    func addTogetherActions(window: MainWindow) {
        func setTab() -> SetTab? { window.tab(for: .set) as? SetTab }
        application.addAction(AppCommands.leaveGame.action) { setTab()?.games.leaveTogether() }
        application.addAction(AppCommands.hostGame.action) { [weak self, weak window] in
            guard let window else { return }
            TogetherDialogs.askToHost(over: window.window) { name in
                guard let tab = setTab() else { return }
                Self.leavingTogether(on: tab, in: window) { [weak self] in
                    do throws(NetworkError) {
                        self?.play(try HostedGame(name: name), on: tab.games)
                    } catch {
                        window.showToast(tr("This computer cannot host a game now: no network port could be opened."))
                    }
                }
            }
        }
        application.addAction(AppCommands.joinGame.action) { [weak self, weak window] in
            guard let window else { return }
            TogetherDialogs.askToJoin(over: window.window) { address, code, name in
                guard let tab = setTab() else { return }
                Self.leavingTogether(on: tab, in: window) { [weak self] in
                    self?.play(JoinedGame(address: address, code: code, name: name, tickets: Self.tickets), on: tab.games)
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

    /// Rejoins the game the last run was playing, if the host may still hold the player's place.
    func rejoinTogether(on games: SetTabGames) {
        guard let ticket = Self.tickets.usable(at: wallClockSeconds()), let game = JoinedGame(rejoining: ticket, tickets: Self.tickets) else {
            return
        }
        play(game, on: games)
    }

    /// Where a joined game keeps its ticket to rejoin: beside the saves.
    private static var tickets: RejoinTickets { RejoinTickets(folder: LiveSaves.folder) }

    private func play(_ connection: TogetherConnection, on games: SetTabGames) {
        connection.model.onFinished = { [weak self] in self?.record($0) }
        games.play(together: connection)
    }
}
