import LayoutSource
import Testing

@testable import LayoutSyntax
import TestSupport

// Parser recovery, swift-syntax `assertParse` style: each input marks with 1️⃣, 2️⃣, … the offsets
// where diagnostics must start (and fix-its insert), and names the diagnostic ID expected there.

private let markerCharacters: Set<Character> = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

/// Removes the markers from `markedSource`, parses the rest, and expects exactly one diagnostic per
/// entry of `expected` (marker → ID), starting at that marker, and no other. `fixIts`, when given, is
/// every fix-it of every diagnostic as marker → inserted text. `ast`, when given, is the ASTDump.
private func assertParse(
  _ markedSource: String, _ expected: [String: String], fixIts: [String: String]? = nil,
  ast: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  var text = ""
  var offsets: [String: Int] = [:]
  var offset = 0
  for ch in markedSource {
    if markerCharacters.contains(ch) {
      #expect(offsets[String(ch)] == nil, "marker \(ch) used twice", sourceLocation: sourceLocation)
      offsets[String(ch)] = offset
    } else {
      text.append(ch)
      offset += ch.utf8.count
    }
  }
  let used = Set(expected.keys).union(fixIts.map { Array($0.keys) } ?? [])
  #expect(used == Set(offsets.keys), "markers in the source ≠ markers expected", sourceLocation: sourceLocation)

  let file = SourceFile(name: "test.layout", text: text)
  let (document, diagnostics) = Parser.parse(file)
  // An offset is shown as the marker placed there, else as `@offset`.
  func place(_ o: Int) -> String { offsets.first { $0.value == o }?.key ?? "@\(o)" }
  let actual = diagnostics.map { "\(place($0.range.start)) \($0.id)" }.sorted()
  #expect(actual == expected.map { "\($0.key) \($0.value)" }.sorted(), sourceLocation: sourceLocation)
  if let fixIts {
    let actualFixIts = diagnostics.flatMap(\.fixIts).map { fix in
      (fix.range.isEmpty ? place(fix.range.start) : "\(place(fix.range.start))..\(place(fix.range.end))")
        + " \(fix.text.debugDescription)"
    }
    #expect(
      actualFixIts.sorted() == fixIts.map { "\($0.key) \($0.value.debugDescription)" }.sorted(),
      sourceLocation: sourceLocation)
  }
  if let ast {
    #expect(ASTDump.dump(document, in: file) == ast, sourceLocation: sourceLocation)
  }
}

// MARK: - One error at a time

@Test func unclosedBodyIsAnchoredWhereTheReaderLooks() {
  // Next token on a new line (or the end of the file): right after the last token.
  assertParse("section < group.vertical < item >1️⃣\n", ["1️⃣": "syntax.unclosedBody"])
  assertParse("section < group.horizontal < item1️⃣\n\nsection < group.horizontal < item > >", ["1️⃣": "syntax.unclosedBody"])
  // Next token on the same line: at that token.
  assertParse("section < group.horizontal < item > 1️⃣section < group.horizontal < item > >", ["1️⃣": "syntax.unclosedBody"])
  assertParse("section < item 1️⃣let x = item", ["1️⃣": "syntax.unclosedBody"])
}

@Test func unclosedArgumentList() {
  assertParse("section < item(w: 1 1️⃣>", ["1️⃣": "syntax.unclosedArguments"])
  assertParse("section < group.horizontal(w: 1 1️⃣< item > >", ["1️⃣": "syntax.unclosedArguments"])
  // The body is unclosed too, but one diagnostic per offset.
  assertParse("section < item(w: 11️⃣\n\n", ["1️⃣": "syntax.unclosedArguments"])
}

@Test func missingColonHasAFixIt() {
  assertParse("section < item(w1️⃣ 1/3) >", ["1️⃣": "syntax.missingColon"], fixIts: ["1️⃣": ":"])
  assertParse("section < item edges(top1️⃣ -8) >", ["1️⃣": "syntax.missingColon"], fixIts: ["1️⃣": ":"])
}

@Test func missingCommaBetweenArguments() {
  assertParse(
    "section < item(w: 1/32️⃣ 1️⃣h: 1) >", ["1️⃣": "syntax.missingComma"], fixIts: ["2️⃣": ","])
  // The next argument on a new line: both at the end of the previous one.
  assertParse("section < item(w: 11️⃣\n h: 1) >", ["1️⃣": "syntax.missingComma"], fixIts: ["1️⃣": ","])
}

@Test func strayTokensInABodyGetOneDiagnosticPerRun() {
  assertParse(
    "section < group.horizontal < 1️⃣: : 2 item 2️⃣= ( > >",
    ["1️⃣": "syntax.strayToken", "2️⃣": "syntax.strayToken"])
  // Only elements nest: a bare `<` in a body is stray.
  assertParse("section < 1️⃣< item >", ["1️⃣": "syntax.strayToken"])
  // The lexer already reported the junk; the parser adds nothing.
  assertParse("section < group.horizontal < item 1️⃣@@ > >", ["1️⃣": "syntax.invalidCharacter"])
}

@Test func strayCloserAtTheTopLevel() {
  assertParse("section < group.horizontal < item > >\n1️⃣>", ["1️⃣": "syntax.expectedDeclaration"])
  assertParse("section < group.horizontal < item > > 1️⃣> > =", ["1️⃣": "syntax.expectedDeclaration"])
}

@Test func modifierAfterAClosingAngle() {
  assertParse("section < group.horizontal < item > 1️⃣inset 2 >", ["1️⃣": "syntax.modifierAfterBody"])
  assertParse("section < group.horizontal < item > > 1️⃣spacing 8", ["1️⃣": "syntax.modifierAfterBody"])
  // A modifier where no `>` precedes it is just out of place.
  assertParse("1️⃣inset 2\nsection < group.horizontal < item > >", ["1️⃣": "syntax.expectedDeclaration"])
  assertParse("section < 1️⃣inset 2 group.horizontal < item > >", ["1️⃣": "syntax.strayToken"])
}

@Test func letWithoutNameOrEquals() {
  assertParse("let 1️⃣= item", ["1️⃣": "syntax.expectedName"])
  // Name and `=` both missing at the end of the file: reported once.
  assertParse("let1️⃣", ["1️⃣": "syntax.expectedName"])
  // Without `=`, parsing goes on as if it were there.
  assertParse("let tile 1️⃣item(w: 1)", ["1️⃣": "syntax.expectedEquals"])
  assertParse("let tile1️⃣\nsection < group.horizontal < tile > >", ["1️⃣": "syntax.expectedEquals"])
  assertParse("let tile = 1️⃣2", ["1️⃣": "syntax.expectedElement"])
}

@Test func reservedWordAsLetName() {
  assertParse("let 1️⃣inset = item(w: 1)", ["1️⃣": "syntax.reservedName"])
  assertParse("let 1️⃣section = item", ["1️⃣": "syntax.reservedName"])
}

@Test func groupDotWithoutVariant() {
  assertParse("section < group.1️⃣>", ["1️⃣": "syntax.expectedName"])
  assertParse("section < group.1️⃣\n>", ["1️⃣": "syntax.expectedName"])
}

@Test func fractionWithoutDenominator() {
  assertParse("section < item(w: 1/1️⃣) >", ["1️⃣": "syntax.expectedDenominator"])
  assertParse("section < item(w: 1/1️⃣, h: 1) >", ["1️⃣": "syntax.expectedDenominator"])
}

@Test func sectionWithoutBody() {
  assertParse("section grid1️⃣\nlet x = item", ["1️⃣": "syntax.expectedBody"])
  assertParse("section grid inset 2 1️⃣let x = item", ["1️⃣": "syntax.expectedBody"])
  assertParse("section1️⃣", ["1️⃣": "syntax.expectedBody"])
}

// MARK: - Many errors, no errors

@Test func threeIndependentErrorsAreAllReported() {
  assertParse(
    """
    let 1️⃣= item
    section < group.horizontal < item(w2️⃣ 1) > >
    section < group.horizontal < item > > 3️⃣inset 2
    """,
    ["1️⃣": "syntax.expectedName", "2️⃣": "syntax.missingColon", "3️⃣": "syntax.modifierAfterBody"])
}

@Test func everyProductionParsesWithoutDiagnostics() {
  assertParse(
    """
    layout Grid(scroll: vertical, spacing: 8)
    let tile = item(w: 1/3w, h: ~44pt,) inset(top: 2, leading: -2) edges(top: flexible 0, bottom: fixed 8)
    section photos inset 2 spacing 10 scroll group-paging-centered <
      group.horizontal(w: 1, h: 2 / 3, count: 3) spacing flexible 8 < tile, item(), item >
    >
    flow chips(line: 10) < item(w: 80pt, h: 32pt) > // a comment
    section < group.inset < item > >
    """, [:])
}

@Test(arguments: TestPaths.sampleNames())
func everySampleParsesWithoutDiagnostics(_ name: String) throws {
  assertParse(String(decoding: try TestPaths.bytes("Samples/" + name), as: UTF8.self), [:])
}

@Test func samplesAreFound() {
  #expect(TestPaths.sampleNames().count >= 3, "no Samples/*.layout under \(TestPaths.root.path)")
}

@Test func productCardDump() {
  assertParse(
    "section < group.vertical < item(w: 2/3, h: 1) inset 2 > >", [:],
    ast: """
      Document @1:1-1:58
        SectionDecl section @1:1-1:58
          Body @1:9-1:58
            Element group.vertical @1:11-1:56
              Body @1:26-1:56
                Element item @1:28-1:54
                  ArgList @1:32-1:46
                    Argument label: w @1:33-1:39
                      Dimension 2/3 @1:36-1:39
                    Argument label: h @1:41-1:45
                      Dimension 1 @1:44-1:45
                  Modifier inset @1:47-1:54
                    Dimension 2 @1:53-1:54

      """)
}

// MARK: - Missing-colon heuristic

@Test func spacingValueAsUnlabelledArgumentIsNotAMissingColon() {
  // `fixed 8` is a Value (SpacingValue), not a label missing its `:`; the missing label is the
  // checker's to report.
  assertParse("section < item edges(fixed 8) >", [:])
}

// MARK: - Robustness

@Test func nestingIsLimitedAt64Bodies() {
  let limit = Parser.maxNestingDepth
  #expect(limit == 64)
  let open = "section < " + String(repeating: "g < ", count: limit - 1)
  let close = String(repeating: " >", count: limit)
  // The section's body and 63 group bodies: exactly at the limit.
  assertParse(open + "item" + close, [:])
  // One more is reported once, at the `<` that is one too deep; the rest is skipped up to its `>`.
  assertParse(open + "g 1️⃣< item >" + close, ["1️⃣": "syntax.nestingTooDeep"])
}

@Test func aHundredThousandNestedBodiesDoNotOverflowTheStack() {
  let depth = 100_000
  let opened = "section < " + String(repeating: "g < ", count: 63) + "g 1️⃣<"
    + String(repeating: " g <", count: depth - 64)
  assertParse(opened + "2️⃣", ["1️⃣": "syntax.nestingTooDeep", "2️⃣": "syntax.unclosedBody"])
  assertParse(opened + String(repeating: " >", count: depth + 1), ["1️⃣": "syntax.nestingTooDeep"])
}

@Test func tokenSoupsNeverCrashAndDiagnosticsStayInTheFile() {
  let pieces = [
    "<", ">", "(", ")", ":", ",", ".", "/", "~", "-", "=", "let", "layout", "section", "flow", "inset",
    "spacing", "edges", "scroll", "header", "footer", "background", "badge", "pinned", "flexible",
    "fixed", "item", "group", "group.vertical", "w", "h", "count", "1", "0.5", "2/3", "1/3w", "44pt",
    "~44pt", "-8", "group-paging", "@", "é", "\u{0}", "\n", "\r\n", "// c\n", " ",
  ]
  var rng = SplitMix64(seed: 2024)
  for i in 0..<2000 {
    var source = ""
    for _ in 0..<rng.below(60) {
      source += pieces[rng.below(pieces.count)]
      if rng.below(3) == 0 { source += " " }
    }
    let file = SourceFile(name: "soup.layout", text: source)
    let (document, diagnostics) = Parser.parse(file)
    let n = file.bytes.count
    let ranges =
      diagnostics.map(\.range) + diagnostics.flatMap { $0.notes.compactMap(\.range) + $0.fixIts.map(\.range) }
    let outside = ranges.filter { $0.start < 0 || $0.end > n }
    let starts = diagnostics.map(\.range.start)
    #expect(outside.isEmpty, "soup #\(i) \(source.debugDescription): ranges \(outside) outside 0..<\(n)")
    #expect(document.range == SourceRange(0, n))
    // Report once: sorted, at most one diagnostic per offset.
    #expect(starts == starts.sorted() && Set(starts).count == starts.count, "soup #\(i) \(source.debugDescription)")
    if !outside.isEmpty { break }
  }
}
