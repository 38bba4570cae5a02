import Foundation
import LayoutDriver
import LayoutSemantics
import LayoutServer
import LayoutSource
import Testing

/// The issue's must-hold: typing a sample into the server one character per `didChange` never
/// crashes it, answers every change with diagnostics for that version, and ends with exactly the
/// diagnostics `layoutc check` gives on the finished file.
@Suite struct TypingTests {
  /// Samples with errors and warnings, so that "the same diagnostics" is not just "none".
  static let withErrors: [(String, String)] = [
    ("photo-grid-broken", """
      // A photo grid with mistakes: a bare 44, a duplicate let, an unknown label and a typo'd node.
      layout PhotoGrid(scroll: vertical)

      let photo = item(w: 2/3, h: 1) inset 2
      let photo = item(w: 1, h: 1/2) inset 2 ☕
      let square = item inset 0.5

      section photos <
        group.vertical(w: 1, h: 1) <
          group.horizontal(w: 1, h: 44, colums: 2) <
            photo
            group.vertical(w: 1/3, h: 1, repeat: 4) < photo >
          >
          group.horizontl(h: 1/3w, count: 3) < square >
        >
      >

      """),
    ("crlf-and-unicode", "// Ünïcödé 😀 comments\r\nlayout Café\r\nsection < group.horizontal(h: 44pt) spacing 10 < item(w: 1/2) item(w: 2/3) > >\r\n"),
  ]

  static let cases: [String] = Paths.sampleNames + withErrors.map(\.0)

  static func text(of name: String) throws -> String {
    if let extra = withErrors.first(where: { $0.0 == name }) { return extra.1 }
    return try Paths.sample(name)
  }

  @Test func samplesAreFound() {
    #expect(Paths.sampleNames.contains("photo-grid"), "no samples in \(Paths.samples.path)")
  }

  @Test(arguments: TypingTests.cases)
  func typingCharacterByCharacterEndsWithCheckDiagnostics(_ name: String) throws {
    let text = try Self.text(of: name)
    var session = Session()
    session.open("")
    var typed = ""
    for character in text {
      typed.append(character)
      session.change(typed)
      let published = session.published[Session.uri]
      #expect(published?["version"] == .int(session.version), "no diagnostics for version \(session.version)")
    }
    #expect(session.server.exitCode == nil)
    let expected = Self.lspForm(Compilation.check(SourceFile(name: "/work/test.layout", text: text), resolve: ResolveOptions()), text: text)
    let actual = session.diagnostics()
    #expect(actual == expected, "\(name): the server's final diagnostics differ from `layoutc check`'s")
    // And the IDs and byte ranges, read back through the protocol edge.
    let lines = LineIndex(Array(text.utf8))
    let readBack = actual.map { d -> String in
      let start = lines.offset(of: Position(line: d["range"]?["start"]?["line"]?.int ?? -1, character: d["range"]?["start"]?["character"]?.int ?? -1))
      let end = lines.offset(of: Position(line: d["range"]?["end"]?["line"]?.int ?? -1, character: d["range"]?["end"]?["character"]?.int ?? -1))
      return "\(d["code"]?.string ?? "") \(start)..<\(end)"
    }
    let checked = Compilation.check(SourceFile(name: "t.layout", text: text), resolve: ResolveOptions()).map { "\($0.id) \($0.range.start)..<\($0.range.end)" }
    #expect(readBack == checked)
  }

  /// Deleting the finished file one character at a time, from the end, never crashes either.
  @Test(arguments: ["photo-grid-broken", "adaptive-sections", "tag-cloud"])
  func deletingBackwards(_ name: String) throws {
    let text = try Self.text(of: name)
    var session = Session()
    session.open(text)
    var remaining = text
    while !remaining.isEmpty {
      remaining.removeLast()
      session.change(remaining)
    }
    #expect(session.diagnostics().map { $0["code"] } == ["check.noSections"])
  }

  /// `layoutc check`'s diagnostics as the server publishes them: the expected answer is built from
  /// the catalogue's values, independently of the server's own conversion code.
  static func lspForm(_ diags: [Diagnostic], text: String) -> [JSON] {
    func position(_ offset: Int) -> JSON {
      // Lines end at \n, \r\n or \r; characters count UTF-16 units.
      let prefix = String(decoding: Array(text.utf8)[0..<offset], as: UTF8.self)
      var line = 0
      var lineStart = prefix.startIndex
      var i = prefix.startIndex
      while i < prefix.endIndex {
        let c = prefix[i]
        i = prefix.index(after: i)
        if c == "\n" || c == "\r" || c == "\r\n" {
          line += 1
          lineStart = i
        }
      }
      return .object([("line", .int(line)), ("character", .int(prefix[lineStart...].utf16.count))])
    }
    func range(_ r: SourceRange) -> JSON { .object([("start", position(r.start)), ("end", position(r.end))]) }
    return diags.map { d in
      var message = d.message.text
      var related: [JSON] = []
      for n in d.notes {
        if let r = n.range {
          related.append(.object([("location", .object([("uri", .string(Session.uri)), ("range", range(r))])), ("message", .string(n.message))]))
        } else {
          message += "\nnote: " + n.message
        }
      }
      var members: [(String, JSON)] = [
        ("range", range(d.range)), ("severity", .int(d.severity == .error ? 1 : d.severity == .warning ? 2 : 3)),
        ("code", .string(d.id.description)), ("source", "layoutc"), ("message", .string(message)),
      ]
      if !related.isEmpty { members.append(("relatedInformation", .array(related))) }
      return .object(members)
    }
  }
}
