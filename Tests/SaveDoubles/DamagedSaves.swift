import GameSupport
/// Damaged copies of a good save, for fuzzing how games load: cut short, bytes overwritten,
/// digits changed (a save that still parses but says something impossible), and noise.
/// Reproducible from the seed.
public enum DamagedSaves {
    public static func variants(of save: [UInt8], count: Int, seed: UInt64) -> [[UInt8]] {
        var generator = SeededGenerator(seed: seed)
        let digits = Array("0123456789".utf8)
        return (0..<count).map { index in
            var bytes = save
            switch index % 4 {
            case 0:
                bytes = Array(save.prefix(Int.random(in: 0..<max(1, save.count), using: &generator)))
            case 1:
                for _ in 0..<Int.random(in: 1...8, using: &generator) where !bytes.isEmpty {
                    bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                }
            case 2:
                let places = bytes.indices.filter { digits.contains(bytes[$0]) }
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    guard let place = places.randomElement(using: &generator) else { break }
                    bytes[place] = digits.randomElement(using: &generator)!
                }
            default:
                bytes = (0..<Int.random(in: 0...64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            }
            return bytes
        }
    }
}
