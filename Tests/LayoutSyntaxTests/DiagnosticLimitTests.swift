import LayoutSource
import LayoutSyntax
import Testing

/// The cap on diagnostics per file (`DiagnosticLimit`): junk input used to raise one diagnostic per
/// token, millions of them (31 s and 1.3 GB for 2 M characters of `x(`); now a file keeps the first
/// 1,000 by position and one last `limit.tooManyDiagnostics` counts the rest.
@Suite struct DiagnosticLimitTests {
  static let limit = DiagnosticLimit.perFile

  static func diagnostic(_ severity: Severity, at offset: Int, _ name: String = "x") -> Diagnostic {
    Diagnostic(DiagnosticMessage(DiagnosticID("test", name), severity, "a test diagnostic"), at: SourceRange(offset, offset + 1))
  }

  @Test func keepsTheFirstByPositionAndCountsTheRest() throws {
    // Reported last to first: the first 1,000 by position still survive.
    let all = (0..<2_500).reversed().map { Self.diagnostic(.warning, at: $0 * 2) }
    let out = all.normalized()
    #expect(out.count == Self.limit + 1)
    #expect(out.dropLast().map(\.range.start) == (0..<Self.limit).map { $0 * 2 })
    let summary = try #require(out.last)
    #expect(summary.id.description == "limit.tooManyDiagnostics" && summary.isLimitSummary)
    #expect(summary.omittedCount == 1_500 && summary.message.text.hasPrefix("1500 more diagnostics"))
    #expect(summary.range.start == Self.limit * 2, "at the first diagnostic left out")
    #expect(summary.severity == .warning, "only warnings were left out")
    #expect(out.normalized() == out, "normalizing again changes nothing")
  }

  @Test func anErrorLeftOutKeepsTheListAnError() throws {
    let all = (0..<Self.limit).map { Self.diagnostic(.warning, at: $0) } + [Self.diagnostic(.error, at: 50_000)]
    let out = all.normalized()
    #expect(out.count == Self.limit + 1 && out.hasErrors)
    #expect(out.last?.severity == .error)
    #expect(Array(all.prefix(Self.limit)).normalized().count == Self.limit, "exactly the limit: no summary")
  }

  @Test func summariesOfCappedListsAddUp() throws {
    var a = DiagnosticCollector()
    var b = DiagnosticCollector()
    for i in 0..<3_000 {
      a.append(Self.diagnostic(.error, at: i, "a"))
      b.append(Self.diagnostic(.error, at: 100_000 + i, "b"))
    }
    #expect(a.diagnostics.count == Self.limit + 1 && a.diagnostics.last?.omittedCount == 2_000)
    let merged = (a.diagnostics + b.diagnostics).normalized()
    #expect(merged.count == Self.limit + 1)
    #expect(merged.last?.omittedCount == 5_000, "2,000 + 3,000 left out by the phases")
    #expect(merged.dropLast().allSatisfy { $0.id.name == "a" })
  }

  /// The text form shows `renderer.limit` diagnostics, how many more were kept, then the summary.
  @Test func theRendererShowsTheSummaryLast() {
    let text = String(repeating: "x\n", count: 1_200)
    let file = SourceFile(name: "junk.layout", text: text)
    let diagnostics = (0..<1_200).map { Self.diagnostic(.error, at: $0 * 2) }.normalized()
    let out = DiagnosticRenderer().render(diagnostics, in: file)
    #expect(out.components(separatedBy: ": error: ").count - 1 == 101)
    #expect(out.contains("\n900 more diagnostics not shown\njunk.layout:1001:1: error: 200 more diagnostics from here on are not reported; layoutc reports at most 1000 for a file [limit.tooManyDiagnostics]\n"))
  }

  /// Through the parser: 200,000 `section < ) ` raise two syntax errors each (a stray `)`, a body
  /// left open); a thousand are kept.
  @Test(.timeLimit(.minutes(1))) func junkKeepsAThousand() throws {
    let file = SourceFile(name: "junk.layout", text: String(repeating: "section < ) ", count: 200_000))
    let (_, diagnostics) = Parser.parse(file)
    #expect(diagnostics.count == Self.limit + 1)
    let summary = try #require(diagnostics.last)
    #expect(summary.isLimitSummary && summary.severity == .error && summary.omittedCount > 390_000)
  }
}
