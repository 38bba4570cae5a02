/// How diagnostics are printed (`--diagnostics`): for people, as a JSON array for tools, as
/// GitHub Actions workflow commands, or as a SARIF 2.1.0 log for code scanning.
public enum DiagnosticsFormat: String, Sendable, CaseIterable {
  case text, json, github, sarif
}
