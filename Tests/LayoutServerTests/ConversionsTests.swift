import LayoutServer
import Testing
import TestSupport

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

  /// The table-driven conversions agree with counting from the start of the line, the way they
  /// used to be computed, on random texts whose long lines cross many table entries.
  @Test func agreesWithCountingFromTheLineStart() {
    var rng = SplitMix64(seed: 0x5EED_0003)
    let pieces = ["a", "b", " ", "é", "☕", "😀", "\n", "\r", "\r\n", "<", String(repeating: "x", count: 127)]
    for _ in 0..<40 {
      var text = ""
      for _ in 0..<Int.random(in: 0...400, using: &rng) {
        text += pieces[Int.random(in: 0..<pieces.count, using: &rng) % (Bool.random(using: &rng) ? pieces.count : 6)]
      }
      let bytes = Array(text.utf8)
      let index = LineIndex(bytes)
      for offset in -1...(bytes.count + 1) {
        let p = index.position(of: offset)
        #expect(p == Self.countedPosition(bytes, index, offset), "offset \(offset) of \(bytes.count)")
        for character in [p.character - 1, p.character, p.character + 1, p.character + 300] {
          let q = Position(line: p.line, character: character)
          #expect(index.offset(of: q) == Self.countedOffset(bytes, index, q), "position \(q) of \(bytes.count) bytes")
        }
      }
    }
  }

  /// RB3: a 1 MB document on one line, converted at 200,000 places in both directions. Counting
  /// from the start of the line made that about 10¹¹ byte steps (hours); the table makes each
  /// conversion O(log n) plus at most `stride` bytes. The bound is generous on purpose (a debug
  /// build on a loaded 2-core machine takes well under a second): it catches the quadratic
  /// algorithm, not a slow machine.
  @Test(.timeLimit(.minutes(1))) func aLongLineConvertsInLogarithmicTime() {
    var text = ""
    while text.utf8.count < 1_000_000 { text += "item(w: 1/3) é☕😀 " }
    let bytes = Array(text.utf8)
    let index = LineIndex(bytes)
    let start = ContinuousClock.now
    var checksum = 0
    for k in 0..<200_000 {
      let offset = (k &* 7919) % bytes.count
      let p = index.position(of: offset)
      checksum &+= index.offset(of: p) &+ p.character
    }
    let elapsed = ContinuousClock.now - start
    #expect(checksum != 0)
    #expect(elapsed < .seconds(20), "200,000 conversions on a 1 MB line took \(elapsed)")
  }

  /// The old conversions: count UTF-16 units from the start of the line.
  static func countedPosition(_ bytes: [UInt8], _ index: LineIndex, _ offset: Int) -> Position {
    let o = min(max(0, offset), bytes.count)
    var line = 0
    while line + 1 < index.lineStarts.count, index.lineStarts[line + 1] <= o { line += 1 }
    var units = 0
    for b in bytes[index.lineStarts[line]..<min(o, index.lineEnd(line))] where b & 0xC0 != 0x80 { units += b >= 0xF0 ? 2 : 1 }
    return Position(line: line, character: units)
  }

  static func countedOffset(_ bytes: [UInt8], _ index: LineIndex, _ p: Position) -> Int {
    guard p.line >= 0 else { return 0 }
    guard p.line < index.lineStarts.count else { return bytes.count }
    let end = index.lineEnd(p.line)
    var i = index.lineStarts[p.line]
    var units = 0
    while i < end, units < p.character {
      let b = bytes[i]
      let length = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
      let width = length == 4 ? 2 : 1
      if units + width > p.character { break }
      units += width
      i = min(i + length, end)
    }
    return i
  }
}
