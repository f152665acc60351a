import CRouter
import Glibc
import MainLoop

/// libnatpmp's functions, from its library, opened when a host first invites from anywhere (see
/// CRouter's shim.h); nil where it is not installed.
private let natpmpLibrary: pastimes_natpmp? = {
    var table = pastimes_natpmp()
    return pastimes_natpmp_open(&table) ? table : nil
}()

/// The default gateway's NAT-PMP service (RFC 6886, UDP port 5351). Blocking: each request is
/// retried as the RFC says (after 250 ms, then twice as long each time) until `answerSeconds`
/// have passed.
public struct NATPMPRouter: RouterClient {
    public static let answerSeconds = 3.0

    public init() {}

    public func map(port: Int, lease: Int) -> Result<PortMapping, RouterRefusal> {
        ask(port: port, publicPort: port, lease: lease)
    }

    public func renew(_ mapping: PortMapping) -> Result<PortMapping, RouterRefusal> {
        ask(port: mapping.internalPort, publicPort: mapping.externalPort, lease: mapping.lease)
    }

    public func unmap(_ mapping: PortMapping) {
        _ = ask(port: mapping.internalPort, publicPort: mapping.externalPort, lease: 0)   // a lifetime of 0 ends it
    }

    /// The router's external address, then the mapping (a `lease` of 0 deletes it).
    private func ask(port: Int, publicPort: Int, lease: Int) -> Result<PortMapping, RouterRefusal> {
        guard let natpmp = natpmpLibrary else { return .failure(.noRouter) }
        var session = natpmp_t()
        guard natpmp.initnatpmp(&session, 0, 0) == 0 else { return .failure(.noRouter) }
        defer { _ = natpmp.closenatpmp(&session) }
        guard natpmp.sendpublicaddressrequest(&session) >= 0 else { return .failure(.noRouter) }
        let addressAnswer: natpmpresp_t
        switch answer(&session, expected: NATPMP_RESPTYPE_PUBLICADDRESS) {
        case .success(let answer): addressAnswer = answer
        case .failure(let refusal): return .failure(refusal)
        }
        var raw = in_addr(s_addr: pastimes_natpmp_public_address([addressAnswer]))
        var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
        inet_ntop(AF_INET, &raw, &text, socklen_t(text.count))
        let address = String(cText: text)
        if lease > 0, let refusal = ExternalAddress.refusal(for: address) { return .failure(refusal) }
        guard natpmp.sendnewportmappingrequest(&session, NATPMP_PROTOCOL_TCP, UInt16(port), UInt16(publicPort), UInt32(lease)) >= 0 else {
            return .failure(.refused)
        }
        return answer(&session, expected: NATPMP_RESPTYPE_TCPPORTMAPPING).map { mapped in
            PortMapping(way: .natpmp, externalAddress: address, externalPort: Int(pastimes_natpmp_mapped_port([mapped])),
                        internalPort: port, lease: Int(pastimes_natpmp_lifetime([mapped])))
        }
    }

    /// Waits for the answer to the request just sent, resending it on libnatpmp's schedule.
    private func answer(_ session: inout natpmp_t, expected: Int32) -> Result<natpmpresp_t, RouterRefusal> {
        let natpmp = natpmpLibrary!
        let deadline = monotonicSeconds() + Self.answerSeconds
        while monotonicSeconds() < deadline {
            var resend = timeval()
            _ = natpmp.getnatpmprequesttimeout(&session, &resend)
            // libnatpmp's time to resend is negative once it has passed: wait for nothing then.
            let wait = max(0, min(Double(resend.tv_sec) + Double(resend.tv_usec) / 1e6, deadline - monotonicSeconds()))
            var readable = pollfd(fd: session.s, events: Int16(POLLIN), revents: 0)
            _ = poll(&readable, 1, Int32(wait * 1000) + 1)
            var response = natpmpresp_t()
            switch natpmp.readnatpmpresponseorretry(&session, &response) {
            // libnatpmp does not match an answer to its request: a late copy of the answer to the
            // address request may come while the mapping is asked for.
            case 0 where Int32(response.type) == expected: return .success(response)
            case 0, NATPMP_TRYAGAIN, NATPMP_ERR_WRONGPACKETSOURCE: continue
            // The router answered with a result code: it has no external address, or it said no.
            case NATPMP_ERR_NETWORKFAILURE: return .failure(.notOnInternet)
            case NATPMP_ERR_NOTAUTHORIZED, NATPMP_ERR_OUTOFRESOURCES,
                 NATPMP_ERR_UNSUPPORTEDOPCODE, NATPMP_ERR_UNDEFINEDERROR:
                return .failure(.refused)
            default: return .failure(.noRouter)   // no answer, or not the protocol
            }
        }
        return .failure(.noRouter)
    }
}
