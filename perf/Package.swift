// swift-tools-version: 6.1
// The Set engine's benchmark suite (ordo-one/benchmark), kept in its own package so that the
// main build and CI do not compile the benchmark framework. Run it with `make bench`, or:
//   cd perf && swift package --allow-writing-to-package-directory benchmark
import PackageDescription

let package = Package(
    name: "PastimesBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Pastimes", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "SetEngine",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SetCore", package: "Pastimes"),
                .product(name: "SetLabKit", package: "Pastimes"),
                .product(name: "GameSupport", package: "Pastimes"),
            ],
            path: "Benchmarks/SetEngine",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
