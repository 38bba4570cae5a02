import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

// Rules of Grammar/semantics.md that the worked examples (SpecExamplesTests) do not reach,
// one test per rule, each citing its ID. Every expected number is computed by hand from the rules;
// the arithmetic is in the comments. `px(v)` = floor(v · scale) / scale (D4).

/// x, y, width, height.
private typealias Frame = (x: Double, y: Double, w: Double, h: Double)

private func options(_ w: Double, _ h: Double, scale: Double = 3, mode: UIKitMode = .ios17, items: ItemCounts) -> ResolveOptions {
  ResolveOptions(width: w, height: h, scale: scale, mode: mode, items: items)
}

/// Checks and resolves `source`, then expects every item frame of every section (in order) and
/// the content size, to 0.001 pt.
private func check(
  _ source: String, _ options: ResolveOptions, _ expected: [[Frame]], content: (w: Double, h: Double),
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let file = SourceFile(name: "rule.layout", text: source)
  let (model, diags) = Compilation.model(file, mode: options.mode)
  guard let model else {
    Issue.record("does not check: \(diags.map(\.id.description))", sourceLocation: sourceLocation)
    return
  }
  let (resolved, placement) = Resolver.resolve(model, options: options)
  guard let layout = resolved, !placement.hasErrors else {
    Issue.record("does not resolve: \(placement.map(\.id.description))", sourceLocation: sourceLocation)
    return
  }
  func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.001 }
  func text(_ f: Frame) -> String { "(\(f.x), \(f.y), \(f.w), \(f.h))" }
  #expect(layout.sections.count == expected.count, "section count", sourceLocation: sourceLocation)
  for (s, (section, want)) in zip(layout.sections, expected).enumerated() {
    #expect(section.items.count == want.count, "section \(s): item count", sourceLocation: sourceLocation)
    for (i, (r, w)) in zip(section.items, want).enumerated() {
      let got: Frame = (r.x, r.y, r.width, r.height)
      let ok = close(got.x, w.x) && close(got.y, w.y) && close(got.w, w.w) && close(got.h, w.h)
      #expect(ok, "section \(s) item \(i): expected \(text(w)), layoutc gives \(text(got))", sourceLocation: sourceLocation)
    }
  }
  let ok = close(layout.contentWidth, content.w) && close(layout.contentHeight, content.h)
  #expect(ok, "content size: expected \(content), layoutc gives (\(layout.contentWidth), \(layout.contentHeight))", sourceLocation: sourceLocation)
}

@Suite struct ResolverRulesTests {
  // MARK: - S3: the partial last repetition

  /// S3, column-shaped group (not exactly fw(1) × fh(1)): the partial repetition is shortened.
  @Test func s3ColumnShapedPartialGroupIsShortened() {
    // Vertical fill in L = 100: 50 + 50 = 100, a third 50 overshoots → k = 2. Items are 320 wide.
    // n = 3: repetitions at y = 0 and 0 + 100 + G(10) = 110; r = 1.
    // ℓ_last = ℓ − (ext(T[0..1]) − ext(T[0..0])) = 100 − (100 − 50) = 50.
    // Length = 100 + 10 + 50 = 160 (not 210).
    check(
      "section spacing 10 < group.vertical(w: 1, h: 100pt) < item(h: 50pt) > >",
      options(320, 600, items: .each(3)),
      [[(0, 0, 320, 50), (0, 50, 320, 50), (0, 110, 320, 50)]], content: (320, 160))
  }

  /// S3, row-shaped group: both ext values are 100, so nothing changes.
  @Test func s3RowShapedPartialGroupKeepsItsLength() {
    // px(1/2 × 320) = 160 → k = 2. n = 3, r = 1: ext(T[0..1]) = ext(T[0..0]) = 100.
    // Length = 100 + 100 = 200.
    check(
      "section < group.horizontal(w: 1, h: 100pt) < item(w: 1/2) > >",
      options(320, 600, items: .each(3)),
      [[(0, 0, 160, 100), (160, 0, 160, 100), (0, 100, 160, 100)]], content: (320, 200))
  }

  /// S3: a top-level group of exactly fw(1) × fh(1) is never shortened.
  @Test func s3FullGroupIsNotShortened() {
    // H = 100: the group is 320 × 100 (C2); k = 2 as above; n = 3.
    // Length = 2 × 100 = 200; S3 would give 100 + (100 − 50) = 150.
    check(
      "section < group.vertical(w: 1, h: 1) < item(h: 50pt) > >",
      options(320, 100, items: .each(3)),
      [[(0, 0, 320, 50), (0, 50, 320, 50), (0, 100, 320, 50)]], content: (320, 200))
  }

  // MARK: - S5, S6, S8: sections

  /// S5: an empty section is 0 long in ios17, top − G + bottom in ios14; S6 inserts S after it.
  @Test(arguments: [UIKitMode.ios17, .ios14])
  func s5EmptySection(_ mode: UIKitMode) {
    let source = """
      layout L(spacing: 20)
      section inset(top: 10, bottom: 6) spacing 4 < group.horizontal(w: 1, h: 44pt) < item > >
      section < group.horizontal(w: 1, h: 30pt) < item > >
      """
    // ios17: section 0 is 0 long; section 1 starts at 0 + S(20) = 20; content 20 + 30 = 50.
    // ios14: section 0 is 10 − 4 + 6 = 12 long; section 1 starts at 12 + 20 = 32; content 62.
    let y = mode == .ios17 ? 20.0 : 32.0
    check(source, options(320, 600, mode: mode, items: .list([0, 1])), [[], [(0, y, 320, 30)]], content: (320, y + 30))
  }

  /// S4, S6, S8: insets and G inside a section, S between sections, content = Σ + S.
  @Test func s6InterSectionSpacingAndS8ContentSize() {
    let source = """
      layout L(spacing: 8)
      section inset(top: 5, bottom: 7) spacing 2 < group.horizontal(w: 1, h: 40pt) < item(w: 1/2) > >
      section < group.horizontal(w: 1, h: 20pt) < item > >
      """
    // Section 0: k = 2 (160 wide); rows at y = 5 and 5 + 40 + 2 = 47; length 5 + 40 + 2 + 40 + 7 = 94.
    // Section 1 starts at 94 + 8 = 102: rows at 102, 122, 142; length 60. Content 102 + 60 = 162.
    check(
      source, options(320, 600, items: .each(3)),
      [
        [(0, 5, 160, 40), (160, 5, 160, 40), (0, 47, 160, 40)],
        [(0, 102, 320, 20), (0, 122, 320, 20), (0, 142, 320, 20)],
      ], content: (320, 162))
  }

  /// `ItemCounts.list`: sections past the declared ones reuse the last declared one.
  @Test func itemCountListReusesTheLastDeclaredSection() {
    let source = """
      section < group.horizontal(w: 1, h: 10pt) < item > >
      section < group.horizontal(w: 1, h: 20pt) < item(w: 1/2) > >
      """
    // [1, 1, 2]: A (10 tall) at 0; B at 10 (n = 1, r = 1, row-shaped: length 20); B again at 30
    // with 2 items side by side (160 wide). Content 10 + 20 + 20 = 50. Cycling would reuse A.
    check(
      source, options(320, 600, items: .list([1, 1, 2])),
      [[(0, 0, 320, 10)], [(0, 10, 160, 20)], [(0, 30, 160, 20), (160, 30, 160, 20)]], content: (320, 50))
    // [2]: one section, as a data source with one section says; content 2 × 10.
    check(source, options(320, 600, items: .list([2])), [[(0, 0, 320, 10), (0, 10, 320, 10)]], content: (320, 20))
  }

  // MARK: - Horizontal scroll

  /// Scrolling horizontally (C2, S6): sections stack along x, the container adds top/bottom
  /// insets, a top-level `fw` is of the full W, and the content size is (Σ lengths + S, H).
  @Test func horizontalScrollStacksSectionsAlongX() {
    let source = """
      layout H(scroll: horizontal, spacing: 10)
      section inset(top: 20, leading: 5, bottom: 20, trailing: 7) spacing 4 <
        group.vertical(w: 100pt, h: 1) < item(h: 1/2) >
      >
      section inset(leading: 30) < group.vertical(w: 1/2, h: 1) < item > >
      """
    // Section 0: fh(1) = 600 − 20 − 20 = 560; items px(1/2 × 560) = 280 tall, 100 wide; k = 2.
    // Content origin (5, 20); repetitions at x = 5 and 5 + 100 + 4 = 109.
    // Length 5 + 100 + 4 + 100 + 7 = 216 (S3: ext along x is 100 for T[0..1] and T[0..0]).
    // Section 1 starts at 216 + 10 = 226, origin x 226 + 30 = 256; fw(1/2) of the full 320 = 160
    // (not (320 − 30)/2); items 160 × 600, k = 1, at 256, 416, 576; length 30 + 3 × 160 = 510.
    // Content (226 + 510, 600) = (736, 600).
    check(
      source, options(320, 600, items: .each(3)),
      [
        [(5, 20, 100, 280), (5, 300, 100, 280), (109, 20, 100, 280)],
        [(256, 0, 160, 600), (416, 0, 160, 600), (576, 0, 160, 600)],
      ], content: (736, 600))
  }

  // MARK: - C2, G8, G6, G9

  /// C2: section insets narrow the top-level group across the scroll axis only; `h: 1` is all of H.
  @Test func c2TopLevelGroupKeepsTheFullHeight() {
    // Width px(390 − 10 − 20) = 360; height 844 (not 844 − 60 = 784).
    // Items px(1/4 × 844) = 211 tall; 4 × 211 = 844 → k = 4, at y = 30, 241, 452, 663, x = 10.
    // Length 30 + 844 + 30 = 904.
    check(
      "section inset(top: 30, leading: 10, bottom: 30, trailing: 20) < group.vertical(w: 1, h: 1) < item(h: 1/4) > >",
      options(390, 844, items: .each(4)),
      [[(10, 30, 360, 211), (10, 241, 360, 211), (10, 452, 360, 211), (10, 663, 360, 211)]], content: (390, 904))
  }

  /// G8: the slot advances; the frame is the slot minus the item's insets, which an estimated
  /// axis ignores.
  @Test func g8ItemInsets() {
    // Slots 160 × 100 at x = 0, 160 → (0 + 2, 0 + 1, 160 − 2 − 4, 100 − 1 − 3) = (2, 1, 154, 96), (162, 1, 154, 96).
    check(
      "section < group.horizontal(w: 1, h: 100pt) < item(w: 1/2) inset(top: 1, leading: 2, bottom: 3, trailing: 4) > >",
      options(320, 600, items: .each(2)),
      [[(2, 1, 154, 96), (162, 1, 154, 96)]], content: (320, 100))
    // Height ~50pt is estimated: only the x insets apply → (5, 0, 160 − 10, 50).
    check(
      "section < group.horizontal(w: 1, h: 100pt) < item(w: 1/2, h: ~50pt) inset 5 > >",
      options(320, 600, items: .each(1)),
      [[(5, 0, 150, 50)]], content: (320, 100))
  }

  /// G6: across the axis each slot is placed on its own; flexible edges share the slack.
  @Test(arguments: [
    // slack = (100 − 20 − 0 − 0) / 2 = 40 → y = 40: centred.
    ("edges(top: flexible 0, bottom: flexible 0)", 40.0),
    // No flexible lead edge: y = 0, pinned to the top.
    ("edges(bottom: flexible 0)", 0),
    // slack = (100 − 20) / 1 = 80 on the top edge → y = 80.
    ("edges(top: flexible 0)", 80),
    // A fixed top of 10 and no flexible lead: y = 10.
    ("edges(top: 10, bottom: flexible 0)", 10),
    // slack = (100 − 20 − 5 − 15) / 2 = 30 → y = 5 + 30 = 35.
    ("edges(top: flexible 5, bottom: flexible 15)", 35),
  ])
  func g6CrossAxisPlacement(_ edges: String, _ y: Double) {
    // Items px(1/4 × 320) = 80 wide at x = 0, 80, 160, 240; 20 tall in a 100pt group.
    check(
      "section < group.horizontal(w: 1, h: 100pt) < item(w: 1/4, h: 20pt) \(edges) > >",
      options(320, 600, items: .each(4)),
      [[(0, y, 80, 20), (80, y, 80, 20), (160, y, 80, 20), (240, y, 80, 20)]], content: (320, 100))
  }

  /// G6 on the top-level group: across the scroll axis it is placed in the section's container
  /// less the section's insets, flexible edges sharing the slack; G12: an overfull one gets none.
  @Test(arguments: [
    // Container 320 − 10 − 30 = 280; slack = (280 − 200 − 0 − 0) / 2 = 40 → x = 10 + 40 = 50.
    ("w: 200pt", "edges(leading: flexible 0, trailing: flexible 0)", 50.0),
    // slack = (280 − 200 − 4 − 16) / 2 = 30 → x = 10 + 4 + 30 = 44.
    ("w: 200pt", "edges(leading: flexible 4, trailing: flexible 16)", 44),
    // Only the trailing edge flexible: x = 10 + 6 = 16.
    ("w: 200pt", "edges(leading: 6, trailing: flexible 0)", 16),
    // Overfull: (280 − 300) / 2 = −10 is clamped to 0 → x = 10.
    ("w: 300pt", "edges(leading: flexible 0, trailing: flexible 0)", 10),
  ])
  func g6TopLevelGroupAcrossTheSection(_ width: String, _ edges: String, _ x: Double) {
    let w = width == "w: 200pt" ? 200.0 : 300
    check(
      "section inset(leading: 10, trailing: 30) < group.horizontal(\(width), h: 50pt) \(edges) < item > >",
      options(320, 600, items: .each(2)),
      [[(x, 0, w, 50), (x, 50, w, 50)]], content: (320, 100))
  }

  /// G9: flexible edge spacing along the layout axis is ignored on the top-level group.
  @Test func g9TopLevelFlexibleEdgeAlongTheScrollAxisIsIgnored() {
    // Rows at y = 0 and 50 (not 10 and 70); length 2 × 50 = 100.
    check(
      "section < group.horizontal(w: 1, h: 50pt) edges(top: flexible 10) < item > >",
      options(320, 600, items: .each(2)),
      [[(0, 0, 320, 50), (0, 50, 320, 50)]], content: (320, 100))
  }

  /// G1 [L]: a fill group whose own size along its axis is estimated makes a single pass over its
  /// children.
  // G1 [L] (`Rules.estimatedFillSinglePass`): the nested ~100pt group holds one pass of
  // 20, 30 (k = 6), not 20, 30, 20, 30.
  @Test func estimatedFillGroupMakesASinglePass() {
    // Top group: fill in 320 with 100pt-estimated groups (D2: not floored): 100 × 3 = 300, a
    // fourth overshoots by 80 → 3 slots at x = 0, 100, 200. Inside each, one pass: 20 at 0, 30 at
    // 20 (h: 1 of the 50pt group). k = 6; content 50.
    check(
      "section < group.horizontal(w: 1, h: 50pt) < group.horizontal(w: ~100pt, h: 1) < item(w: 20pt) item(w: 30pt) > > >",
      options(320, 600, items: .each(6)),
      [[(0, 0, 20, 50), (20, 0, 30, 50), (100, 0, 20, 50), (120, 0, 30, 50), (200, 0, 20, 50), (220, 0, 30, 50)]],
      content: (320, 50))
  }

  // MARK: - G5, D5: sizes

  /// G5: a fill group of `1/4` items with fixed spacing keeps its 4 slots and re-resolves them in
  /// L − s(slots − 1); the cross `h: 1/4w` follows the reduced width, so the items stay square.
  @Test func g5FixedSpacingRetryOnAFillGroup() {
    // First pass: 4 × px(1/4 × 320) = 320, no s before an axis-dependent slot; a fifth overshoots.
    // Retry in 320 − 8 × 3 = 296: px(1/4 × 296) = 74 wide and 74 tall.
    // x = 0, 74 + 8 = 82, 164, 246.
    check(
      "section < group.horizontal(w: 1, h: 100pt) spacing 8 < item(w: 1/4, h: 1/4w) > >",
      options(320, 600, items: .each(4)),
      [[(0, 0, 74, 74), (82, 0, 74, 74), (164, 0, 74, 74), (246, 0, 74, 74)]], content: (320, 100))
  }

  /// D5 hazard ("Example: the floor hazard"): (1/3) × 100 = 33.33333333333333, × 3 = 99.99999999999999, floors to 99 → 33.0
  /// at @3x. D6: ios14 keeps 33.333….
  @Test(arguments: [UIKitMode.ios17, .ios14])
  func d5ThirdOfAHundred(_ mode: UIKitMode) {
    // ios17: 33 + 33 + 33 = 99, a fourth overshoots by 32 → k = 3 at x = 0, 33, 66.
    // ios14: 3 × 33.333 ≈ 100 → k = 3 at x = 0, 33.333, 66.667.
    let w = mode == .ios17 ? 33.0 : 100.0 / 3
    check(
      "section < group.horizontal(w: 100pt, h: 10pt) < item(w: 1/3) > >",
      options(320, 600, mode: mode, items: .each(3)),
      [[(0, 0, w, 10), (w, 0, w, 10), (2 * w, 0, w, 10)]], content: (320, 10))
  }
}
