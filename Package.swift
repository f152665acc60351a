// swift-tools-version: 6.1
import PackageDescription

// Layers, one direction (see ARCHITECTURE.md):
//   rules (pure Swift)  ->  presentation (pure Swift)  ->  GTK/Cairo wrappers  ->  executables
let package = Package(
    name: "Pastimes",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "pastimes", targets: ["pastimes"]),
        .executable(name: "setlab", targets: ["setlab"]),
        // Libraries the benchmark package in perf/ builds on.
        .library(name: "GameSupport", targets: ["GameSupport"]),
        .library(name: "SetCore", targets: ["SetCore"]),
        .library(name: "SetLabKit", targets: ["SetLabKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    ],
    targets: [
        // MARK: Words for people in their language (gettext through the C library).
        .systemLibrary(name: "CIntl"),
        .target(name: "Localization", dependencies: ["CIntl"]),

        // MARK: Rules: pure value types, no UI, no clock, no global randomness.
        .target(name: "GameSupport", dependencies: ["Localization"]),
        .target(name: "SetCore", dependencies: ["GameSupport", "Localization"]),
        .target(name: "MatchingCore", dependencies: ["Localization"]),
        .target(name: "SimonCore", dependencies: ["Localization"]),

        // MARK: Presentation that is still pure Swift: view models, tested without a display.
        .target(name: "SetStyle", dependencies: ["SetCore", "Localization"]),
        .target(name: "Motion", dependencies: ["GameSupport"]),
        .target(name: "CardTable", dependencies: ["GameSupport", "Motion"]),
        .target(name: "SetFeature", dependencies: ["SetCore", "SetStyle", "CardTable", "GameSupport", "Localization"]),
        .target(name: "MatchingFeature", dependencies: ["MatchingCore", "CardTable", "GameSupport", "Localization"]),
        .target(name: "SimonFeature", dependencies: ["SimonCore", "GameSupport", "Localization"]),
        .target(name: "Tones", dependencies: ["SimonCore", "CardTable"]),


        // MARK: Files: paths as bytes, atomic writes, the writer's lock (Glibc only).
        .target(name: "SafeFiles", dependencies: ["Localization"]),

        // MARK: Storage: saved games in SQLite through GRDB.
        .target(name: "GameStore", dependencies: ["GameSupport", "SafeFiles", "Localization", .product(name: "GRDB", package: "GRDB.swift")]),

        // MARK: Drawing: Cairo only, so cards render to PNG and PDF without a window.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo"),
        .target(name: "CardArt", dependencies: ["CCairo", "SafeFiles", "GameSupport", "SetCore", "SetStyle", "MatchingCore", "SimonCore"]),

        // MARK: The GNOME stack's C libraries (GLib, GTK 4, libadwaita) and GLib's main loop, which
        // times everything that is not drawing: timeouts, the clocks, sockets' readiness.
        .systemLibrary(name: "CGtk", pkgConfig: "libadwaita-1"),
        .target(name: "MainLoop", dependencies: ["CGtk"]),

        // MARK: The GTK 4 / libadwaita wrapper: widgets, windows, actions, settings.
        // CGdkX11: GDK's X11 backend and Cairo's Xlib surfaces, for returning Cairo's upload memory.
        .systemLibrary(name: "CGdkX11", pkgConfig: "gtk4-x11"),
        // CGSound is GSound's headers: the library is opened when Simon first sounds, not linked.
        .systemLibrary(name: "CGSound"),
        .target(name: "GtkKit", dependencies: ["CGtk", "CGdkX11", "CGSound", "MainLoop", "SafeFiles"]),

        // MARK: The network: WebSockets bounded against any peer, games announced and found
        // (Avahi), the home router's port mapping, this computer's addresses. Everything a peer sends is checked here first.
        // CAvahi is Avahi's headers: its libraries are opened on first use, not linked.
        .systemLibrary(name: "CAvahi"),
        // CRouter is libminiupnpc's and libnatpmp's headers (UPnP IGD, NAT-PMP): a hosted game's
        // way in from the internet, asked of the home router. Opened on first use, not linked.
        .systemLibrary(name: "CRouter"),
        .target(name: "Networking", dependencies: ["CGtk", "CAvahi", "CRouter", "MainLoop"]),

        // MARK: Set played together, end to end above the transport: the protocol, the host's
        // authority, a player's copy and view model, the lobby, and the connections over
        // Networking's WebSockets. Everything but the views; pure where it can be.
        .target(name: "SetTogether", dependencies: [
            "SetCore", "SetFeature", "SetStyle", "CardTable", "GameSupport", "Localization", "Networking", "MainLoop", "SafeFiles",
        ]),

        // MARK: The web player a hosted game serves: the page's files, the cards' faces drawn as
        // SVG, the words in each browser's language, compressed (zlib); and the lobby's QR code
        // of its link (libqrencode's headers: the library is opened on first use, not linked).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib"),
        .systemLibrary(name: "CQREncode"),
        .target(name: "WebPlayer", dependencies: [
            "CardArt", "CQREncode", "CZlib", "Localization", "Networking", "SafeFiles", "SetCore", "SetStyle", "SetTogether",
        ]),

        // MARK: The app: GTK views over the view models, and the executable.
        .target(name: "PastimesApp", dependencies: [
            "GtkKit", "MainLoop", "Networking", "CardArt", "CardTable", "Motion", "SetFeature", "SetTogether", "SetCore", "SetStyle", "MatchingFeature", "MatchingCore",
            "SimonFeature", "SimonCore", "Tones", "GameSupport", "GameStore", "SafeFiles", "Localization", "WebPlayer",
        ]),
        .executableTarget(name: "pastimes", dependencies: ["PastimesApp", "Localization"]),

        // MARK: The development build: pastimes with its benchmarks, traces and audits, through the
        // app's LabHooks (make bench and the layout tests run it; nothing of it ships).
        .target(name: "LabKit", dependencies: ["CGtk", "GtkKit", "MainLoop"]),
        .target(name: "PastimesLab", dependencies: [
            "PastimesApp", "LabKit", "GtkKit", "MainLoop", "SafeFiles", "SetFeature", "SetTogether", "SimonCore", "SimonFeature",
            "MatchingFeature",
        ]),
        .executableTarget(name: "pastimes-lab", dependencies: ["PastimesLab", "PastimesApp", "Localization"]),
        // Times drawing a full table of 81 cards (make bench).
        .executableTarget(name: "cardbench", dependencies: ["CardArt", "GameSupport", "MatchingCore", "SafeFiles", "SetCore", "SetStyle"]),

        // MARK: The Set laboratory: solver, simulator and benchmarks behind `setlab`.
        .target(name: "SetLabKit", dependencies: [
            "SetCore", "SetStyle", "GameSupport", "Localization",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "setlab", dependencies: ["SetLabKit", "Localization"]),

        // MARK: Tests
        // What several test targets share: the small disks of scripts/test/with-test-disks.sh.
        .target(name: "TestSupport", dependencies: ["SafeFiles", "CGtk"], path: "Tests/TestSupport"),
        // Save slots in memory and damaged saves, for the games' view-model tests.
        .target(name: "SaveDoubles", dependencies: ["GameSupport"], path: "Tests/SaveDoubles"),
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
        // The app layer's controllers, each with its dependencies handed in: settings kept in
        // memory, actions on an application nobody runs, pages and texts checked as values.
        .testTarget(name: "PastimesAppTests", dependencies: [
            "PastimesApp", "CardArt", "CardTable", "GameSupport", "GtkKit", "MatchingCore", "SafeFiles", "SaveDoubles", "SetCore", "SetFeature",
            "SetStyle", "SetTogether", "SimonCore", "SimonFeature", "MainLoop", "TestSupport",
        ]),
        // The help pages (help/C) against the rules the code applies.
        .testTarget(name: "HelpPagesTests", dependencies: ["SetCore", "MatchingCore"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
        // The web player's site: its fixed paths, faces and words, without a network.
        .testTarget(name: "WebPlayerTests", dependencies: [
            "WebPlayer", "Localization", "Networking", "SafeFiles", "SetCore", "SetStyle", "SetTogether", "TestSupport",
        ]),
        // The GTK wrapper itself, under AddressSanitizer in make test: ownership and signals.
        .testTarget(name: "GtkKitTests", dependencies: ["GtkKit", "LabKit", "CGtk", "MainLoop", "TestSupport"]),
        // The network over loopback, on GLib's main loop, and its pure parts (frames, handshakes,
        // limits) with any bytes a peer could send.
        .testTarget(name: "NetworkingTests", dependencies: [
            "Networking", "MainLoop", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "GameStoreTests", dependencies: [
            "GameStore", "GameSupport", "SafeFiles", "TestSupport", .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .testTarget(name: "SafeFilesTests", dependencies: ["SafeFiles", "TestSupport"]),
        .testTarget(name: "SetLabKitTests", dependencies: [
            "SetLabKit", "SetStyle", "SetCore", "GameSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "CardTableTests", dependencies: ["CardTable", "Motion", "GameSupport"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion", "GameSupport"]),
        .testTarget(name: "MatchingFeatureTests", dependencies: ["MatchingFeature", "MatchingCore", "CardTable", "GameSupport", "SaveDoubles"]),
        .testTarget(name: "TonesTests", dependencies: ["Tones", "SimonCore", "CardTable"]),
        .testTarget(name: "SimonFeatureTests", dependencies: ["SimonFeature", "SimonCore", "GameSupport", "SaveDoubles"]),
        .testTarget(name: "SetTogetherTests", dependencies: [
            "SetTogether", "SetFeature", "SetStyle", "CardTable", "SetCore", "GameSupport", "SaveDoubles", "MainLoop", "Networking", "SafeFiles",
            "TestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "SetFeatureTests", dependencies: ["SetFeature", "SetCore", "SetStyle", "GameSupport", "SaveDoubles"]),
        .testTarget(name: "CardArtTests", dependencies: ["CardArt", "SafeFiles", "SetStyle", "SetCore", "GameSupport", "MatchingCore", "SimonCore"]),
    ]
)
