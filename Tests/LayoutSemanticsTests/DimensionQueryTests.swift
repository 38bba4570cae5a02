import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

/// `Resolver.resolution(ofDimensionAt:in:options:)`, the hover's query: what one written `w:` or
/// `h:` resolves to at a container, found in the checked model without resolving the layout.
@Suite struct DimensionQueryTests {
  /// The resolution of the dimension written as `value` (after `prefix`, when it is not unique) in
  /// `source` at a 390pt-wide (or `width`) container @3x, as `[containerLength, value]`, or nil.
  func resolved(_ source: String, _ value: String, after prefix: String = "", width: Double = 390) throws -> [Double?]? {
    let (model, diags) = Compilation.model(SourceFile(name: "query.layout", text: source), mode: nil)
    let m = try #require(model, "does not check: \(diags.map(\.id.description))")
    let found = try #require(source.range(of: prefix + value))
    let start = source.utf8.distance(from: source.startIndex, to: found.lowerBound) + prefix.utf8.count
    let range = SourceRange(start, start + value.utf8.count)
    return Resolver.resolution(ofDimensionAt: range, in: m, options: ResolveOptions(width: width)).map { [$0.containerLength, $0.value] }
  }

  @Test func nestedGroupsAndTheSpacingRetry() throws {
    // 0.7w of 390 = 273; the item's 1/2 of the nested group's 273pt height, floored at @3x.
    let grid = "section < group.vertical(w: 1, h: 0.7w) < group.horizontal(w: 1, h: 1) < item(w: 1/3, h: 1/2) > > >"
    #expect(try resolved(grid, "0.7w") == [390, 273])
    #expect(try resolved(grid, "1/2") == [273, 409.0 / 3])
    // Spacing 10 between two halves: the retry measures 390 − 10 (G5).
    #expect(try resolved("section < group.horizontal(w: 1, h: 44pt) spacing 10 < item(w: 1/2, h: 1) > >", "1/2") == [380, 190])
  }

  @Test func badgesHeadersAndPoints() throws {
    // A badge measures its item's frame (100pt minus 10pt insets on each side).
    let badged = "section < group.horizontal(w: 1, h: 100pt) < item(w: 100pt, h: 1) inset 10 badge(w: 1/4, h: 20pt, anchor: top-trailing) > >"
    #expect(try resolved(badged, "1/4") == [80, 20])
    #expect(try resolved(badged, "20pt") == [nil, 20])
    // A section header measures the section's container, its insets across the scroll axis removed.
    let header = "section inset(horizontal: 20) header(h: 44pt, w: 1/2) < group.horizontal(h: 44pt) < item > >"
    #expect(try resolved(header, "1/2") == [350, 175])
  }

  @Test func whatNothingPlacedUses() throws {
    // An unused `let`, a size a `count:` group replaces, an adaptive case not chosen.
    #expect(try resolved("let spare = item(w: 1/4)\nsection < group.horizontal < item > >", "1/4") == nil)
    let counted = "section < group.horizontal(w: 1, h: 44pt, count: 3) < item(w: 1/2, h: 1) > >"
    #expect(try resolved(counted, "1/2") == nil)
    #expect(try resolved(counted, "1", after: "h: ") == [44, 44])
    let adaptive = """
      section <
        when(widthAbove: 600pt) < group.horizontal(w: 1, h: 44pt) < item(w: 1/4, h: 1) > >
        else < group.horizontal(w: 1, h: 44pt) < item(w: 1/2, h: 1) > >
      >
      """
    #expect(try resolved(adaptive, "1/4") == nil)
    #expect(try resolved(adaptive, "1/2") == [390, 195])
    #expect(try resolved(adaptive, "1/4", width: 820) == [820, 205])
  }
}
