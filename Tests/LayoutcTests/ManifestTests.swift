import Foundation
import Testing

/// Package.swift as SwiftPM reads it (`swift package dump-package`): no target that the `layoutc`
/// product or the plugins reach has `unsafeFlags`, which SwiftPM refuses in a dependency, so a
/// package that depends on layoutc would not build.
@Suite struct ManifestTests {
  /// The manifest as JSON.
  static func dump() throws -> [String: Any] {
    guard let swift = PluginConsumerTests.swift else {
      Issue.record("no `swift` on the PATH")
      throw CocoaError(.fileNoSuchFile)
    }
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let result = try CLI.run(
      ["package", "dump-package", "--package-path", Fixtures.packageRoot.path, "--scratch-path", scratch.path],
      in: scratch.url, timeout: 600, binaryOverride: swift)
    try #require(result.status == 0, "\(result.summary)")
    return try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
  }

  /// The names of the targets each target depends on in this package (a product of another package
  /// is not one), plugins included.
  static func dependencies(_ target: [String: Any]) -> [String] {
    let listed = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { d -> String? in
      ((d["byName"] ?? d["target"]) as? [Any])?.first as? String
    }
    let plugins = (target["pluginUsages"] as? [[String: Any]] ?? []).compactMap { u -> String? in
      guard let plugin = u["plugin"] as? [Any], plugin.count < 2 || plugin[1] is NSNull else { return nil }
      return plugin.first as? String
    }
    return listed + plugins
  }

  /// The targets the given products reach that have `unsafeFlags`.
  static func unsafeTargets(_ manifest: [String: Any], products names: [String]) -> [String] {
    let targets = Dictionary(
      (manifest["targets"] as? [[String: Any]] ?? []).compactMap { t in (t["name"] as? String).map { ($0, t) } },
      uniquingKeysWith: { a, _ in a })
    let products = manifest["products"] as? [[String: Any]] ?? []
    var pending = products.filter { names.contains($0["name"] as? String ?? "") }.flatMap { $0["targets"] as? [String] ?? [] }
    var seen: Set<String> = []
    var unsafe: [String] = []
    while let name = pending.popLast() {
      guard seen.insert(name).inserted, let target = targets[name] else { continue }
      let settings = target["settings"] as? [[String: Any]] ?? []
      if settings.contains(where: { ($0["kind"] as? [String: Any])?["unsafeFlags"] != nil }) { unsafe.append(name) }
      pending += dependencies(target)
    }
    return unsafe.sorted()
  }

  @Test func nothingTheProductsReachHasUnsafeFlags() throws {
    let manifest = try ManifestTests.dump()
    let products = (manifest["products"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    #expect(Set(products).isSuperset(of: ["layoutc", "LayoutcPlugin", "GenerateLayouts"]), "\(products)")
    #expect(ManifestTests.unsafeTargets(manifest, products: products) == [])
    // The check sees them where they are: the Swift proof compiles with warnings as errors.
    let proof = ["name": "proof", "targets": ["SwiftEmissionTests"]] as [String: Any]
    var withProof = manifest
    withProof["products"] = (manifest["products"] as? [[String: Any]] ?? []) + [proof]
    #expect(ManifestTests.unsafeTargets(withProof, products: ["proof"]) == ["GeneratedLayouts"])
  }
}
