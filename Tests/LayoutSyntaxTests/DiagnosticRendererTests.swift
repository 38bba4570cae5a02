import LayoutSource
import LayoutSyntax
import Testing

/// RB11: control characters in a file's lines or its name reached the terminal raw, so a file could
/// recolour it, retitle the window, plant a hyperlink or move the cursor over the diagnostics.
/// They are written out (`\u{1B}`), the carets still under the range they mark.
@Suite struct DiagnosticRendererTests {
  static let name = "evil\u{1B}]0;pwned\u{7}.layout"
  static let text = "section < group.horizontal < \u{1B}[31mitem\u{9B}2J\u{7F}\u{0}(w: 1/0) > >\n"

  static func rendered() -> String {
    let file = SourceFile(name: name, text: text)
    let (document, syntax) = Parser.parse(file)
    #expect(!document.decls.isEmpty)
    let at = text.utf8.count - "1/0) > >\n".utf8.count
    let zero = Diagnostic(DiagnosticMessage(DiagnosticID("test", "zero"), .error, "`1/0` here"), at: SourceRange(at, at + 3))
    return DiagnosticRenderer().render(syntax + [zero], in: file)
  }

  @Test func controlCharactersAreShownNotSent() {
    let out = Self.rendered()
    let raw = out.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
    #expect(raw.isEmpty, "raw controls: \(raw.map { String($0.value, radix: 16) })")
    #expect(out.contains(#"evil\u{1B}]0;pwned\u{7}.layout:1:"#))
    #expect(out.contains(#"< \u{1B}[31mitem\u{9B}2J\u{7F}\u{0}(w: 1/0) > >"#))
  }

  /// The caret line lines up with the shown line, escapes counted as the characters they became.
  @Test func caretsStayUnderTheirRange() throws {
    let lines = Self.rendered().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let header = try #require(lines.firstIndex { $0.hasSuffix("[test.zero]") })
    let shown = lines[header + 2], carets = lines[header + 3]
    let column = try #require(shown.range(of: "1/0")).lowerBound
    #expect(carets.firstIndex(of: "^").map { carets.distance(from: carets.startIndex, to: $0) } == shown.distance(from: shown.startIndex, to: column))
    #expect(carets.hasSuffix("^^^"))
  }

  /// The snippet of a plain ASCII line (tabs kept in the caret line), of a line with characters
  /// of several bytes (columns counted in characters) and of a long line cut to a window.
  @Test(arguments: [
    ("section <\tgroup.horizontal < item(w: 1/0) > >\n", "1/0", "  |\n1 | section <\tgroup.horizontal < item(w: 1/0) > >\n  |          \t                           ^^^\n"),
    ("section é < group.horizontal < item(w: 1/0) > > // ✓ 🎉\n", "1/0", "  |\n1 | section é < group.horizontal < item(w: 1/0) > > // ✓ 🎉\n  |                                        ^^^\n"),
    ("section s <" + String(repeating: " item", count: 60) + " item(w: 1/0) >\n", "1/0",
     "  |\n1 | …m" + String(repeating: " item", count: 14) + " item(w: 1/0) >\n  |  " + String(repeating: " ", count: 80) + "^^^\n"),
  ])
  func snippets(_ text: String, _ marked: String, _ expected: String) throws {
    let file = SourceFile(name: "s.layout", text: text)
    let offset = text.utf8.distance(from: text.utf8.startIndex, to: try #require(text.range(of: marked)).lowerBound)
    let d = Diagnostic(DiagnosticMessage(DiagnosticID("test", "zero"), .error, "here"), at: SourceRange(offset, offset + marked.utf8.count))
    let out = DiagnosticRenderer().render([d], in: file)
    let snippet = out.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
    #expect(snippet.hasPrefix(expected), "\(snippet)")
  }

  /// The JSON form escapes the controls U+0080–U+009F too (those below U+0020 and DEL it always did).
  @Test func jsonEscapesEveryControl() {
    let file = SourceFile(name: Self.name, text: Self.text)
    let json = DiagnosticRenderer.json(Parser.parse(file).1.map { ($0, file) })
    #expect(!json.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
    #expect(json.contains(#"evil\u001b]0;pwned\u0007.layout"#) && json.contains(#"\u009b"#))
  }
}
