import LayoutDriver
import LayoutSource

/// Collects diagnostics across files and prints them once, in the chosen format.
struct DiagnosticsPrinter {
  var format: DiagnosticsFormat
  var collected: [(Diagnostic, SourceFile)] = []

  mutating func add(_ diags: [Diagnostic], in file: SourceFile) {
    collected += diags.map { ($0, file) }
  }

  func flush() {
    switch format {
    case .json:
      IO.writeStderr(DiagnosticRenderer.json(collected))
    case .github:
      IO.writeStderr(DiagnosticRenderer.github(collected))
    case .sarif:
      IO.writeStderr(DiagnosticRenderer.sarif(collected, tool: "layoutc", version: version))
    case .text:
      var out = DiagnosticRenderer(color: IO.stderrWantsColor).render(collected)
      if let summary = DiagnosticSummary.line(collected.map(\.0)) { out += summary + "\n" }
      IO.writeStderr(out)
    }
  }

  var hasErrors: Bool { collected.contains { $0.0.severity == .error } }
  var hasWarnings: Bool { collected.contains { $0.0.severity == .warning } }
}
