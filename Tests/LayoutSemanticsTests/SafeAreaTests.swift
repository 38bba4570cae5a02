import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

// C6–C8, F21: the safe area, the layout margins and the insets reference. Every expected frame is
// computed by hand from the rules (the arithmetic is in the comments) and compared to 0.001.

/// x, y, width, height.
private typealias Frame = (x: Double, y: Double, w: Double, h: Double)

/// The iPhone in landscape of the issue: 844×390 @3x, 47pt safe areas left and right, 21pt at
/// the bottom (the home indicator).
private let landscape = PhysicalInsets(top: 0, left: 47, bottom: 21, right: 47)

/// Checks and resolves `source` (either kind) in a `width`×`height` @3x container.
private func resolve(
  _ source: String, width: Double = 844, height: Double = 390, items: ItemCounts = .each(2), safeArea: PhysicalInsets = landscape,
  margins: PhysicalInsets? = nil, direction: LayoutDirection = .leftToRight, rules: Rules = .standard,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> ResolvedLayout? {
  var options = ResolveOptions(width: width, height: height, items: items, rules: rules)
  options.safeArea = safeArea
  options.margins = margins
  options.layoutDirection = direction
  return resolveRuleSource(source, options: options, sourceLocation: sourceLocation)
}

private func expectFrames(_ got: [Rect], _ want: [Frame], _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
  expectRuleFrames(got, want, what, sourceLocation: sourceLocation)
}

@Suite struct SafeAreaTests {
  static let halves = "section < group.horizontal(w: 1, h: 100pt) < item(w: 1/2, h: 1) > >"

  /// The must-hold, C7: under `automatic` a section is measured from the safe area, so the
  /// group is 844 − 47 − 47 = 750 wide at x = 47 and each half 375: items at 47 and 422.
  @Test func c7AutomaticInsetsSectionsBySafeArea() throws {
    let layout = try #require(resolve(Self.halves))
    expectFrames(layout.sections[0].items, [(47, 0, 375, 100), (422, 0, 375, 100)], "item")
    #expect(layout.safeArea == landscape && layout.width == 844 && layout.height == 390)
    // `safe-area` says the same; `none` lays out in the whole width, 422 each.
    let safe = try #require(resolve("layout L(insetsReference: safe-area)\n" + Self.halves))
    expectFrames(safe.sections[0].items, [(47, 0, 375, 100), (422, 0, 375, 100)], "safe-area item")
    let none = try #require(resolve("layout L(insetsReference: none)\n" + Self.halves))
    expectFrames(none.sections[0].items, [(0, 0, 422, 100), (422, 0, 422, 100)], "none item")
  }

  /// The must-hold, F21: a vertically scrolling flow layout is measured from the content
  /// inset by default, which has no left or right part: item 0 at x = 0. `safe-area` moves it to
  /// 47 (lines start at the line's leading edge, F4, U = 844 − 94 = 750).
  @Test func f21FlowDefaultIgnoresLeftAndRightSafeArea() throws {
    let flow = "flow(line: 8, interitem: 8) < item(w: 100pt, h: 40pt) >"
    let layout = try #require(resolve(flow))
    #expect(layout.sections[0].items.first?.x == 0)
    let safe = try #require(resolve("layout L(insetsReference: safe-area)\n" + flow))
    #expect(abs((safe.sections[0].items.first?.x ?? -1) - 47) < 0.001, "\(safe.sections[0].items)")
    // layout-margins: 47 + 16 (compact: the landscape phone is 390 short, C8).
    let margins = try #require(resolve("layout L(insetsReference: layout-margins)\n" + flow))
    #expect(abs((margins.sections[0].items.first?.x ?? -1) - 63) < 0.001, "\(margins.sections[0].items)")
  }

  /// C6: along the scroll axis the safe area is the adjusted content inset: frames do not move,
  /// but the container `h: 1` resolves in is 390 − 0 − 21 = 369 tall. With the switch off, 390.
  @Test func c6FractionalHeightExcludesTopAndBottomSafeArea() throws {
    let full = "section < group.horizontal(w: 1, h: 1) < item > >"
    let layout = try #require(resolve(full, items: .each(1)))
    expectFrames(layout.sections[0].items, [(47, 0, 750, 369)], "item")
    var rules = Rules.standard
    rules.containerExcludesScrollAxisSafeArea = false
    let whole = try #require(resolve(full, items: .each(1), rules: rules))
    expectFrames(whole.sections[0].items, [(47, 0, 750, 390)], "item, switch off")
  }

  /// C8: `readable-content` at 390 (compact margins 16: the guide is the margins, 358 wide) and at
  /// 1180×820 (regular: margins 20, 1140 between them, narrowed to 672 centred: (1180 − 672) / 2 =
  /// 254); `layout-margins` at 1180 is 20 in from each side.
  @Test func c8ReadableContentAt390And1180() throws {
    let row = "section(insetsReference: readable-content) < group.horizontal(w: 1, h: 44pt) < item > >"
    let phone = try #require(resolve(row, width: 390, height: 844, items: .each(1), safeArea: .zero))
    expectFrames(phone.sections[0].items, [(16, 0, 358, 44)], "390")
    let pad = try #require(resolve(row, width: 1180, height: 820, items: .each(1), safeArea: .zero))
    expectFrames(pad.sections[0].items, [(254, 0, 672, 44)], "1180")
    let margins = "section(insetsReference: layout-margins) < group.horizontal(w: 1, h: 44pt) < item > >"
    let padMargins = try #require(resolve(margins, width: 1180, height: 820, items: .each(1), safeArea: .zero))
    expectFrames(padMargins.sections[0].items, [(20, 0, 1140, 44)], "1180 margins")
    // Given margins replace the system minimum, measured from the safe area: 47 + 8 = 55 on the
    // left, 47 + 30 = 77 on the right: 844 − 132 = 712 wide.
    let given = try #require(resolve(margins, items: .each(1), margins: PhysicalInsets(left: 8, right: 30)))
    expectFrames(given.sections[0].items, [(55, 0, 712, 44)], "given margins")
  }

  /// C7: a section's own reference wins over the layout's; `automatic` on a section follows it.
  @Test func c7SectionReferenceOverridesTheLayouts() throws {
    let source = """
      layout L(insetsReference: none)
      section a(insetsReference: safe-area) < group.horizontal(w: 1, h: 10pt) < item > >
      section b(insetsReference: automatic) < group.horizontal(w: 1, h: 10pt) < item > >
      """
    let layout = try #require(resolve(source, items: .each(1)))
    expectFrames(layout.sections[0].items, [(47, 0, 750, 10)], "section a")
    expectFrames(layout.sections[1].items, [(0, 10, 844, 10)], "section b")
  }

  /// C6, R4: safe-area edges are physical. With 60 on the left only, right to left: the group is
  /// 844 − 60 = 784 wide and still starts at x = 60; item 0 (leading) is the right half,
  /// x = 844 − 392 = 452, item 1 at 60.
  @Test func c6SafeAreaStaysOnItsPhysicalSideRightToLeft() throws {
    let left = PhysicalInsets(left: 60)
    let ltr = try #require(resolve(Self.halves, safeArea: left))
    expectFrames(ltr.sections[0].items, [(60, 0, 392, 100), (452, 0, 392, 100)], "ltr")
    let rtl = try #require(resolve(Self.halves, safeArea: left, direction: .rightToLeft))
    expectFrames(rtl.sections[0].items, [(452, 0, 392, 100), (60, 0, 392, 100)], "rtl")
    // A preview's `leading:` is the right edge right to left (the driver converts it).
    #expect(PhysicalInsets(EdgeInsets(leading: 60), direction: .rightToLeft) == PhysicalInsets(right: 60))
  }

  /// C7: `when(widthAbove:)` sees `effectiveContentSize.width`: 844 − 94 = 750 is not above 800,
  /// so the `else` group (one column) is chosen; with `insetsReference: none` the 844 is.
  @Test func c7AdaptiveSeesTheEffectiveWidth() throws {
    let body = """
      section <
        when(widthAbove: 800pt) < group.horizontal(w: 1, h: 10pt, count: 2) < item > >
        else < group.horizontal(w: 1, h: 10pt, count: 1) < item > >
      >
      """
    let safe = try #require(resolve(body, items: .each(1)))
    expectFrames(safe.sections[0].items, [(47, 0, 750, 10)], "safe area")
    let none = try #require(resolve("layout L(insetsReference: none)\n" + body, items: .each(1)))
    expectFrames(none.sections[0].items, [(0, 0, 422, 10)], "none")
  }

  /// C8: the system minimum margins: compact (16) on phones upright and on a 390-short phone on
  /// its side, regular (20) on a 428-short one on its side and on an iPad.
  @Test func c8SystemMinimumMargins() {
    let r = Rules.standard
    #expect(r.systemMinimumMargins(width: 390, height: 844).left == 16)
    #expect(r.systemMinimumMargins(width: 844, height: 390).left == 16)
    #expect(r.systemMinimumMargins(width: 926, height: 428).left == 20)
    #expect(r.systemMinimumMargins(width: 820, height: 1180).left == 20)
  }
}
