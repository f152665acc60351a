#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A value as JSON bytes and back, for what is kept beside a save (a finished game's story)
/// by modules that do not import Foundation themselves.
public enum JSONBytes {
    public static func encode(_ value: some Encodable) -> [UInt8]? {
        (try? JSONEncoder().encode(value)).map { Array($0) }
    }

    /// The value, or nil if the bytes are not one (damaged, hostile, of a later version).
    public static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) -> Value? {
        try? JSONDecoder().decode(type, from: Data(bytes))
    }
}
