// swift-tools-version: 6.0
import PackageDescription

/// A package that uses layoutc's build-tool plugin, as an app's package would: `PluginConsumerTests`
/// copies it to a temporary folder, beside a link named `layoutc` to this repository, and builds
/// it. `UIKit` is the UIKit mirror of `Tests/UIKit` (the test links it in), so that the generated
/// Swift compiles on Linux.
let package = Package(
  name: "PluginConsumer",
  dependencies: [.package(path: "../layoutc")],
  targets: [
    .target(name: "UIKit"),
    .target(
      name: "Layouts", dependencies: ["UIKit"], exclude: ["layoutc.json"],
      plugins: [.plugin(name: "LayoutcPlugin", package: "layoutc")]),
  ],
  swiftLanguageModes: [.v6]
)
