import Networking
import PropertyBased
import Testing

/// Frames as a peer may send them, honest or not: whole messages come out, and nothing costs
/// more than one message's limit, whatever the bytes.
@Suite struct FrameDecoderTests {
    static let limit = 4096
    static let mask: [UInt8] = [0x11, 0x22, 0x33, 0x44]

    func serverSide() -> FrameDecoder { FrameDecoder(expectsMasked: true, maximumMessageBytes: Self.limit) }

    /// A frame as a client sends it, with `fin` and `opcode` of one's choice.
    func frame(_ opcode: UInt8, _ payload: [UInt8], fin: Bool = true) -> [UInt8] {
        var bytes = FrameEncoder.frame(Opcode(rawValue: opcode) ?? .text, payload, mask: Self.mask)
        bytes[0] = (fin ? 0x80 : 0) | opcode
        return bytes
    }

    func events(_ decoder: inout FrameDecoder, _ bytes: [UInt8]) throws(FrameDecoder.Problem) -> [FrameDecoder.Event] {
        decoder.append(bytes)
        var events: [FrameDecoder.Event] = []
        while let event = try decoder.next() { events.append(event) }
        return events
    }

    @Test func aMaskedTextFrameIsOneMessage() throws {
        var decoder = serverSide()
        #expect(try events(&decoder, frame(0x1, Array("héllo".utf8))) == [.message(Array("héllo".utf8))])
        #expect(decoder.bufferedBytes == 0)
    }

    @Test func fragmentsAreJoinedAndControlFramesMayComeBetween() throws {
        var decoder = serverSide()
        let bytes = frame(0x1, Array("ab".utf8), fin: false) + frame(0x9, [7]) + frame(0x0, Array("cd".utf8), fin: false)
            + frame(0x0, Array("e".utf8))
        #expect(try events(&decoder, bytes) == [.ping([7]), .message(Array("abcde".utf8))])
    }

    /// A message in as many fragments as an honest peer may use, with a ping between two of them.
    func mostFragmented() -> (bytes: [UInt8], message: [UInt8]) {
        let pieces = (0..<FrameDecoder.maximumFragments).map { Array("piece \($0);".utf8) }
        var bytes: [UInt8] = []
        for (index, piece) in pieces.enumerated() {
            bytes += frame(index == 0 ? 0x1 : 0x0, piece, fin: index == pieces.count - 1)
            if index == 3 { bytes += frame(0x9, [7]) }
        }
        return (bytes, pieces.flatMap { $0 })
    }

    @Test func fragmentsThatComeAByteAtATimeAreCountedOnce() throws {
        let (bytes, message) = mostFragmented()
        var decoder = serverSide()
        var out: [FrameDecoder.Event] = []
        for byte in bytes { out += try events(&decoder, [byte]) }
        #expect(out == [.ping([7]), .message(message)])
    }

    @Test func fragmentsCutAtEveryByteComeOutWhole() throws {
        let (bytes, message) = mostFragmented()
        for cut in 1..<bytes.count {
            var decoder = serverSide()
            let out = try events(&decoder, Array(bytes[..<cut])) + events(&decoder, Array(bytes[cut...]))
            #expect(out == [.ping([7]), .message(message)], "cut at \(cut)")
        }
    }

    @Test func oneFragmentMoreThanTheLimitIsRefusedWhereverItIsCut() {
        let pieces = (0...FrameDecoder.maximumFragments).map { Array("\($0)".utf8) }
        let bytes = pieces.enumerated().flatMap { index, piece in frame(index == 0 ? 0x1 : 0x0, piece, fin: index == pieces.count - 1) }
        for step in [1, 2, 7, bytes.count] {
            var decoder = serverSide()
            #expect(throws: FrameDecoder.Problem.malformed, "read \(step) bytes at a time") {
                for start in stride(from: 0, to: bytes.count, by: step) {
                    _ = try events(&decoder, Array(bytes[start..<min(start + step, bytes.count)]))
                }
            }
        }
    }

    @Test func aFrameSayingItIsTooLongIsRefusedOnItsHeaderAlone() {
        var decoder = serverSide()
        let header = Array(frame(0x1, [UInt8](repeating: 65, count: Self.limit + 1)).prefix(8))
        #expect(throws: FrameDecoder.Problem.tooLarge) { try events(&decoder, header) }
        var huge = serverSide()
        let eightByteLength: [UInt8] = [0x81, 0x80 | 127, 0, 0, 0, 1, 0, 0, 0, 0] + Self.mask
        #expect(throws: FrameDecoder.Problem.tooLarge) { try events(&huge, eightByteLength) }
    }

    @Test func aMessageInFragmentsIsBoundedLikeAWholeOne() {
        var decoder = serverSide()
        let piece = [UInt8](repeating: 65, count: 1000)
        #expect(throws: FrameDecoder.Problem.tooLarge) {
            _ = try events(&decoder, frame(0x1, piece, fin: false))
            for _ in 0..<10 { _ = try events(&decoder, frame(0x0, piece, fin: false)) }
        }
        #expect(decoder.bufferedBytes <= Self.limit + 14 + 1014)
    }

    @Test func endlessEmptyFragmentsAreRefused() {
        var decoder = serverSide()
        #expect(throws: FrameDecoder.Problem.malformed) {
            _ = try events(&decoder, frame(0x1, [], fin: false))
            for _ in 0..<100 { _ = try events(&decoder, frame(0x0, [], fin: false)) }
        }
    }

    /// Frames RFC 6455 forbids, each named.
    static let forbidden: [(String, [UInt8])] = [
        ("unmasked from a client", [0x81, 0x01, 0x41]),
        ("reserved bits", [0xC1, 0x80, 0, 0, 0, 0]),
        ("an opcode that does not exist", [0x83, 0x80, 0, 0, 0, 0]),
        ("a fragmented ping", [0x09, 0x80, 0, 0, 0, 0]),
        ("a ping of 126 bytes", [0x89, 0x80 | 126, 0, 126]),
        ("a length not in its shortest form", [0x81, 0x80 | 126, 0, 5]),
        ("a continuation of nothing", [0x80, 0x80, 0, 0, 0, 0]),
        ("a close of one byte", [0x88, 0x81, 0, 0, 0, 0, 3]),
    ]

    @Test func whatRFC6455ForbidsIsMalformed() {
        for (what, bytes) in Self.forbidden {
            var decoder = serverSide()
            let problem: FrameDecoder.Problem?
            do {
                _ = try events(&decoder, bytes)
                problem = nil
            } catch {
                problem = error
            }
            #expect(problem == .malformed, "\(what)")
        }
    }

    @Test func binaryAndBrokenTextAreRefused() {
        var binary = serverSide()
        #expect(throws: FrameDecoder.Problem.notText) { try events(&binary, frame(0x2, [1, 2])) }
        var broken = serverSide()
        #expect(throws: FrameDecoder.Problem.notUTF8) { try events(&broken, frame(0x1, [0xC3])) }
    }

    @Test func aMaskedFrameToAClientIsMalformedAndAPlainOneIsRead() throws {
        var client = FrameDecoder(expectsMasked: false, maximumMessageBytes: 64)
        #expect(throws: FrameDecoder.Problem.malformed) { try events(&client, frame(0x1, [65])) }
        var fresh = FrameDecoder(expectsMasked: false, maximumMessageBytes: 64)
        #expect(try events(&fresh, FrameEncoder.frame(.text, [65])) == [.message([65])])
    }

    @Test func aCloseCarriesItsCodeAndReason() throws {
        var decoder = serverSide()
        #expect(try events(&decoder, FrameEncoder.close(code: 1008, reason: "wrongCode", mask: Self.mask))
            == [.close(code: 1008, reason: "wrongCode")])
        let long = FrameEncoder.close(code: 1000, reason: String(repeating: "é", count: 100))
        #expect(long.count <= 2 + 125, "a close's reason is cut to fit a control frame")
    }

    func close(code: UInt16) -> [UInt8] { FrameEncoder.close(code: code, reason: "", mask: Self.mask) }

    @Test func closeCodesAnEndpointMaySendAreRead() throws {
        for code: UInt16 in [1000, 1001, 1002, 1003, 1007, 1008, 1009, 1010, 1011, 1012, 1013, 1014, 3000, 3999, 4000, 4999] {
            var decoder = serverSide()
            #expect(try events(&decoder, close(code: code)) == [.close(code: code, reason: "")], "\(code)")
        }
        var empty = serverSide()
        #expect(try events(&empty, frame(0x8, [])) == [.close(code: nil, reason: "")], "a close without a code")
    }

    @Test func closeCodesNoEndpointMaySendFailTheConnection() {
        // Reserved (1004), for inside an endpoint only (1005, 1006, 1015), unassigned, or no code at all.
        for code: UInt16 in [0, 999, 1004, 1005, 1006, 1015, 1016, 2000, 2999, 5000, 65535] {
            var decoder = serverSide()
            #expect(throws: FrameDecoder.Problem.malformed, "\(code)") { try events(&decoder, close(code: code)) }
        }
    }

    @Test func messagesCutAnywhereComeOutWhole() async {
        await propertyCheck(input: Gen.int(in: 0...200).array(of: 1...6), Gen.int(in: 1...40)) { sizes, step in
            let messages = sizes.map { size in (0..<size).map { UInt8(65 + $0 % 26) } }
            let bytes = messages.flatMap { FrameEncoder.frame(.text, $0, mask: Self.mask) }
            var decoder = serverSide()
            var out: [[UInt8]] = []
            for start in stride(from: 0, to: bytes.count, by: step) {
                decoder.append(bytes[start..<min(start + step, bytes.count)])
                while case .message(let message)? = try? decoder.next() { out.append(message) }
            }
            #expect(out == messages)
        }
    }

    @Test func anyBytesAtAllAreReadOrRefusedWithinTheLimit() async {
        await propertyCheck(input: Gen.bool, Gen.uint8().array(of: 0...64).array(of: 1...40)) { masked, chunks in
            var decoder = FrameDecoder(expectsMasked: masked, maximumMessageBytes: 256)
            for chunk in chunks {
                decoder.append(chunk)
                do {
                    while try decoder.next() != nil {}
                } catch {
                    return
                }
                #expect(decoder.bufferedBytes <= 256 + 14 + 64)
            }
        }
    }
}
