import LayoutServer
import Testing

/// UTF-8 byte offsets ↔ LSP positions (UTF-16 code units, lines ended by `\n`, `\r\n` or `\r`).
@Suite struct ConversionsTests {
  /// Checks `offset → position` for each (offset, line, character) and the way back.
  func check(_ text: String, _ table: [(Int, Int, Int)], sourceLocation: SourceLocation = #_sourceLocation) {
    let index = LineIndex(Array(text.utf8))
    for (offset, line, character) in table {
      #expect(index.position(of: offset) == Position(line: line, character: character), "offset \(offset)", sourceLocation: sourceLocation)
      #expect(index.offset(of: Position(line: line, character: character)) == offset, "position \(line):\(character)", sourceLocation: sourceLocation)
    }
  }

  @Test func asciiLines() {
    check("ab\ncd\n", [(0, 0, 0), (2, 0, 2), (3, 1, 0), (5, 1, 2), (6, 2, 0)])
  }

  @Test func nonASCIICountsUTF16Units() {
    // é is 2 bytes and 1 unit, ☕ 3 bytes and 1 unit, 😀 4 bytes and 2 units (a surrogate pair).
    let text = "// é☕😀x\nitem"
    check(text, [(3, 0, 3), (5, 0, 4), (8, 0, 5), (12, 0, 7), (13, 0, 8), (14, 1, 0), (18, 1, 4)])
  }

  @Test func crlfAndLoneCREndLines() {
    check("a\r\nb\rc\nd", [(0, 0, 0), (1, 0, 1), (3, 1, 0), (4, 1, 1), (5, 2, 0), (7, 3, 0), (8, 3, 1)])
    let index = LineIndex(Array("a\r\nb".utf8))
    // Inside a CRLF is the end of its line; past a line's end is clamped to it.
    #expect(index.position(of: 2) == Position(line: 0, character: 1))
    #expect(index.offset(of: Position(line: 0, character: 9)) == 1)
    #expect(index.lineEnd(0) == 1)
  }

  @Test func outOfRangePositionsAreClamped() {
    let index = LineIndex(Array("ab\ncd".utf8))
    #expect(index.offset(of: Position(line: 7, character: 0)) == 5)
    #expect(index.offset(of: Position(line: -1, character: 3)) == 0)
    #expect(index.offset(of: Position(line: 1, character: -4)) == 3)
    #expect(index.offset(of: Position(line: 0, character: 1_000_000)) == 2)
    #expect(index.position(of: -3) == Position(line: 0, character: 0))
    #expect(index.position(of: 99) == Position(line: 1, character: 2))
  }

  @Test func aCharacterInsideASurrogatePairFallsBackToItsStart() {
    let index = LineIndex(Array("😀x".utf8))
    #expect(index.offset(of: Position(line: 0, character: 1)) == 0)
    #expect(index.offset(of: Position(line: 0, character: 2)) == 4)
  }

  @Test func emptyText() {
    check("", [(0, 0, 0)])
    #expect(LineIndex([]).offset(of: Position(line: 3, character: 3)) == 0)
  }

  /// Every character boundary of a mixed text survives the round trip, and positions agree with
  /// Swift's own UTF-16 view.
  @Test func roundTripsAgainstSwiftsUTF16View() {
    let text = "layout Café\r\n// ☕ 😀 naïve\rsection < group.vertical < item(w: 2/3) > >\n\n🇫🇷 end"
    let index = LineIndex(Array(text.utf8))
    var line = 0
    var lineStartUTF16 = 0
    var utf16 = 0
    var previous: Character?
    for (i, c) in zip(text.indices, text) {
      let offset = text.utf8.distance(from: text.utf8.startIndex, to: i)
      if let p = previous, p == "\n" || p == "\r" || p == "\r\n" {
        line += 1
        lineStartUTF16 = utf16
      }
      let expected = Position(line: line, character: utf16 - lineStartUTF16)
      #expect(index.position(of: offset) == expected, "at \(offset)")
      #expect(index.offset(of: expected) == offset, "at \(expected)")
      utf16 += c.utf16.count
      previous = c
    }
  }
}
