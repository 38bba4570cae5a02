import Foundation
import LayoutSource
import Testing

/// The `// frame:` lines themselves: what they may say, and that a fixture cannot pass by stating
/// none, by naming a frame that is not built, or by stating a wrong one.
@Suite struct HandFrameTests {
  @Test(arguments: [
    (" item 6 = 83 83 68 68", "item 0.6", [83.0, 83, 68, 68]),
    (" item 1.6 = 92 572 66 66", "item 1.6", [92, 572, 66, 66]),
    (" badge 5 = 175.667 89 20 20", "badge 0.5", [175.667, 89, 20, 20]),
    (" badge-2 1.5 = 5 115 10 10", "badge-2 1.5", [5, 115, 10, 10]),
    (" header 1 = 10 328 370 44", "header 1", [10, 328, 370, 44]),
    (" background 0 = 8 8 374 166", "background 0", [8, 8, 374, 166]),
    (" layout-footer = 0 220 390 39", "layout-footer", [0, 220, 390, 39]),
    (" item 0 = -60 0 400 50", "item 0.0", [-60, 0, 400, 50]),
  ])
  func parses(_ body: String, _ text: String, _ rect: [Double]) throws {
    let frame = try #require(HandFrame.parse(Substring(body), line: 3))
    #expect(frame.text == text)
    #expect(frame.rect == rect)
    #expect(frame.line == 3)
  }

  @Test(arguments: [
    " item = 0 0 1 1", " item 1.2.3 = 0 0 1 1", " item -1 = 0 0 1 1", " item 1 = 0 0 1", " item 1 = 0 0 1 1 1",
    " item 1 = 0 0 one 1", " header 1.2 = 0 0 1 1", " layout-header 0 = 0 0 1 1", " badge-x 1 = 0 0 1 1",
    " cell 1 = 0 0 1 1", " item 1 0 0 1 1",
  ])
  func rejects(_ body: String) {
    #expect(HandFrame.parse(Substring(body), line: 1) == nil)
  }

  @Test func aFileWithoutFrameLinesFails() throws {
    let findings = try HandFrame.findings(in: fixture("section < group.horizontal(h: 44pt) < item > >\n"))
    #expect(findings == ["resolve/t.layout states no `// frame:` lines; state frames computed by hand, with the arithmetic above them"])
  }

  @Test func rightFramesPass() throws {
    let text = """
      preview phone(items: 2)
      // frame: item 1 = 0 84 390 44
      // frame: header 0 = 0 10 390 30
      // frame: layout-header = 0 0 390 10
      layout header(h: 10pt)
      section header(h: 30pt) < group.horizontal(h: 44pt) < item > >

      """
    let findings = try HandFrame.findings(in: fixture(text))
    #expect(findings == [], "\(findings)")
  }

  @Test func aWrongOrMissingFrameFails() throws {
    let text = """
      preview phone(items: 2)
      // frame: item 1 = 0 45 390 44
      // frame: item 2 = 0 88 390 44
      // frame: footer 0 = 0 88 390 20
      // frame: item 1.0 = 0 0 390 44
      section < group.horizontal(h: 44pt) < item > >

      """
    #expect(try HandFrame.findings(in: fixture(text)) == [
      "resolve/t.layout:2: item 0.1 by hand is [0.0, 45.0, 390.0, 44.0], layoutc gives [0.0, 44.0, 390.0, 44.0]",
      "resolve/t.layout:3: no item 0.2 in the built frames",
      "resolve/t.layout:4: no footer 0 in the built frames",
      "resolve/t.layout:5: no item 1.0 in the built frames",
    ])
  }

  /// Flow layouts are resolved by their own resolver: their frames are checked as well.
  @Test func flowFramesAreChecked() throws {
    let text = """
      preview small(width: 320, height: 200, items: 2)
      // frame: item 1 = 110 0 100 100
      // frame: item 0 = 1 0 100 100
      flow < item(w: 100pt, h: 100pt) >

      """
    #expect(try HandFrame.findings(in: fixture(text)) == [
      "resolve/t.layout:3: item 0.0 by hand is [1.0, 0.0, 100.0, 100.0], layoutc gives [0.0, 0.0, 100.0, 100.0]"
    ])
  }

  @Test func aFileThatDoesNotCheckFails() throws {
    let findings = try HandFrame.findings(in: fixture("// frame: item 0 = 0 0 1 1\nsection < item >\n"))
    #expect(findings.count == 1 && findings[0].hasPrefix("resolve/t.layout does not check: "), "\(findings)")
  }

  @Test func aMalformedLineThrows() {
    #expect(throws: HandFrame.Malformed.self) { try HandFrame.findings(in: try fixture("// frame: item one = 0 0 1 1\n")) }
  }

  func fixture(_ text: String) throws -> Fixture {
    try Fixture(phase: "resolve", stem: "t", file: SourceFile(name: "resolve/t.layout", text: text))
  }
}
