/// A duration as games show it: minutes and seconds, "1:05" for 65 seconds (never negative).
public func clockText(_ seconds: Double) -> String {
    let whole = Int(max(0, seconds))
    return "\(whole / 60):\(whole % 60 < 10 ? "0" : "")\(whole % 60)"  // not for people: a clock's digits
}
