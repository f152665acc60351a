import CRouter

/// The router's IPv6 firewall, opened for this computer's own global `address` (UPnP IGDv2's
/// WANIPv6FirewallControl). Over IPv6 nothing is translated: a friend connects to this
/// computer's address, and the pinhole lets them through. Asked over IPv6, as routers let a
/// computer open pinholes only to the address it asks from.
public struct UPnPPinhole: RouterClient {
    public let address: String

    /// `address`: this computer's global IPv6 address (`ThisComputer.globalIPv6Address`).
    public init(address: String) { self.address = address }

    public func map(port: Int, lease: Int) -> Result<PortMapping, RouterRefusal> {
        let address = address
        return UPnPRouter().withGateway(overIPv6: true) { gateway -> Result<PortMapping, RouterRefusal> in
            guard gateway.firewallControl != nil, !gateway.firewallService.isEmpty else { return .failure(.refused) }
            var name = [CChar](repeating: 0, count: 16)
            // Any remote address (empty) and port (0), to this computer's port, TCP (6).
            let answer = upnpLibrary!.UPNP_AddPinhole(gateway.firewallControl, gateway.firewallService, "", "0", address, String(port), "6",
                                                      String(lease), &name)
            guard answer == 0 else { return .failure(.refused) }
            return .success(PortMapping(way: .upnpPinhole, externalAddress: address, externalPort: port, internalPort: port,
                                        lease: lease, gateway: gateway.root, pinhole: String(cText: name)))
        } ?? .failure(.noRouter)
    }

    public func renew(_ mapping: PortMapping) -> Result<PortMapping, RouterRefusal> {
        UPnPRouter().withGateway(at: mapping.gateway, overIPv6: true) { gateway -> Result<PortMapping, RouterRefusal> in
            let answer = upnpLibrary!.UPNP_UpdatePinhole(gateway.firewallControl, gateway.firewallService, mapping.pinhole ?? "",
                                                         String(mapping.lease))
            return answer == 0 ? .success(mapping) : .failure(.refused)
        } ?? .failure(.noRouter)
    }

    public func unmap(_ mapping: PortMapping) {
        UPnPRouter().withGateway(at: mapping.gateway, overIPv6: true) { gateway in
            _ = upnpLibrary!.UPNP_DeletePinhole(gateway.firewallControl, gateway.firewallService, mapping.pinhole ?? "")
        }
    }
}
