import LayoutServer
import Testing

/// RB3: a 160 KB document on one line. Converting each position counted UTF-16 units from the start
/// of the line, so every diagnostic, reference and symbol cost the whole line: 11 s per edit, 7–9 s
/// for references over 64k uses (release build). The time limits are generous on purpose (these
/// take a few seconds in a debug build on a loaded machine, against minutes before): they catch
/// the quadratic algorithm, not a slow machine. `layoutc-bench` measures the real latencies.
@Suite struct LongLineTests {
  static let uses = 70_000
  static let prefix = "let a = item(w: 1pt, h: 1pt) section < group.horizontal < "
  static let text = prefix + Array(repeating: "a", count: uses).joined(separator: " ") + " > >"

  static func insert(_ text: String, at character: Int, version: Int) -> JSON {
    let at: JSON = .object([("line", 0), ("character", .int(character))])
    return .object([
      ("textDocument", .object([("uri", .string(Session.uri)), ("version", .int(version))])),
      ("contentChanges", [.object([("range", .object([("start", at), ("end", at)])), ("text", .string(text))])]),
    ])
  }

  @Test(.timeLimit(.minutes(2))) func referencesAndEditsOnALongLine() throws {
    var s = Session()
    s.open(Self.text)
    let refs = try #require(s.result("textDocument/references", Session.at("a =", in: Self.text)).array)
    #expect(refs.count == Self.uses + 1)
    // The last use is `a` at its UTF-16 column (the line is ASCII: its byte offset).
    let lastColumn = Self.text.utf8.count - " > >".utf8.count - 1
    #expect(refs.last?["range"]?["start"] == .object([("line", 0), ("character", .int(lastColumn))]))
    for version in 2...4 {
      s.notify("textDocument/didChange", Self.insert(" a", at: lastColumn + 1, version: version))
      #expect(s.published[Session.uri]?["version"] == .int(version))
    }
    let symbols = try #require(s.result("textDocument/documentSymbol", Session.document()).array)
    #expect(symbols.last?["children"]?.array?.first?["children"]?.array?.count == Self.uses + 3)
  }

  /// 14,500 errors on one line: the editor gets the first 1,000 by position, at their columns, and
  /// the summary of the rest (it used to get all 14,500, each converted from the line's start).
  @Test(.timeLimit(.minutes(2))) func cappedDiagnosticsOnALongLine() throws {
    let head = "section < group.horizontal < "
    let text = head + Array(repeating: "item(w: 5)", count: 14_500).joined(separator: " ") + " > >"
    var s = Session()
    let diagnostics = s.open(text)
    #expect(diagnostics.count == 1_001)
    // Error k sits on `5` of the k-th `item(w: 5)`, 11 characters apart.
    let column = head.utf8.count + "item(w: ".utf8.count + 999 * 11
    #expect(diagnostics[999]["range"]?["start"] == .object([("line", 0), ("character", .int(column))]))
    #expect(diagnostics.last?["code"] == "limit.tooManyDiagnostics")
    #expect(diagnostics.last?["message"]?.string?.hasPrefix("13500 more diagnostics") == true)
  }
}
