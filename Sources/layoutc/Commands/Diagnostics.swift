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
      let errors = collected.filter { $0.0.severity == .error && !$0.0.isLimitSummary }.count
      let warnings = collected.filter { $0.0.severity == .warning && !$0.0.isLimitSummary }.count
      if errors + warnings > 0 {
        var parts: [String] = []
        if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
        if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        out += parts.joined(separator: ", ") + "\n"
      }
      IO.writeStderr(out)
    }
  }

  var hasErrors: Bool { collected.contains { $0.0.severity == .error } }
  var hasWarnings: Bool { collected.contains { $0.0.severity == .warning } }
}
