import LayoutDriver
import LayoutSemantics
import LayoutSource
import LayoutSyntax
import Testing

// Self-sizing with measured sizes (E1–E9 of Grammar/semantics.md), one table row per growth rule.
// Every expected frame is computed by hand from the rules; the arithmetic is in the comments.

/// x, y, width, height.
private typealias Frame = (x: Double, y: Double, w: Double, h: Double)

private func sizes(_ list: [(Double, Double)]) -> [MeasuredSize] { list.map { MeasuredSize(width: $0.0, height: $0.1) } }

/// Checks `source` and resolves it at 390×844 @3x with `measured`, vertical scrolling.
private func resolved(_ source: String, items: ItemCounts, measured: MeasuredSizes?, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ResolvedLayout? {
  let file = SourceFile(name: "self-sizing.layout", text: source)
  var options = ResolveOptions(width: 390, height: 844, scale: 3, items: items)
  options.measured = measured
  switch Compilation.analyze(file, mode: nil).checked {
  case .compositional(let m)?: return Resolver.resolve(m, options: options).0
  case .flow(let m)?: return FlowResolver.resolve(m, options: options).0
  case nil:
    Issue.record("does not check", sourceLocation: sourceLocation)
    return nil
  }
}

private func expectFrames(_ got: [Rect], _ want: [Frame], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
  func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.001 }
  #expect(got.count == want.count, "item count \(got.count), expected \(want.count)", sourceLocation: sourceLocation)
  for (i, (r, w)) in zip(got, want).enumerated() {
    let ok = close(r.x, w.x) && close(r.y, w.y) && close(r.width, w.w) && close(r.height, w.h)
    #expect(ok, "item \(i): expected \(w), layoutc gives (\(r.x), \(r.y), \(r.width), \(r.height))", sourceLocation: sourceLocation)
  }
}

@Suite struct SelfSizingTests {
  struct Growth: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    var items: Int
    var measured: [MeasuredSize]
    var frames: [[Double]]
    var contentHeight: Double
    var testDescription: String { name }
  }

  static let growth: [Growth] = [
    // E4, horizontal group: the tallest item. Heights 60 and 90 → the group is 90 tall; the next
    // repetition starts at 90 + 10 (S1). Widths are 1/2 of 390 (fractional: they stay, E3).
    Growth(
      name: "horizontal takes the tallest",
      source: "section spacing 10 < group.horizontal(w: 1, h: ~44pt) < item(w: 1/2, h: ~44pt) > >",
      items: 4, measured: sizes([(10, 60), (10, 90)]),
      frames: [[0, 0, 195, 60], [195, 0, 195, 90], [0, 100, 195, 60], [195, 100, 195, 90]], contentHeight: 190),
    // E4, vertical group: the sum, with spacing 8 and the second item's fixed top edge 4:
    // 30 + 8 + 4 + 40 = 82. The item at y = 30 + 8 + 4 = 42; the next repetition at 82.
    Growth(
      name: "vertical sums with spacing and edge spacing",
      source: "section < group.vertical(w: 1, h: ~100pt) spacing 8 < item(h: ~50pt) item(h: ~50pt) edges(top: 4) > >",
      items: 4, measured: sizes([(1, 30), (1, 40)]),
      frames: [[0, 0, 390, 30], [0, 42, 390, 40], [0, 82, 390, 30], [0, 124, 390, 40]], contentHeight: 164),
    // E4: insets on the estimated axis (top, bottom) are ignored, the leading one is kept: three
    // 100pt items fit in 390 − 5 = 385 (G1); the group is 60 tall, its items at y = 0.
    Growth(
      name: "insets ignored on the estimated axis",
      source: "section < group.horizontal(w: 1, h: ~44pt) inset(top: 10, leading: 5, bottom: 10) < item(w: 100pt, h: ~44pt) > >",
      items: 4, measured: sizes([(300, 60)]),
      frames: [[5, 0, 100, 60], [105, 0, 100, 60], [205, 0, 100, 60], [5, 60, 100, 60]], contentHeight: 120),
    // E4 nested: the inner row is max(60, 90) = 90, the outer column 90 + 20 = 110; item 2 is
    // 390 wide (w: 1 stays) at y = 90; the second repetition starts at 110.
    Growth(
      name: "nested estimated groups",
      source: "section < group.vertical(w: 1, h: ~200pt) < group.horizontal(w: 1, h: ~44pt) < item(w: 1/2, h: ~44pt) > item(h: ~30pt) > >",
      items: 6, measured: sizes([(1, 60), (1, 90), (1, 20)]),
      frames: [[0, 0, 195, 60], [195, 0, 195, 90], [0, 90, 390, 20], [0, 110, 195, 60], [195, 110, 195, 90], [0, 200, 390, 20]],
      contentHeight: 220),
    // E3 with G1: estimated widths fill the row at their measured widths. Row 0: 200, then
    // 390 − 200 − 8 − 150 = 32 ≥ 0, then 32 − 8 − 120 < 0: two items. Row 1 starts at item 2:
    // 120, then 390 − 120 − 8 − 200 = 62, then 62 − 8 − 150 < 0: items 2 and 3.
    Growth(
      name: "estimated widths fill the row",
      source: "section < group.horizontal(w: 1, h: 32pt) spacing 8 < item(w: ~100pt, h: 1) > >",
      items: 4, measured: sizes([(200, 32), (150, 32), (120, 32)]),
      frames: [[0, 0, 200, 32], [208, 0, 150, 32], [0, 32, 120, 32], [128, 32, 200, 32]], contentHeight: 64),
    // E3: only estimated dimensions take the measured value: the 300pt width stays (one fits
    // in 390, G1), the height is the measured 70.
    Growth(
      name: "a fixed dimension stays",
      source: "section < group.horizontal(w: 1, h: ~44pt) < item(w: 300pt, h: ~44pt) > >",
      items: 2, measured: sizes([(100, 70)]),
      frames: [[0, 0, 300, 70], [0, 70, 300, 70]], contentHeight: 140),
    // E6: an orthogonal section is as tall as its tallest group: the groups are 195 wide
    // (0.5 × 390, C3) at x = 0 and 195, 60 and 90 tall; the section is 90.
    Growth(
      name: "orthogonal section takes its tallest group",
      source: "section scroll continuous < group.horizontal(w: 0.5, h: ~44pt) < item(w: 1, h: ~44pt) > >",
      items: 2, measured: sizes([(1, 60), (1, 90)]),
      frames: [[0, 0, 195, 60], [195, 0, 195, 90]], contentHeight: 90),
  ]

  @Test(arguments: growth)
  func growthRules(_ row: Growth) throws {
    let layout = try #require(resolved(row.source, items: .each(row.items), measured: MeasuredSizes(pattern: row.measured)))
    expectFrames(layout.sections[0].items, row.frames.map { ($0[0], $0[1], $0[2], $0[3]) })
    #expect(abs(layout.contentHeight - row.contentHeight) <= 0.001, "content height \(layout.contentHeight)")
  }

  /// Without measured sizes the estimates are final (D2), as before.
  @Test func withoutMeasuredSizesEstimatesStay() throws {
    let layout = try #require(resolved(Self.growth[0].source, items: .each(2), measured: nil))
    expectFrames(layout.sections[0].items, [(0, 0, 195, 44), (195, 0, 195, 44)])
    #expect(layout.sections[0].itemSizing == [.estimated, .estimated])
  }

  /// E1, E2: `--measured` gives section by section; later sections move (S6). Section 0's one
  /// item is 100 tall, so section 1 starts at 100; items past a list are not measured (E8).
  @Test func laterSectionsMoveAndListsEnd() throws {
    let measured = MeasuredSizes(pattern: sizes([(1, 500)]), sections: [
      MeasuredSection(items: .list(sizes([(1, 100)]))), MeasuredSection(items: .list(sizes([(1, 70)]))),
    ])
    let layout = try #require(resolved(
      "section < group.horizontal(w: 1, h: ~44pt) < item(w: 1, h: ~44pt) > >", items: .list([1, 2]), measured: measured))
    expectFrames(layout.sections[0].items, [(0, 0, 390, 100)])
    expectFrames(layout.sections[1].items, [(0, 100, 390, 70), (0, 170, 390, 44)])
    #expect(layout.sections[1].itemSizing == [.measured, .estimated])
    #expect(layout.contentHeight == 214)
  }

  /// E7: an estimated header takes its measured height and the items move below it; without a
  /// measurement it keeps its estimate and says so.
  @Test func estimatedHeaderHeights() throws {
    let source = "section header(h: ~44pt) < group.horizontal(w: 1, h: 50pt) < item > >"
    let measured = MeasuredSizes(sections: [MeasuredSection(items: .list([]), header: MeasuredSize(width: 10, height: 60))])
    let layout = try #require(resolved(source, items: .each(1), measured: measured))
    let header = try #require(layout.sections[0].supplementaries.first)
    #expect(header.frame == Rect(x: 0, y: 0, width: 390, height: 60))
    #expect(header.sizing == .measured)
    expectFrames(layout.sections[0].items, [(0, 60, 390, 50)])
    let unmeasured = try #require(resolved(source, items: .each(1), measured: nil))
    #expect(unmeasured.sections[0].supplementaries.first?.sizing == .estimated)
    expectFrames(unmeasured.sections[0].items, [(0, 44, 390, 50)])
  }

  /// E9, the issue's flow case: lines 8 apart, items 8 apart; 200 + 8 + 150 fits 390, 120 does
  /// not (390 − 208 − 158 = 24); line 0 is complete and justified (F17): item 1 at 390 − 150.
  @Test func flowItemsTakeMeasuredSizes() throws {
    let layout = try #require(resolved(
      "flow(line: 8, interitem: 8) < item(w: ~100pt, h: ~32pt) >", items: .each(3),
      measured: MeasuredSizes(pattern: sizes([(200, 32), (150, 32), (120, 32)]))))
    expectFrames(layout.sections[0].items, [(0, 0, 200, 32), (240, 0, 150, 32), (0, 40, 120, 32)])
    #expect(layout.sections[0].itemSizing == [.measured, .measured, .measured])
  }

  /// E10: UIKit gives every unmeasured cell the one `estimatedItemSize`, the first item's: the
  /// second pattern entry's 60 × 20 is never used. Three equal cells take the uniform path (F4,
  /// F16): ⌊(10 + 390) / (10 + 100)⌋ = 3 on a line, spread (390 − 300) / 2 = 45 apart.
  @Test func unmeasuredFlowCellsTakeTheLayoutsOneEstimate() throws {
    let source = "flow < item(w: ~100pt, h: ~30pt) item(w: ~60pt, h: ~20pt) >"
    let layout = try #require(resolved(source, items: .each(3), measured: nil))
    expectFrames(layout.sections[0].items, [(0, 0, 100, 30), (145, 0, 100, 30), (290, 0, 100, 30)])
    #expect(layout.sections[0].itemSizing == [.estimated, .estimated, .estimated])
    // A measured cell takes its size, the others the estimate: 70 + 10 + 100 + 10 + 100 fits; the
    // line is 40 tall, so the 30-tall cells are centred 5 down.
    let some = try #require(resolved(source, items: .each(3), measured: MeasuredSizes(sections: [MeasuredSection(items: .list([MeasuredSize(width: 70, height: 40)]))])))
    expectFrames(some.sections[0].items, [(0, 0, 70, 40), (80, 5, 100, 30), (190, 5, 100, 30)])
  }

  /// E10: `estimatedItemSize: automatic` sets `automaticSize`; unmeasured cells are drawn at the
  /// file's estimate, or at `itemSize`'s default 50 × 50 under the other reading of the switch.
  @Test(arguments: [(true, 100.0, 30.0), (false, 50, 50)])
  func automaticSizeDrawsUnmeasuredCells(_ fileEstimate: Bool, _ w: Double, _ h: Double) throws {
    let file = SourceFile(name: "a.layout", text: "layout A(estimatedItemSize: automatic)\nflow < item(w: ~100pt, h: ~30pt) >")
    guard case .flow(let model)? = Compilation.analyze(file, mode: nil).checked else { Issue.record("does not check"); return }
    #expect(model.automaticEstimate)
    var options = ResolveOptions(width: 390, height: 844, scale: 3, items: .each(1))
    options.rules.flowAutomaticSizeDrawsFileEstimate = fileEstimate
    expectFrames(FlowResolver.resolve(model, options: options).0.sections[0].items, [(0, 0, w, h)])
    let swift = Compilation.build(file, options: BuildOptions(resolve: options, emit: .swift)).output ?? ""
    #expect(swift.contains("layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize"))
  }

  /// E9: `~` and fixed sizes do not mix in a flow file, within an item or across items.
  @Test(arguments: [
    "flow < item(w: ~100pt, h: 32pt) >",
    "flow < item(w: ~100pt, h: ~32pt) item(w: 50pt, h: 32pt) >",
    "flow a < item(w: 50pt, h: 32pt) >\nflow b < item(w: ~100pt, h: ~32pt) >",
  ])
  func flowMixingIsAnError(_ source: String) {
    let a = Compilation.analyze(SourceFile(name: "f.layout", text: source), mode: nil)
    #expect(a.diagnostics.contains { $0.id.description == "check.flowEstimated" })
    #expect(a.checked == nil)
  }

  /// E1: a preview's `sizes:` (the size token of Grammar/lexical.md), and its errors.
  @Test func previewSizes() throws {
    let a = Compilation.analyze(SourceFile(name: "p.layout", text: """
      preview phone(sizes: [80x32, 120x32, 64.5x32.25])
      section < group.horizontal(w: 1, h: ~44pt) < item(w: ~80pt, h: 1) > >
      """), mode: nil)
    #expect(a.previews.first?.sizes == sizes([(80, 32), (120, 32), (64.5, 32.25)]))
    // Every preview gives sizes: the estimate note is not said.
    #expect(!a.diagnostics.contains { $0.id.description == "check.estimatedTreatedAsFinal" })
    for bad in ["[80x0]", "[80]", "[80x32pt]", "[~80x32]", "[80w]"] {
      let b = Compilation.analyze(SourceFile(name: "p.layout", text: "preview phone(sizes: \(bad))\nsection < group.horizontal < item > >"), mode: nil)
      #expect(b.diagnostics.contains { $0.id.description == "check.previewSizes" }, "\(bad)")
    }
  }

  /// The size token: `64.5x32.5` is one number token, `2x` keeps its unit, `x2` is a name.
  @Test(arguments: [
    ("64.5x32.5", [TokenKind.number]), ("2x", [.number]), ("80x32", [.number]), ("x2", [.identifier]),
    ("1.5.5", [.number, .dot, .number]), ("2x.5", [.number, .dot, .number]),
  ])
  func sizeToken(_ text: String, _ kinds: [TokenKind]) {
    let tokens = Lexer.tokenize(Array(text.utf8)).tokens.map(\.kind)
    #expect(tokens == kinds + [.eof])
  }

  /// E2: `--measured FILE.json`, and every way it can be wrong, each located in the file.
  @Test func measuredFile() throws {
    let good = MeasuredFile.parse(SourceFile(name: "m.json", text: #"{"sections": [{"items": [[80, 32], [1.5e2, 3]], "header": [390, 60]}, {}]}"#))
    guard case .sections(let s) = good else {
      Issue.record("does not parse")
      return
    }
    #expect(s.count == 2)
    #expect(s[0].items.size(1) == MeasuredSize(width: 150, height: 3))
    #expect(s[0].items.size(2) == nil)
    #expect(s[0].header == MeasuredSize(width: 390, height: 60))
    #expect(s[1].items.size(0) == nil)
    let bad: [(String, Int)] = [
      (#"{"sections": [{"items": [[80, -1]]}]}"#, 25),
      (#"{"sections": [{"items": [[80, 1e999]]}]}"#, 25),
      (#"{"sections": [{"items": [[80]]}]}"#, 25),
      (#"{"sections": {}}"#, 13),
      (#"{"section": []}"#, 12),
      (#"{"sections": [{"itens": []}]}"#, 24),
      (#"{"sections": [}"#, 14),
      (#"[1, 2"#, 5),
      ("", 0),
    ]
    for (text, offset) in bad {
      guard case .invalid(let d) = MeasuredFile.parse(SourceFile(name: "m.json", text: text)) else {
        Issue.record("accepted \(text)")
        continue
      }
      #expect(d.id.description == "check.measuredFile")
      #expect(d.range.start == offset, "\(text): at \(d.range.start)")
    }
  }
}
