import Foundation
import LayoutSemantics
import LayoutServer
import Testing

/// `textDocument/semanticTokens/full` and `/range`: the tokens of a sample read back, each with the
/// schema's class.
@Suite struct SemanticTokensTests {
  /// (text, class) of every token in the response, decoded from LSP's relative encoding.
  static func tokens(_ text: String, range: JSON? = nil) -> [(String, String)] {
    var s = Session(initialize: false)
    let legend = s.result("initialize", .object([("capabilities", .object([]))]))
    let types = legend["capabilities"]?["semanticTokensProvider"]?["legend"]?["tokenTypes"]?.array?.compactMap(\.string) ?? []
    s.open(text)
    var params: [(String, JSON)] = [("textDocument", .object([("uri", .string(Session.uri))]))]
    if let range { params.append(("range", range)) }
    let result = s.result(range == nil ? "textDocument/semanticTokens/full" : "textDocument/semanticTokens/range", .object(params))
    let data = result["data"]?.array?.compactMap(\.int) ?? []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf16) }
    var out: [(String, String)] = []
    var line = 0
    var character = 0
    for i in stride(from: 0, to: data.count - 4, by: 5) {
      line += data[i]
      character = data[i] == 0 ? character + data[i + 1] : data[i + 1]
      let units = lines[line][character..<(character + data[i + 2])]
      out.append((String(decoding: units, as: UTF16.self), types.indices.contains(data[i + 3]) ? types[data[i + 3]] : "?"))
    }
    return out
  }


  @Test func theLegendIsTheSchemasTokenClasses() {
    var s = Session(initialize: false)
    let result = s.result("initialize", .object([("capabilities", .object([]))]))
    let provider = result["capabilities"]?["semanticTokensProvider"]
    #expect(provider?["legend"]?["tokenTypes"]?.array?.compactMap(\.string) == TokenClass.allCases.map(\.rawValue))
    #expect(provider?["full"] == true && provider?["range"] == true)
  }

  @Test func classifiesEveryWordOfTheBadgesSample() throws {
    let badges = try String(contentsOf: Paths.samples.appendingPathComponent("badges.layout"), encoding: .utf8)
    let tokens = Self.tokens(badges)
    let code = tokens.filter { $0.1 != "comment" }
    let expected: [(String, String)] = [
      ("section", "keyword"), ("inset", "modifier"), ("20", "number"),
      ("group", "class"), ("horizontal", "class"), ("w", "property"), ("1", "number"), ("h", "property"), ("0.2", "number"), ("w", "type"),
      ("item", "class"), ("w", "property"), ("0.25", "number"), ("h", "property"), ("1", "number"), ("inset", "modifier"), ("5", "number"),
      ("badge", "modifier"), ("w", "property"), ("20", "number"), ("pt", "type"), ("h", "property"), ("20", "number"), ("pt", "type"),
      ("anchor", "property"), ("top-trailing", "enumMember"), ("dx", "property"), ("0.3", "number"), ("dy", "property"), ("0.3", "number"),
    ]
    #expect(code.map { "\($0.0):\($0.1)" } == expected.map { "\($0.0):\($0.1)" })
    let comments = tokens.filter { $0.1 == "comment" }
    #expect(comments.count == badges.split(separator: "\n").filter { $0.hasPrefix("//") }.count)
    #expect(comments.allSatisfy { $0.0.hasPrefix("//") })
  }

  @Test func classifiesLetsDeclarationsLabelsThatAreKeywordsAndWords() {
    let text = "layout Grid(scroll: vertical, spacing: 8) // né\nlet tile = item edges(top: flexible 0)\nflow tags(line: 4) < tile >\nsection s scroll paging < when(widthAbove: 800pt) < group.vertical < tile > > else < group.vertical < tile > > >"
    let got = Self.tokens(text).map { "\($0.0):\($0.1)" }
    let expected = [
      "layout:keyword", "Grid:namespace", "scroll:property", "vertical:enumMember", "spacing:property", "8:number", "// né:comment",
      "let:keyword", "tile:variable", "item:class", "edges:modifier", "top:property", "flexible:enumMember", "0:number",
      "flow:keyword", "tags:namespace", "line:property", "4:number", "tile:variable",
      "section:keyword", "s:namespace", "scroll:modifier", "paging:enumMember", "when:keyword", "widthAbove:property", "800:number", "pt:type",
      "group:class", "vertical:class", "tile:variable", "else:keyword", "group:class", "vertical:class", "tile:variable",
    ]
    #expect(got == expected)
  }

  /// `preview` is a keyword at the top level before a name, and a word anywhere else.
  @Test func classifiesPreviewsAndTheWordPreview() {
    let text = "preview pad(width: 820, items: [6, 20])\nlet preview = item\nsection < group.horizontal < preview > >"
    let got = Self.tokens(text).map { "\($0.0):\($0.1)" }
    let expected = [
      "preview:keyword", "pad:namespace", "width:property", "820:number", "items:property", "6:number", "20:number",
      "let:keyword", "preview:variable", "item:class",
      "section:keyword", "group:class", "horizontal:class", "preview:variable",
    ]
    #expect(got == expected)
  }

  @Test func aRangeGivesOnlyItsTokens() {
    let text = "let tile = item\nsection < group.horizontal < tile > >"
    let range: JSON = .object([
      ("start", .object([("line", 1), ("character", 0)])), ("end", .object([("line", 1), ("character", 100)])),
    ])
    #expect(Self.tokens(text, range: range).map(\.0) == ["section", "group", "horizontal", "tile"])
  }
}
