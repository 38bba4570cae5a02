/// How diagnostics are printed (`--diagnostics`): for people, or as a JSON array for tools.
public enum DiagnosticsFormat: String, Sendable, CaseIterable {
  case text, json
}
