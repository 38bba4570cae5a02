/// How `layoutc diff` shows the differences (`--emit`): a line per element for people, an SVG
/// picture over the second file's, or JSON for tools.
public enum DiffFormat: String, Sendable, CaseIterable {
  case text, svg, json
}
