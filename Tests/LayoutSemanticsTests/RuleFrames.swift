import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

// Shared by the rule suites that compare frames computed by hand with the resolver's.

/// Checks `source` (either kind) and resolves it with `options`; nil, recorded as an issue, when
/// it does not check cleanly. Errors among the placement diagnostics are recorded too.
func resolveRuleSource(_ source: String, options: ResolveOptions, sourceLocation: Testing.SourceLocation) -> ResolvedLayout? {
  let analysis = Compilation.analyze(SourceFile(name: "rule.layout", text: source), mode: nil)
  let resolved: (ResolvedLayout?, [Diagnostic])
  switch analysis.checked {
  case .compositional(let model)?: resolved = Resolver.resolve(model, options: options)
  case .flow(let model)?: resolved = FlowResolver.resolve(model, options: options)
  case nil:
    Issue.record("not a clean layout: \(analysis.diagnostics.map(\.id.description))", sourceLocation: sourceLocation)
    return nil
  }
  #expect(!resolved.1.hasErrors, "\(resolved.1.map(\.id.description))", sourceLocation: sourceLocation)
  return resolved.0
}

/// Each frame against (x, y, width, height), to 0.001.
func expectRuleFrames(
  _ got: [Rect], _ want: [(x: Double, y: Double, w: Double, h: Double)], _ what: String, sourceLocation: Testing.SourceLocation
) {
  #expect(got.count == want.count, "\(what): \(got.count) frames", sourceLocation: sourceLocation)
  func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.001 }
  for (i, (r, w)) in zip(got, want).enumerated() where !(close(r.x, w.x) && close(r.y, w.y) && close(r.width, w.w) && close(r.height, w.h)) {
    Issue.record("\(what) \(i): expected \(w), layoutc gives (\(r.x), \(r.y), \(r.width), \(r.height))", sourceLocation: sourceLocation)
  }
}
