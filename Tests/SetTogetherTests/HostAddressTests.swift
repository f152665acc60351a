import SetTogether
import Testing

/// What a player types to join: an address (and port) and a code, or nothing usable.
@Suite struct HostAddressTests {
    @Test(arguments: [("192.168.1.20", "192.168.1.20:43210"), (" 192.168.1.20:5000 ", "192.168.1.20:5000"),
                      ("computer.local", "computer.local:43210"), ("[fe80::1]:5000", "[fe80::1]:5000"), ("[::1]", "[::1]:43210")])
    func addressesAreReadWithTheUsualPortByDefault(typed: String, read: String) {
        #expect(HostAddress(typed)?.description == read)
    }

    @Test(arguments: ["", "  ", "host:", "host:0", "host:70000", "a b", "host/path", "ws://host", "host:80:81", "[fe80::1", "[zz]:1",
                      "../../etc", "host?x=1"])
    func anythingButAnAddressIsRefused(typed: String) {
        #expect(HostAddress(typed) == nil)
    }

    @Test func codesAreSixDigitsSpacedAsPeopleLike() {
        #expect(JoinCode.digits(of: "042 917") == "042917")
        #expect(JoinCode.digits(of: "042-917") == "042917")
        #expect(JoinCode.digits(of: "04291") == nil)
        #expect(JoinCode.digits(of: "0429170") == nil)
        #expect(JoinCode.digits(of: "04291x") == nil)
        #expect(JoinCode.digits(of: "٠٤٢٩١٧") == nil, "digits of other scripts are not the code's")
    }

    @Test func aTicketToRejoinLastsAsLongAsTheHostMayHoldThePlace() {
        let ticket = RejoinTicket(address: "127.0.0.1:43210", code: "042917", name: "Bea", player: 1, token: "t", aliveAt: 1000)
        #expect(ticket.isFresh(at: 1000) && ticket.isFresh(at: 1000 + TogetherHost.rejoinWindow))
        #expect(!ticket.isFresh(at: 1000 + TogetherHost.rejoinWindow + RejoinTicket.renewEvery))
        #expect(!ticket.isFresh(at: 999), "a clock set back does not make an old ticket new")
    }
}
