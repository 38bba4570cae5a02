import Foundation
import Testing

/// RB11 through the built binary: a file whose name and lines hold escape sequences gets its
/// diagnostics with the sequences written out, never a raw control character on standard error.
@Suite struct TerminalEscapeTests {
  @Test func escapesInNamesAndLinesAreShownNotSent() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let name = "a\u{1B}[2J\u{1B}]8;;file:x\u{7}b.layout"
    try Data("section < group.horizontal < \u{1B}]0;title\u{7}item(w: 1/0) \u{C2}\u{9B}31m > >\n".utf8).write(to: tmp.file(name))
    for format in ["text", "json"] {
      let r = try CLI.run(["check", "--diagnostics", format, name], in: tmp.url)
      #expect(r.endedNormally && r.status == 1, "\(r.summary)")
      let controls = r.stderr.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
      #expect(controls.isEmpty, "\(format): raw \(controls.map { String($0.value, radix: 16) })")
    }
    let text = try CLI.run(["check", name], in: tmp.url)
    #expect(text.stderr.hasPrefix(#"a\u{1B}[2J\u{1B}]8;;file:x\u{7}b.layout:1:"#), "\(text.stderr.prefix(300))")
  }
}
