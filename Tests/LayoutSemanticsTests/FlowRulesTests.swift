import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

// F rules of Grammar/semantics.md that the worked examples (Fixtures/flow-spec) and the resolve goldens
// do not pin down, one test per rule, each citing its ID. Every expected number is computed by hand
// from the rules; the arithmetic is in the comments. Comparisons are exact (F4: the uniform-path test
// is exact Double equality). Notation: U = D − begin − end, g along a line, λ between lines.

/// x, y, width, height.
private typealias Frame = (x: Double, y: Double, w: Double, h: Double)

/// A header or footer of section `section`.
private typealias Supplementary = (section: Int, kind: String, frame: Frame)

/// Checks `source` as a flow layout at `size`, resolves it, and expects every item frame of every
/// section (in order), exactly the headers and footers listed, and the content size.
private func check(
  _ source: String, size: (w: Double, h: Double), scale: Double = 3, mode: UIKitMode = .ios26,
  items: ItemCounts, rules: Rules = .standard, _ expected: [[Frame]],
  supplementaries: [Supplementary] = [], content: (w: Double, h: Double),
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let analysis = Compilation.analyze(SourceFile(name: "rule.layout", text: source), mode: mode)
  guard case .flow(let model)? = analysis.checked else {
    Issue.record("not a clean flow layout: \(analysis.diagnostics.map(\.id.description)) \(analysis.usageError?.description ?? "")", sourceLocation: sourceLocation)
    return
  }
  let options = ResolveOptions(width: size.w, height: size.h, scale: scale, mode: mode, items: items, rules: rules)
  let (layout, placement) = FlowResolver.resolve(model, options: options)
  #expect(!placement.hasErrors, "\(placement.map(\.id.description))", sourceLocation: sourceLocation)
  func same(_ r: Rect, _ f: Frame) -> Bool { r.x == f.x && r.y == f.y && r.width == f.w && r.height == f.h }
  func text(_ r: Rect) -> String { "(\(r.x), \(r.y), \(r.width), \(r.height))" }
  #expect(layout.sections.count == expected.count, "section count", sourceLocation: sourceLocation)
  var failures = 0
  for (s, (section, want)) in zip(layout.sections, expected).enumerated() {
    #expect(section.index == s, "section index", sourceLocation: sourceLocation)
    #expect(section.items.count == want.count, "section \(s): item count \(section.items.count)", sourceLocation: sourceLocation)
    for (i, (r, w)) in zip(section.items, want).enumerated() where !same(r, w) && failures < 10 {
      failures += 1
      Issue.record("section \(s) item \(i): expected \(w), layoutc gives \(text(r))", sourceLocation: sourceLocation)
    }
  }
  let got = layout.sections.flatMap { s in s.supplementaries.map { (s.index, $0.kind, $0.frame) } }
  #expect(got.count == supplementaries.count, "supplementaries: \(got)", sourceLocation: sourceLocation)
  for (g, w) in zip(got, supplementaries) where g.0 != w.section || g.1 != w.kind || !same(g.2, w.frame) {
    Issue.record("expected \(w.kind) of section \(w.section) at \(w.frame), layoutc gives \(g.1) of \(g.0) at \(text(g.2))", sourceLocation: sourceLocation)
  }
  let ok = layout.contentWidth == content.w && layout.contentHeight == content.h
  #expect(ok, "content size: expected \(content), layoutc gives (\(layout.contentWidth), \(layout.contentHeight))", sourceLocation: sourceLocation)
}

@Suite struct FlowRulesTests {
  // MARK: - F4: which path

  /// F4: only the sizes the section shows count. A 3-size pattern whose first two are equal is
  /// uniform for n = 2 and general for n = 3.
  @Test func f4OnlyTheShownSizesCount() {
    let source = "flow < item(w: 100pt, h: 50pt) item(w: 100pt, h: 50pt) item(w: 60pt, h: 20pt) >"
    // n = 2, uniform: perLine = floor((10 + 330) / 110) = 3, gap = (330 − 300) / 2 = 15 → x = 0, 115.
    // Content 50.
    check(source, size: (330, 600), items: .each(2), [[(0, 0, 100, 50), (115, 0, 100, 50)]], content: (330, 50))
    // n = 3, general: 100 → 220, 100 → 110, 60 → 40: one incomplete line, gap g = 10 → x = 0, 110,
    // 220; C = 50 centres the 20pt item at y = 15. Content 50.
    check(
      source, size: (330, 600), items: .each(3),
      [[(0, 0, 100, 50), (110, 0, 100, 50), (220, 15, 60, 20)]], content: (330, 50))
  }

  /// F4, F16: an all-equal pattern takes the uniform path: the last line keeps the grid pitch
  /// (the general path would space it by g), and a lone last item sits in column 0, not centred.
  @Test func f4AllEqualPatternIsUniform() {
    let source = "flow < item(w: 100pt, h: 50pt) item(w: 100pt, h: 50pt) >"
    // D = 330: perLine = 3, gap 15, pitch 115. n = 5: items 3, 4 at x = 0, 115 on line 1 (y = 60);
    // the general path would put item 4 at 110. Content 2 · 60 − 10 = 110.
    let row0: [Frame] = [(0, 0, 100, 50), (115, 0, 100, 50), (230, 0, 100, 50)]
    check(source, size: (330, 600), items: .each(5), [row0 + [(0, 60, 100, 50), (115, 60, 100, 50)]], content: (330, 110))
    // n = 4: item 3 alone at (0, 60), not (115, 60).
    check(source, size: (330, 600), items: .each(4), [row0 + [(0, 60, 100, 50)]], content: (330, 110))
  }

  /// F4 with F14/F15: a horizontal strip of equal cells is uniform and keeps the documented
  /// meanings (columns λ = gl apart); cells that differ take the general path and swap (gi apart).
  @Test(arguments: [(60.0, [0.0, 90, 180], 240.0), (80, [0, 66, 152], 212)])
  func f4DecidesTheHorizontalSpacing(_ secondWidth: Double, _ x: [Double], _ contentWidth: Double) {
    // H = 50, cells 40 tall: one per column, centred at y = (50 − 40) / 2 = 5 on both paths
    // (uniform: perLine = floor((6 + 50) / (6 + 40)) = 1, m0 = 5; general: all lines single).
    // Equal (60, 60, 60): λ = gl = 30 → x = 0, 90, 180; content 3 · 90 − 30 = 240.
    // Mixed (60, 80, 60): λ = gi = 6 → x = 0, 66, 66 + 80 + 6 = 152; content 152 + 60 = 212.
    check(
      "layout(scroll: horizontal)\nflow(line: 30, interitem: 6) < item(w: 60pt, h: 40pt) item(w: \(Int(secondWidth))pt, h: 40pt) >",
      size: (400, 50), items: .each(3),
      [[(x[0], 5, 60, 40), (x[1], 5, secondWidth, 40), (x[2], 5, 60, 40)]], content: (contentWidth, 50))
  }

  // MARK: - F10, F11, F7: sections, headers, footers

  /// F11 (`Rules.flowEmptySectionKeepsInsets`): an empty section is header + top + bottom + footer
  /// long by default, header + footer without its insets; F10: the next section starts right after.
  @Test(arguments: [true, false])
  func f11EmptySectionExtent(_ keepsInsets: Bool) {
    var rules = Rules()
    rules.flowEmptySectionKeepsInsets = keepsInsets
    let source = "flow inset(top: 10, bottom: 6) header(h: 20pt) footer(h: 4pt) < item(w: 100pt, h: 30pt) >"
    // Keeps: footer at 20 + 10 + 6 = 36, extent 40. Without: footer at 20, extent 24.
    // Section 1 (the same section, n = 1, uniform; perLine = 3 → x = 0) starts at s0 = extent:
    // header (0, s0, 320, 20), item at s0 + 20 + 10, footer at s0 + 20 + 10 + 30 + 6; extent 70.
    let s0 = keepsInsets ? 40.0 : 24
    check(
      source, size: (320, 600), items: .list([0, 1]), rules: rules,
      [[], [(0, s0 + 30, 100, 30)]],
      supplementaries: [
        (0, "header", (0, 0, 320, 20)), (0, "footer", (0, keepsInsets ? 36 : 20, 320, 4)),
        (1, "header", (0, s0, 320, 20)), (1, "footer", (0, s0 + 66, 320, 4)),
      ],
      content: (320, s0 + 70))
  }

  /// F10, F6, F7, F8 scrolling horizontally: sections stack along x with no gap; headers and footers
  /// are (s₀ + cross, 0, extent, D), spanning the whole height whatever the top/bottom insets.
  @Test func f10HorizontalSectionsStackAlongX() {
    let source = """
      layout(scroll: horizontal)
      flow inset(top: 8, leading: 5, bottom: 2, trailing: 5) header(w: 20pt) footer(w: 10pt) < item(w: 40pt, h: 40pt) >
      flow < item(w: 30pt, h: 100pt) >
      """
    // Section 0: U = 100 − 8 − 2 = 90; perLine = floor((10 + 90) / (10 + 40)) = 2, gap = (90 − 80) / 1 = 10
    // → y = 8, 58; x = header 20 + leading 5 = 25. crossEnd = 25 + 40 + trailing 5 = 70 → footer
    // (70, 0, 10, 100); extent 80. Section 1 at x = 80: perLine = floor(110 / 110) = 1,
    // m0 = (100 − 100) / 2 = 0; extent 30. Content (110, 100).
    check(
      source, size: (400, 100), items: .list([2, 1]),
      [[(25, 8, 40, 40), (25, 58, 40, 40)], [(80, 0, 30, 100)]],
      supplementaries: [(0, "header", (0, 0, 20, 100)), (0, "footer", (70, 0, 10, 100))],
      content: (110, 100))
  }

  /// F1: D = 0 emits nothing (not even the header) and a zero content size.
  @Test(arguments: [
    ("flow header(h: 10pt) < item(w: 10pt, h: 10pt) >", 0.0, 600.0),
    ("layout(scroll: horizontal)\nflow header(w: 10pt) < item(w: 10pt, h: 10pt) >", 320, 0),
  ])
  func f1ZeroDimensionEmitsNothing(_ source: String, _ width: Double, _ height: Double) {
    check(source, size: (width, height), items: .each(3), [], content: (0, 0))
  }

  // MARK: - R1: origin rounding

  /// R1: ties round away from zero, for negative origins too. 37.5 is a tie at @1x (→ 38) and at
  /// @3x (112.5 px → 113 px → 113 / 3); at @2x it is 75 px and stays.
  @Test(arguments: [1.0, 2, 3], [1.0, -1])
  func r1TiesRoundAwayFromZero(_ scale: Double, _ sign: Double) {
    // Uniform, perLine = 1: m0 = (D − 300) / 2 = ±37.5 with D = 375 or 225.
    let expected = sign * [1: 38.0, 2: 37.5, 3: 113.0 / 3][Int(scale)]!
    check(
      "flow < item(w: 300pt, h: 50pt) >", size: (sign > 0 ? 375 : 225, 600), scale: scale, items: .each(1),
      [[(expected, 0, 300, 50)]], content: (sign > 0 ? 375 : 225, 50))
  }

  // MARK: - Rules switches

  /// F15 (`Rules.flowSwapSpacingOnHorizontalGeneralPath`): "Example: flow spacing swap" with and
  /// without the swap.
  @Test(arguments: [true, false])
  func f15SpacingSwap(_ swap: Bool) {
    var rules = Rules()
    rules.flowSwapSpacingOnHorizontalGeneralPath = swap
    let source = "layout(scroll: horizontal)\nflow(line: 30, interitem: 10) < item(w: 60pt, h: 40pt) item(w: 80pt, h: 40pt) item(w: 50pt, h: 40pt) >"
    // Swap ("Example: flow spacing swap"): (0, 30), (70, 30), (160, 30); content 210.
    // Documented meanings (g = 10, λ = 30): 40 → 50, 40 → 0, 40 > 0: column 0 = {0, 1} justified
    // (gap (100 − 80) / 1 = 20 → y = 0, 60; C = 80 centres item 0 at x = 10); column 1 = {2}
    // incomplete at x = 80 + 30 = 110; content 160 (not what UIKit does by default).
    let frames: [Frame] = swap
      ? [(0, 30, 60, 40), (70, 30, 80, 40), (160, 30, 50, 40)] : [(10, 0, 60, 40), (0, 60, 80, 40), (110, 0, 50, 40)]
    check(source, size: (320, 100), items: .each(3), rules: rules, [frames], content: (swap ? 210 : 160, 100))
  }

  /// F17 (`Rules.flowEmptyLineBeforeOverlongFirstItem`): the over-long first item of "Example: flow
  /// lone items and over-long items" with and without the empty line.
  @Test(arguments: [true, false])
  func emptyLineBeforeOverlongFirstItem(_ emptyLine: Bool) {
    var rules = Rules()
    rules.flowEmptyLineBeforeOverlongFirstItem = emptyLine
    // With (as in the example): (0, 10), (0, 70); content 120.
    // Without: line 0 = {0} (single, complete), line 1 = {1}: every line single → the last is
    // complete too → item 1 centred at (300 − 100) / 2 = 100, y = 50 + 10 = 60; content 110.
    let frames: [Frame] = emptyLine ? [(0, 10, 400, 50), (0, 70, 100, 50)] : [(0, 0, 400, 50), (100, 60, 100, 50)]
    check(
      "flow < item(w: 400pt, h: 50pt) item(w: 100pt, h: 50pt) >", size: (300, 600), items: .each(2), rules: rules,
      [frames], content: (300, emptyLine ? 120 : 110))
  }

  /// F15 with F17: scrolling horizontally, a first cell taller than U gets an extra gi before it.
  @Test func overlongFirstCellGetsAnInteritemGapWhenScrollingHorizontally() {
    // U = 100, g = gl = 30, λ = gi = 7. 150 > 100: empty column 0 (+ 7); column 1 = {0} complete,
    // y = max(0, (100 − 150) / 2) = 0; column 2 = {1} at x = 7 + 40 + 7 = 54, leading. Content 94.
    check(
      "layout(scroll: horizontal)\nflow(line: 30, interitem: 7) < item(w: 40pt, h: 150pt) item(w: 40pt, h: 50pt) >",
      size: (400, 100), items: .each(2), [[(7, 0, 40, 150), (54, 0, 40, 50)]], content: (94, 100))
  }

  // MARK: - Scale

  /// 100,000 items resolve on both paths (no timing assertion; the debug build must just finish).
  @Test(arguments: [false, true])
  func aHundredThousandItems(_ mixed: Bool) {
    let n = 100_000
    // D = 320, widths 100: 3 per line. Uniform: pitch 110 across, 60 down (gap (320 − 300) / 2 = 10);
    // content ceil(n / 3) · 60 − 10 = 33334 · 60 − 10 = 2000030.
    // Mixed heights 50, 30 (general): every full line has leftover 320 − 330 = −10 and C = 50, so it is
    // justified with gap 10 (same x) and the 30pt items sit 10 lower. The last line {99999} (30 tall,
    // leftover 210 ≠ −10) is leading: (0, 33333 · 60 = 1999980); content 1999980 + 30 = 2000010.
    var frames: [Frame] = []
    for i in 0..<n {
      let h: Double = mixed && i % 2 == 1 ? 30 : 50
      let offset: Double = mixed && i % 2 == 1 && i != n - 1 ? 10 : 0
      frames.append((Double(i % 3) * 110, Double(i / 3) * 60 + offset, 100, h))
    }
    let source = mixed ? "flow < item(w: 100pt, h: 50pt) item(w: 100pt, h: 30pt) >" : "flow < item(w: 100pt, h: 50pt) >"
    check(source, size: (320, 600), items: .each(n), [frames], content: (320, mixed ? 2_000_010 : 2_000_030))
  }
}
