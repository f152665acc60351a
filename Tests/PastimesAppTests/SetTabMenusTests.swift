import GtkKit
@testable import PastimesApp
import SetFeature
import SetTogether
import Testing

/// The Set tab's mode menu follows what the tab plays: a solo mode ticked, or Together with
/// Leave Game offered; New Game from a Together game gives the menus back to the solo game.
@MainActor
@Suite struct SetTabMenusTests {
    @Test func theModeMenuAndLeaveGameFollowTheSwitchBetweenSoloAndTogether() {
        let application = AppDoubles.application()
        application.addChoiceAction(AppCommands.setMode.action, initial: "") { _ in }
        application.addAction(AppCommands.leaveGame.action) {}
        application.addAction(AppCommands.invitePlayers.action) {}
        let menus = SetTabMenus(application: application, settings: AppDoubles.settings())
        let games = AppDoubles.setGames()
        menus.follow(games)
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
        let application = AppDoubles.application()
        application.addChoiceAction(AppCommands.setMode.action, initial: "") { _ in }
        application.addAction(AppCommands.leaveGame.action) {}
        application.addAction(AppCommands.invitePlayers.action) {}
        let menus = SetTabMenus(application: application, settings: AppDoubles.settings())
        let games = AppDoubles.setGames()
        menus.follow(games)
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
