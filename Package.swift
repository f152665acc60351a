// swift-tools-version: 6.1
import PackageDescription

// Layers, one direction (see ARCHITECTURE.md):
//   rules (pure Swift)  ->  presentation (pure Swift)  ->  GTK/Cairo wrappers  ->  executables
let package = Package(
    name: "Pastimes",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "setlab", targets: ["setlab"]),
        // Libraries the benchmark package in perf/ builds on.
        .library(name: "GameSupport", targets: ["GameSupport"]),
        .library(name: "SetCore", targets: ["SetCore"]),
        .library(name: "SetLabKit", targets: ["SetLabKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
    ],
    targets: [
        // MARK: Rules: pure value types, no UI, no clock, no global randomness.
        .target(name: "GameSupport"),
        .target(name: "SetCore", dependencies: ["GameSupport"]),
        .target(name: "MatchingCore", dependencies: ["GameSupport"]),
        .target(name: "SimonCore", dependencies: ["GameSupport"]),

        // MARK: Presentation that is still pure Swift.
        .target(name: "SetStyle", dependencies: ["SetCore"]),

        // MARK: The Set laboratory: solver, simulator and benchmarks behind `setlab`.
        .target(name: "SetLabKit", dependencies: [
            "SetCore", "SetStyle", "GameSupport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "setlab", dependencies: ["SetLabKit"]),

        // MARK: Tests
        .testTarget(name: "GameSupportTests", dependencies: [
            "GameSupport", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "SetCoreTests", dependencies: [
            "SetCore", "GameSupport", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "MatchingCoreTests", dependencies: [
            "MatchingCore", "GameSupport", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "SimonCoreTests", dependencies: [
            "SimonCore", "GameSupport", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "SetLabKitTests", dependencies: ["SetLabKit", "SetStyle", "SetCore"]),
    ]
)
