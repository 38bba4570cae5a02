import Foundation
import LayoutSource
import Testing

@testable import LayoutSyntax
import TestSupport

// Grammar/lexical.md, checked two ways (Zig's tokenizer tests): a table of inputs and their tokens,
// all through `check`, and stated properties over Samples/ and pseudo-random bytes.

/// Lexes `source` and expects exactly `expected` (kind and text of each token, comments included,
/// the final `eof` left out), a single zero-length `eof` at the end, and one
/// `syntax.invalidCharacter` diagnostic at each `.invalid` token and none elsewhere.
private func check(
  _ source: String, _ expected: [(TokenKind, String)],
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let bytes = Array(source.utf8)
  let (tokens, diagnostics) = Lexer.tokenize(bytes)
  func spell(_ kind: TokenKind, _ text: String) -> String { "\(kind) \(text.debugDescription)" }
  let actual = tokens.filter { $0.kind != .eof }.map {
    spell($0.kind, String(decoding: bytes[$0.range.start..<$0.range.end], as: UTF8.self))
  }
  #expect(actual == expected.map { spell($0.0, $0.1) }, sourceLocation: sourceLocation)
  #expect(
    tokens.last?.kind == .eof && tokens.last?.range == .empty(at: bytes.count)
      && tokens.filter { $0.kind == .eof }.count == 1,
    "expected one zero-length eof at the end, got \(tokens.last.map { "\($0)" } ?? "nothing")",
    sourceLocation: sourceLocation)
  #expect(
    diagnostics.map { "\($0.id) \($0.range)" }
      == tokens.filter { $0.kind == .invalid }.map { "syntax.invalidCharacter \($0.range)" },
    sourceLocation: sourceLocation)
}

// MARK: - Tables

@Test func punctuationIsOneTokenPerByte() {
  let all: [(TokenKind, String)] = [
    (.lAngle, "<"), (.rAngle, ">"), (.lParen, "("), (.rParen, ")"), (.lBracket, "["), (.rBracket, "]"),
    (.colon, ":"), (.comma, ","), (.dot, "."), (.slash, "/"), (.tilde, "~"), (.minus, "-"), (.equals, "="),
  ]
  check("< > ( ) [ ] : , . / ~ - =", all)
  check("<>()[]:,./~-=", all)
  check(">>", [(.rAngle, ">"), (.rAngle, ">")])
  check("<<>>", [(.lAngle, "<"), (.lAngle, "<"), (.rAngle, ">"), (.rAngle, ">")])
  check("==", [(.equals, "="), (.equals, "=")])
}

@Test func everyKeywordLexesAsItsKind() {
  let keywords: [(TokenKind, String)] = [
    (.kwLet, "let"), (.kwLayout, "layout"), (.kwSection, "section"), (.kwFlow, "flow"),
    (.kwInset, "inset"), (.kwSpacing, "spacing"), (.kwEdges, "edges"), (.kwScroll, "scroll"),
    (.kwHeader, "header"), (.kwFooter, "footer"), (.kwBackground, "background"),
    (.kwBadge, "badge"), (.kwPinned, "pinned"), (.kwFlexible, "flexible"), (.kwFixed, "fixed"),
  ]
  check(keywords.map(\.1).joined(separator: " "), keywords)
  // A keyword added to TokenKind must be added to this table (and to Grammar/lexical.md).
  #expect(Set(keywords.map(\.0)) == Set(TokenKind.allCases.filter(\.isKeyword)))
  // Keywords are exact and case-sensitive words.
  check(
    "Section lets insets _inset inset-x background2",
    [
      (.identifier, "Section"), (.identifier, "lets"), (.identifier, "insets"), (.identifier, "_inset"),
      (.identifier, "inset-x"), (.identifier, "background2"),
    ])
}

@Test func wordsJoinAtHyphensOnlyBeforeALetter() {
  check("group-paging-centered", [(.identifier, "group-paging-centered")])
  check("top-trailing x_1 w", [(.identifier, "top-trailing"), (.identifier, "x_1"), (.identifier, "w")])
  check("a-1", [(.identifier, "a"), (.minus, "-"), (.number, "1")])
  check("a-", [(.identifier, "a"), (.minus, "-")])
  check("a -b", [(.identifier, "a"), (.minus, "-"), (.identifier, "b")])
  check("a--b", [(.identifier, "a"), (.minus, "-"), (.minus, "-"), (.identifier, "b")])
  check("a- b", [(.identifier, "a"), (.minus, "-"), (.identifier, "b")])
  check("group.vertical", [(.identifier, "group"), (.dot, "."), (.identifier, "vertical")])
}

@Test func numbersCarryDecimalsAndAGluedUnit() {
  check("2 44 007", [(.number, "2"), (.number, "44"), (.number, "007")])
  check("0.5 12.25", [(.number, "0.5"), (.number, "12.25")])
  check("44pt 0.7w 1h", [(.number, "44pt"), (.number, "0.7w"), (.number, "1h")])
  check("44 pt", [(.number, "44"), (.identifier, "pt")])
  check("2/3", [(.number, "2"), (.slash, "/"), (.number, "3")])
  check("1/3w", [(.number, "1"), (.slash, "/"), (.number, "3w")])
  check("2 / 3", [(.number, "2"), (.slash, "/"), (.number, "3")])
  check("~44pt", [(.tilde, "~"), (.number, "44pt")])
  check("-8", [(.minus, "-"), (.number, "8")])
  check("44pt-x", [(.number, "44pt"), (.minus, "-"), (.identifier, "x")])
  // No exponent: `e5` is a unit the checker rejects. Units may hold digits and `_`.
  check("1e5 3w2 1_000", [(.number, "1e5"), (.number, "3w2"), (.number, "1_000")])
}

@Test func aDotBelongsToANumberOnlyBetweenDigits() {
  check("1.", [(.number, "1"), (.dot, ".")])
  check(".5", [(.dot, "."), (.number, "5")])
  check("1.5.5", [(.number, "1.5"), (.dot, "."), (.number, "5")])
  check("1.w", [(.number, "1"), (.dot, "."), (.identifier, "w")])
  check("1pt.5", [(.number, "1pt"), (.dot, "."), (.number, "5")])
}

@Test func anUnclosedBlockCommentRunsToTheEndAndIsReportedOnce() {
  let (tokens, diagnostics) = Lexer.tokenize(Array("item /* a /* b */ c".utf8))
  #expect(tokens.map(\.kind) == [.identifier, .comment, .eof])
  #expect(diagnostics.map { "\($0.id) \($0.range)" } == ["syntax.unclosedBlockComment \(SourceRange(5, 7))"])
}

@Test func aNameWithLettersOutsideASCIIIsOneNameAndOneError() {
  let (tokens, diagnostics) = Lexer.tokenize(Array("let café = über_ß2 ×".utf8))
  #expect(tokens.map(\.kind) == [.kwLet, .identifier, .equals, .identifier, .invalid, .eof])
  #expect(diagnostics.map(\.id.name) == ["nonASCIIName", "nonASCIIName", "invalidCharacter"])
  #expect(diagnostics.first?.range == SourceRange(4, 9))
}

@Test func commentsAreInterleavedInOrder() {
  check(
    "item // one\n// two\n> // three",
    [(.identifier, "item"), (.comment, "// one"), (.comment, "// two"), (.rAngle, ">"), (.comment, "// three")])
  check("a//b", [(.identifier, "a"), (.comment, "//b")])
  check("/ /", [(.slash, "/"), (.slash, "/")])
  check("//", [(.comment, "//")])
  check("a /* b */ c", [(.identifier, "a"), (.comment, "/* b */"), (.identifier, "c")])
  check("/* x\n y */>", [(.comment, "/* x\n y */"), (.rAngle, ">")])
  // Block comments nest as Swift's do; `//` inside one does not end it early.
  check("/* a /* b */ c */d", [(.comment, "/* a /* b */ c */"), (.identifier, "d")])
  check("/* // */e", [(.comment, "/* // */"), (.identifier, "e")])
  check("/*/ x */", [(.comment, "/*/ x */")])
  check("// fixture: --uikit ios14\nsection", [(.comment, "// fixture: --uikit ios14"), (.kwSection, "section")])
}

@Test func crlfIsWhitespaceAndStaysInTheComment() {
  check(
    "section <\r\n\titem // c\r\n>\r\n",
    [(.kwSection, "section"), (.lAngle, "<"), (.identifier, "item"), (.comment, "// c\r"), (.rAngle, ">")])
  check("\r\n \t\r", [])
  check("", [])
  // A lone `\r` ends a line, and so a comment (classic Mac line endings).
  check("item // c\r>\r// d", [(.identifier, "item"), (.comment, "// c"), (.rAngle, ">"), (.comment, "// d")])
}

@Test func aRunOfUnrecognisedBytesIsOneInvalidToken() {
  check("item@#$item", [(.identifier, "item"), (.invalid, "@#$"), (.identifier, "item")])
  check("@ #", [(.invalid, "@"), (.invalid, "#")])
  check("@1", [(.invalid, "@"), (.number, "1")])
  check("item(w: 1 ; 2)", [
    (.identifier, "item"), (.lParen, "("), (.identifier, "w"), (.colon, ":"), (.number, "1"),
    (.invalid, ";"), (.number, "2"), (.rParen, ")"),
  ])
  // A valid UTF-8 sequence is never split (non-ASCII letters join names: see below).
  check("👍 item", [(.invalid, "👍"), (.identifier, "item")])
  check("×👍×<", [(.invalid, "×👍×"), (.lAngle, "<")])
  // Whitespace is only space, tab, CR and LF.
  check("\u{FEFF}section", [(.invalid, "\u{FEFF}"), (.kwSection, "section")])
  check("a\u{0C}b\u{A0}c", [(.identifier, "a"), (.invalid, "\u{0C}"), (.identifier, "b"), (.invalid, "\u{A0}"), (.identifier, "c")])
}

@Test func nulBytesAreInvalid() {
  check("\u{0}", [(.invalid, "\u{0}")])
  check("a\u{0}\u{0}b", [(.identifier, "a"), (.invalid, "\u{0}\u{0}"), (.identifier, "b")])
  check("<\u{0}>", [(.lAngle, "<"), (.invalid, "\u{0}"), (.rAngle, ">")])
}

// MARK: - Properties

@Test func propertiesHoldOverEverySample() throws {
  let names = TestPaths.sampleNames()
  #expect(names.count >= 3, "Samples/*.layout not found under \(TestPaths.root.path)")
  for name in names {
    let problems = lexerPropertyViolations(try TestPaths.bytes("Samples/" + name))
    #expect(problems.isEmpty, "\(name): \(problems)")
  }
}

@Test func propertiesHoldOverPseudoRandomBytes() {
  var rng = SplitMix64(seed: 0x1A70_0C)
  let fragments: [[UInt8]] =
    [
      "section", "let", "inset", "group-paging-centered", "item(w: 2/3, h: 1)", "<", ">", ">>", "(",
      ")", ":", ",", ".", "/", "//", "// c", "~44pt", "-8", "1.", ".5", "0.7w", "1/3w", "a-", "=",
      " ", "\t", "\n", "\r\n", "é", "👍",
    ].map { Array($0.utf8) } + [[0], [0xFF], [0x80], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x91], [0xED, 0xA0, 0x80]]
  for i in 0..<3000 {
    var bytes: [UInt8] = []
    for _ in 0..<rng.below(i < 2000 ? 24 : 200) {
      if rng.below(2) == 0 {
        bytes += fragments[rng.below(fragments.count)]
      } else {
        bytes.append(UInt8(truncatingIfNeeded: rng.next()))
      }
    }
    let problems = lexerPropertyViolations(bytes)
    #expect(problems.isEmpty, "random input #\(i) \(bytes): \(problems)")
    if !problems.isEmpty { break }
  }
}

/// The properties of Grammar/lexical.md that hold for any input; empty when all hold.
private func lexerPropertyViolations(_ bytes: [UInt8]) -> [String] {
  // Termination: every token before `eof` is at least one byte, so `count + 1` calls must reach it.
  var lexer = Lexer(bytes: bytes)
  var calls = 0
  while lexer.next().kind != .eof {
    calls += 1
    if calls > bytes.count { return ["no eof after \(calls) tokens"] }
  }
  var problems: [String] = []
  if lexer.next().kind != .eof { problems.append("next() after eof is not eof") }

  let (tokens, diagnostics) = Lexer.tokenize(bytes)
  let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
  var previous: Token?
  for t in tokens {
    let end = previous?.range.end ?? 0
    guard t.range.start >= end, t.range.end <= bytes.count else {
      problems.append("\(t) overlaps \(previous.map { "\($0)" } ?? "the start") or is out of bounds")
      break
    }
    if !bytes[end..<t.range.start].allSatisfy(whitespace.contains) {
      problems.append("non-whitespace bytes before \(t)")
    }
    if t.kind != .eof, t.range.isEmpty { problems.append("empty \(t)") }
    let text = bytes[t.range.start..<t.range.end]
    if let spelling = t.kind.spelling, !text.elementsEqual(spelling.utf8) { problems.append("\(t) is not `\(spelling)`") }
    switch t.kind {
    case .number where !Lexer.isDigit(text.first ?? 0), .identifier where !Lexer.isWordStart(text.first ?? 0) && Lexer.letterLength(bytes, t.range.start) == nil:
      problems.append("\(t) starts with \(text.first ?? 0)")
    case .comment where text.starts(with: "/*".utf8):
      if !text.suffix(2).elementsEqual("*/".utf8), t.range.end != bytes.count { problems.append("\(t) is a block comment that stops before its `*/`") }
    case .comment where !text.starts(with: "//".utf8) || text.contains(0x0A) || text.indices.contains(where: { Lexer.isLoneCR(bytes, $0) })
      || (t.range.end < bytes.count && bytes[t.range.end] != 0x0A && !Lexer.isLoneCR(bytes, t.range.end)):
      problems.append("\(t) is not one whole line comment")
    case .invalid where previous?.kind == .invalid && previous?.range.end == t.range.start:
      problems.append("a run of unrecognised bytes is split at \(t.range.start)")
    default: break
    }
    previous = t
  }
  let eofs = tokens.filter { $0.kind == .eof }
  if eofs.count != 1 || tokens.last?.kind != .eof || tokens.last?.range != .empty(at: bytes.count) {
    problems.append("expected one zero-length eof at \(bytes.count), got \(eofs)")
  }
  let invalid = tokens.filter { $0.kind == .invalid }.map { "syntax.invalidCharacter \($0.range)" }
  let reported = diagnostics.filter { $0.id.name == "invalidCharacter" }.map { "\($0.id) \($0.range)" }
  if reported != invalid { problems.append("diagnostics \(reported) != invalid tokens \(invalid)") }
  return problems
}

// MARK: - Shared test support

/// Files of the package, found from this file's path (Tests/LayoutSyntaxTests/…).
enum TestPaths {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func bytes(_ relativePath: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: root.appendingPathComponent(relativePath)))
  }

  /// The names of Samples/*.layout, sorted; empty when the folder cannot be read (tests check).
  static func sampleNames() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Samples").path)) ?? []
    return names.filter { $0.hasSuffix(".layout") }.sorted()
  }
}
