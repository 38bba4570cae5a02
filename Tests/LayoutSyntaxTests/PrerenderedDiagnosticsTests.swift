import LayoutSource
import Testing

/// `layoutc check` of several files renders each file's text diagnostics on the thread that
/// checked it (`prerender`) and joins them later (`render(_: [RenderedDiagnostics])`): the join
/// must print exactly what rendering all of them at once prints — the first `limit` across the
/// files, "N more not shown", then every file's limit summary.
@Suite struct PrerenderedDiagnosticsTests {
  static func file(_ i: Int) -> SourceFile {
    SourceFile(name: "f\(i).layout", text: (0..<40).map { "section s\($0) < item(w: \($0)) >\n" }.joined())
  }

  /// `count` diagnostics in one file; with `summary`, more than a file keeps, so the list ends in
  /// the limit summary that counts the rest.
  static func diagnostics(count: Int, summary: Bool, seed: Int) -> [Diagnostic] {
    let n = summary ? DiagnosticLimit.perFile + 5 + seed : count
    let all = (0..<n).map { k in
      let at = (k * 37 + seed * 11) % 1_400
      return Diagnostic(DiagnosticMessage(DiagnosticID("test", "d\(k % 3)"), k % 4 == 0 ? .error : .warning, "number \(k) of file \(seed)"), at: SourceRange(at, at + 3))
    }
    return summary ? all.normalized() : all
  }

  @Test(arguments: [(0, 100), (3, 100), (7, 2), (10, 0), (25, 10)])
  func joiningPrerenderedFilesEqualsRenderingThemTogether(_ perFile: Int, _ limit: Int) {
    let renderer = DiagnosticRenderer(limit: limit)
    var items: [(Diagnostic, SourceFile)] = []
    var rendered: [RenderedDiagnostics] = []
    for i in 0..<6 {
      let f = Self.file(i)
      let diags = Self.diagnostics(count: perFile * (i % 3), summary: i == 2 || i == 5, seed: i)
      items += diags.map { ($0, f) }
      rendered.append(renderer.prerender(diags, in: f))
    }
    #expect(items.filter { $0.0.isLimitSummary }.count == 2)
    let together = renderer.render(items)
    #expect(renderer.render(rendered) == together)
    #expect(rendered.allSatisfy { $0.regular.count <= limit }, "a file keeps at most `limit` rendered")
    if limit > 0, perFile * 8 > limit { #expect(together.contains("not shown")) }
  }
}
