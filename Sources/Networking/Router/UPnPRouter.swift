import CRouter
import Glibc

/// libminiupnpc's functions, from its library, opened when a host first invites from anywhere
/// (see CRouter's shim.h); nil where it is not installed.
let upnpLibrary: pastimes_upnp? = {
    var table = pastimes_upnp()
    return pastimes_upnp_open(&table) ? table : nil
}()

/// A router's UPnP Internet Gateway Device, found by SSDP on the local network. Each call is
/// blocking and bounded: discovery waits `discoverySeconds`, each SOAP request miniupnpc's own
/// timeout.
public struct UPnPRouter: RouterClient {
    public static let discoverySeconds = 2.0
    /// Who the mapping is for, as the router's list shows it.
    static let description = "Pastimes"  // not for people: the router's list

    public init() {}

    public func map(port: Int, lease: Int) -> Result<PortMapping, RouterRefusal> {
        withGateway { gateway in gateway.add(port: port, lease: lease) } ?? .failure(.noRouter)
    }

    public func renew(_ mapping: PortMapping) -> Result<PortMapping, RouterRefusal> {
        // Adding the same mapping again from the same computer renews its lease.
        withGateway(at: mapping.gateway) { gateway in gateway.add(port: mapping.internalPort, lease: mapping.lease) } ?? .failure(.noRouter)
    }

    public func unmap(_ mapping: PortMapping) {
        withGateway(at: mapping.gateway) { gateway in
            _ = upnpLibrary!.UPNP_DeletePortMapping(gateway.control, gateway.service, String(mapping.externalPort), "TCP", nil)
        }
    }

    /// Finds the router's gateway service (at `root`, its description's address, if known;
    /// otherwise, or if it no longer answers there, by discovery, over IPv6 for a pinhole) and
    /// runs `body` with it; nil when none answers.
    func withGateway<Outcome>(at root: String? = nil, overIPv6: Bool = false, _ body: (Gateway) -> Outcome) -> Outcome? {
        guard let upnp = upnpLibrary else { return nil }
        var urls = UPNPUrls()
        var data = IGDdatas()
        var lan = [CChar](repeating: 0, count: 64)
        if let root, upnp.UPNP_GetIGDFromUrl(root, &urls, &data, &lan, Int32(lan.count)) == 1 {
            defer { upnp.FreeUPNPUrls(&urls) }
            return body(Gateway(urls: urls, data: data, lan: lan))
        }
        var error: Int32 = 0
        guard let devices = upnp.upnpDiscover(Int32(Self.discoverySeconds * 1000), nil, nil, 0, overIPv6 ? 1 : 0, 2, &error) else {
            return nil
        }
        defer { upnp.freeUPNPDevlist(devices) }
        // 1: an IGD connected to the internet; 2: an IGD that says it is not; 3: some other
        // UPnP device. The external address says more than the router's own verdict.
        let found = upnp.UPNP_GetValidIGD(devices, &urls, &data, &lan, Int32(lan.count))
        guard found == 1 || found == 2 else {
            if found != 0 { upnp.FreeUPNPUrls(&urls) }
            return nil
        }
        defer { upnp.FreeUPNPUrls(&urls) }
        return body(Gateway(urls: urls, data: data, lan: lan))
    }

    /// The gateway's connection service, its IPv6 firewall's, and this computer's address as the
    /// router sees it.
    struct Gateway {
        let control: UnsafeMutablePointer<CChar>?
        let service: String
        let firewallControl: UnsafeMutablePointer<CChar>?
        let firewallService: String
        let client: String
        /// Its description's address, for the next question.
        let root: String?

        init(urls: UPNPUrls, data: IGDdatas, lan: [CChar]) {
            control = urls.controlURL
            service = withUnsafeBytes(of: data.first.servicetype) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            firewallControl = urls.controlURL_6FC
            firewallService = withUnsafeBytes(of: data.IPv6FC.servicetype) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            client = String(cText: lan)
            root = urls.rootdescURL.map { String(cString: $0) }
        }

        func add(port: Int, lease: Int) -> Result<PortMapping, RouterRefusal> {
            let upnp = upnpLibrary!
            var external = [CChar](repeating: 0, count: 64)
            guard upnp.UPNP_GetExternalIPAddress(control, service, &external) == 0 else { return .failure(.notOnInternet) }
            let address = String(cText: external)
            if let refusal = ExternalAddress.refusal(for: address) { return .failure(refusal) }
            let answer = upnp.UPNP_AddPortMapping(control, service, String(port), String(port), client, UPnPRouter.description,
                                                  "TCP", nil, String(lease))
            switch answer {
            case 0:
                return .success(PortMapping(way: .upnp, externalAddress: address, externalPort: port, internalPort: port, lease: lease,
                                            gateway: root))
            case 718: return .failure(heldByAnother(port) ? .portTaken : .refused)
            default: return .failure(.refused)
            }
        }

        /// Whether another computer holds `port`'s mapping: 718 (ConflictInMappingEntry) is
        /// also some routers' way of saying no, so the mapping itself is looked up.
        private func heldByAnother(_ port: Int) -> Bool {
            var holder = [CChar](repeating: 0, count: 64), internalPort = [CChar](repeating: 0, count: 16)
            var description = [CChar](repeating: 0, count: 96), enabled = [CChar](repeating: 0, count: 16)
            var duration = [CChar](repeating: 0, count: 32)
            let found = upnpLibrary!.UPNP_GetSpecificPortMappingEntry(control, service, String(port), "TCP", nil, &holder, &internalPort,
                                                                      &description, &enabled, &duration)
            return found == 0 && !String(cText: holder).isEmpty && String(cText: holder) != client
        }
    }
}
