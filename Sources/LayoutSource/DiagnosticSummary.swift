/// The one summary of a run's diagnostics that every command prints ("2 errors, 1 warning"), and
/// the count phrase it is made of. Summaries of capped lists (`limit.tooManyDiagnostics`) are not
/// counted: they stand for diagnostics that were never kept.
public enum DiagnosticSummary {
  /// `1 error`, `2 warnings`: a count and its noun, plural unless the count is 1.
  public static func count(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }

  /// How many errors and warnings `diagnostics` holds; notes and limit summaries are not counted.
  public static func counts(_ diagnostics: some Sequence<Diagnostic>) -> (errors: Int, warnings: Int) {
    var errors = 0
    var warnings = 0
    for d in diagnostics where !d.isLimitSummary {
      switch d.severity {
      case .error: errors += 1
      case .warning: warnings += 1
      case .note: break
      }
    }
    return (errors, warnings)
  }

  /// `2 errors, 1 warning`, `1 warning`; nil when there is neither an error nor a warning.
  public static func line(_ diagnostics: some Sequence<Diagnostic>) -> String? {
    let (errors, warnings) = counts(diagnostics)
    let parts = (errors > 0 ? [count(errors, "error")] : []) + (warnings > 0 ? [count(warnings, "warning")] : [])
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}
