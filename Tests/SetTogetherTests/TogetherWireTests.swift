import SaveDoubles
import SetCore
@testable import SetTogether
import Testing

@Suite struct TogetherWireTests {
    @Test(arguments: [
        ClientMessage.join(name: "Zoë", code: "012345", token: nil),
        .join(name: "", code: "999999", token: "ab12"),
        .claim(cards: [0, 40, 80], table: 3),
        .leave,
    ])
    func everyClientMessageReadsBackAsSent(_ message: ClientMessage) {
        #expect(TogetherWire.decode(TogetherWire.encode(message), as: ClientMessage.self) == .success(message))
    }

    @Test func everyHostMessageReadsBackAsSent() {
        var state = TogetherState()
        state.phase = .playing
        state.table = Array(SetCard.deck.prefix(12))
        state.players = [.init(id: 0, name: "Host"), .init(id: 1, name: "Ann", sets: 2, score: 1, connected: false)]
        state.lastClaim = .init(player: 1, cards: [1, 2, 3].map { SetCard.deck[$0] }, wasSet: false)
        let messages: [HostMessage] = [.welcome(player: 1, token: "t"), .state(state), .late, .tooFast,
                                       .refused(.cardsNotOnTable), .ended(.hostLeft)]
        for message in messages {
            #expect(TogetherWire.decode(TogetherWire.encode(message), as: HostMessage.self) == .success(message))
        }
    }

    @Test func aMessageOfAnotherVersionIsRefusedNotGuessedAt() {
        let future = Array(#"{"v":\#(TogetherWire.version + 1),"message":{"leave":{}}}"#.utf8)
        #expect(TogetherWire.decode(future, as: ClientMessage.self) == .failure(.unknownVersion))
        let unversioned = Array(#"{"message":{"leave":{}}}"#.utf8)
        #expect(TogetherWire.decode(unversioned, as: ClientMessage.self) == .failure(.malformed))
    }

    @Test func anOversizedMessageIsRefusedBeforeItIsRead() {
        let name = String(repeating: "a", count: TogetherWire.maximumBytes)
        let bytes = TogetherWire.encode(ClientMessage.join(name: name, code: "000000", token: nil))
        #expect(TogetherWire.decode(bytes, as: ClientMessage.self) == .failure(.tooLarge))
    }

    @Test func aCardOutsideTheDeckIsNotReadAsACard() {
        var state = TogetherState()
        state.table = [SetCard(index: 5)!]
        let text = String(decoding: TogetherWire.encode(HostMessage.state(state)), as: UTF8.self)
        let bad = Array(text.replacing("[5]", with: "[\(SetCard.numbers)]").utf8)
        #expect(TogetherWire.decode(bad, as: HostMessage.self) == .failure(.malformed))
    }

    /// Real messages, mutated: each is read as some message or refused with a reason; none
    /// crashes the host or leaves it with a table it could not have dealt.
    @Test(arguments: [false, true])
    func mutatedMessagesAreReadOrRefused(inPlay: Bool) {
        var room = Room()
        let original = inPlay ? TogetherWire.encode(ClientMessage.claim(cards: Room.started().aSet, table: 1))
                              : TogetherWire.encode(ClientMessage.join(name: "Ann", code: room.host.code, token: nil))
        var refused = 0
        for bytes in DamagedSaves.variants(of: original, count: 400, seed: 11) {
            room = inPlay ? Room.started() : Room()
            room.apply(room.host.connected(5, from: .computer("10.0.0.5"), at: room.now))
            room.send(bytes: bytes, on: inPlay ? 1 : 5)
            if room.closed[inPlay ? 1 : 5] != nil { refused += 1 }
            let state = room.host.state
            #expect(Set(state.table).count == state.table.count)
            #expect(state.table.count + state.deckCount + 3 * state.players.map(\.sets).reduce(0, +) == 81)
        }
        #expect(refused > 100, "most damage is seen and refused")
    }
}
