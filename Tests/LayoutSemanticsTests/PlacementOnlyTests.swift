import Foundation
import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

// `layoutc check` solves each section for its placement diagnostics without keeping frames
// (`GroupSolver.keepsFrames`); `layoutc build` solves it with them. Both must find the same
// diagnostics, in every container.

@Suite struct PlacementOnlyTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

  /// Every compositional sample and fixture that checks clean.
  static func models() throws -> [(name: String, model: LayoutModel)] {
    let dirs = ["Samples", "Tests/LayoutcTests/Fixtures/check", "Tests/LayoutcTests/Fixtures/resolve", "Tests/LayoutcTests/Fixtures/samples"]
    var out: [(String, LayoutModel)] = []
    for dir in dirs {
      let url = root.appendingPathComponent(dir)
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { continue }
      for name in names.sorted() where name.hasSuffix(".layout") {
        let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
        if case (let model?, _) = Compilation.model(SourceFile(name: name, text: text), mode: nil) { out.append(("\(dir)/\(name)", model)) }
      }
    }
    return out
  }

  @Test func checkFindsWhatBuildFinds() throws {
    let models = try Self.models()
    #expect(models.count > 40, "only \(models.count) layouts found")
    var withPlacement = 0
    for (name, model) in models {
      for (w, h, scale) in [(390.0, 844.0, 3.0), (320.0, 568.0, 2.0), (1024.0, 1366.0, 2.0)] {
        var options = ResolveOptions()
        (options.width, options.height, options.scale) = (w, h, scale)
        func key(_ d: Diagnostic) -> String { "\(d.id) \(d.range.start)-\(d.range.end) \(d.message.text)" }
        let check = Resolver.placementDiagnostics(model, options: options).map(key)
        let build = Resolver.resolve(model, options: options).1.map(key)
        if !check.isEmpty { withPlacement += 1 }
        #expect(check == build, "\(name) at \(w)×\(h) @\(scale)x")
      }
    }
    // The comparison means something only if some layouts have placement diagnostics.
    #expect(withPlacement > 10, "\(withPlacement)")
  }
}
