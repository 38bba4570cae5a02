import LayoutSource

/// The checker's diagnostic catalogue (`check.*`), alphabetical.
public enum CheckDiagnostics {
  static func id(_ function: String = #function) -> DiagnosticID { DiagnosticID("check", function: function) }
  static func didYouMean(_ s: String?) -> String { s.map { "; did you mean `\($0)`?" } ?? "" }
  /// "`a:`, `b:`" (or joined by `separator`): labels as messages list them.
  static func labels(_ labels: [String], separator: String = ", ") -> String {
    labels.map { "`\($0):`" }.joined(separator: separator)
  }

  /// Where a value is written, as messages name it: a label (`` `line:` ``) or a modifier
  /// (`` `inset` ``).
  public enum ValueSite: Sendable, Hashable {
    case label(String)
    case modifier(ModifierKind)

    var code: String {
      switch self {
      case .label(let l): "`\(l):`"
      case .modifier(let m): "`\(m.rawValue)`"
      }
    }
  }

  public static func adaptiveCaseNeverChosen(_ width: String, earlier: String) -> DiagnosticMessage {
    .init(id(), .warning, "`when(widthAbove: \(width))` is never chosen: the earlier `when(widthAbove: \(earlier))` matches every width it would; the first match wins, so list the widest first")
  }
  public static func adaptiveNeedsElse() -> DiagnosticMessage {
    .init(id(), .error, "an adaptive section needs an `else < group >` for widths no `when` matches")
  }
  public static func badgeOffsetMixed() -> DiagnosticMessage {
    .init(id(), .error, "`dx:` and `dy:` must both be fractions of the badge's size (bare numbers) or both points (`pt`), as UIKit's anchor takes one kind of offset")
  }
  public static func bareNumberTooLarge(_ text: String, axis: Axis) -> DiagnosticMessage {
    .init(id(), .error, "`\(axis.sizeLabel): \(text)` is a fraction of the container, and fractions above 1 are almost always meant as points; did you mean `\(text)pt`?")
  }
  public static func bareNumberTooLargeNote(_ axis: Axis) -> DiagnosticNote {
    DiagnosticNote("a bare number is a fraction of the container's \(axis.length); `1` is all of it")
  }
  public static func conflictingSupplementaryInsets() -> DiagnosticMessage {
    .init(id(), .error, "a section's header and footer either both follow its content insets or both ignore them (`supplementaryContentInsetsReference` is one setting per section)")
  }
  public static func countAndRepeat() -> DiagnosticMessage {
    .init(id(), .error, "a group takes `count:` or `repeat:`, not both")
  }
  public static func countChildAxisReplaced(_ axis: Axis, count: Int) -> DiagnosticMessage {
    .init(id(), .warning, "`count: \(count)` replaces this child's \(axis.length) with 1/\(count) of the group; its `\(axis.sizeLabel):` is ignored")
  }
  public static func countChildEdges() -> DiagnosticMessage {
    .init(id(), .error, "the child of a `count:` group cannot have `edges`: the group sizes its copies to fill the axis exactly")
  }
  public static func countNeedsOneChild(_ label: String, found: Int) -> DiagnosticMessage {
    .init(id(), .error, "a group with `\(label):` repeats exactly one child, found \(found)")
  }
  public static func countNotPositiveInteger(_ label: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(label):` takes a whole number of at least 1")
  }
  public static func countTooLarge(_ label: String, limit: Int) -> DiagnosticMessage {
    .init(id(), .error, "`\(label):` is larger than \(limit), the most leaves one group may hold")
  }
  public static func duplicateLabel(_ label: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(label):` is given twice")
  }
  /// On a label that sets an edge an earlier one set (`top:` after `vertical:`).
  public static func duplicateLabelEdgeNote(at first: SourceRange) -> DiagnosticNote {
    DiagnosticNote("the same edge is set here", at: first)
  }
  public static func duplicateLabelNote(at first: SourceRange) -> DiagnosticNote {
    DiagnosticNote("first given here", at: first)
  }
  public static func duplicateLayoutHeader() -> DiagnosticMessage {
    .init(id(), .error, "a file has at most one `layout` header")
  }
  public static func duplicateLayoutHeaderNote(at first: SourceRange) -> DiagnosticNote {
    DiagnosticNote("first `layout` header here", at: first)
  }
  public static func duplicateLet(_ name: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(name)` is already defined")
  }
  public static func duplicateLetNote(at first: SourceRange) -> DiagnosticNote {
    DiagnosticNote("first defined here", at: first)
  }
  public static func duplicateModifier(_ name: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(name)` is set twice on the same node")
  }
  public static func duplicateModifierNote(at first: SourceRange) -> DiagnosticNote {
    DiagnosticNote("first set here", at: first)
  }
  public static func duplicatePreview(_ name: String) -> DiagnosticMessage {
    .init(id(), .error, "a preview named `\(name)` is already declared; `--preview NAME` picks a preview by its name, so each needs its own")
  }
  public static func duplicatePreviewNote(at first: SourceRange) -> DiagnosticNote {
    DiagnosticNote("first declared here", at: first)
  }
  public static func emptyGroup(_ name: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(name)` has no children; a group lays out at least one item or group between `<` and `>`")
  }
  public static func estimatedItemSizeInCompositional() -> DiagnosticMessage {
    .init(id(), .error, "`estimatedItemSize:` is a flow layout's; a compositional layout estimates each size where it is written, as in `h: ~44pt`")
  }
  public static func estimatedItemSizeWithoutEstimates() -> DiagnosticMessage {
    .init(id(), .error, "`estimatedItemSize:` applies only when the items self-size: write `~` on both sizes of every item, as in `item(w: ~80pt, h: ~32pt)`, or remove it")
  }
  public static func estimatedNeedsPoints() -> DiagnosticMessage {
    .init(id(), .error, "`~` marks an estimated size in points and goes only before a `pt` value, as in `~44pt`")
  }
  public static func estimatedTreatedAsFinal(_ text: String) -> DiagnosticMessage {
    .init(id(), .note, "`\(text)` is an estimate: frames use it as the final size, since layoutc cannot know what self-sizing would measure")
  }
  /// On the first estimate of a file, which stands for the `others`.
  public static func estimatedTreatedAsFinalNote(others: Int) -> DiagnosticNote {
    DiagnosticNote("the same holds for the \(others) other estimate\(others == 1 ? "" : "s") in this file")
  }
  /// `found` is the value as written.
  public static func expectedBool(_ label: String, found: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(label):` takes `true` or `false`, found `\(found)`")
  }
  public static func expectedPoints(_ site: ValueSite, found: String) -> DiagnosticMessage {
    .init(id(), .error, "\(site.code) takes points, found `\(found)`")
  }
  public static func expectedSize(found: String) -> DiagnosticMessage {
    .init(id(), .error, "expected a size such as `1/3`, `0.5w`, `44pt` or `~44pt`, found `\(found)`")
  }
  public static func flexibleSectionSpacing() -> DiagnosticMessage {
    .init(id(), .error, "a section's `spacing` is UIKit's `interGroupSpacing`, a plain number of points; it cannot be `flexible`")
  }
  public static func flowEstimated() -> DiagnosticMessage {
    .init(id(), .error, "a flow layout's items are all estimated or all fixed: `UICollectionViewFlowLayout` self-sizes every item (`estimatedItemSize`) or none; write `~` on both sizes of every item, or on none")
  }
  public static func flowEstimatedNote(estimated: Bool, at r: SourceRange) -> DiagnosticNote {
    DiagnosticNote(estimated ? "the first item is estimated" : "the first item's size is fixed", at: r)
  }
  public static func flowEstimatedSupplementary() -> DiagnosticMessage {
    .init(id(), .error, "a flow header's or footer's extent is a reference size in points, never estimated; remove the `~`")
  }
  /// E10: `w` × `h` is the first item's estimate.
  public static func flowEstimatesDiffer(_ w: Double, _ h: Double, automatic: Bool) -> DiagnosticMessage {
    let estimate = automatic ? "`UICollectionViewFlowLayout.automaticSize`" : "the first item's, \(JSONText.number(w))×\(JSONText.number(h))"
    return .init(id(), .warning, "`UICollectionViewFlowLayout` has one estimate for every cell (`estimatedItemSize`), here \(estimate), so this estimate never reaches UIKit; unmeasured cells are drawn at the first item's estimate. Give what the cells measure with a preview's `sizes:` or `--measured`")
  }
  public static func flowEstimatesDifferNote(others: Int, at r: SourceRange) -> DiagnosticNote {
    DiagnosticNote("the first item's estimate" + (others > 0 ? "; \(others) more item\(others == 1 ? " estimates" : "s estimate") otherwise" : ""), at: r)
  }
  public static func flowGroup(_ name: String) -> DiagnosticMessage {
    .init(id(), .error, "a `flow` section lists item sizes, not groups; `\(name)` belongs in a compositional `section`")
  }
  /// `kind` is `header` or `footer`, given the size label across `scroll` where only the one along
  /// it counts.
  public static func flowHeaderAxis(_ kind: String, scroll: Axis) -> DiagnosticMessage {
    let given = scroll.other
    return .init(id(), .error, "`\(kind)(\(given.sizeLabel):)` is the \(kind)'s \(given.length), which a \(scroll.rawValue)ly scrolling flow layout ignores: its \(kind)s span the \(given.length) and take their \(scroll.length) from `\(kind)(\(scroll.sizeLabel):)`")
  }
  public static func flowItemNeedsSize(_ missing: [String]) -> DiagnosticMessage {
    .init(id(), .error, "a flow item needs \(labels(missing, separator: " and ")) in points; UIKit's flow layout sizes every item explicitly")
  }
  public static func flowLayoutSpacing() -> DiagnosticMessage {
    .init(id(), .error, "flow sections have no gap between them, so `layout(spacing:)` does not apply to a flow layout")
  }
  public static func flowNeedsItem() -> DiagnosticMessage {
    .init(id(), .error, "the flow section lists no item size; give at least one `item(w: …pt, h: …pt)`")
  }
  public static func flowNeedsPoints(_ text: String, label: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(label): \(text)` is not in points; flow layouts size everything in points (UIKit's flow layout has no sizes relative to the container)")
  }
  public static func flowPinnedDiffers(_ kind: String, pinned: Bool) -> DiagnosticMessage {
    let property = kind == "header" ? "sectionHeadersPinToVisibleBounds" : "sectionFootersPinToVisibleBounds"
    return .init(id(), .error, "this \(kind) is \(pinned ? "pinned" : "not pinned") but an earlier section's is\(pinned ? " not" : ""): a flow layout pins every section's \(kind)s or none (`\(property)`); give every `\(kind)` the same `pinned:`")
  }
  public static func flowPinnedDiffersNote(_ kind: String, pinned: Bool, at first: SourceRange) -> DiagnosticNote {
    DiagnosticNote("the first section's \(kind) is\(pinned ? "" : " not") pinned", at: first)
  }
  public static func flowSpacing() -> DiagnosticMessage {
    .init(id(), .error, "a flow section's spacing goes in its arguments: `flow(line: N, interitem: N)`")
  }
  public static func fractionalInset(_ value: String) -> DiagnosticMessage {
    .init(id(), .warning, "an inset of \(value) lies between 0 and 1, and UIKit treats such insets as fractions of the container, not points")
  }
  public static func fractionalInsetNote() -> DiagnosticNote {
    DiagnosticNote("Apple: \"If the value of a content inset is less than 1.0, the content inset is fractional\"")
  }
  public static func fractionNotPoints(_ site: ValueSite, _ text: String, value: Double) -> DiagnosticMessage {
    let decimal = JSONText.number(value)
    return .init(id(), .error, "\(site.code) takes points, not a fraction; `\(text)` would be \(decimal)pt, so write `\(decimal)`")
  }
  public static func groupNeedsAxis() -> DiagnosticMessage {
    .init(id(), .error, "a group needs an axis: `group.horizontal` or `group.vertical`")
  }
  public static func groupPagingCenteredInsets() -> DiagnosticMessage {
    .init(id(), .warning, "`group-paging-centered` centres each group with insets whose exact formula has not been measured; layoutc uses (width − group width) / 2 on each side, so on a device the groups may sit a few points off these frames")
  }
  public static func itemHasBody() -> DiagnosticMessage {
    .init(id(), .error, "an `item` is a leaf and has no children; use a group to hold items")
  }
  /// `cycle` lists the names in order, the first again at the end: `` `a` → `b` → `a` ``; a cycle
  /// through thousands of `let`s is named by its ends.
  public static func letCycle(_ cycle: [String]) -> DiagnosticMessage {
    let names = cycle.map { "`\($0)`" }
    let shown = names.count > 12
      ? (names.prefix(5) + ["…"] + names.suffix(4)).joined(separator: " → ") + " (\(cycle.count - 1) `let`s)"
      : names.joined(separator: " → ")
    return .init(id(), .error, "`let` definitions refer to each other in a cycle: \(shown)")
  }
  public static func letExpansionTooLarge(limit: Int) -> DiagnosticMessage {
    .init(id(), .error, "expanding `let`s makes more than \(limit) nodes; layoutc stops there")
  }
  public static func letModifierReset(_ name: String, letName: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(letName)` already sets `\(name)`; a use may add modifiers but not change the ones its `let` sets")
  }
  public static func letModifierResetNote(at set: SourceRange) -> DiagnosticNote {
    DiagnosticNote("set in the `let` here", at: set)
  }
  public static func letShadowsBuiltin(_ name: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(name)` is a built-in node name and cannot be redefined")
  }
  public static func letUseArguments(_ name: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(name)` is a `let`; a use takes modifiers but no arguments, so set sizes in its definition")
  }
  public static func letUseBody(_ name: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(name)` is a `let`; a use cannot add children")
  }
  public static func listHasBody() -> DiagnosticMessage {
    .init(id(), .error, "`list(…)` has no children: its rows are the section's items, one row per item")
  }
  public static func listInHorizontalLayout() -> DiagnosticMessage {
    .init(id(), .error, "a list section needs a vertically scrolling layout: UIKit's lists lay their rows out top to bottom; remove `scroll: horizontal` from `layout`, or build the rows from groups")
  }
  /// On the first list of a file: its frames are UIKit's estimates and inferred metrics.
  public static func listMetricsEstimated() -> DiagnosticMessage {
    .init(id(), .note, "list rows size themselves: frames use UIKit's 44pt estimate for each row, header and footer, and inferred insets and spacing (rules L2–L6), which cells measured on a device replace")
  }
  /// On the first list of a file, which stands for the `others`.
  public static func listMetricsEstimatedNote(others: Int) -> DiagnosticNote {
    DiagnosticNote("the same holds for the \(others) other list\(others == 1 ? "" : "s") in this file")
  }
  /// `hint` says where the section's setting belongs instead.
  public static func listSectionModifier(_ name: String, hint: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(name)` does not apply to a list section: \(hint)")
  }
  public static func measuredFile(_ problem: String) -> DiagnosticMessage {
    .init(id(), .error, "--measured: \(problem); the file is {\"sections\": [{\"items\": [[width, height], …], \"header\": [width, height], \"footer\": [width, height]}]}")
  }
  public static func misplacedElse() -> DiagnosticMessage {
    .init(id(), .error, "`else` comes once, after the `when` cases of an adaptive section")
  }
  public static func misplacedList() -> DiagnosticMessage {
    .init(id(), .error, "`list(…)` is a whole section's layout: write it alone in a section's body, as in `section name < list(appearance: plain) >`; it cannot be nested in a group, share a body or be chosen by `when`")
  }
  public static func misplacedTopLevel(_ name: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(name)` at the top level; items and groups belong inside a `section < … >`")
  }
  public static func missingLabel(_ owner: String, labels allowed: [String]) -> DiagnosticMessage {
    .init(id(), .error, "arguments of `\(owner)` need a label (\(labels(allowed)))")
  }
  public static func mixedLayoutKinds(_ kind: String, first: String) -> DiagnosticMessage {
    .init(id(), .error, "a `\(kind)` in a file whose first section is a `\(first)`; a file is either a compositional layout (`section`) or a flow layout (`flow`)")
  }
  public static func mixedLayoutKindsNote(_ first: String, at range: SourceRange) -> DiagnosticNote {
    DiagnosticNote("the first section is a `\(first)`", at: range)
  }
  public static func modifierNeedsValue(_ name: String, example: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(name)` needs a value, as in `\(example)`")
  }
  public static func modifierNotAllowed(_ name: String, on owner: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(name)` does not apply to `\(owner)`")
  }
  /// On a modifier of an item of a `flow` section.
  public static func modifierNotAllowedOnFlowItemNote() -> DiagnosticNote {
    DiagnosticNote("an item of a `flow` section is only a size; spacing and insets belong to the section")
  }
  public static func negativeFlowValue(_ site: ValueSite) -> DiagnosticMessage {
    let what = site == .modifier(.inset) ? "an inset" : site.code
    return .init(id(), .error, "\(what) must not be negative in a flow layout")
  }
  public static func negativeInset() -> DiagnosticMessage {
    .init(id(), .warning, "a negative inset makes the content larger than its container; UIKit accepts it")
  }
  public static func negativeSpacing(_ between: String, property: String) -> DiagnosticMessage {
    .init(id(), .warning, "a negative spacing (`\(property)`) makes the \(between) overlap; UIKit accepts it")
  }
  public static func nestingTooDeep(limit: Int) -> DiagnosticMessage {
    .init(id(), .error, "groups nest more than \(limit) levels deep once `let`s are expanded")
  }
  public static func nonPositiveSize(_ text: String) -> DiagnosticMessage {
    .init(id(), .error, "a size must be greater than zero, found `\(text)`")
  }
  public static func noSections() -> DiagnosticMessage {
    .init(id(), .error, "the file declares no section; a layout needs at least one `section < group… >`")
  }
  /// `value` is what the literal becomes, printed so that it reads back as the same CGFloat.
  /// `digits` is nil when the literal is rounded for being below the smallest normal CGFloat.
  public static func numberRounded(_ text: String, to value: Double, significantDigits digits: Int?) -> DiagnosticMessage {
    let why = digits.map { "it has \($0) significant digits, and 17 are enough to write any CGFloat" } ?? "it is smaller than the smallest normal CGFloat"
    return .init(id(), .warning, "`\(text)` is rounded to the nearest value a CGFloat holds, \(JSONText.number(value)): \(why)")
  }
  public static func numberTooLarge(_ text: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(text)` is too large: numbers may be at most 2^53 = 9007199254740992, beyond which a CGFloat no longer holds every whole number")
  }
  public static func orthogonalInHorizontalLayout() -> DiagnosticMessage {
    .init(id(), .error, "orthogonal scrolling in a horizontally scrolling layout has not been measured, so layoutc cannot say where UIKit puts its items; remove `scroll` or scroll the layout vertically")
  }
  public static func pinnedInOrthogonalSection(_ kind: String) -> DiagnosticMessage {
    .init(id(), .warning, "a pinned \(kind) on an orthogonally scrolling section pins to the collection view's vertical scrolling only; frames show it at rest")
  }
  public static func previewInsetNegative(_ label: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(label):` edges are distances in from the collection view's bounds and cannot be negative")
  }
  public static func previewInsetsTooLarge(_ label: String, across: String, total: Double, side: Double) -> DiagnosticMessage {
    .init(id(), .error, "`\(label):` leaves no room: its \(across) edges add up to \(PlacementDiagnostics.pt(total)), and the collection view is \(PlacementDiagnostics.pt(side)) \(across == "left and right" ? "wide" : "tall")")
  }
  public static func previewInsetsValue(_ label: String, found: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(label):` takes edges written as the `inset` modifier is, `\(label): inset(top: 0, leading: 20, bottom: 0, trailing: 20)`; found `\(found)`")
  }
  public static func previewItems(_ text: String, limit: String) -> DiagnosticMessage {
    .init(id(), .error, "`items:` takes a whole number of items from 0 to \(limit), or a list of them with one per section (`[6, 20, 8]`), as `--items` does; found `\(text)`")
  }
  public static func previewScale(_ text: String) -> DiagnosticMessage {
    .init(id(), .error, "`scale:` is the display scale, 1, 2 or 3 as UIKit screens have (`--scale`); found `\(text)`")
  }
  public static func previewSizeOutOfRange(_ label: String, _ text: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(label): \(text)` is outside the sizes a preview takes: the collection view's \(label) in points, above 0 and at most 100000 (as `--size`)")
  }
  public static func previewSizes(_ text: String) -> DiagnosticMessage {
    .init(id(), .error, "`sizes:` takes measured sizes, width `x` height in points, both above 0 (`80x32`, `[80x32, 120x32, 64.5x32]`); `\(text)` is not one")
  }
  public static func previewTooManyItems(_ count: String, limit: String) -> DiagnosticMessage {
    .init(id(), .error, "this preview asks for \(count), more than the \(limit) one build lays out")
  }
  public static func repeatNeedsIOS16() -> DiagnosticMessage {
    .init(id(), .error, "`repeat:` is `repeatingSubitem:count:`, which needs iOS 16; before iOS 16 leave out `repeat:` and UIKit repeats the child while it fits (`subitems:`)")
  }
  public static func sectionArguments() -> DiagnosticMessage {
    .init(id(), .error, "a compositional `section` takes no arguments but `insetsReference:`; its size comes from its group")
  }
  public static func sectionHasManyGroups(_ count: Int) -> DiagnosticMessage {
    .init(id(), .error, "a section holds exactly one group, found \(count) children; wrap them in one group")
  }
  public static func sectionItemNeedsGroup() -> DiagnosticMessage {
    .init(id(), .error, "a section holds a group, not an item; wrap the item in a group")
  }
  public static func sectionNeedsGroup() -> DiagnosticMessage {
    .init(id(), .error, "the section is empty; it holds exactly one group")
  }
  public static func supplementaryAlignment(_ kind: String, found: String, allowed: [String]) -> DiagnosticMessage {
    let words = allowed.map { "`\($0)`" }.joined(separator: " or ")
    return .init(id(), .error, "a \(kind) aligned `\(found)` has not been measured, so layoutc cannot say where UIKit puts it; here a \(kind) is aligned \(words)")
  }
  public static func supplementaryNeedsSize(_ kind: String, label: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(kind)` needs `\(label):`, its extent along the layout axis, as in `\(kind)(\(label): 44pt)`")
  }
  public static func unitMisplaced(_ fix: String) -> DiagnosticMessage {
    .init(id(), .error, "a unit applies to the whole fraction and goes after it, as in `\(fix)`")
  }
  public static func unitNotAllowed(_ unit: String, site: ValueSite) -> DiagnosticMessage {
    .init(id(), .error, "\(site.code) cannot take the unit `\(unit)`")
  }
  public static func unknownElement(_ name: String, suggestion: String?) -> DiagnosticMessage {
    .init(id(), .error, "unknown node `\(name)`\(didYouMean(suggestion))")
  }
  public static func unknownLabel(_ label: String, owner: String, suggestion: String?) -> DiagnosticMessage {
    .init(id(), .error, "`\(owner)` has no argument `\(label):`\(didYouMean(suggestion))")
  }
  public static func unknownUnit(_ unit: String, suggestion: String?) -> DiagnosticMessage {
    .init(id(), .error, "unknown unit `\(unit)`; the units are `pt`, `w` and `h`\(didYouMean(suggestion))")
  }
  public static func unknownWord(_ word: String, expected: String, suggestion: String?) -> DiagnosticMessage {
    .init(id(), .error, "expected \(expected), found `\(word)`\(didYouMean(suggestion))")
  }
  public static func unusedLet(_ name: String) -> DiagnosticMessage {
    .init(id(), .warning, "`\(name)` is never used: no section places it, directly or through another `let`, so it lays out nothing")
  }
  public static func zeroDenominator() -> DiagnosticMessage {
    .init(id(), .error, "division by zero: a fraction's denominator must not be 0")
  }
}
