import Foundation
import LayoutSource
import Testing

@testable import LayoutSyntax
import TestSupport

// The lexer scans most tokens over the buffer's pointer and sends the rest to its checked paths;
// lexing with the checked paths alone must give the same tokens, comments and diagnostics.

/// Tokens (comments interleaved) and diagnostics of `bytes`, by the fast path or the checked one.
private func lex(_ bytes: [UInt8], checkedOnly: Bool) -> (tokens: [Token], diagnostics: [Diagnostic]) {
  var lexer = Lexer(bytes: bytes)
  lexer.checkedOnly = checkedOnly
  return Lexer.tokenize(lexer)
}

/// Empty when both paths agree on `bytes`, else what differs first.
private func difference(_ bytes: [UInt8]) -> String? {
  let fast = lex(bytes, checkedOnly: false)
  let checked = lex(bytes, checkedOnly: true)
  if let i = fast.tokens.indices.first(where: { $0 < checked.tokens.count && fast.tokens[$0] != checked.tokens[$0] }) {
    return "token \(i): \(fast.tokens[i]) != \(checked.tokens[i])"
  }
  if fast.tokens.count != checked.tokens.count { return "\(fast.tokens.count) tokens != \(checked.tokens.count)" }
  if fast.diagnostics != checked.diagnostics { return "diagnostics \(fast.diagnostics) != \(checked.diagnostics)" }
  return nil
}

@Test func theFastPathLexesEveryLayoutFileOfTheRepositoryAsTheCheckedPathDoes() throws {
  var paths: [String] = []
  for folder in ["Samples", "Tests"] {
    let url = TestPaths.root.appendingPathComponent(folder)
    let walker = FileManager.default.enumerator(atPath: url.path)
    while let relative = walker?.nextObject() as? String {
      if relative.hasSuffix(".layout") { paths.append(folder + "/" + relative) }
    }
  }
  #expect(paths.count >= 50, "few .layout files found under \(TestPaths.root.path)")
  for path in paths.sorted() {
    let d = difference(try TestPaths.bytes(path))
    #expect(d == nil, "\(path): \(d ?? "")")
  }
}

@Test func theFastPathLexesPseudoRandomBytesAsTheCheckedPathDoes() {
  var rng = SplitMix64(seed: 0xFA57)
  let fragments: [[UInt8]] =
    [
      "section", "spacing", "let", "layout", "flow", "inset", "edges", "scroll", "header", "footer",
      "background", "badge", "pinned", "flexible", "fixed", "lets", "se", "inset-x", "a-b", "_x",
      "group-paging-centered", "item(w: 2/3, h: 1)", "80x32", "64.5x32.5", "2x", "0.7w", "1e5", "1.",
      ".5", "1.5.5", "44pt-x", "a-1", "a-", "<", ">", "(", ")", "[", "]", ":", ",", ".", "/", "~", "-",
      "=", "//", "// c", "/*", "*/", "/* a /* b */ c */", "*", " ", "\t", "\n", "\r", "\r\n", "é",
      "café", "👍", "×", "\u{A0}",
    ].map { Array($0.utf8) } + [[0], [0xFF], [0x80], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x91], [0xED, 0xA0, 0x80]]
  for i in 0..<4000 {
    var bytes: [UInt8] = []
    for _ in 0..<rng.below(i < 3000 ? 24 : 200) {
      if rng.below(3) != 0 {
        bytes += fragments[rng.below(fragments.count)]
      } else {
        bytes.append(UInt8(truncatingIfNeeded: rng.next()))
      }
    }
    let d = difference(bytes)
    #expect(d == nil, "random input #\(i) \(bytes): \(d ?? "")")
    if d != nil { break }
  }
}
