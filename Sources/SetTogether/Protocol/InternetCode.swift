/// The code in the link for friends anywhere: 12 characters of a 32-letter alphabet (60 random
/// bits), in the link's fragment only, so that it never travels in a request nor stands in a
/// router's or a proxy's log. Six digits are enough across a room, where the host sees who
/// tries; against anyone on the internet, with the limits on wrong codes, these are out of reach.
/// Lower-case letters and digits but l, o, 0 and 1, which read alike.
public enum InternetCode {
    static let alphabet = Array("abcdefghijkmnpqrstuvwxyz23456789".utf8)
    public static let length = 12

    public static func make(using secrets: inout some RandomNumberGenerator) -> String {
        String(decoding: (0..<length).map { _ in alphabet[Int(secrets.next(upperBound: UInt64(alphabet.count)))] }, as: UTF8.self)
    }
}
