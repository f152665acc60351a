/// The status codes of a WebSocket close (RFC 6455, section 7.4, and IANA's registry).
public enum CloseCode {
    /// Whether an endpoint may put `code` in a close frame: the codes defined for use (1000–1003,
    /// 1007–1011), those IANA registered since (1012–1014), and those left to libraries and
    /// applications (3000–4999). 1004 is reserved; 1005, 1006 and 1015 only ever stand for "no
    /// code", "no close frame" and "TLS failed" inside an endpoint; the rest are unassigned.
    /// A close carrying any other fails the connection with 1002.
    public static func maySend(_ code: UInt16) -> Bool {
        switch code {
        case 1000...1003, 1007...1014, 3000...4999: true
        default: false
        }
    }
}
