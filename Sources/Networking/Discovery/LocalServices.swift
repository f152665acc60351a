import CAvahi
import CGtk

/// DNS-SD services on the local network through Avahi, the desktop's own service (as GNOME's
/// file manager and printer settings use it), on the GLib main loop. Where no Avahi daemon
/// runs, or Avahi is not installed, nothing is announced and nothing is found, and nothing else
/// changes.
@MainActor
public enum LocalServices {
    /// A service another computer announces, resolved to an address to connect to.
    public struct Found: Equatable, Sendable {
        /// The name it is announced under ("Ada's game").
        public let name: String
        /// An IP address (IPv6 in brackets) and port, as a URL takes them.
        public let address: String
    }
}

/// Avahi's functions, from its libraries, opened when a game is first announced or looked for
/// (see CAvahi's shim.h); nil where Avahi is not installed.
private let avahiLibrary: pastimes_avahi? = {
    var table = pastimes_avahi()
    return pastimes_avahi_open(&table) ? table : nil
}()

/// Avahi's functions, for code that runs only once an `AvahiSession` exists, which it cannot
/// without them.
private var avahi: pastimes_avahi { avahiLibrary! }

/// Avahi's connection for one announcement or browser: the GLib poll adapter and the client.
@MainActor
private final class AvahiSession {
    let poll: OpaquePointer
    private(set) var client: OpaquePointer?
    var onRunning: (@MainActor (OpaquePointer) -> Void)?

    init?() {
        guard avahiLibrary != nil, let poll = avahi.glib_poll_new(nil, Int32(G_PRIORITY_DEFAULT)) else { return nil }
        self.poll = poll
        var error: Int32 = 0
        let user = Unmanaged.passUnretained(self).toOpaque()
        // The callback may run inside avahi_client_new already, before `client` is set: it
        // is handed the client itself.
        client = avahi.client_new(avahi.glib_poll_get(poll), AvahiClientFlags(rawValue: 0), { client, state, user in
            guard let client, let user, state == AVAHI_CLIENT_S_RUNNING else { return }
            nonisolated(unsafe) let running = client
            MainActor.assumeIsolated {
                let session = Unmanaged<AvahiSession>.fromOpaque(user).takeUnretainedValue()
                session.onRunning?(running)
            }
        }, user, &error)
        // Failing after every property is set runs `deinit`, which frees the poll adapter:
        // freeing it here too would free it twice.
        if client == nil { return nil }
    }

    /// Calls `body` once the daemon is ready (now, if it is).
    func whenRunning(_ body: @escaping @MainActor (OpaquePointer) -> Void) {
        onRunning = body
        if let client, avahi.client_get_state(client) == AVAHI_CLIENT_S_RUNNING { body(client) }
    }

    isolated deinit {
        if let client { avahi.client_free(client) }
        avahi.glib_poll_free(poll)
    }
}

/// Announces a service on this computer's network interfaces for as long as it lives.
@MainActor
public final class ServiceAnnouncement {
    private let session: AvahiSession
    private var group: OpaquePointer?
    private var name: String
    private let type: String
    private let port: Int
    private let text: [String]

    /// Announces `name` of `type` ("_pastimes-set._tcp") on `port` with `text` records
    /// ("v=1"); nil where no Avahi daemon runs.
    public init?(name: String, type: String, port: Int, text: [String] = []) {
        guard let session = AvahiSession() else { return nil }
        self.session = session
        self.name = name
        self.type = type
        self.port = port
        self.text = text
        session.whenRunning { [weak self] client in self?.publish(with: client) }
    }

    private func publish(with client: OpaquePointer) {
        if group == nil {
            group = avahi.entry_group_new(client, { _, state, user in
                guard let user, state == AVAHI_ENTRY_GROUP_COLLISION else { return }
                MainActor.assumeIsolated { Unmanaged<ServiceAnnouncement>.fromOpaque(user).takeUnretainedValue().renameAndRetry() }
            }, Unmanaged.passUnretained(self).toOpaque())
        }
        guard let group else { return }
        var list: UnsafeMutablePointer<AvahiStringList>? = nil
        for entry in text.reversed() { list = avahi.string_list_add(list, entry) }
        defer { avahi.string_list_free(list) }
        let added = avahi.entry_group_add_service_strlst(group, AvahiIfIndex(AVAHI_IF_UNSPEC), AvahiProtocol(AVAHI_PROTO_UNSPEC), AvahiPublishFlags(rawValue: 0),
                                                          name, type, nil, nil, UInt16(port), list)
        if added == AVAHI_ERR_COLLISION { return renameAndRetry() }
        if added == 0 { _ = avahi.entry_group_commit(group) }
    }

    /// Another service has the name: Avahi's next one ("Ada's game #2").
    private func renameAndRetry() {
        guard let group, let alternative = avahi.alternative_service_name(name) else { return }
        name = String(cString: alternative)
        avahi.free(alternative)
        _ = avahi.entry_group_reset(group)
        session.whenRunning { [weak self] client in self?.publish(with: client) }
    }

    isolated deinit {
        if let group { _ = avahi.entry_group_free(group) }
    }
}

/// Lists the services of one type announced on the local network, as they come and go.
@MainActor
public final class ServiceBrowser {
    private let session: AvahiSession
    private var browser: OpaquePointer?
    public private(set) var found: [LocalServices.Found] = []
    /// Called whenever `found` changes.
    public var onChange: (@MainActor ([LocalServices.Found]) -> Void)?

    /// Browses for `type` ("_pastimes-set._tcp"); nil where no Avahi daemon runs.
    public init?(type: String) {
        guard let session = AvahiSession() else { return nil }
        self.session = session
        session.whenRunning { [weak self] client in
            guard let self, browser == nil else { return }
            browser = avahi.service_browser_new(client, AvahiIfIndex(AVAHI_IF_UNSPEC), AvahiProtocol(AVAHI_PROTO_UNSPEC), type, nil, AvahiLookupFlags(rawValue: 0),
                                                serviceBrowsed, Unmanaged.passUnretained(self).toOpaque())
        }
    }

    isolated deinit {
        if let browser { _ = avahi.service_browser_free(browser) }
    }

    fileprivate func appeared(_ name: String, type: String, domain: String, interface: AvahiIfIndex, protocol: AvahiProtocol) {
        guard let client = session.client else { return }
        // The resolver frees itself when it answers (see `serviceResolved`).
        _ = avahi.service_resolver_new(client, interface, `protocol`, name, type, domain, AvahiProtocol(AVAHI_PROTO_UNSPEC),
                                       AvahiLookupFlags(rawValue: 0), serviceResolved, Unmanaged.passUnretained(self).toOpaque())
    }

    fileprivate func resolved(_ service: LocalServices.Found) {
        guard !found.contains(service) else { return }
        found.removeAll { $0.name == service.name }
        found.append(service)
        onChange?(found)
    }

    fileprivate func disappeared(_ name: String) {
        let before = found.count
        found.removeAll { $0.name == name }
        if found.count != before { onChange?(found) }
    }
}

/// AvahiServiceBrowserCallback: a service of the type appeared or went away.
private let serviceBrowsed: AvahiServiceBrowserCallback = { _, interface, proto, event, name, type, domain, _, user in
    guard let user, let name, let type, let domain else { return }
    let (serviceName, serviceType, serviceDomain) = (String(cString: name), String(cString: type), String(cString: domain))
    nonisolated(unsafe) let owner = user
    MainActor.assumeIsolated {
        let browser = Unmanaged<ServiceBrowser>.fromOpaque(owner).takeUnretainedValue()
        switch event {
        case AVAHI_BROWSER_NEW: browser.appeared(serviceName, type: serviceType, domain: serviceDomain, interface: interface, protocol: proto)
        case AVAHI_BROWSER_REMOVE: browser.disappeared(serviceName)
        default: break
        }
    }
}

/// AvahiServiceResolverCallback: the address and port of a service that appeared.
private let serviceResolved: AvahiServiceResolverCallback = { resolver, _, _, event, name, _, _, _, address, port, _, _, user in
    defer { _ = avahi.service_resolver_free(resolver) }
    guard event == AVAHI_RESOLVER_FOUND, let user, let name, let address else { return }
    var text = [CChar](repeating: 0, count: Int(AVAHI_ADDRESS_STR_MAX))
    _ = avahi.address_snprint(&text, text.count, address)
    let host = String(cText: text)
    let isIPv6 = address.pointee.proto == AvahiProtocol(AVAHI_PROTO_INET6)
    let found = LocalServices.Found(name: String(cString: name), address: (isIPv6 ? "[\(host)]" : host) + ":\(port)")
    nonisolated(unsafe) let owner = user
    MainActor.assumeIsolated { Unmanaged<ServiceBrowser>.fromOpaque(owner).takeUnretainedValue().resolved(found) }
}
