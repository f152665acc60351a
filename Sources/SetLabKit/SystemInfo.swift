import Foundation

/// Facts about the machine the tool runs on.
public enum SystemInfo {
    public static var coreCount: Int { ProcessInfo.processInfo.activeProcessorCount }
}
