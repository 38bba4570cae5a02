import LayoutDriver
import LayoutSource

/// Collects diagnostics across files and prints them once, in the chosen format.
struct DiagnosticsPrinter {
  var format: DiagnosticsFormat
  var collected: [(Diagnostic, SourceFile)] = []
  /// Text diagnostics rendered ahead (`addRendered`), in the order of the files; printed after
  /// `collected` (a printer gets one kind or the other in a run).
  private var rendered: [(diagnostics: [Diagnostic], text: RenderedDiagnostics)] = []

  init(format: DiagnosticsFormat) { self.format = format }

  mutating func add(_ diags: [Diagnostic], in file: SourceFile) {
    collected += diags.map { ($0, file) }
  }

  /// A file's diagnostics already rendered as text (`renderer`'s `prerender`): only for `.text`.
  mutating func addRendered(_ diags: [Diagnostic], _ text: RenderedDiagnostics) {
    rendered.append((diags, text))
  }

  /// The renderer of the text format (colour decided once, here).
  static func textRenderer() -> DiagnosticRenderer { DiagnosticRenderer(color: IO.stderrWantsColor) }

  func flush() {
    switch format {
    case .json:
      IO.writeStderr(DiagnosticRenderer.json(collected))
    case .github:
      IO.writeStderr(DiagnosticRenderer.github(collected))
    case .sarif:
      IO.writeStderr(DiagnosticRenderer.sarif(collected, tool: "layoutc", version: version))
    case .text:
      let renderer = DiagnosticsPrinter.textRenderer()
      var out: String
      if rendered.isEmpty {
        out = renderer.render(collected)
      } else {
        out = renderer.render(collected.map { renderer.prerender([$0.0], in: $0.1) } + rendered.map(\.text))
      }
      if let summary = DiagnosticSummary.line(allDiagnostics) { out += summary + "\n" }
      IO.writeStderr(out)
    }
  }

  private var allDiagnostics: [Diagnostic] { collected.map(\.0) + rendered.flatMap(\.diagnostics) }
  var hasErrors: Bool { collected.contains { $0.0.severity == .error } || rendered.contains { $0.diagnostics.hasErrors } }
  var hasWarnings: Bool { collected.contains { $0.0.severity == .warning } || rendered.contains { r in r.diagnostics.contains { $0.severity == .warning } } }
  var isEmpty: Bool { collected.isEmpty && rendered.allSatisfy { $0.diagnostics.isEmpty } }
}
