/// An indentation-aware text builder for generated source: two spaces per level, `\n` endings.
struct CodeWriter {
  private(set) var text = ""
  private var level = 0

  /// One line at the current indentation (an empty string gives an empty line).
  mutating func line(_ s: String = "") {
    text += s.isEmpty ? "\n" : String(repeating: "  ", count: level) + s + "\n"
  }

  /// Every line of `text` (written from level 0, each ending in `\n`) at the current indentation.
  mutating func lines(_ text: some StringProtocol) {
    for l in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() { line(String(l)) }
  }

  /// Every line `other` wrote, at this writer's indentation (a function written on its own, say).
  mutating func append(_ other: CodeWriter) {
    lines(other.text)
  }

  /// The body one level deeper, with no lines around it.
  mutating func indented(_ body: (inout CodeWriter) -> Void) {
    level += 1
    body(&self)
    level -= 1
  }

  /// `open`, then the body one level deeper, then `close`.
  mutating func block(_ open: String, _ close: String = "}", _ body: (inout CodeWriter) -> Void) {
    line(open)
    level += 1
    body(&self)
    level -= 1
    line(close)
  }
}
