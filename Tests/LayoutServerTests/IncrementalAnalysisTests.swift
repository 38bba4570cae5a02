import LayoutDriver
import LayoutServer
import LayoutSemantics
import LayoutSource
import Testing
import TestSupport

/// The incremental analysis behind `didChange` re-parses, re-checks and re-places only what an edit
/// touched; after every edit its diagnostics must be exactly a from-scratch analysis's.
@Suite struct IncrementalAnalysisTests {
  /// A file with a header, `let`s that use each other, sections, previews, comments and an ignore comment.
  static func base(sections: Int, previews: Bool) -> String {
    var lines = ["// A file for the incremental analysis.", "layout Inc(scroll: vertical, spacing: 8)", ""]
    if previews {
      lines += [
        "preview phone(width: 390, height: 844, scale: 3, sizes: [80x32, 120x60])",
        "preview landscape(width: 844, height: 390, scale: 3, safeArea: inset(top: 0, leading: 47, bottom: 21, trailing: 47))",
        "preview pad(width: 820, height: 1180, scale: 2)",
      ]
    }
    lines += [
      "let photo = item(w: 2/3, h: 1) inset 2", "let stack = item(w: 1, h: 1/2) inset 2", "let square = item inset 2",
      "let pair = group.vertical(w: 1/3, h: 1, repeat: 2) < stack >", "",
    ]
    for s in 0..<sections {
      if s % 5 == 4 {
        lines += [
          "// List \(s).", "section l\(s)(insetsReference: layout-margins) < list(appearance: inset-grouped, header: supplementary) >",
          "section e\(s) < group.horizontal(w: 1, h: ~44pt) < item(w: 1/2, h: ~44pt) > >",
        ]
        continue
      }
      lines += [
        "// Section \(s).",
        "section s\(s) inset(vertical: 8, horizontal: 16) spacing 4 <",
        "  group.vertical(w: 1, h: 1) <",
        "    group.horizontal(w: 1, h: 0.7w) <",
        s % 3 == 0 ? "      photo pair" : "      photo",
        s % 3 == 0 ? "    >" : "      group.vertical(w: 1/3, h: 1, repeat: 2) < stack >\n    >",
        s % 4 == 1 ? "    // layoutc-ignore: placement.groupOverflowsContainer" : "",
        "    group.horizontal(h: 1/3w, count: 3) < square >",
        "  >",
        ">",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static let snippets = [
    "<", ">", "(", ")", ",", "\n", " ", "section", "section t <item>", "let x = item", "let square = item", "//", "/*", "*/", "\"",
    "2/3", "w: 1", "repeat: 3", "0.7wx", "h: 2", "count: 40", "badge(w: 20pt, h: 20pt)", "inset 2", "inset 400", "square",
    "photo", "pair", "stack", "squar", "item", "group.horizontal(w: 1, h: 1) < item >", "// layoutc-ignore: check.unusedLet",
    "preview", "layout", "flow", "é", "\r\n", "spacing 4", "header(h: 44pt)", ">>", "<<",
    "~44pt", "list(appearance: grouped)", "(insetsReference: readable-content)", "sizes: [80x32]", "safeArea: inset(leading: 400)",
  ]

  /// One random edit of `text`: an insertion, a deletion (sometimes across declarations), a
  /// replacement, or a `let` renamed.
  static func edit(_ text: [UInt8], _ rng: inout SplitMix64) -> (TextEdit, [UInt8]) {
    let n = text.count
    let start = rng.below(n + 1)
    var end = start
    var insert: [UInt8] = []
    switch rng.below(5) {
    case 0: insert = Array(snippets[rng.below(snippets.count)].utf8)
    case 1: end = min(n, start + 1 + rng.below(rng.below(4) == 0 ? 400 : 12))
    case 2:
      end = min(n, start + 1 + rng.below(20))
      insert = Array(snippets[rng.below(snippets.count)].utf8)
    case 3:
      // Rename a `let` at its declaration or at a use.
      let names = ["photo", "stack", "square", "pair"]
      let name = Array(names[rng.below(names.count)].utf8)
      var hits: [Int] = []
      var i = 0
      while i + name.count <= n {
        if text[i..<(i + name.count)].elementsEqual(name) { hits.append(i) }
        i += 1
      }
      guard let at = hits.isEmpty ? nil : hits[rng.below(hits.count)] else { return edit(text, &rng) }
      return (TextEdit(start: at, oldEnd: at + name.count, newEnd: at + 3), Array(text[..<at]) + Array("pic".utf8) + Array(text[(at + name.count)...]))
    default:
      // Retype a character of a number, a label or a word.
      end = min(n, start + 1)
      insert = [UInt8(ascii: "a") + UInt8(rng.below(26))]
    }
    let new = Array(text[..<start]) + insert + Array(text[end...])
    return (TextEdit(start: start, oldEnd: end, newEnd: start + insert.count), new)
  }

  static func check(seed: UInt64, sections: Int, previews: Bool, edits: Int) -> (reused: Int, total: Int) {
    var rng = SplitMix64(seed: seed)
    let options = ResolveOptions()
    let original = Array(base(sections: sections, previews: previews).utf8)
    var text = original
    var inc = IncrementalAnalysis(SourceFile(name: "/t/inc.layout", bytes: text), container: options)
    var reused = 0
    for step in 0..<edits {
      // Walks of a few edits from the original, so most edits land in a file that mostly checks.
      let (edit, new) = step % 6 == 5 ? (TextEdit.between(text, original), original) : Self.edit(text, &rng)
      text = new
      let file = SourceFile(name: "/t/inc.layout", bytes: text)
      inc.apply(edit, giving: file)
      if inc.reusedLast { reused += 1 }
      let expected = DocumentAnalysis(file, container: options).diagnostics
      if inc.diagnostics != expected {
        Issue.record("seed \(seed) step \(step) (\(edit)): incremental \(inc.diagnostics.map(describe)) ≠ from scratch \(expected.map(describe))\n--- text:\n\(String(decoding: text, as: UTF8.self))")
        return (reused, step + 1)
      }
    }
    return (reused, edits)
  }

  static func describe(_ d: Diagnostic) -> String { "\(d.id)@\(d.range.start)-\(d.range.end) \(d.message.text) notes \(d.notes) fixits \(d.fixIts)" }

  @Test(arguments: [(UInt64(1), 8, false), (2, 12, true), (3, 5, true), (4, 20, false)])
  func randomEditsMatchAFromScratchAnalysis(seed: UInt64, sections: Int, previews: Bool) {
    let (reused, total) = Self.check(seed: seed, sections: sections, previews: previews, edits: 300)
    // Most edits are confined to one section or a comment: the incremental path must be the one tested.
    #expect(reused * 5 >= total, "only \(reused) of \(total) edits reused the previous analysis")
  }

  @Test func aSectionEditIsReusedAndMatches() {
    let text = Self.base(sections: 6, previews: true)
    var inc = IncrementalAnalysis(SourceFile(name: "a.layout", text: text), container: ResolveOptions())
    #expect(inc.diagnostics == DocumentAnalysis(SourceFile(name: "a.layout", text: text), container: ResolveOptions()).diagnostics)
    for (from, to) in [("h: 0.7w", "h: 0.7wx"), ("repeat: 2", "repeat: 9"), ("// Section 3.", "// Section 3!"), ("< stack >", "< stack > inset 400")] {
      let old = Array(text.utf8)
      guard let s1 = text.range(of: "section s1 "), let r = text.range(of: from, range: s1.upperBound..<text.endIndex) else {
        Issue.record("no \(from)")
        continue
      }
      let edited = text.replacingCharacters(in: r, with: to)
      let new = Array(edited.utf8)
      let file = SourceFile(name: "a.layout", bytes: new)
      inc.apply(TextEdit.between(old, new), giving: file)
      #expect(inc.reusedLast, "\(from) → \(to) analysed the whole text")
      let expected = DocumentAnalysis(file, container: ResolveOptions()).diagnostics
      #expect(inc.diagnostics == expected)
      #expect(!expected.isEmpty || to.hasPrefix("//"), "\(to) should be diagnosed")
      inc.apply(TextEdit.between(new, old), giving: SourceFile(name: "a.layout", bytes: old))
      #expect(inc.reusedLast)
      #expect(inc.diagnostics == DocumentAnalysis(SourceFile(name: "a.layout", bytes: old), container: ResolveOptions()).diagnostics)
    }
  }

  @Test func theEditBetweenTwoTexts() {
    let e = TextEdit.between(Array("abcXYdef".utf8), Array("abcZdef".utf8))
    #expect(e == TextEdit(start: 3, oldEnd: 5, newEnd: 4))
    #expect(TextEdit.between(Array("aaa".utf8), Array("aaaa".utf8)) == TextEdit(start: 3, oldEnd: 3, newEnd: 4))
  }
}

/// The same through the server: ranged `didChange`s, several to a message at times, publish what a
/// server that opened the edited text afresh publishes, and answer symbols, semantic tokens and
/// hovers as it does.
@Suite struct IncrementalServerTests {
  static func position(_ offset: Int, in text: [UInt8]) -> JSON {
    let before = text[..<offset]
    let line = before.filter { $0 == UInt8(ascii: "\n") }.count
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    return .object([("line", .int(line)), ("character", .int(offset - lineStart))])
  }

  @Test func rangedEditsMatchAFreshServer() {
    var rng = SplitMix64(seed: 7)
    let original = Array(IncrementalAnalysisTests.base(sections: 6, previews: true).utf8)
    var text = original
    var s = Session()
    s.open(String(decoding: text, as: UTF8.self))
    for step in 0..<120 {
      var changes: [JSON] = []
      for _ in 0..<(step % 4 == 3 ? 2 : 1) {
        var (edit, new) = IncrementalAnalysisTests.edit(text, &rng)
        // ASCII without carriage returns: a character is a byte here.
        if new.contains(where: { $0 >= 0x80 || $0 == 0x0D }) { (edit, new) = (TextEdit(start: 0, oldEnd: 0, newEnd: 1), [UInt8(ascii: " ")] + text) }
        if step % 7 == 6 { (edit, new) = (TextEdit.between(text, original), original) }
        changes.append(.object([
          ("range", .object([("start", Self.position(edit.start, in: text)), ("end", Self.position(edit.oldEnd, in: text))])),
          ("text", .string(String(decoding: new[edit.start..<edit.newEnd], as: UTF8.self))),
        ]))
        text = new
      }
      s.version += 1
      s.notify("textDocument/didChange", .object([
        ("textDocument", .object([("uri", .string(Session.uri)), ("version", .int(s.version))])), ("contentChanges", .array(changes)),
      ]))
      var fresh = Session()
      let written = String(decoding: text, as: UTF8.self)
      fresh.open(written)
      #expect(s.diagnostics() == fresh.diagnostics(), "step \(step): \(s.diagnostics().map(\.text)) ≠ \(fresh.diagnostics().map(\.text))")
      guard step % 10 == 0 else { continue }
      for method in ["textDocument/documentSymbol", "textDocument/semanticTokens/full"] {
        #expect(s.result(method, Session.document()) == fresh.result(method, Session.document()), "step \(step): \(method)")
      }
      for needle in ["0.7w", "2/3", "inset", "square"] where written.contains(needle) {
        let at = Session.at(needle, in: written, shift: 1)
        #expect(s.result("textDocument/hover", at) == fresh.result("textDocument/hover", at), "step \(step): hover on \(needle)")
      }
    }
  }
}

/// The line tables an edit splices are the ones the edited text builds.
@Suite struct SplicedLineTableTests {
  @Test func splicedLineStartsMatchRebuiltOnes() {
    var rng = SplitMix64(seed: 11)
    let pieces = ["\n", "\r", "\r\n", "a", "bc ", "é", "\n\n", "\r\r\n"]
    var text: [UInt8] = Array("a\nb\r\nc\rd\n".utf8)
    var file = SourceFile(name: "t", bytes: text)
    var lines = LineIndex(text)
    for step in 0..<500 {
      let start = rng.below(text.count + 1)
      let end = min(text.count, start + rng.below(4))
      let inserted = (0..<rng.below(3)).flatMap { _ in Array(pieces[rng.below(step % 3 == 0 ? pieces.count : 5)].utf8) }
      let new = Array(text[..<start]) + inserted + Array(text[end...])
      file = SourceFile(name: "t", bytes: new, editing: file, start: start, oldEnd: end, newEnd: start + inserted.count)
      lines = LineIndex(new, editing: lines, start: start, oldEnd: end, newEnd: start + inserted.count)
      text = new
      let fresh = LineIndex(text)
      #expect(file.lineStarts == SourceFile(name: "t", bytes: text).lineStarts, "step \(step)")
      #expect(lines.lineStarts == fresh.lineStarts, "step \(step)")
      for o in [0, text.count / 2, text.count] {
        #expect(lines.position(of: o) == fresh.position(of: o), "step \(step) offset \(o)")
        #expect(lines.offset(of: fresh.position(of: o)) == fresh.offset(of: fresh.position(of: o)))
      }
      if step % 50 == 49 { text = Array("x\n".utf8); file = SourceFile(name: "t", bytes: text); lines = LineIndex(text) }
    }
  }
}
