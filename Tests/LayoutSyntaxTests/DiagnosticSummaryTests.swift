import LayoutSource
import Testing

/// `DiagnosticSummary`: the one "2 errors, 1 warning" line every command prints.
@Suite struct DiagnosticSummaryTests {
  static func diagnostic(_ severity: Severity, at offset: Int = 0) -> Diagnostic {
    Diagnostic(DiagnosticMessage(DiagnosticID("test", "x"), severity, "a test diagnostic"), at: SourceRange(offset, offset + 1))
  }

  @Test func countsErrorsAndWarningsButNotNotes() {
    let d = [Self.diagnostic(.error), Self.diagnostic(.warning), Self.diagnostic(.error), Self.diagnostic(.note)]
    #expect(DiagnosticSummary.line(d) == "2 errors, 1 warning")
    #expect(DiagnosticSummary.line([Self.diagnostic(.warning), Self.diagnostic(.warning)]) == "2 warnings")
    #expect(DiagnosticSummary.line([Self.diagnostic(.error)]) == "1 error")
    #expect(DiagnosticSummary.line([Self.diagnostic(.note)]) == nil)
    #expect(DiagnosticSummary.line([]) == nil)
  }

  /// The summary of a capped list stands for diagnostics never kept: it is not counted.
  @Test func limitSummaryIsNotCounted() throws {
    let all = (0..<(DiagnosticLimit.perFile + 5)).map { Self.diagnostic(.error, at: $0 * 2) }.normalized()
    #expect(try #require(all.last).isLimitSummary)
    #expect(DiagnosticSummary.counts(all) == (errors: DiagnosticLimit.perFile, warnings: 0))
  }

  @Test func countPhrase() {
    #expect(DiagnosticSummary.count(1, "output") == "1 output")
    #expect(DiagnosticSummary.count(0, "error") == "0 errors")
    #expect(DiagnosticSummary.count(3, "warning") == "3 warnings")
  }
}
