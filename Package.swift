// swift-tools-version: 6.0
import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
  name: "ListKit",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "ListKit", targets: ["ListKit"]),
    .library(name: "ListSimulator", targets: ["ListSimulator"]),
    .library(name: "Lists", targets: ["Lists", "ListTesting"]),
    .library(name: "ListScenarios", targets: ["ListScenarios"]),
    .library(name: "ListFuzz", targets: ["ListFuzz"]),
    .library(name: "ListUIKit", targets: ["ListUIKit", "ListTesting"]),
    .library(name: "ListAdapterKit", targets: ["ListAdapterKit", "ListTesting"]),
    .library(name: "ListDifferenceKit", targets: ["ListDifferenceKit"]),
    .library(name: "ListDeepDiff", targets: ["ListDeepDiff"]),
    .library(name: "ListPort", targets: ["ListPort"]),
    .library(name: "ListReporting", targets: ["ListReporting", "ListTesting"]),
    .executable(name: "listkit", targets: ["listkit"]),
    .executable(name: "listkit-bench", targets: ["listkit-bench"]),
    .executable(name: "listkit-port", targets: ["listkit-port"]),
    .plugin(name: "ListPortPlugin", targets: ["ListPortPlugin"]),
    .plugin(name: "ListKitCommandPlugin", targets: ["ListKitCommandPlugin"]),
  ],
  targets: [
    .target(name: "ListKit", swiftSettings: swiftSettings),
    .target(name: "ListSimulator", dependencies: ["ListKit"], swiftSettings: swiftSettings),
    .target(
      name: "Lists", dependencies: ["ListKit", "ListSimulator", "ListUIKit"],
      swiftSettings: swiftSettings),
    // DifferenceKit's API: the staged changesets (no view; ListUIKit has `reload(using:)`).
    .target(name: "ListDifferenceKit", dependencies: ["ListKit"], swiftSettings: swiftSettings),
    // DeepDiff's API: its diffs, with no view and no other module (ListUIKit has
    // `reload(changes:section:updateData:completion:)`).
    .target(name: "ListDeepDiff", dependencies: ["ListKit"], swiftSettings: swiftSettings),
    // The porting step: Objective-C-only Swift rewritten so that a screen compiles on Linux.
    .target(name: "ListPort", swiftSettings: swiftSettings),
    // IGListKit's API over the virtual collection view.
    .target(
      name: "ListAdapterKit",
      dependencies: ["ListKit", "ListSimulator", "ListUIKit", "ListScenarios", "ListFuzz"],
      swiftSettings: swiftSettings),
    .target(
      name: "ListScenarios", dependencies: ["ListKit", "ListSimulator"],
      swiftSettings: swiftSettings),
    .target(
      name: "ListFuzz",
      dependencies: [
        "ListKit", "ListSimulator", "ListScenarios", "ListDifferenceKit", "ListDeepDiff",
      ],
      swiftSettings: swiftSettings),
    .target(
      name: "ListKitCLI",
      dependencies: [
        "ListKit", "ListSimulator", "ListScenarios", "ListFuzz", "ListPort", "ListAdapterKit",
      ],
      swiftSettings: swiftSettings),
    // The failure reporter of the layers that must not throw: it links no test framework, so
    // that the command line (and an app built on ListKit or ListSimulator alone) links none.
    .target(name: "ListReporting", dependencies: ["ListKit"], swiftSettings: swiftSettings),
    // Swift Testing's side of the reporter, found by name at run time: linked into every
    // product that reports, never into the command line.
    .target(
      name: "ListTesting",
      dependencies: ["ListKit", "ListReporting", "ListScenarios", "ListSimulator"],
      swiftSettings: swiftSettings),
    .target(
      name: "ListUIKit",
      dependencies: [
        "ListKit", "ListSimulator", "ListReporting", "ListDifferenceKit", "ListDeepDiff",
      ],
      swiftSettings: swiftSettings),
    .executableTarget(name: "listkit", dependencies: ["ListKitCLI"], swiftSettings: swiftSettings),
    .executableTarget(
      name: "listkit-port", dependencies: ["ListPort"], swiftSettings: swiftSettings),
    // Ports an app's listed screens into a target at build time (docs/testing-lists.md).
    // `swift package listkit …` in a package that depends on this one.
    .plugin(
      name: "ListKitCommandPlugin",
      capability: .command(
        intent: .custom(
          verb: "listkit",
          description: "Run the listkit command line: replay, triage, fuzz, explain, diff, bench."
        ),
        permissions: [
          .writeToPackageDirectory(
            reason: "listkit writes the scenario files and reports you ask for (--out, --report).")
        ]),
      dependencies: ["listkit"]),
    .plugin(
      name: "ListPortPlugin", capability: .buildTool(), dependencies: ["listkit-port"]),
    .executableTarget(
      name: "listkit-bench",
      dependencies: [
        "ListKit", "ListSimulator", "Lists", "ListScenarios", "ListFuzz", "ListAdapterKit",
        "ListDifferenceKit", "ListDeepDiff",
      ],
      swiftSettings: swiftSettings),
    .testTarget(name: "ListKitTests", dependencies: ["ListKit"], swiftSettings: swiftSettings),
    .testTarget(
      name: "ListSimulatorTests",
      dependencies: ["ListTesting", "ListKit", "ListSimulator", "ListFuzz"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "ListFuzzTests",
      dependencies: ["ListTesting", "ListFuzz", "ListScenarios", "ListKit", "ListSimulator"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "ListsTests",
      dependencies: [
        "ListTesting", "Lists", "ListKit", "ListSimulator", "ListUIKit", "ListScenarios",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "ListUIKitTests",
      dependencies: [
        "ListTesting", "ListUIKit", "ListSimulator", "ListReporting", "ListScenarios",
        "ListUIKitTestModels",
      ],
      swiftSettings: swiftSettings),
    // An app's own module whose types are named like the engine's (`BatchUpdate`, `Viewport`…):
    // a screen that imports it beside `ListUIKit` must compile, as it does beside UIKit.
    .target(
      name: "ListUIKitTestModels", path: "Tests/ListUIKitTestModels",
      swiftSettings: swiftSettings),
    // Swift 5 mode, as app code is written: the ported fixture screen is compiled as a user's.
    .testTarget(
      name: "ListPortTests",
      dependencies: ["ListTesting", "ListPort", "ListUIKit", "ListSimulator"],
      exclude: ["Fixtures/TodoScreen.swift.original", "Fixtures/listkit-port.json"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "ListDeepDiffTests",
      dependencies: [
        "ListTesting", "ListDeepDiff", "ListUIKit", "ListSimulator", "ListFuzz", "ListScenarios",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "ListDifferenceKitTests",
      dependencies: [
        "ListTesting", "ListDifferenceKit", "ListUIKit", "ListSimulator", "ListFuzz", "ListKit",
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]),
    // Written as IGListKit code is written in apps (`ListDiffable?`, not `(any ListDiffable)?`):
    // Swift 6 mode, without the upcoming ExistentialAny.
    .testTarget(
      name: "ListAdapterKitTests",
      dependencies: [
        "ListTesting", "ListAdapterKit", "ListUIKit", "ListSimulator", "ListScenarios",
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]),
    .testTarget(
      name: "ListScenariosTests",
      dependencies: [
        "ListTesting", "ListScenarios", "ListKitCLI", "ListFuzz", "ListKit", "ListSimulator",
      ],
      exclude: ["Golden"],
      swiftSettings: swiftSettings),
  ]
)
