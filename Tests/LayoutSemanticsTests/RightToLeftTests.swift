import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

// G11, R4: right-to-left frames, and F20: pinned flow headers and footers. Every expected frame is
// computed by hand from the rules (the arithmetic is in the comments) and compared to 0.001.

/// x, y, width, height.
private typealias Frame = (x: Double, y: Double, w: Double, h: Double)

/// Checks and resolves `source` (either kind) at 390×844 @3x.
private func resolve(
  _ source: String, items: ItemCounts, direction: LayoutDirection = .rightToLeft, visible: ClosedRange<Double>? = nil,
  rules: Rules = .standard, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> ResolvedLayout? {
  var options = ResolveOptions(items: items, rules: rules)
  options.layoutDirection = direction
  options.visible = visible
  return resolveRuleSource(source, options: options, sourceLocation: sourceLocation)
}

private func expectFrames(_ got: [Rect], _ want: [Frame], _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
  expectRuleFrames(got, want, what, sourceLocation: sourceLocation)
}

private func frames(_ s: ResolvedSection, kind: String) -> [Rect] { s.supplementaries.filter { $0.kind == kind }.map(\.frame) }

@Suite struct RightToLeftTests {
  /// G11: the group is 390 − 16 = 374 wide; each item px(374 / 4) = px(93.5) = 93.333 wide (D4).
  /// Left to right they are at 16 + 93.333 i; mirrored, x' = 390 − x − 93.333: 280.667 (ending at
  /// 374 = 390 − 16), 187.333, 94, 0.667.
  @Test func g11LeadingInsetIsOnTheRight() throws {
    let source = "section inset(leading: 16) < group.horizontal(w: 1, h: 50pt) < item(w: 1/4, h: 1) > >"
    let layout = try #require(resolve(source, items: .each(4)))
    #expect(layout.direction == .rightToLeft)
    let items = layout.sections[0].items
    expectFrames(items, [(280.667, 0, 93.333, 50), (187.333, 0, 93.333, 50), (94, 0, 93.333, 50), (0.667, 0, 93.333, 50)], "item")
    #expect(abs(items[0].x + items[0].width - 374) <= 0.001)
    #expect(layout.contentWidth == 390 && layout.contentHeight == 50)
  }

  /// Left to right is unchanged by the option's existence: item 0 at x = 16.
  @Test func leftToRightIsNotMirrored() throws {
    let source = "section inset(leading: 16) < group.horizontal(w: 1, h: 50pt) < item(w: 1/4, h: 1) > >"
    let layout = try #require(resolve(source, items: .each(1), direction: .leftToRight))
    #expect(layout.direction == .leftToRight)
    expectFrames(layout.sections[0].items, [(16, 0, 93.333, 50)], "item")
  }

  /// G9 edge spacing is directional: `edges(leading: 10)` puts item 0 10pt from the right edge,
  /// x = 390 − 10 − 100 = 280; item 1 (x = 120 left to right) at 390 − 120 − 100 = 170.
  @Test func edgeSpacingLeadingIsOnTheRight() throws {
    let source = "section < group.horizontal(w: 1, h: 50pt) < item(w: 100pt, h: 1) edges(leading: 10) > >"
    let layout = try #require(resolve(source, items: .each(2)))
    expectFrames(layout.sections[0].items, [(280, 0, 100, 50), (170, 0, 100, 50)], "item")
  }

  /// X3: a `top-trailing` badge starts at its host's trailing edge, the left one right to left.
  /// Item 0 is (290, 0, 100, 100); its 20 × 20 badge ends at the item's trailing edge: x = 290.
  /// With `dx: 0.5, dy: -0.5` it is centred on the top-left corner: (280, −10).
  @Test func badgesTrailingIsOnTheLeft() throws {
    let plain = "section < group.horizontal(w: 1, h: 100pt) < item(w: 100pt, h: 1) badge(w: 20pt, h: 20pt, anchor: top-trailing) > >"
    let layout = try #require(resolve(plain, items: .each(1)))
    expectFrames(layout.sections[0].items, [(290, 0, 100, 100)], "item")
    expectFrames(frames(layout.sections[0], kind: "badge"), [(290, 0, 20, 20)], "badge")
    let offset = "section < group.horizontal(w: 1, h: 100pt) < item(w: 100pt, h: 1) badge(w: 20pt, h: 20pt, anchor: top-trailing, dx: 0.5, dy: -0.5) > >"
    let moved = try #require(resolve(offset, items: .each(1)))
    expectFrames(frames(moved.sections[0], kind: "badge"), [(280, -10, 20, 20)], "badge")
  }

  /// X5 with R4: a header following the insets is 390 − 16 − 4 = 370 wide at x = 16 left to right;
  /// mirrored at 390 − 16 − 370 = 4. A background spans the width either way: (0, 0, 390, 80).
  @Test func headersAndBackgroundsAreMirrored() throws {
    let source = "section inset(leading: 16, trailing: 4) header(h: 30pt) background < group.horizontal(w: 1, h: 50pt) < item > >"
    let layout = try #require(resolve(source, items: .each(1)))
    expectFrames(frames(layout.sections[0], kind: "header"), [(4, 0, 370, 30)], "header")
    expectFrames(layout.sections[0].items, [(4, 30, 370, 50)], "item")
    expectFrames(layout.sections[0].decorations.map(\.frame), [(0, 0, 390, 80)], "background")
  }

  /// R4, O4: an orthogonal section starts at the right. Groups 150 wide, leading inset 20, spacing
  /// 10: left to right at x = 20, 180, 340; mirrored 390 − x − 150 = 220, 60, −100 (past the left
  /// edge, where the section scrolls to).
  @Test func orthogonalSectionStartsAtTheRight() throws {
    let source = "section scroll continuous inset(leading: 20) spacing 10 < group.horizontal(w: 150pt, h: 100pt) < item > >"
    let layout = try #require(resolve(source, items: .each(3)))
    expectFrames(layout.sections[0].items, [(220, 0, 150, 100), (60, 0, 150, 100), (-100, 0, 150, 100)], "item")
  }

  /// R4 scrolling horizontally: mirrored about the content width. A header 30 wide then three
  /// columns 100 wide: content 330; left to right header at 0, items at 30, 130, 230; mirrored the
  /// header at 300 and items at 200, 100, 0. `--visible 0..200` is in mirrored coordinates, so
  /// left to right it is 130..330: the pinned header goes to min(max(0, 130), 330 − 30) = 130,
  /// mirrored 330 − 130 − 30 = 170, ending at the visible range's end, 200.
  @Test func horizontalScrollMirrorsAboutTheContentWidth() throws {
    let source = """
      layout Strip(scroll: horizontal)
      section header(w: 30pt, pinned: true) < group.vertical(w: 100pt, h: 1) < item > >
      """
    let rest = try #require(resolve(source, items: .each(3)))
    #expect(rest.contentWidth == 330)
    expectFrames(rest.sections[0].items, [(200, 0, 100, 844), (100, 0, 100, 844), (0, 0, 100, 844)], "item")
    expectFrames(frames(rest.sections[0], kind: "header"), [(300, 0, 30, 844)], "header")
    let scrolled = try #require(resolve(source, items: .each(3), visible: 0...200))
    expectFrames(frames(scrolled.sections[0], kind: "header"), [(170, 0, 30, 844)], "header")
  }

  /// R4 for flow: U = 390 − 10 − 30 = 350, three 100-wide items per line (F16), gap (350 − 300) / 2
  /// = 25: left to right x = 10, 135, 260; mirrored 390 − x − 100 = 280, 155, 30, so the
  /// `leading` inset (`sectionInset.left`) is on the right: item 0 ends at 380. The header spans
  /// the width either way.
  @Test func flowSectionInsetsAreMirrored() throws {
    let source = "flow inset(leading: 10, trailing: 30) header(h: 20pt) < item(w: 100pt, h: 50pt) >"
    let layout = try #require(resolve(source, items: .each(3)))
    expectFrames(layout.sections[0].items, [(280, 20, 100, 50), (155, 20, 100, 50), (30, 20, 100, 50)], "item")
    expectFrames(frames(layout.sections[0], kind: "header"), [(0, 0, 390, 20)], "header")
    var rules = Rules.standard
    rules.flowMirrorsInRightToLeft = false
    let unflipped = try #require(resolve(source, items: .each(3), rules: rules))
    #expect(unflipped.direction == .rightToLeft)
    expectFrames(unflipped.sections[0].items, [(10, 20, 100, 50), (135, 20, 100, 50), (260, 20, 100, 50)], "item")
  }

  /// F17–F18 right to left: a general-path line fills from the right. Widths 100, 200, 150 with
  /// U = 390: 100 + 10 + 200 fits (remaining 390 − 110 − 210 = 70), 150 does not; the complete
  /// first line is justified, gap 390 − 300 = 90: x = 0, 190. Mirrored: 290, 0. The last line holds
  /// 150 alone, at 0 (incomplete): mirrored 240.
  @Test func flowLinesFillFromTheRight() throws {
    let source = "flow < item(w: 100pt, h: 40pt) item(w: 200pt, h: 40pt) item(w: 150pt, h: 40pt) >"
    let layout = try #require(resolve(source, items: .each(3)))
    expectFrames(layout.sections[0].items, [(290, 0, 100, 40), (0, 0, 200, 40), (240, 50, 150, 40)], "item")
  }
}

@Suite struct FlowPinningTests {
  /// Three sections of header 30, five 390 × 40 items one per line (line 10), footer 20: content
  /// 30 + 5 × 40 + 4 × 10 = 270 (the content end), extent 290; sections at 0, 290, 580.
  static let pinnedHeaders = "flow header(h: 30pt, pinned: true) footer(h: 20pt) < item(w: 390pt, h: 40pt) >\n"

  /// F20 at rest: pinning moves nothing. Headers at 0, 290, 580; footers at 270, 560, 850.
  @Test func f20AtRest() throws {
    let layout = try #require(resolve(Self.pinnedHeaders, items: .list([5, 5, 5]), direction: .leftToRight))
    expectFrames(layout.sections.flatMap { frames($0, kind: "header") }, [(0, 0, 390, 30), (0, 290, 390, 30), (0, 580, 390, 30)], "header")
    expectFrames(layout.sections.flatMap { frames($0, kind: "footer") }, [(0, 270, 390, 20), (0, 560, 390, 20), (0, 850, 390, 20)], "footer")
  }

  /// F20 with --visible 300..600: header 0 min(max(0, 300), 270 − 30) = 240 (pushed up by its
  /// content's end); header 1 min(max(290, 300), 290 + 270 − 30) = 300; header 2 stays at 580.
  /// Unpinned footers do not move.
  @Test func f20PinnedHeadersStickAndArePushed() throws {
    let layout = try #require(resolve(Self.pinnedHeaders, items: .list([5, 5, 5]), direction: .leftToRight, visible: 300...600))
    expectFrames(layout.sections.flatMap { frames($0, kind: "header") }, [(0, 240, 390, 30), (0, 300, 390, 30), (0, 580, 390, 30)], "header")
    expectFrames(layout.sections.flatMap { frames($0, kind: "footer") }, [(0, 270, 390, 20), (0, 560, 390, 20), (0, 850, 390, 20)], "footer")
  }

  /// `Rules.flowPinnedClampIncludesFooter`: header 0 is clamped into the whole section,
  /// min(max(0, 300), 290 − 30) = 260.
  @Test func f20ClampSwitch() throws {
    var rules = Rules.standard
    rules.flowPinnedClampIncludesFooter = true
    let layout = try #require(resolve(Self.pinnedHeaders, items: .list([5, 5, 5]), direction: .leftToRight, visible: 300...600, rules: rules))
    #expect(abs(frames(layout.sections[0], kind: "header")[0].y - 260) <= 0.001)
  }

  /// F20 pinned footers with --visible 100..400: footer 0 max(min(270, 380), 30) = 270; footer 1
  /// max(min(560, 380), 290 + 30) = 380; footer 2 max(min(850, 380), 580 + 30) = 610.
  @Test func f20PinnedFooters() throws {
    let source = "flow header(h: 30pt) footer(h: 20pt, pinned: true) < item(w: 390pt, h: 40pt) >\n"
    let layout = try #require(resolve(source, items: .list([5, 5, 5]), direction: .leftToRight, visible: 100...400))
    expectFrames(layout.sections.flatMap { frames($0, kind: "footer") }, [(0, 270, 390, 20), (0, 380, 390, 20), (0, 610, 390, 20)], "footer")
  }

  /// F20: the layout-wide properties come from the sections, which must agree.
  @Test func f20SectionsMustAgree() {
    let source = """
      flow header(h: 30pt, pinned: true) < item(w: 100pt, h: 40pt) >
      flow < item(w: 100pt, h: 40pt) >
      flow header(h: 30pt) footer(h: 10pt, pinned: true) < item(w: 100pt, h: 40pt) >
      """
    let analysis = Compilation.analyze(SourceFile(name: "pins.layout", text: source), mode: nil)
    let ids = analysis.diagnostics.map(\.id.description)
    #expect(ids == ["check.flowPinnedDiffers"], "\(ids)")
    // Its fix-it makes the header agree with the first one.
    if case .success(let fixed) = FixIts.apply(analysis.diagnostics, to: Array(source.utf8)) {
      #expect(String(decoding: fixed.bytes, as: UTF8.self).contains("flow header(h: 30pt, pinned: true) footer(h: 10pt, pinned: true)"))
      #expect(Compilation.analyze(SourceFile(name: "pins.layout", text: String(decoding: fixed.bytes, as: UTF8.self)), mode: nil).diagnostics.isEmpty)
    } else {
      Issue.record("the fix-it was refused")
    }
    let agreeing = Compilation.analyze(SourceFile(name: "pins.layout", text: "flow header(h: 30pt, pinned: true) < item(w: 100pt, h: 40pt) >\nflow < item(w: 100pt, h: 40pt) >\n"), mode: nil)
    guard case .flow(let model)? = agreeing.checked else {
      Issue.record("not clean: \(agreeing.diagnostics.map(\.id.description))")
      return
    }
    #expect(model.headersPinned && !model.footersPinned)
  }
}
