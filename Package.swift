// swift-tools-version: 6.0
import PackageDescription

/// Targets follow the pipeline: source text and diagnostics → syntax → semantics (checker, resolver)
/// → emitters → driver → the `layoutc` executable. Only the executable does IO.
let package = Package(
  name: "layoutc",
  products: [
    .executable(name: "layoutc", targets: ["layoutc"]),
    // A package applies it to a target: `plugins: [.plugin(name: "LayoutcPlugin", package: "layoutc")]`.
    .plugin(name: "LayoutcPlugin", targets: ["LayoutcPlugin"]),
    // `swift package generate-layouts`: the generated Swift written into the package.
    .plugin(name: "GenerateLayouts", targets: ["GenerateLayouts"]),
  ],
  targets: [
    // libm: the standard library's `rounded()` and `floor` call into it on Linux.
    .target(name: "LayoutSource", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    .target(name: "LayoutSyntax", dependencies: ["LayoutSource"]),
    .target(name: "LayoutSemantics", dependencies: ["LayoutSyntax"]),
    .target(name: "LayoutEmit", dependencies: ["LayoutSource", "LayoutSemantics"]),
    .target(name: "LayoutFormat", dependencies: ["LayoutSyntax"]),
    // `layoutc import`: Swift layout code read by a lexer and parser of its own, evaluated into `.layout` source.
    // What it writes is checked as `layoutc check` would (LayoutSemantics) before it is handed out.
    .target(name: "SwiftImport", dependencies: ["LayoutSource", "LayoutSyntax", "LayoutSemantics", "LayoutFormat"]),
    .target(name: "LayoutDriver", dependencies: ["LayoutSyntax", "LayoutSemantics", "LayoutEmit", "LayoutFormat"]),
    .target(name: "LayoutServer", dependencies: ["LayoutDriver", "LayoutFormat"]),
    // A per-thread cache of freed blocks in front of glibc's allocator (Linux only; README, "Performance").
    .target(name: "MallocCache"),
    .executableTarget(name: "layoutc", dependencies: ["LayoutDriver", "LayoutFormat", "LayoutServer", "SwiftImport", "MallocCache"]),
    // The plugins (README, "SwiftPM and Xcode plugins"): the build-tool plugin turns each `.layout`
    // file of a target into Swift as it builds; the command plugin writes that Swift into the
    // package. Their shared files are in `Sources/LayoutcPlugin`, linked into the other.
    .plugin(name: "LayoutcPlugin", capability: .buildTool(), dependencies: ["layoutc"], path: "Sources/LayoutcPlugin"),
    .plugin(
      name: "GenerateLayouts",
      capability: .command(
        intent: .custom(verb: "generate-layouts", description: "Write the Swift of every .layout file beside it"),
        permissions: [.writeToPackageDirectory(reason: "generate-layouts writes the Swift of each .layout file beside it")]),
      dependencies: ["layoutc"], path: "Sources/GenerateLayoutsPlugin"),
    // Benchmarks of the hot paths: `swift run -c release layoutc-bench`.
    .executableTarget(name: "layoutc-bench", dependencies: ["LayoutDriver", "TestSupport"]),
    // The Swift emitter's proof on Linux: `UIKit` declares the subset of UIKit's API the generated
    // code uses; `GeneratedLayouts` holds the generated Swift for every sample, compiled with
    // warnings as errors; `SwiftEmissionTests` runs it and compares frames.
    .target(name: "UIKit", path: "Tests/UIKit"),
    // `--platform macos`'s proof: `AppKit` declares AppKit's names for the same API; it shares the
    // item, group, section and supplementary files of `Tests/UIKit` (links), built with `APPKIT`.
    .target(name: "AppKit", path: "Tests/AppKit", swiftSettings: [.define("APPKIT")]),
    .target(
      name: "GeneratedAppKitLayouts", dependencies: ["AppKit"], path: "Tests/GeneratedAppKitLayouts",
      swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
    // The same harness as `SwiftEmissionTests` (its files linked, built with `APPKIT`) over AppKit's objects.
    .testTarget(
      name: "AppKitEmissionTests", dependencies: ["AppKit", "GeneratedAppKitLayouts", "LayoutDriver", "LayoutEmit"],
      swiftSettings: [.define("APPKIT")]),
    .target(
      name: "GeneratedLayouts", dependencies: ["UIKit"], path: "Tests/GeneratedLayouts",
      swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
    .testTarget(
      name: "SwiftEmissionTests", dependencies: ["UIKit", "GeneratedLayouts", "LayoutDriver", "LayoutEmit"],
      exclude: ["Fixtures"]),
    // Hand-written Swift in the style of Apple's samples, each `NAME.swift` beside the `NAME.layout`
    // a faithful `layoutc import` gives, compiled against the UIKit shim with warnings as errors;
    // `ImportProofTests` proves, with `SwiftEmissionTests`' harness (its files linked), that each
    // `.layout` has the frames of its Swift.
    .target(
      name: "ImportFixtures", dependencies: ["UIKit"], path: "Tests/ImportFixtures",
      exclude: ["app-store.layout", "flow-tags.layout", "grid.layout", "nested-groups.layout", "section-provider.layout"],
      swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
    .testTarget(name: "ImportProofTests", dependencies: ["UIKit", "ImportFixtures", "LayoutDriver", "LayoutEmit"]),
    // Helpers shared by the test targets (a seeded random number generator).
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "LayoutSyntaxTests", dependencies: ["LayoutSyntax", "TestSupport"]),
    .testTarget(name: "LayoutServerTests", dependencies: ["LayoutServer", "layoutc", "TestSupport"]),
    .testTarget(
      name: "LayoutSemanticsTests", dependencies: ["LayoutSemantics", "LayoutDriver", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "LayoutcTests", dependencies: ["LayoutDriver", "LayoutFormat", "layoutc", "MallocCache", "TestSupport"],
      exclude: ["Fixtures"]),
    // Fuzzing: `Tests/Fuzz/fuzz.sh` builds `layoutc-fuzz` with libFuzzer (its flags are given on
    // that command line, never here); a plain build makes it a replayer of inputs. No product
    // depends on either; `FuzzCorpusTests` runs the corpus through the same properties.
    .target(name: "FuzzTargets", dependencies: ["LayoutDriver", "LayoutFormat", "LayoutServer"], path: "Tests/Fuzz/Targets"),
    .executableTarget(name: "layoutc-fuzz", dependencies: ["FuzzTargets"], path: "Tests/Fuzz/Driver"),
    // `layoutc import`: the round trip over every sample, hand-written Swift, mutants, the CLI.
    .testTarget(
      name: "SwiftImportTests", dependencies: ["SwiftImport", "LayoutDriver", "LayoutEmit", "LayoutFormat", "layoutc", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(name: "FuzzCorpusTests", dependencies: ["FuzzTargets", "LayoutSyntax", "LayoutSemantics"]),
  ],
  swiftLanguageModes: [.v6]
)
