/// WebSocket frames (RFC 6455, section 5) as this app speaks them: text messages, pings,
/// pongs and closes, nothing else. Pure: bytes in, events out, so every bound is tested
/// without a socket.

/// A frame's kind (its opcode).
public enum Opcode: UInt8, Sendable {
    case continuation = 0x0, text = 0x1, binary = 0x2, close = 0x8, ping = 0x9, pong = 0xA
}

/// Reads the frames a peer sends, one event at a time, and refuses whatever would cost more than
/// `maximumMessageBytes` before it is buffered: a frame that says it is too long is refused on its
/// header, and so is a fragment that would make its message too long, so that a message in endless
/// fragments is as bounded as one in a single frame.
public struct FrameDecoder: Sendable {
    public enum Event: Equatable, Sendable {
        /// A whole text message, its UTF-8 checked.
        case message([UInt8])
        case ping([UInt8])
        case pong
        /// The peer closes, with its status code and reason if it gave them.
        case close(code: UInt16?, reason: String)
    }

    /// Why the peer's bytes cannot be read: each ends the connection with a close code.
    public enum Problem: Error, Equatable, Sendable {
        /// Not a frame as RFC 6455 has it (masking the wrong way, reserved bits, a fragmented
        /// control frame, a continuation of nothing, too many fragments…).
        case malformed
        /// A message larger than the limit, whole or in fragments.
        case tooLarge
        /// Binary data: this protocol is text.
        case notText
        /// A text message that is not UTF-8.
        case notUTF8

        /// The close code RFC 6455 gives it.
        public var closeCode: UInt16 {
            switch self {
            case .malformed: 1002
            case .notText: 1003
            case .notUTF8: 1007
            case .tooLarge: 1009
            }
        }

        /// The reason sent with the close: a word for programs, not for people.
        public var reason: String {
            switch self {
            case .malformed: "malformed"
            case .tooLarge: "tooLarge"
            case .notText: "notText"
            case .notUTF8: "notUTF8"
            }
        }
    }

    /// No honest message comes in more fragments than this.
    public static let maximumFragments = 16

    /// Frames from a client are masked and frames from a server are not (RFC 6455, 5.1).
    public let expectsMasked: Bool
    public let maximumMessageBytes: Int
    private var buffer: [UInt8] = []
    private var start = 0
    /// The fragments of the message under way, joined.
    private var partial: [UInt8]?
    private var fragments = 0

    public init(expectsMasked: Bool, maximumMessageBytes: Int) {
        self.expectsMasked = expectsMasked
        self.maximumMessageBytes = maximumMessageBytes
    }

    /// Bytes held for events to come: never more than a frame's header, the largest message and
    /// the last bytes appended.
    public var bufferedBytes: Int { buffer.count - start + (partial?.count ?? 0) }

    public mutating func append(_ bytes: some Collection<UInt8>) {
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next whole event, or nil until more bytes come.
    public mutating func next() throws(Problem) -> Event? {
        while let frame = try nextFrame() {
            switch frame.opcode {
            case .close:
                guard frame.payload.count != 1 else { throw .malformed }
                let code = frame.payload.count >= 2 ? UInt16(frame.payload[0]) << 8 | UInt16(frame.payload[1]) : nil
                // A code no endpoint may send (reserved, unassigned, out of range) fails the connection.
                if let code, !CloseCode.maySend(code) { throw .malformed }
                guard let reason = String(validating: frame.payload.dropFirst(2), as: UTF8.self) else { throw .notUTF8 }
                return .close(code: code, reason: reason)
            case .ping: return .ping(frame.payload)
            case .pong: return .pong
            case .binary: throw .notText
            case .text, .continuation:
                let message = (partial ?? []) + frame.payload
                guard frame.fin else {
                    partial = message
                    continue
                }
                partial = nil
                fragments = 0
                guard String(validating: message, as: UTF8.self) != nil else { throw .notUTF8 }
                return .message(message)
            }
        }
        return nil
    }

    private struct Frame {
        let fin: Bool
        let opcode: Opcode
        let payload: [UInt8]
    }

    /// The next frame, checked against the limits from its header alone.
    private mutating func nextFrame() throws(Problem) -> Frame? {
        let available = buffer.count - start
        guard available >= 2 else { return nil }
        let first = buffer[start], second = buffer[start + 1]
        let fin = first & 0x80 != 0
        guard first & 0x70 == 0, let opcode = Opcode(rawValue: first & 0x0F) else { throw .malformed }
        guard (second & 0x80 != 0) == expectsMasked else { throw .malformed }
        var headerLength = 2
        var length = UInt64(second & 0x7F)
        if length == 126 {
            guard available >= 4 else { return nil }
            length = UInt64(buffer[start + 2]) << 8 | UInt64(buffer[start + 3])
            guard length >= 126 else { throw .malformed }   // the shortest form must be used
            headerLength = 4
        } else if length == 127 {
            guard available >= 10 else { return nil }
            length = buffer[(start + 2)..<(start + 10)].reduce(0) { $0 << 8 | UInt64($1) }
            guard length > 0xFFFF, length >> 63 == 0 else { throw .malformed }
            headerLength = 10
        }
        switch opcode {
        case .close, .ping, .pong:
            guard fin, length <= 125 else { throw .malformed }
        case .text, .binary:
            guard partial == nil else { throw .malformed }   // a new message inside another
            try checkRoom(for: length)
        case .continuation:
            guard partial != nil else { throw .malformed }   // the continuation of nothing
            try checkRoom(for: length)
        }
        let maskLength = expectsMasked ? 4 : 0
        let total = headerLength + maskLength + Int(length)   // length is at most the message limit here
        guard available >= total else { return nil }
        // A fragment is counted once it is whole (control frames are never fragments): its header
        // is read again at every partial read until then, and an honest one may come a byte at a time.
        if !fin {
            fragments += 1
            guard fragments < Self.maximumFragments else { throw .malformed }
        }
        let payloadStart = start + headerLength + maskLength
        var payload = Array(buffer[payloadStart..<(start + total)])
        if expectsMasked {
            let mask = buffer[(start + headerLength)..<payloadStart].map { $0 }
            for index in payload.indices { payload[index] ^= mask[index & 3] }
        }
        start += total
        return Frame(fin: fin, opcode: opcode, payload: payload)
    }

    /// A data frame may add `length` bytes to its message only within the message's limit: known
    /// from its header, before any of it is buffered.
    private func checkRoom(for length: UInt64) throws(Problem) {
        guard length <= UInt64(maximumMessageBytes - (partial?.count ?? 0)) else { throw .tooLarge }
    }
}

/// Writes frames: masked with `mask` from a client, plain from a server.
public enum FrameEncoder {
    public static func frame(_ opcode: Opcode, _ payload: [UInt8], mask: [UInt8]? = nil) -> [UInt8] {
        var frame: [UInt8] = [0x80 | opcode.rawValue]
        let maskBit: UInt8 = mask == nil ? 0 : 0x80
        switch payload.count {
        case ..<126: frame.append(maskBit | UInt8(payload.count))
        case ...0xFFFF: frame += [maskBit | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default: frame += [maskBit | 127] + (0..<8).reversed().map { UInt8(truncatingIfNeeded: UInt64(payload.count) >> ($0 * 8)) }
        }
        guard let mask, mask.count == 4 else { return frame + payload }
        return frame + mask + payload.enumerated().map { $0.element ^ mask[$0.offset & 3] }
    }

    /// A close frame: the status code, then a reason of at most 123 bytes (cut at a character).
    public static func close(code: UInt16, reason: String, mask: [UInt8]? = nil) -> [UInt8] {
        var reasonBytes = Array(reason.utf8)
        if reasonBytes.count > 123 {
            var cut = Substring(reason)
            while cut.utf8.count > 123 { cut.removeLast() }
            reasonBytes = Array(cut.utf8)
        }
        return frame(.close, [UInt8(code >> 8), UInt8(code & 0xFF)] + reasonBytes, mask: mask)
    }
}
