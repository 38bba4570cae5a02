import Foundation
import LayoutSemantics
import LayoutSyntax
import Testing

/// The TextMate grammar, `Grammar/layout.ungram` and the reference's tables name the words the
/// schema and the lexer's keyword sets define, so none of them can drift from the language.
@Suite struct GrammarSchemaTests {
  static func text(_ path: String) throws -> String {
    try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The `match` of a repository entry of the TextMate grammar.
  static func match(_ entry: String) throws -> String {
    let repository = try #require(HighlightingTests.json()["repository"] as? [String: Any])
    return try #require((repository[entry] as? [String: Any])?["match"] as? String, "no `match` for \(entry)")
  }

  /// The words of the first `(?:a|b|c)` or `(a|b|c)` group in `regex` that holds `probe`.
  static func alternation(in regex: String, containing probe: String) throws -> [String] {
    let pattern = try NSRegularExpression(pattern: #"\((?:\?:)?((?:[A-Za-z-]+\|)+[A-Za-z-]+)\)"#)
    let ns = regex as NSString
    for m in pattern.matches(in: regex, range: NSRange(location: 0, length: ns.length)) {
      let words = ns.substring(with: m.range(at: 1)).split(separator: "|").map(String.init)
      if words.contains(probe) { return words }
    }
    Issue.record("no alternation holding `\(probe)` in \(regex)")
    return []
  }

  static var keywords: [String] { TokenKind.allCases.filter(\.isKeyword).compactMap(\.spelling) }

  @Test func theTextMateGrammarNamesTheSchemasWords() throws {
    #expect(try Self.alternation(in: Self.match("modifier"), containing: "inset") == ModifierKind.allCases.map(\.rawValue))
    #expect(ModifierKind.allCases.map(\.keyword) == TokenKind.keywords(.modifier))
    for entry in ["layout-declaration", "section-declaration", "scroll-modifier"] {
      #expect(try Self.alternation(in: Self.match(entry), containing: "pinned") == Self.keywords, "\(entry)'s reserved words")
    }
    #expect(try Self.alternation(in: Self.match("section-declaration"), containing: "section") == SectionKind.allCases.map(\.rawValue))
    #expect(SectionKind.allCases.map(\.keyword).allSatisfy { $0.keywordClass == .declaration })
    #expect(try Set(Self.alternation(in: Self.match("spacing-kind"), containing: "fixed")) == Set(TokenKind.keywords(.spacingKind).compactMap(\.spelling)))
    #expect(try Self.alternation(in: Self.match("control"), containing: "when") == Schema.adaptive.map(\.word))
    #expect(try Self.alternation(in: Self.match("dimension"), containing: "pt") == SizeUnit.spellings)
    let node = try Self.match("node")
    for kind in ElementKind.allCases { #expect(node.contains("(\(kind.rawValue))"), "the node rule lacks `\(kind.rawValue)`") }
    #expect(try Self.alternation(in: node, containing: "horizontal") == Schema.nodes.compactMap { $0.word.split(separator: ".").dropFirst().first.map(String.init) })
  }

  @Test func theUngrammarNamesTheModifierKeywords() throws {
    let grammar = try Self.text("Grammar/layout.ungram")
    let start = try #require(grammar.range(of: "ModifierWord =\n"))
    let line = grammar[start.upperBound...].prefix { $0 != "\n" }
    let words = line.split(separator: "|").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " '")) }
    #expect(words == ModifierKind.allCases.map(\.rawValue))
  }

  /// The reference's modifier table: each modifier a host takes has a row, whose `on` column names
  /// the schema's hosts; rows that only describe an error name no host.
  @Test func theReferencesModifierTableMatchesTheSchema() throws {
    let reference = try Self.text("Grammar/reference.md")
    let header = "| modifier | on | value | default | UIKit |"
    let start = try #require(reference.range(of: header))
    let rows = reference[start.upperBound...].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }
    var hosts: [ModifierKind: Set<String>] = [:]
    for row in rows {
      let cells = row.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
      // The modifiers a row is about: the first word of each code span of its first cell.
      let spans = cells.count > 3 ? cells[1].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 } : []
      let kinds = spans.compactMap { $0.element.split(whereSeparator: { !$0.isLetter }).first.flatMap { ModifierKind(rawValue: String($0)) } }
      guard !kinds.isEmpty else {
        Issue.record("a modifier row that names no modifier: \(row)")
        continue
      }
      if cells[3].hasPrefix("error") || cells[2] == "same" { continue }
      for kind in kinds {
        hosts[kind, default: []].formUnion(cells[2].split(whereSeparator: { $0 == "," || $0 == ";" }).map { $0.trimmingCharacters(in: .whitespaces) })
      }
    }
    for kind in ModifierKind.allCases {
      let expected = Set(Schema.modifiers.filter { $0.kind == kind }.flatMap(\.hosts).map(\.word))
      #expect((hosts[kind] ?? []) == expected, "`\(kind.rawValue)`: the reference says \(hosts[kind] ?? []), the schema \(expected)")
    }
    let anchors = try #require(reference.split(separator: "\n").first { $0.hasPrefix("| `anchor:` |") })
    #expect(anchors.contains(AnchorWord.spellings.map { "`\($0)`" }.joined(separator: ", ")))
  }
}
