import Foundation
import Testing

// Grammar/layout.ungram is the authority and the parser cites it: every
// production `Name =` in the grammar appears as a `/// Name = …` doc comment line in
// Sources/LayoutSyntax/Parser*.swift, and every production the parser cites is in the grammar.

/// The two lists of production names, read from the files.
private enum Productions {
  /// Text of Grammar/layout.ungram, or "" when it cannot be read (a test checks).
  static let grammarText = (try? TestPaths.bytes("Grammar/layout.ungram")).map { String(decoding: $0, as: UTF8.self) } ?? ""

  /// Names defined in the grammar, in order: lines that start, in column 1, with `Name =`.
  static let grammar: [String] = grammarText.split(separator: "\n", omittingEmptySubsequences: false).compactMap {
    definedName($0)
  }

  /// Names cited by `/// Name = …` lines in Sources/LayoutSyntax/Parser*.swift.
  static let cited: Set<String> = {
    let folder = TestPaths.root.appendingPathComponent("Sources/LayoutSyntax")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var names = Set<String>()
    for file in files where file.hasPrefix("Parser") && file.hasSuffix(".swift") {
      let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
      for line in text.split(separator: "\n") {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("///") else { continue }
        if let name = definedName(trimmed.dropFirst(3).drop { $0 == " " }) { names.insert(name) }
      }
    }
    return names
  }()

  /// `Name` when `line` is `Name =…` (a name starting with a letter, then `=`), else nil.
  static func definedName(_ line: Substring) -> String? {
    guard let first = line.first, first.isASCII, first.isLetter else { return nil }
    let name = line.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
    let rest = line.dropFirst(name.count).drop { $0 == " " }
    guard rest.hasPrefix("="), !rest.hasPrefix("==") else { return nil }
    return String(name)
  }

  /// Words used on the right-hand sides: nonterminal references and labels (`name:`), with
  /// comments and quoted tokens removed.
  static let references: (nonterminals: Set<String>, labels: Set<String>) = {
    var nonterminals = Set<String>()
    var labels = Set<String>()
    for rawLine in grammarText.split(separator: "\n") {
      var line = rawLine.range(of: "//").map { rawLine[..<$0.lowerBound] } ?? rawLine[...]
      if let name = definedName(line) { line = line.dropFirst(name.count).drop { $0 == " " }.dropFirst() }
      // Drop quoted terminals ('section', '<', 'ident').
      let unquoted = line.split(separator: "'", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
      var word = ""
      for ch in unquoted + " " {
        if ch.isASCII && (ch.isLetter || ch.isNumber) {
          word.append(ch)
        } else {
          if !word.isEmpty {
            if ch == ":" { labels.insert(word) } else { nonterminals.insert(word) }
          }
          word = ""
        }
      }
    }
    return (nonterminals, labels)
  }()
}

@Test func grammarDefinesEveryNodeKindOnce() {
  let expected = [
    "Document", "Decl", "LayoutDecl", "PreviewDecl", "LetDecl", "SectionDecl", "Element", "Body", "ArgList", "Argument",
    "Value", "ListValue", "SpacingValue", "InsetValue", "Dimension", "Modifier", "ModifierValue", "ModifierWord",
  ]
  #expect(!Productions.grammarText.isEmpty, "Grammar/layout.ungram not found under \(TestPaths.root.path)")
  #expect(Productions.grammar.sorted() == expected.sorted())
  #expect(Set(Productions.grammar).count == Productions.grammar.count, "a production is defined twice")
}

@Test(arguments: Productions.grammar)
func grammarProductionIsCitedByTheParser(_ name: String) {
  #expect(Productions.cited.contains(name), "no `/// \(name) =` in Sources/LayoutSyntax/Parser*.swift")
}

@Test func everyProductionCitedByTheParserIsInTheGrammar() {
  #expect(Productions.cited.count >= 10, "too few `/// Name =` citations found in Parser*.swift")
  let missing = Productions.cited.subtracting(Productions.grammar)
  #expect(missing.isEmpty, "cited by the parser but not defined in Grammar/layout.ungram: \(missing.sorted())")
}

@Test func grammarReferencesOnlyDefinedProductions() {
  let defined = Set(Productions.grammar)
  let undefined = Productions.references.nonterminals.subtracting(defined)
  #expect(undefined.isEmpty, "used but not defined: \(undefined.sorted())")
  // Every production but the start symbol is used by another.
  let unused = defined.subtracting(Productions.references.nonterminals).subtracting(["Document"])
  #expect(unused.isEmpty, "defined but never used: \(unused.sorted())")
  #expect(Productions.references.labels == ["name", "head", "variant", "label", "word"])
}
