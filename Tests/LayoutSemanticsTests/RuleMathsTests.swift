import Testing

@testable import LayoutSemantics

// The shared rule arithmetic, each with its single home: the section → item-count mapping
// (`ItemCounts`), insets taken off lengths and rects (`Insets.swift`) and slack (`Slack`).
@Suite struct RuleMathsTests {
  /// `--items`: every declared section gets N; a list maps section i to declared section
  /// min(i, last), as `UICollectionViewCompositionalLayout(section:)` reuses the last one.
  @Test func itemCountsBySection() {
    #expect(ItemCounts.each(4).sections(declared: 3).map { [$0.declared, $0.count] } == [[0, 4], [1, 4], [2, 4]])
    #expect(ItemCounts.list([1, 2, 3, 4]).sections(declared: 2).map { [$0.declared, $0.count] } == [[0, 1], [1, 2], [1, 3], [1, 4]])
    #expect(ItemCounts.list([5]).sections(declared: 3).map { [$0.declared, $0.count] } == [[0, 5]])
    // No declared section: nothing to lay out, whatever the list says.
    #expect(ItemCounts.list([1, 2]).sections(declared: 0).isEmpty)
    #expect(ItemCounts.each(3).sections(declared: 0).isEmpty)
  }

  @Test func insetsOffLengthsAndRects() {
    let i = EdgeInsets(top: 1, leading: 2, bottom: 4, trailing: 8)
    #expect(i.remaining(100, along: .horizontal) == 90)
    #expect(i.remaining(100, along: .vertical) == 95)
    #expect(i.only(along: .horizontal) == EdgeInsets(leading: 2, trailing: 8))
    #expect(i.only(along: .vertical) == EdgeInsets(top: 1, bottom: 4))
    #expect(Rect(x: 10, y: 20, width: 100, height: 50).inset(by: i) == Rect(x: 12, y: 21, width: 90, height: 45))
  }

  /// G12: negative slack is clamped unless `Rules.clampNegativeSlack` is off; G6: only a flexible
  /// lead edge takes its share.
  @Test func slack() {
    var unclamped = Rules()
    unclamped.clampNegativeSlack = false
    #expect(Slack.share(30, among: 2, rules: .standard) == 15)
    #expect(Slack.share(30, among: 0, rules: .standard) == 0)
    #expect(Slack.share(-30, among: 2, rules: .standard) == 0)
    #expect(Slack.share(-30, among: 2, rules: unclamped) == -15)
    // (100 − 20 − 5 − 15) / 2 = 30 → 7 + 5 + 30.
    #expect(Slack.crossOrigin(20, from: 7, available: 100, lead: .flexible(5), trail: .flexible(15), rules: .standard) == 42)
    // A fixed lead edge takes no share of the trailing edge's slack.
    #expect(Slack.crossOrigin(20, from: 7, available: 100, lead: .fixed(5), trail: .flexible(15), rules: .standard) == 12)
    #expect(Slack.crossOrigin(120, from: 0, available: 100, lead: .flexible(0), trail: .flexible(0), rules: unclamped) == -10)
    #expect(Slack.centring(20, in: 100) == 40)
  }
}
