import LayoutSource
import Testing

@testable import LayoutSyntax

/// `Parser.commonWord` spells the most frequent names as constants instead of reading them from
/// the word table: it must give exactly the word's text for those words, nothing for any other
/// (one letter off, one byte longer or shorter, another case), and nothing where fewer than 16
/// bytes follow the word's start (the file's end), where the word table answers.
@Suite struct CommonWordTests {
  static let common = ["w", "h", "top", "item", "group", "count", "repeat", "bottom", "leading", "vertical", "trailing", "horizontal"]
  static let others = [
    "x", "W", "ww", "to", "tops", "items", "iteM", "grou", "groups", "group_", "counts", "repeats", "botton",
    "leadin", "verticals", "Vertical", "trailinG", "horizonta", "horizontals", "horizontab", "horizonTal", "cell0",
  ]

  /// `word` followed by `padding` bytes, parsed far enough to read its first token.
  static func firstWord(_ word: String, padding: Int) -> (common: String?, identifier: String) {
    var p = Parser(bytes: Array((word + String(repeating: " ", count: padding)).utf8))
    return (p.commonWord(p.current.range), p.identifier().text)
  }

  @Test func commonWordsAreSpeltAsThemselves() {
    for word in Self.common {
      let (common, identifier) = Self.firstWord(word, padding: 16)
      #expect(common == word && identifier == word, "\(word)")
    }
  }

  @Test func otherWordsAreLeftToTheWordTable() {
    for word in Self.others {
      let (common, identifier) = Self.firstWord(word, padding: 16)
      #expect(common == nil && identifier == word, "\(word)")
    }
  }

  @Test func wordsNearTheEndAreLeftToTheWordTable() {
    for word in Self.common + Self.others {
      let (common, identifier) = Self.firstWord(word, padding: 0)
      #expect(common == nil && identifier == word, "\(word)")
    }
  }

  /// Every name, label and variant in a parsed layout is spelt as its bytes, whichever way it
  /// was made.
  @Test func parsedNamesAreTheirBytes() {
    let text = """
      let cell = item(w: 1, h: 1) inset(top: 2, leading: 4, bottom: 2, trailing: 4)
      section items < group.horizontal(w: 1, h: 44pt, count: 3) < cell > >
      section stack < group.vertical(w: 1, h: 1, repeat: 2) < item(w: 1, h: 1/2) > >
      section last < group.horizontal(w: 1, h: 1) < item >
      """
    let bytes = Array(text.utf8)
    let (document, _) = Parser.parse(SourceFile(name: "t.layout", bytes: bytes))
    var names: [Identifier] = []
    func visit(_ e: Element) {
      names.append(e.head)
      if let v = e.variant { names.append(v) }
      for a in e.arguments?.arguments ?? [] { if let l = a.label { names.append(l) } }
      for m in e.modifiers { for a in m.arguments?.arguments ?? [] { if let l = a.label { names.append(l) } } }
      for c in e.body?.children ?? [] { visit(c) }
    }
    for decl in document.decls {
      switch decl {
      case .let(let l): if let v = l.value { visit(v) }
      case .section(let s): for c in s.body?.children ?? [] { visit(c) }
      default: break
      }
    }
    #expect(names.count > 20)
    for name in names {
      #expect(name.text == String(decoding: bytes[name.range.start..<name.range.end], as: UTF8.self), "\(name.text)")
    }
  }
}

/// `Parser.smallNumber` spells `0`…`99` from a table made once: exactly the digits' text for one
/// digit or two not starting with `0`, nothing for any other digits, and never out of the table
/// for bytes that are no digits.
@Suite struct SmallNumberTests {
  @Test func oneAndTwoDigitsAreSpeltAsThemselves() {
    for n in 0..<100 {
      let digits = Array(String(n).utf8)
      #expect(Parser.smallNumber(digits, 0, digits.count) == String(n), "\(n)")
    }
  }

  @Test func otherDigitsAndBytesAreLeftToTheWordTable() {
    for text in ["00", "07", "100", "1.5", ".5", "1.", "a", "1a", "a1", "/", ":", "99 ", ""] {
      let bytes = Array(text.utf8)
      let end = min(bytes.count, 2)
      let spelt = Parser.smallNumber(bytes, 0, end)
      // Only a true one- or two-digit spelling may come back, and then as exactly its bytes.
      #expect(spelt == nil || spelt == String(decoding: bytes[0..<end], as: UTF8.self), "\(text)")
      if ["00", "07", "a", "1a", "a1", "/", ":", ".5", "1.", ""].contains(text) { #expect(spelt == nil, "\(text)") }
    }
  }

  /// Every literal of a parsed layout keeps its digits' text, through the table or not.
  @Test func parsedLiteralsKeepTheirDigits() {
    let text = "section s < group.horizontal(w: 1, h: 44pt, count: 3) < item(w: 1/3, h: 07, w: 100, h: 0.5, w: 2x3) > >\n"
    let bytes = Array(text.utf8)
    let (document, _) = Parser.parse(SourceFile(name: "n.layout", bytes: bytes))
    var literals: [NumberLiteral] = []
    func visit(_ e: Element) {
      for a in e.arguments?.arguments ?? [] {
        if case .dimension(let d) = a.value {
          literals.append(d.numerator)
          if let den = d.denominator { literals.append(den) }
        }
      }
      for c in e.body?.children ?? [] { visit(c) }
    }
    for case .section(let s) in document.decls { for c in s.body?.children ?? [] { visit(c) } }
    #expect(literals.map(\.digits) == ["1", "44", "3", "1", "3", "07", "100", "0.5", "2"])
    for l in literals {
      #expect(l.digits == String(decoding: bytes[l.digitsRange.start..<l.digitsRange.end], as: UTF8.self))
    }
  }
}
