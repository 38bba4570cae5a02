import Foundation
import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

// The checker's (`check.*`) and the resolver's placement (`place.*`) diagnostics, through
// `Compilation.check` at the default container (390×844 @3x), as `layoutc check` runs them.
// Tests assert IDs; wording is asserted only where the brief pins it down.

/// Checks `source` and expects exactly `expectedIDs` (in any order, duplicates counted).
/// Returns the diagnostics for further assertions.
@discardableResult
/// `mode` nil: the newest for the file's kind (ios17 or ios26), as `layoutc check` without `--uikit`.
private func check(
  _ source: String, _ expectedIDs: [String], mode: UIKitMode? = nil,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> [Diagnostic] {
  let file = SourceFile(name: "test.layout", text: source)
  let outcome = Compilation.diagnose(file, resolve: ResolveOptions(mode: mode))
  #expect(outcome.usageError == nil, "\(outcome.usageError?.description ?? "")", sourceLocation: sourceLocation)
  let diags = outcome.diagnostics
  let ids = diags.map { $0.id.description }.sorted()
  #expect(
    ids == expectedIDs.sorted(),
    "\(source)\n→ \(diags.map { "\($0.id): \($0.message.text)" })", sourceLocation: sourceLocation)
  return diags
}

/// Applies a diagnostic's fix-its to `source`.
private func applying(_ fixIts: [FixIt], to source: String) -> String {
  var bytes = Array(source.utf8)
  for f in fixIts.sorted(by: { $0.range.start > $1.range.start }) {
    bytes.replaceSubrange(f.range.start..<f.range.end, with: Array(f.text.utf8))
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// `section < group.horizontal < CHILD > >`
private func inGroup(_ child: String) -> String { "section < group.horizontal < \(child) > >" }

@Suite struct CheckerTests {
  @Test(arguments: [
    // Sizes (Grammar/reference.md, Sizes).
    (inGroup("item(w: 1, h: 44)"), ["check.bareNumberTooLarge"]),
    (inGroup("item(w: 1/0)"), ["check.zeroDenominator"]),
    (inGroup("item(w: 0)"), ["check.nonPositiveSize"]),
    (inGroup("item(w: -1/2)"), ["check.nonPositiveSize"]),
    // Numbers: at most 2^53; more than 17 significant digits, or below the smallest normal
    // CGFloat, are rounded with a warning.
    (inGroup("item(w: 10000000000000000pt)"), ["check.numberTooLarge"]),
    (inGroup("item(w: 1/0.0000000000000001pt)"), ["check.numberTooLarge"]),
    (inGroup("item(w: 1/3" + String(repeating: "0", count: 400) + "pt)"), ["check.numberTooLarge"]),
    (inGroup("item inset " + String(repeating: "9", count: 1_000_000)), ["check.numberTooLarge"]),
    (inGroup("item(w: 0.33333333333333333333)"), ["check.numberRounded"]),
    (inGroup("item(w: 0.5, h: 44.000000000000000000001pt)"), ["check.numberRounded"]),
    (inGroup("item(w: 1/0." + String(repeating: "0", count: 330) + "1)"), ["check.numberRounded", "check.zeroDenominator"]),
    (inGroup("item(w: 0." + String(repeating: "0", count: 330) + "1pt)"), ["check.numberRounded", "check.nonPositiveSize"]),
    (inGroup("item(w: 1234567890123456pt)"), ["place.slotOverflow"]),
    (inGroup("item(w: 0.0000000000000000001)"), ["place.fillNeverFills"]),
    (inGroup("item(h: ~0.5)"), ["check.estimatedNeedsPoints"]),
    (inGroup("item(w: foo)"), ["check.expectedSize"]),
    (inGroup("item(w: 1w/3)"), ["check.unitMisplaced"]),
    (inGroup("item(w: 44px)"), ["check.unknownUnit"]),
    (inGroup("item inset 2w"), ["check.unitNotAllowed"]),
    ("section spacing 2w < group.horizontal < item > >", ["check.unitNotAllowed"]),
    // Labels, modifiers, names.
    (inGroup("item(w: 1, w: 1)"), ["check.duplicateLabel"]),
    (inGroup("item(wdth: 1)"), ["check.unknownLabel"]),
    (inGroup("item(1/2)"), ["check.missingLabel"]),
    (inGroup("item inset 2 inset 3"), ["check.duplicateModifier"]),
    (inGroup("item spacing 8"), ["check.modifierNotAllowed"]),
    ("section < group.horizontal background < item > >", ["check.modifierNotAllowed"]),
    (inGroup("item edges"), ["check.modifierNeedsValue"]),
    (inGroup("item inset"), ["check.modifierNeedsValue"]),
    (inGroup("item edges(top: foo)"), ["check.expectedPoints"]),
    (inGroup("item inset 0.5"), ["check.fractionalInset"]),
    (inGroup("item inset -2"), ["check.negativeInset"]),
    ("let a = item\nlet b = a\nsection < group.horizontal < item > >", ["check.unusedLet", "check.unusedLet"]),
    ("section spacing -8 < group.horizontal < item > >", ["check.negativeSpacing"]),
    ("layout(spacing: -1)\nsection < group.horizontal < item > >", ["check.negativeSpacing"]),
    (inGroup("item < item >"), ["check.itemHasBody"]),
    (inGroup("item.big"), ["check.unknownElement"]),
    ("section < group.diagonal < item > >", ["check.unknownElement"]),
    ("section < group < item > >", ["check.groupNeedsAxis"]),
    ("layout A(scroll: diagonal)\n" + inGroup("item"), ["check.unknownWord"]),
    ("layout A\nlayout B\n" + inGroup("item"), ["check.duplicateLayoutHeader"]),
    // `count:` and `repeat:`.
    ("section < group.horizontal(count: 2, repeat: 2) < item > >", ["check.countAndRepeat"]),
    ("section < group.horizontal(count: 2) < item(w: 1/2) > >", ["check.countChildAxisReplaced"]),
    ("section < group.horizontal(count: 2) < item edges(top: 4) > >", ["check.countChildEdges"]),
    ("section < group.horizontal(count: 2) < item item > >", ["check.countNeedsOneChild"]),
    ("section < group.horizontal(count: 0) < item > >", ["check.countNotPositiveInteger"]),
    ("section < group.horizontal(count: -2) < item > >", ["check.countNotPositiveInteger"]),
    ("section < group.horizontal(count: 2.5) < item > >", ["check.countNotPositiveInteger"]),
    ("section < group.horizontal(count: 1/2) < item > >", ["check.countNotPositiveInteger"]),
    ("section < group.horizontal(count: 2pt) < item > >", ["check.unitNotAllowed"]),
    // Too large for the limits: an error, not a crash and not a 10^20-slot template.
    ("section < group.horizontal(count: 99999999999999999999) < item > >", ["check.countTooLarge"]),
    ("section < group.horizontal(count: \(String(repeating: "9", count: 1_000_000))) < item > >", ["check.countTooLarge"]),
    ("section < group.horizontal(count: 2.000000000000000000000000001) < item > >", ["check.countNotPositiveInteger"]),
    ("section < group.horizontal(count: 100001) < item > >", ["check.countTooLarge"]),
    ("section < group.horizontal(repeat: 100000000) < item > >", ["check.countTooLarge"]),
    // Sections and the top level.
    ("", ["check.noSections"]),
    ("let a = item", ["check.noSections"]),
    ("item", ["check.misplacedTopLevel", "check.noSections"]),
    ("section(w: 1) < group.horizontal < item > >", ["check.sectionArguments"]),
    ("section(insetsReference: safeArea) < group.horizontal < item > >", ["check.unknownWord"]),
    ("section(insetsReference: margins, zz: 1) < group.horizontal < item > >", ["check.unknownWord", "check.unknownLabel"]),
    ("layout L(insetsReference: readable-content)\nflow < item(w: 10pt, h: 10pt) >", ["check.unknownWord"]),
    // A preview's safe area and margins (C6, C8).
    ("preview p(safeArea: inset(leading: -1))\nsection < group.horizontal < item > >", ["check.previewInsetNegative"]),
    ("preview p(margins: 16)\nsection < group.horizontal < item > >", ["check.previewInsetsValue"]),
    ("preview p(height: 100, safeArea: inset(vertical: 50))\nsection < group.horizontal < item > >", ["check.previewInsetsTooLarge"]),
    ("preview p(width: 100, safeArea: inset(horizontal: 40), margins: inset(leading: 20))\nsection < group.horizontal < item > >", ["check.previewInsetsTooLarge"]),
    ("preview p(width: 100, safeArea: inset(horizontal: 40), margins: inset(leading: 19))\nsection < group.horizontal < item > >", []),
    ("preview p(width: inset(top: 1))\nsection < group.horizontal < item > >", ["syntax.callAsValue"]),
    ("section < group.horizontal < item > group.horizontal < item > >", ["check.sectionHasManyGroups"]),
    ("section < item >", ["check.sectionItemNeedsGroup"]),
    ("section < >", ["check.sectionNeedsGroup"]),
    ("section < group.horizontal < > >", ["check.emptyGroup"]),
    ("section spacing flexible 8 < group.horizontal < item > >", ["check.flexibleSectionSpacing"]),
    // Supplementaries, decorations, orthogonal scrolling, adaptivity.
    ("section < when(widthAbove: 800pt) < group.horizontal < item > > when(widthAbove: 900pt) < group.horizontal < item > > else < group.horizontal < item > > >", ["check.adaptiveCaseNeverChosen"]),
    ("section < when(widthAbove: 800pt) < group.horizontal < item > > >", ["check.adaptiveNeedsElse"]),
    ("section < else < group.horizontal < item > > when(widthAbove: 8pt) < group.horizontal < item > > >", ["check.adaptiveNeedsElse", "check.misplacedElse"]),
    (inGroup("item badge(w: 10pt, h: 10pt, dx: 0.5, dy: 2pt)"), ["check.badgeOffsetMixed"]),
    ("section header(h: 20pt, insets: none) footer(h: 20pt, insets: follow) < group.horizontal < item > >", ["check.conflictingSupplementaryInsets"]),
    ("section header(h: 20pt, pinned: yes) < group.horizontal < item > >", ["check.expectedBool"]),
    ("section scroll group-paging-centered < group.horizontal(w: 0.8) < item > >", ["check.groupPagingCenteredInsets"]),
    ("layout(scroll: horizontal)\nsection scroll paging < group.horizontal < item > >", ["check.orthogonalInHorizontalLayout"]),
    ("section scroll paging footer(h: 20pt, pinned: true) < group.horizontal(w: 0.8) < item > >", ["check.pinnedInOrthogonalSection"]),
    ("section header(h: 20pt, align: leading) < group.horizontal < item > >", ["check.supplementaryAlignment"]),
    ("section header(w: 1) < group.horizontal < item > >", ["check.supplementaryNeedsSize"]),
    ("section background(inset: 500) < group.horizontal(h: 44pt) < item > >", ["place.backgroundInsetTooLarge"]),
    (inGroup("item(w: 20pt, h: 20pt) badge(w: 30pt, h: 10pt)"), ["place.badgeLargerThanHost"]),
    // Flow sections (Grammar/reference.md, Flow sections): sizes in points, no negatives.
    ("flow < item(w: ~80pt, h: 32pt) >", ["check.flowEstimated"]),
    ("flow < group.horizontal < item > >", ["check.flowGroup"]),
    ("flow header(w: 44pt) < item(w: 80pt, h: 32pt) >", ["check.flowHeaderAxis"]),
    ("layout(scroll: horizontal)\nflow footer(h: 20pt) < item(w: 80pt, h: 32pt) >", ["check.flowHeaderAxis"]),
    ("flow header(h: 20pt, pinned: true) < item(w: 80pt, h: 32pt) >\nflow header(h: 20pt) < item(w: 80pt, h: 32pt) >", ["check.flowPinnedDiffers"]),
    ("flow footer(h: 20pt) < item(w: 80pt, h: 32pt) >\nflow footer(h: 20pt, pinned: true) < item(w: 80pt, h: 32pt) >", ["check.flowPinnedDiffers"]),
    ("flow header(h: 20pt, pinned: yes) < item(w: 80pt, h: 32pt) >", ["check.expectedBool"]),
    ("flow < item(w: 80pt) >", ["check.flowItemNeedsSize"]),
    ("flow < item(h: 32pt) >", ["check.flowItemNeedsSize"]),
    ("layout(spacing: 8)\nflow < item(w: 80pt, h: 32pt) >", ["check.flowLayoutSpacing"]),
    ("flow < >", ["check.flowNeedsItem"]),
    ("flow < item(w: 1/3, h: 32pt) >", ["check.flowNeedsPoints"]),
    ("flow < item(w: 80pt, h: 0.5w) >", ["check.flowNeedsPoints"]),
    ("flow header(h: 44) < item(w: 80pt, h: 32pt) >", ["check.flowNeedsPoints"]),
    ("flow spacing 8 < item(w: 80pt, h: 32pt) >", ["check.flowSpacing"]),
    ("flow < item(w: 80pt, h: 32pt) >\nsection < group.horizontal < item > >", ["check.mixedLayoutKinds"]),
    (inGroup("item") + "\nflow < item(w: 80pt, h: 32pt) >", ["check.mixedLayoutKinds"]),
    ("flow(line: -1) < item(w: 80pt, h: 32pt) >", ["check.negativeFlowValue"]),
    ("flow(interitem: -2pt) < item(w: 80pt, h: 32pt) >", ["check.negativeFlowValue"]),
    ("flow inset -3 < item(w: 80pt, h: 32pt) >", ["check.negativeFlowValue"]),
    ("flow inset(bottom: -3) < item(w: 80pt, h: 32pt) >", ["check.negativeFlowValue"]),
    // A zero main size is what would make UIKit's m + g = 0 (F16); it never gets that far.
    ("flow(interitem: 0) < item(w: 0pt, h: 32pt) >", ["check.nonPositiveSize"]),
    ("flow(line: 3/2) < item(w: 80pt, h: 32pt) >", ["check.fractionNotPoints"]),
    ("flow < item(w: 80pt, h: 32pt) inset 2 >", ["check.modifierNotAllowed"]),
    ("flow background < item(w: 80pt, h: 32pt) >", ["check.modifierNotAllowed"]),
    ("flow header < item(w: 80pt, h: 32pt) >", ["check.modifierNeedsValue"]),
    ("flow(columns: 2) < item(w: 80pt, h: 32pt) >", ["check.unknownLabel"]),
    ("flow < itm(w: 80pt, h: 32pt) >", ["check.unknownElement"]),
    ("flow < item(w: 80pt, h: 32pt) < item > >", ["check.itemHasBody"]),
    // List sections (ListSectionTests has the rest).
    ("section < list(appearance: grouped) >", ["check.listMetricsEstimated"]),
    ("section < list < item > >", ["check.listHasBody", "check.listMetricsEstimated"]),
    ("layout(scroll: horizontal)\nsection < list >", ["check.listInHorizontalLayout", "check.listMetricsEstimated"]),
    ("section spacing 4 < list >", ["check.listSectionModifier", "check.listMetricsEstimated"]),
    (inGroup("list"), ["check.misplacedList"]),
    // `let`s.
    ("let a = item\nlet a = item\n" + inGroup("a"), ["check.duplicateLet"]),
    ("let item = item(w: 1/2)\n" + inGroup("item"), ["check.letShadowsBuiltin"]),
    ("let t = item inset 2\n" + inGroup("t inset 3"), ["check.letModifierReset"]),
    ("let t = item\n" + inGroup("t(w: 1/2)"), ["check.letUseArguments"]),
    ("let t = item\n" + inGroup("t < item >"), ["check.letUseBody"]),
    ("let a = group.horizontal < b >\nlet b = group.vertical < a >\nsection < a >", ["check.letCycle"]),
    // Placement, at 390×844 @3x.
    (inGroup("item(w: 1) item(w: 1/2)"), ["place.childNeverPlaced"]),
    (inGroup("item(w: 10pt, h: 10pt) inset 5"), ["place.emptyAfterInsets"]),
    ("section < group.horizontal(w: 1, h: ~44pt) < item(w: 1, h: 1) > >", ["check.estimatedTreatedAsFinal", "place.fractionOfEstimated"]),
    (inGroup("item(h: ~44pt)"), ["check.estimatedTreatedAsFinal"]),
    ("section spacing 3/2 < group.horizontal < item > >", ["check.fractionNotPoints"]),
    (inGroup("item inset 1/3"), ["check.fractionNotPoints"]),
    ("section < group.horizontal(repeat: 3) < item(w: 1/2) > >", ["place.repeatOverflow"]),
    ("section < when(widthAbove: 0.5) < group.horizontal < item > > else < group.horizontal < item > > >", ["place.widthThresholdInPoints"]),
    (inGroup("item(w: 500pt)"), ["place.slotOverflow"]),
    (inGroup("item(w: 0.001pt)"), ["place.templateTooLarge"]),
    // Longer than U = 390 (vertical), 844 (horizontal), 390 − 16 − 16 = 358 (insets).
    ("flow < item(w: 391pt, h: 32pt) >", ["place.flowItemTooLong"]),
    ("layout(scroll: horizontal)\nflow < item(w: 40pt, h: 845pt) >", ["place.flowItemTooLong"]),
    ("flow inset(leading: 16, trailing: 16) < item(w: 80pt, h: 32pt) item(w: 359pt, h: 32pt) >", ["place.flowItemTooLong"]),
    (
      "section < group.horizontal(repeat: 1000) < group.horizontal(repeat: 1000) < item > > >",
      ["place.repeatOverflow", "place.repeatOverflow", "place.templateTooLarge"]
    ),
    // Previews: the container values `--size`, `--scale` and `--items` take, and one name each.
    ("preview p(width: 0)\n" + inGroup("item"), ["check.previewSizeOutOfRange"]),
    ("preview p(height: 100001)\n" + inGroup("item"), ["check.previewSizeOutOfRange"]),
    ("preview p(width: 0.5w)\n" + inGroup("item"), ["check.unitNotAllowed"]),
    ("preview p(scale: 4)\n" + inGroup("item"), ["check.previewScale"]),
    ("preview p(scale: 2.5)\n" + inGroup("item"), ["check.previewScale"]),
    ("preview p(sizes: [80x32, 0x32])\n" + inGroup("item"), ["check.previewSizes"]),
    ("preview p(sizes: 80)\n" + inGroup("item"), ["check.previewSizes"]),
    ("flow header(h: ~44pt) < item(w: 44pt, h: 44pt) >", ["check.flowEstimatedSupplementary"]),
    ("flow < item(w: ~80pt, h: ~32pt) item(w: 80pt, h: 32pt) >", ["check.estimatedTreatedAsFinal", "check.flowEstimated"]),
    ("layout L(estimatedItemSize: automatic)\nflow < item(w: 80pt, h: 32pt) >", ["check.estimatedItemSizeWithoutEstimates"]),
    ("layout L(estimatedItemSize: automatic)\n" + inGroup("item"), ["check.estimatedItemSizeInCompositional"]),
    ("layout L(estimatedItemSize: automaticSize)\nflow < item(w: ~80pt, h: ~32pt) >", ["check.estimatedTreatedAsFinal", "check.unknownWord"]),
    ("flow < item(w: ~80pt, h: ~32pt) item(w: ~90pt, h: ~32pt) >", ["check.estimatedTreatedAsFinal", "check.flowEstimatesDiffer"]),
    ("preview p(items: -1)\n" + inGroup("item"), ["check.previewItems"]),
    ("preview p(items: [3, 1/2])\n" + inGroup("item"), ["check.previewItems"]),
    ("preview p(items: [[3]])\n" + inGroup("item"), ["check.previewItems"]),
    ("preview p(items: 10000001)\n" + inGroup("item"), ["check.previewItems"]),
    ("preview p(items: 5000000)\n" + inGroup("item") + "\n" + inGroup("item") + "\n" + inGroup("item"), ["check.previewTooManyItems"]),
    ("preview p(width: [390])\n" + inGroup("item"), ["check.expectedPoints"]),
    ("preview p(widht: 390)\n" + inGroup("item"), ["check.unknownLabel"]),
    ("preview p\npreview p(width: 320)\n" + inGroup("item"), ["check.duplicatePreview"]),
    (inGroup("item inset(top: [2])"), ["check.expectedPoints"]),
    // Placement is diagnosed in every preview, once per diagnostic.
    ("preview wide\npreview narrow(width: 200)\nsection < group.horizontal < item(w: 150pt) item(w: 150pt) > >", ["place.childNeverPlaced"]),
  ] as [(String, [String])])
  func diagnoses(_ source: String, _ ids: [String]) {
    check(source, ids)
  }

  @Test(arguments: [
    inGroup("item"),
    inGroup("item(w: 1/3, h: 1) inset 2"),
    inGroup("item(w: 0.2, h: 0.2w) inset 5"),
    inGroup("item(w: 80pt, h: 32pt) edges(top: flexible 0, bottom: flexible 0)"),
    "section < group.horizontal(w: 1, h: 50pt, count: 4) spacing 10 < item(w: 1, h: 1) > >",
    "section < group.horizontal(w: 1, h: 1/3w, count: 3) < item inset 2 > >",
    "section < group.horizontal(w: 1, h: 100pt, repeat: 3) spacing 8 < item(w: 1/4) > >",
    "section inset(top: 20, leading: 10, bottom: 20, trailing: 10) spacing 10 < group.vertical < item(h: 44pt) > >",
    "section inset(vertical: 16, horizontal: 20) spacing 1 < group.horizontal(w: 1, h: 44pt) < item > >",
    "layout Settings(scroll: horizontal, spacing: 20)\nlet row = item\nsection a < group.vertical < row > >\nsection b < group.vertical < row inset 1 > >",
    "// a comment\nsection < group.horizontal < item(w: 1/3w, h: 1h) > >",
    "flow < item(w: 80pt, h: 32pt) >",
    "flow tags(line: 0, interitem: 0) inset 0 header(h: 0) footer(h: 0pt) < item(w: 335/3pt, h: 32pt) >",
    "layout(scroll: horizontal)\nflow header(w: 44pt) footer(w: 20pt) < item(w: 80pt, h: 32pt) item(w: 40pt, h: 844pt) >",
    // Exactly U long: no warning (the fit test is `<=`); a flow inset is plain points, never a fraction.
    "let tag = item(w: 80pt, h: 32pt)\nflow inset(top: 0.5) < tag tag item(w: 390pt, h: 10pt) >",
    "flow a < item(w: 80pt, h: 32pt) >\nflow b(line: 4) < item(w: 10pt, h: 10pt) >",
    "preview phone(width: 390, height: 844, scale: 3, items: 12)\npreview pad(width: 820pt, height: 1180, scale: 2, items: [6, 20, 8,])\n" + inGroup("item"),
    "let preview = item\npreview p\n" + inGroup("preview"),
  ])
  func cleanInputsProduceNoDiagnostics(_ source: String) {
    check(source, [])
  }

  @Test func bareNumberSuggestsPoints() throws {
    let source = inGroup("item(w: 1, h: 44)")
    let diags = check(source, ["check.bareNumberTooLarge"])
    let d = try #require(diags.first)
    #expect(d.severity == .error)
    #expect(d.fixIts.map(\.text) == ["44pt"])
    #expect(applying(d.fixIts, to: source) == inGroup("item(w: 1, h: 44pt)"))
  }

  @Test func unknownNodeSuggestsItem() throws {
    let d = try #require(check(inGroup("itm"), ["check.unknownElement"]).first)
    #expect(d.message.text.contains("did you mean `item`"), "\(d.message.text)")
  }

  @Test func letCycleNamesTheCycle() throws {
    let source = "let a = group.horizontal < b >\nlet b = group.vertical < c >\nlet c = group.vertical < a >\nsection < a >"
    let d = try #require(check(source, ["check.letCycle"]).first)
    #expect(d.message.text.contains("`a` → `b` → `c` → `a`"), "\(d.message.text)")
  }

  /// `c` is on the cycle `a → c → b → a` but the search meets it only after `a → b → a`, by an
  /// edge to a `let` already finished: every expansion still stops at a `let` on a reported cycle,
  /// whichever `let` a section starts from, and a cycle of bare renames (`let p = q`) stops too.
  @Test func everyCycleStopsTheExpansion() {
    let lets = "let a = group.horizontal < b c >\nlet b = group.vertical < a >\nlet c = group.vertical < b >\n"
    for start in ["a", "b", "c"] { check(lets + "section < \(start) >", ["check.letCycle"]) }
    check("let p = q\nlet q = r\nlet r = p\nsection < group.horizontal < p > >", ["check.letCycle"])
  }

  @Test func repeatNeedsIOS16InIOS14Mode() {
    let source = "section < group.horizontal(repeat: 2) < item(w: 1/2) > >"
    check(source, ["check.repeatNeedsIOS16"], mode: .ios14)
    check(source, [], mode: .ios17)
    check("section < group.horizontal(count: 2) < item > >", [], mode: .ios14)
  }

  /// Each flow fix-it, applied, leaves a file that checks clean.
  @Test(arguments: [
    ("flow tags spacing 8 < item(w: 80pt, h: 32pt) >", "check.flowSpacing"),
    ("layout Tags(scroll: vertical, spacing: 8)\nflow < item(w: 80pt, h: 32pt) >", "check.flowLayoutSpacing"),
    ("layout(scroll: horizontal)\nflow header(h: 44pt) < item(w: 80pt, h: 32pt) >", "check.flowHeaderAxis"),
    ("flow < item(w: ~80pt, h: 32pt) >", "check.flowEstimated"),
    ("flow < item(w: 80, h: 32pt) >", "check.flowNeedsPoints"),
  ])
  func flowFixItsCheckClean(_ source: String, _ id: String) throws {
    let d = try #require(check(source, [id]).first)
    #expect(!d.fixIts.isEmpty, "\(id) has no fix-it")
    check(applying(d.fixIts, to: source), [])
  }

  /// A flow item missing its size is told which labels it needs, each spelled once.
  @Test(arguments: [("flow < item(w: 80pt) >", ["h"]), ("flow < item >", ["w", "h"])])
  func flowItemNeedsSizeNamesTheMissingLabels(_ source: String, _ missing: [String]) {
    let text = Compilation.check(SourceFile(name: "t.layout", text: source), resolve: ResolveOptions())
      .map(\.message.text).joined(separator: "\n")
    // One diagnostic names every missing label, each with one colon.
    #expect(!text.contains("::"), "\(text)")
    for label in missing { #expect(text.contains("`\(label):`"), "`\(label):` is not named: \(text)") }
  }

  /// A header or footer of 0 is allowed (no view), so a negative one must not claim "greater than zero".
  @Test func negativeFlowHeaderIsNotToldToBePositive() throws {
    let diags = Compilation.check(SourceFile(name: "t.layout", text: "flow header(h: -4pt) < item(w: 80pt, h: 32pt) >"), resolve: ResolveOptions())
    let d = try #require(diags.first)
    #expect(diags.count == 1 && d.severity == .error)
    // `header(h: 0)` is legal, so a negative extent is check.negativeFlowValue.
    #expect(!d.message.text.contains("greater than zero"), "\(d.id): \(d.message.text)")
  }

  /// G1: a fill group that cannot advance is rejected with a located error instead of looping:
  /// 1/2000 × 390 = 0.195, which floors to 0 at @3x.
  @Test(.timeLimit(.minutes(1))) func fillThatNeverFillsIsAnErrorNotAHang() throws {
    let diags = check(inGroup("item(w: 1/2000)"), ["place.fillNeverFills"])
    let d = try #require(diags.first)
    #expect(d.severity == .error)
    #expect(d.message.text.contains("390×844 @3x"), "placement diagnostics name the size: \(d.message.text)")
  }

  /// Deep or explosive `let` expansion hits a limit, reported as an error.
  @Test(.timeLimit(.minutes(1))) func expansionLimits() {
    var deep = "let a0 = item\n"
    for i in 1...65 { deep += "let a\(i) = group.horizontal < a\(i - 1) >\n" }
    check(deep + "section < a65 >", ["check.nestingTooDeep"])
    // Each level doubles the leaves: 2^17 = 131072 nodes, past Limits.maxExpandedNodes.
    var wide = "let a0 = item(w: 1pt)\n"
    for i in 1...17 { wide += "let a\(i) = group.horizontal < a\(i - 1) a\(i - 1) >\n" }
    check(wide + "section < a17 >", ["check.letExpansionTooLarge"])
    // Past the limit nothing more is lowered, a plain `item` beside it included.
    check(wide + "section < group.horizontal(w: 1, h: 1) < a17 item(w: 1, h: 1, zz: 2) > >", ["check.letExpansionTooLarge"])
  }

  /// RB1: `let l1 = l0`, `let l2 = l1`, … expands in a loop, not one stack frame per `let`: 20,000
  /// of them (a SIGSEGV from about 5,200 when expansion recursed) check cleanly, in a flow section
  /// too, and their modifiers still add up along the chain.
  @Test(.timeLimit(.minutes(1))) func longLetChainsDoNotRecurse() throws {
    let n = 20_000
    func chain(_ first: String) -> String {
      var s = "let l0 = \(first)\n"
      for i in 1..<n { s += "let l\(i) = l\(i - 1)\n" }
      return s
    }
    check(chain("item") + "section < group.horizontal < l\(n - 1) > >", [])
    check(chain("item(w: 10pt, h: 10pt)") + "flow < l\(n - 1) >", [])
    // The use's `inset` travels down the whole chain to meet the one `l0` sets.
    check(chain("item inset 2") + "section < group.horizontal < l\(n - 1) inset 3 > >", ["check.letModifierReset"])
    check(chain("item inset 2") + "section < group.horizontal < l\(n - 1) edges(top: 4) > >", [])
    // Six uses of the chain expand to 6 × 20,001 nodes: past the documented limit, reported once.
    check(chain("item") + "section < group.horizontal < " + String(repeating: "l\(n - 1) ", count: 6) + "> >", ["check.letExpansionTooLarge"])
  }

  /// A problem inside a `let` is reported once however often the `let` is used, and its copies do
  /// not count against the 1,000 diagnostics a file reports: a bare use is lowered once per depth,
  /// and the checker drops a diagnostic it already has.
  @Test func aLetUsedThousandsOfTimesReportsItsProblemOnce() {
    for use in ["a", "a inset 1"] {
      let uses = Array(repeating: use, count: 3_000).joined(separator: " ")
      let source = "let a = item(w: 0)\nsection < group.horizontal < \(uses) > >\nsection < group.horizontal < item(w: 1/0) > >"
      check(source, ["check.nonPositiveSize", "check.zeroDenominator"])
    }
  }

  /// A cycle through thousands of `let`s is named by its ends, not spelled out in a 100 KB message.
  @Test func longLetCycleIsNamedBriefly() throws {
    var source = "let l0 = l5999\n"
    for i in 1..<6_000 { source += "let l\(i) = l\(i - 1)\n" }
    let d = try #require(check(source + "section < group.horizontal < l5999 > >", ["check.letCycle"]).first)
    #expect(d.message.text.count < 200, "\(d.message.text.prefix(300))")
    #expect(d.message.text.hasSuffix("`l0` → `l5999` → `l5998` → `l5997` → `l5996` → … → `l3` → `l2` → `l1` → `l0` (6000 `let`s)"), "\(d.message.text.prefix(300))")
  }

  /// The seed as written overflows its triplet row by 1170 − 390 = 780pt ("Example: the seed's photo grid" in Grammar/semantics.md).
  @Test func seedAsWrittenWarnsOnceAboutTheOverflow() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Samples/seed-as-written.layout").standardized
    let source = try String(contentsOf: url, encoding: .utf8)
    let diags = check(source, ["place.repeatOverflow"])
    let d = try #require(diags.first)
    #expect(d.severity == .warning)
    #expect(d.message.text.contains("780pt"), "\(d.message.text)")
  }

  /// `--groups` on a request of more group frames than a build lists: refused before tiling.
  /// Three groups deep, 4,000,000 items in one-item repetitions: 12,000,000 frames.
  @Test func tooManyGroupFramesIsRefused() throws {
    let source = "section < group.horizontal(w: 1, h: 10pt) < group.vertical(w: 1, h: 1) < group.vertical(w: 1, h: 1) < item > > > >"
    let (model, _) = Compilation.model(SourceFile(name: "groups.layout", text: source), mode: nil)
    let m = try #require(model)
    let (layout, diags) = Resolver.resolve(m, options: ResolveOptions(items: .each(4_000_000), includeGroups: true))
    #expect(layout == nil)
    #expect(diags.map(\.id.description) == ["place.tooManyGroupFrames"])
    #expect(Resolver.resolve(m, options: ResolveOptions(items: .each(3_000_000), includeGroups: true)).1.isEmpty)
  }

  /// `--rect` on a window that would place more items than a full build: refused, for a rect
  /// that reaches too many repetitions and for flow lines of differing items, which a window
  /// cannot skip; a screenful of the same is placed.
  @Test func tooLargeAWindowIsRefused() throws {
    let grid = try #require(Compilation.model(SourceFile(name: "g.layout", text: "section < group.horizontal(w: 1, h: 10pt) < item > >"), mode: nil).0)
    var options = ResolveOptions(items: .each(1_000_000_000))
    options.window = Rect(x: 0, y: 0, width: 390, height: 1e9)
    let (layout, diags) = Resolver.resolve(grid, options: options)
    #expect(layout == nil)
    #expect(diags.map(\.id.description) == ["place.windowTooLarge"])
    options.window = Rect(x: 0, y: 5e9, width: 390, height: 844)
    #expect(Resolver.resolve(grid, options: options).0?.sections.first?.items.count == 85)

    let source = SourceFile(name: "f.layout", text: "flow < item(w: 50pt, h: 20pt) item(w: 60pt, h: 20pt) >")
    guard case .flow(let tags)? = Compilation.analyze(source, mode: nil).checked else {
      Issue.record("not a flow layout")
      return
    }
    options.items = .each(20_000_000)
    options.window = Rect(x: 0, y: 0, width: 390, height: 844)
    #expect(FlowResolver.resolve(tags, options: options).1.map(\.id.description) == ["place.windowTooLarge"])
  }

  /// `--measured FILE.json` is checked by the driver, into the checker's catalogue (E2).
  @Test func measuredFileErrorsAreCheckDiagnostics() {
    guard case .invalid(let d) = MeasuredFile.parse(SourceFile(name: "m.json", text: #"{"sections": 3}"#)) else {
      Issue.record("accepted")
      return
    }
    #expect(d.id.description == "check.measuredFile")
    #expect(d.severity == .error)
  }

  /// Every `check.*` and `place.*` ID in the catalogues appears in this file's tables.
  @Test func everyCatalogueIDIsCovered() throws {
    let here = URL(fileURLWithPath: #filePath)
    let sources = here.deletingLastPathComponent().appendingPathComponent("../../Sources/LayoutSemantics").standardized
    let tests = try String(contentsOf: here, encoding: .utf8)
    for (domain, path) in [("check", "Check/SemanticDiagnostics.swift"), ("place", "Resolve/PlacementDiagnostics.swift")] {
      let catalogue = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      // Each entry is `static func name(…) -> DiagnosticMessage`, its ID `domain.name`.
      let names = catalogue.matches(of: /static func ([A-Za-z0-9_]+)\(.*\) -> DiagnosticMessage \{\n/).map { String($0.1) }
      #expect(names.count >= (domain == "check" ? 40 : 7), "catalogue \(path) not read")
      for name in names {
        #expect(tests.contains("\"\(domain).\(name)\""), "no test triggers \(domain).\(name)")
      }
    }
  }

  /// Every diagnostic of the checker is located inside the file.
  @Test func diagnosticsAreLocatedInTheSource() {
    let source = "let t = item\nsection < group.horizontal(count: 2pt) < t(w: 1/0) itm > >"
    let diags = Compilation.check(SourceFile(name: "t.layout", text: source), resolve: ResolveOptions())
    #expect(diags.count >= 2)
    for d in diags {
      #expect(d.range.start >= 0 && d.range.end <= source.utf8.count && d.range.start <= d.range.end, "\(d.id)")
    }
  }
}
