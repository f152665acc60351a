import GtkKit
@testable import PastimesApp
import SetFeature
import SetTogether
import Testing

/// The Set tab's mode menu follows what the tab plays: a solo mode ticked, or Together with
/// Leave Game offered; New Game from a Together game gives the menus back to the solo game.
@MainActor
@Suite struct SetTabMenusTests {
    /// An application with the Set tab's Together actions, whose menus (kept by the caller: they
    /// follow only while they live) follow a fresh tab's games.
    static func followed() -> (Application, SetTabGames, SetTabMenus) {
        let application = AppDoubles.application()
        application.addChoiceAction(AppCommands.setMode.action, initial: "") { _ in }
        application.addAction(AppCommands.leaveGame.action) {}
        application.addAction(AppCommands.invitePlayers.action) {}
        let games = AppDoubles.setGames()
        let menus = SetTabMenus(application: application, settings: AppDoubles.settings(), replacement: GameReplacement { _, answered in answered(true) })
        menus.follow(games)
        return (application, games, menus)
    }

    @Test func theModeMenuAndLeaveGameFollowTheSwitchBetweenSoloAndTogether() {
        let (application, games, menus) = Self.followed()
        defer { withExtendedLifetime(menus) {} }
        #expect(application.choice(of: AppCommands.setMode.action) == SetMode.solo(.standard).id)
        #expect(application.isActionEnabled(AppCommands.leaveGame.action) == false)

        let connection = AppDoubles.StandInConnection()
        games.play(together: connection)
        #expect(application.choice(of: AppCommands.setMode.action) == SetTabGames.togetherChoice)
        #expect(application.isActionEnabled(AppCommands.leaveGame.action) == true)
        #expect(application.isActionEnabled(AppCommands.invitePlayers.action) == false, "a joined game invites nobody")

        games.startNewGame()
        #expect(connection.leftCount == 1)
        #expect(application.choice(of: AppCommands.setMode.action) == SetMode.solo(.standard).id)
        #expect(application.isActionEnabled(AppCommands.leaveGame.action) == false)
    }

    @Test func invitePlayersIsOfferedWhileAHostedGameIsPlayed() {
        let (application, games, menus) = Self.followed()
        defer { withExtendedLifetime(menus) {} }
        let hosted = AppDoubles.StandInConnection(role: .host(code: "042917", addresses: [], port: 43210))
        games.play(together: hosted)
        #expect(application.isActionEnabled(AppCommands.invitePlayers.action) == false, "the lobby shows how to join already")
        var state = TogetherState()
        state.phase = .playing
        state.players = [.init(id: 0, name: "Ada")]
        hosted.model.receive(state, standing: .playing(as: 0))
        #expect(application.isActionEnabled(AppCommands.invitePlayers.action) == true)
        state.phase = .over
        state.ending = .hostLeft
        hosted.model.receive(state, standing: .playing(as: 0))
        #expect(application.isActionEnabled(AppCommands.invitePlayers.action) == false, "nobody to invite to a game that ended")
    }
}
