import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

// The O and X rules of Grammar/semantics.md (orthogonal sections, supplementaries, decorations)
// that the worked examples and the resolve fixtures do not pin down, one test per rule. Every
// expected number is computed by hand from the rules; the arithmetic is in the comments.

/// Checks and resolves `source` at 390×844 @3x (unless told otherwise).
private func resolve(
  _ source: String, items: ItemCounts, width: Double = 390, height: Double = 844, mode: UIKitMode = .ios17,
  visible: ClosedRange<Double>? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> ResolvedLayout? {
  let (model, diags) = Compilation.model(SourceFile(name: "rule.layout", text: source), mode: mode)
  guard let model else {
    Issue.record("does not check: \(diags.map(\.id.description))", sourceLocation: sourceLocation)
    return nil
  }
  var options = ResolveOptions(width: width, height: height, scale: 3, mode: mode, items: items)
  options.visible = visible
  let (layout, placement) = Resolver.resolve(model, options: options)
  #expect(!placement.hasErrors, "\(placement.map(\.id.description))", sourceLocation: sourceLocation)
  return layout
}

private func rect(_ r: Rect) -> [Double] { [r.x, r.y, r.width, r.height] }

private func boundary(_ layout: ResolvedLayout, section: Int, _ kind: String) -> [Double]? {
  layout.sections[section].supplementaries.first { $0.kind == kind && $0.source == .boundary }.map { rect($0.frame) }
}

@Suite("Orthogonal, supplementary and decoration rules")
struct SupplementaryRulesTests {
  /// X5: "`.top` sits at the section start; `.bottom` sits after contentInsets.bottom" — the
  /// alignment, not the element kind, decides where a boundary supplementary goes (UIKit's
  /// `NSCollectionLayoutBoundarySupplementaryItem(layoutSize:elementKind:alignment:)`; the emitted
  /// Swift passes `alignment: .bottom` for `header(…, align: bottom)`).
  /// One item, group 100 tall: the `.top` footer (20) first at y = 0, the item at y = 20, the
  /// `.bottom` header (30) after it at y = 120; content 20 + 100 + 30 = 150.
  @Test func alignmentDecidesWhereABoundarySupplementaryGoes() throws {
    let source = "section header(h: 30pt, align: bottom) footer(h: 20pt, align: top) < group.horizontal(w: 1, h: 100pt) < item > >"
    let layout = try #require(resolve(source, items: .each(1)))
    #expect(layout.contentHeight == 150)
    #expect(boundary(layout, section: 0, "footer") == [0, 0, 390, 20])
    #expect(rect(layout.sections[0].items[0]) == [0, 20, 390, 100])
    #expect(boundary(layout, section: 0, "header") == [0, 120, 390, 30])
  }

  /// The same in a horizontally scrolling layout (X5): `align: trailing` on a header puts it after
  /// the content. Group 100 wide, one item: footer (`.leading`, 20 wide) at x = 0, item at x = 20,
  /// header at x = 120; content width 150.
  @Test func alignmentDecidesWhereABoundarySupplementaryGoesHorizontally() throws {
    let source = """
      layout(scroll: horizontal)
      section header(w: 30pt, align: trailing) footer(w: 20pt, align: leading) < group.vertical(w: 100pt, h: 1) < item > >
      """
    let layout = try #require(resolve(source, items: .each(1), height: 300))
    #expect(layout.contentWidth == 150)
    #expect(boundary(layout, section: 0, "footer") == [0, 0, 20, 300])
    #expect(boundary(layout, section: 0, "header") == [120, 0, 30, 300])
  }

  /// S7 with X5's `extendsBoundary = false` ("the supplementary overlaps the content and adds no
  /// length"): a layout-wide footer that does not extend ends where the content ends. One section
  /// of 10 × 100 = 1000 after a 40pt header: content 1040; footer 30 tall at 1040 − 30 = 1010.
  @Test func layoutFooterThatDoesNotExtendOverlapsTheContentEnd() throws {
    let source = """
      layout header(h: 40pt) footer(h: 30pt, extends: false)
      section < group.horizontal(w: 1, h: 100pt) < item > >
      """
    let layout = try #require(resolve(source, items: .each(10)))
    #expect(layout.contentHeight == 1040)
    let footer = try #require(layout.supplementaries.first { $0.kind == "footer" })
    #expect(rect(footer.frame) == [0, 1010, 390, 30])
  }

  /// X5 `pinToVisibleBounds` on a layout-wide header (the configuration's
  /// `boundarySupplementaryItems` pin as section ones do): with `--visible 300..700` the header is
  /// clamped into the visible range and the content, min(max(0, 300), 1040 − 40) = 300.
  @Test func pinnedLayoutHeaderFollowsTheVisibleRange() throws {
    let source = """
      layout header(h: 40pt, pinned: true)
      section < group.horizontal(w: 1, h: 100pt) < item > >
      """
    let layout = try #require(resolve(source, items: .each(10), visible: 300...700))
    let header = try #require(layout.supplementaries.first { $0.kind == "header" })
    #expect(rect(header.frame) == [0, 300, 390, 40])
  }

  /// S5 `ios14` [M]: "A pinned header or footer is clamped into that (possibly negative) content
  /// range, which can put it at −G." Empty section, G = 10, no insets: length 30 − 10 = 20, so the
  /// pinned header at --visible 0..800 is at min(max(0, 0), 20 − 30) = −10; section 1 starts at 20.
  @Test func pinnedHeaderOfAnEmptyIOS14SectionCanSitAtMinusG() throws {
    let source = "section spacing 10 header(h: 30pt, pinned: true) < group.horizontal(w: 1, h: 50pt) < item > >"
    let layout = try #require(resolve(source, items: .list([0, 2]), mode: .ios14, visible: 0...800))
    #expect(boundary(layout, section: 0, "header") == [0, -10, 390, 30])
    #expect(boundary(layout, section: 1, "header") == [0, 20, 390, 30])
    #expect(rect(layout.sections[1].items[0]) == [0, 50, 390, 50])
    #expect(layout.contentHeight == 160)
  }

  /// X5 / S5, measured on real UIKit (375×812 @3x): pinned headers and footers clamp into the
  /// section's content — between its header and its footer — not into the whole section. Sections
  /// of 0, 20, 7 and 6 items, header and footer 24, rows 40, G = 2.
  /// `ios14` at --visible 0..731: section 0 (empty) has content 0 − 2 = −2 long from y = 24, so its
  /// header is at min(max(0, 0), 22 − 24) = −2 and its footer at max(min(22, 707), 24) = 24.
  /// Sections 1–3 start at 46, 932 and 1272 (lengths 46, 886, 340, 298); the footers of sections
  /// 2 and 3 are at max(min(1248, 707), 956) = 956 and max(min(1546, 707), 1296) = 1296.
  /// `ios17` at --visible 0..724: section 0 is 48 long; its header at min(max(0, 0), 24 − 24) = 0,
  /// its footer at max(min(24, 700), 24) = 24; sections start at 48, 934 and 1274, so those
  /// footers are at 958 and 1298.
  @Test(arguments: [
    (UIKitMode.ios14, 731.0, [-2.0, 24, 956, 1296]),
    (UIKitMode.ios17, 724.0, [0.0, 24, 958, 1298]),
  ])
  func pinnedBoundariesClampToTheContent(_ mode: UIKitMode, _ visibleEnd: Double, _ want: [Double]) throws {
    let source = "section spacing 2 header(h: 24pt, pinned: true) footer(h: 24pt, pinned: true) < group.horizontal(w: 1, h: 40pt, count: 1) < item > >"
    let items = ItemCounts.list([0, 20, 7, 6])
    let scrolled = try #require(resolve(source, items: items, width: 375, height: 812, mode: mode, visible: 0...visibleEnd))
    #expect(boundary(scrolled, section: 0, "header")?[1] == want[0])
    #expect(boundary(scrolled, section: 0, "footer")?[1] == want[1])
    #expect(boundary(scrolled, section: 2, "footer")?[1] == want[2])
    #expect(boundary(scrolled, section: 3, "footer")?[1] == want[3])
    // Nothing else moves: every item is where it is at rest.
    let rest = try #require(resolve(source, items: items, width: 375, height: 812, mode: mode))
    #expect(scrolled.sections.map { $0.items.map(rect) } == rest.sections.map { $0.items.map(rect) })
    #expect(scrolled.contentHeight == rest.contentHeight)
  }

  /// X5: a pinned footer never rides over its own header. One row of 40 between a 24 header and
  /// a 24 footer (content 24..64); in a 40-tall visible range the footer would be at 40 − 24 = 16,
  /// over the header, and is clamped to the content's start, 24. The header stays at 0.
  @Test func pinnedFooterStopsAtItsHeader() throws {
    let source = "section header(h: 24pt, pinned: true) footer(h: 24pt, pinned: true) < group.horizontal(w: 1, h: 40pt) < item > >"
    let layout = try #require(resolve(source, items: .each(1), visible: 0...40))
    #expect(boundary(layout, section: 0, "header") == [0, 0, 390, 24])
    #expect(boundary(layout, section: 0, "footer") == [0, 24, 390, 24])
  }

  /// X5, scrolled past a section: its pinned header rides up with the content's end, which is the
  /// footer's start, not the section's end. Content 24..64, footer 64..88: at --visible 60..904 the
  /// header is at min(max(0, 60), 64 − 24) = 40 and the footer at max(min(64, 880), 24) = 64.
  @Test func pinnedHeaderStopsAtItsFooter() throws {
    let source = "section header(h: 24pt, pinned: true) footer(h: 24pt, pinned: true) < group.horizontal(w: 1, h: 40pt) < item > >"
    let layout = try #require(resolve(source, items: .each(1), visible: 60...904))
    #expect(boundary(layout, section: 0, "header") == [0, 40, 390, 24])
    #expect(boundary(layout, section: 0, "footer") == [0, 64, 390, 24])
  }

  /// `Rules.pinnedClampExcludesSectionInsets` (X5 [M]): with it on, the section's insets along the
  /// scroll axis leave the content too. Insets 10, one row at 34..74, the footer at 84: the content
  /// is 24..84 with the insets and 34..74 without, so at --visible 60..904 the header is at
  /// min(max(0, 60), 84 − 24) = 60, or 74 − 24 = 50 with the switch.
  @Test(arguments: [(false, 60.0), (true, 50.0)])
  func pinnedClampInsetsSwitch(_ excludes: Bool, _ headerY: Double) throws {
    let source = "section inset 10 header(h: 24pt, pinned: true) footer(h: 24pt) < group.horizontal(w: 1, h: 40pt) < item > >"
    let (model, _) = Compilation.model(SourceFile(name: "rule.layout", text: source), mode: .ios17)
    var options = ResolveOptions(width: 390, height: 844, scale: 3, mode: .ios17, items: .each(1))
    options.visible = 60...904
    options.rules.pinnedClampExcludesSectionInsets = excludes
    let checked = try #require(model)
    let layout = try #require(Resolver.resolve(checked, options: options).0)
    #expect(boundary(layout, section: 0, "header")?[1] == headerY)
  }

  /// O3 [L]: an empty orthogonal section has only its header and footer extents, in both modes
  /// (no ios14 insets − G). Insets 10, G = 8, header 30: section 0 is 30 long in ios14 too.
  @Test(arguments: [UIKitMode.ios17, .ios14])
  func emptyOrthogonalSectionIsItsHeader(_ mode: UIKitMode) throws {
    let source = "section scroll paging inset 10 spacing 8 header(h: 30pt) < group.horizontal(w: 0.5, h: 80pt) < item > >"
    let layout = try #require(resolve(source, items: .list([0, 1]), mode: mode))
    #expect(layout.sections[0].length == 30)
    #expect(boundary(layout, section: 1, "header")?[1] == 30)
    // Section 1: header 30 + top 10 + 80 + bottom 10 = 130 long, its item at y = 30 + 30 + 10.
    #expect(layout.sections[1].items.first?.y == 70)
    #expect(layout.contentHeight == 160)
  }

  /// X7: a background is "[L] An empty section (n = 0) has no background", and an orthogonal
  /// section's background spans the full width however far its groups run ("Example: an orthogonal section").
  @Test func orthogonalBackgroundSpansTheWidthAndEmptySectionsHaveNone() throws {
    let source = "section scroll continuous inset 10 spacing 10 background < group.horizontal(w: 0.5, h: 80pt) < item > >"
    let layout = try #require(resolve(source, items: .list([5, 0])))
    #expect(layout.sections[0].decorations.map { rect($0.frame) } == [[0, 0, 390, 100]])
    #expect(layout.sections[0].decorations.map(\.zIndex) == [0])
    #expect(layout.sections[1].decorations.isEmpty)
    // The fifth item is at 10 + 4 × (195 + 10) = 830, far past the width (O4).
    #expect(layout.sections[0].items[4].x == 830)
  }
}
