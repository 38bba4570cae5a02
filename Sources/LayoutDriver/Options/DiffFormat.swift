/// How `layoutc diff` shows the differences (`--emit`): a line per element for people, an SVG
/// picture over the second file's, an HTML page of the second file's layout with each change
/// marked and listed, or JSON for tools.
public enum DiffFormat: String, Sendable, CaseIterable {
  case text, svg, html, json
}
