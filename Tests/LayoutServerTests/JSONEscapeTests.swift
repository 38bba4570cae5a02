import LayoutServer
import LayoutSource
import Testing

/// One escaper for all JSON layoutc writes: the server's messages escape strings exactly as the
/// frames and diagnostics JSON do (once the two disagreed on DEL, U+0080–U+009F, U+2028/U+2029).
@Suite struct JSONEscapeTests {
  @Test(arguments: ["plain", "quote \" back \\ slash", "\n\r\t\u{1}\u{1B}[31m", "del \u{7F} c1 \u{85}\u{9F}", "ls \u{2028} ps \u{2029}", "é ü 😀 \u{A0}"])
  func serverAndFramesEscapeAlike(_ s: String) throws {
    #expect(JSON.string(s).text == JSONText.quoted(s))
    // And it reads back as the same string.
    #expect(try JSON.parse(JSONText.quoted(s)).get() == .string(s))
  }

  @Test func controlsAreWrittenOut() {
    #expect(JSONText.quoted("a\u{7F}\u{85}\u{2028}b") == #""a\u007f\u0085\u2028b""#)
    #expect(JSONText.quoted("é😀") == "\"é😀\"")
  }
}
