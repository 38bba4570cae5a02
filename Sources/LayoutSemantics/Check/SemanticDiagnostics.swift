import LayoutSource

/// The checker's diagnostic catalogue (`check.*`), alphabetical.
public enum CheckDiagnostics {
  static func id(_ name: String) -> DiagnosticID { DiagnosticID("check", name) }
  static func didYouMean(_ s: String?) -> String { s.map { "; did you mean `\($0)`?" } ?? "" }

  public static func adaptiveCaseNeverChosen(_ width: String, earlier: String) -> DiagnosticMessage {
    .init(id("adaptiveCaseNeverChosen"), .warning, "`when(widthAbove: \(width))` is never chosen: the earlier `when(widthAbove: \(earlier))` matches every width it would; the first match wins, so list the widest first")
  }
  public static func adaptiveNeedsElse() -> DiagnosticMessage {
    .init(id("adaptiveNeedsElse"), .error, "an adaptive section needs an `else < group >` for widths no `when` matches")
  }
  public static func badgeOffsetMixed() -> DiagnosticMessage {
    .init(id("badgeOffsetMixed"), .error, "`dx:` and `dy:` must both be fractions of the badge's size (bare numbers) or both points (`pt`), as UIKit's anchor takes one kind of offset")
  }
  public static func bareNumberTooLarge(_ text: String, label: String) -> DiagnosticMessage {
    .init(id("bareNumberTooLarge"), .error, "`\(label): \(text)` is a fraction of the container, and fractions above 1 are almost always meant as points; did you mean `\(text)pt`?")
  }
  public static func countAndRepeat() -> DiagnosticMessage {
    .init(id("countAndRepeat"), .error, "a group takes `count:` or `repeat:`, not both")
  }
  public static func countChildAxisReplaced(_ label: String, axis: String, count: Int) -> DiagnosticMessage {
    .init(id("countChildAxisReplaced"), .warning, "`count: \(count)` replaces this child's \(axis) with 1/\(count) of the group; its `\(label)` is ignored")
  }
  public static func countChildEdges() -> DiagnosticMessage {
    .init(id("countChildEdges"), .error, "the child of a `count:` group cannot have `edges`: the group sizes its copies to fill the axis exactly")
  }
  public static func countNeedsOneChild(_ label: String, found: Int) -> DiagnosticMessage {
    .init(id("countNeedsOneChild"), .error, "a group with `\(label):` repeats exactly one child, found \(found)")
  }
  public static func countNotPositiveInteger(_ label: String) -> DiagnosticMessage {
    .init(id("countNotPositiveInteger"), .error, "`\(label):` takes a whole number of at least 1")
  }
  public static func countTooLarge(_ label: String, limit: Int) -> DiagnosticMessage {
    .init(id("countTooLarge"), .error, "`\(label):` is larger than \(limit), the most leaves one group may hold")
  }
  public static func conflictingSupplementaryInsets() -> DiagnosticMessage {
    .init(id("conflictingSupplementaryInsets"), .error, "a section's header and footer either both follow its content insets or both ignore them (`supplementaryContentInsetsReference` is one setting per section)")
  }
  public static func duplicateLabel(_ label: String) -> DiagnosticMessage {
    .init(id("duplicateLabel"), .error, "`\(label):` is given twice")
  }
  public static func duplicateLayoutHeader() -> DiagnosticMessage {
    .init(id("duplicateLayoutHeader"), .error, "a file has at most one `layout` header")
  }
  public static func duplicateLet(_ name: String) -> DiagnosticMessage {
    .init(id("duplicateLet"), .error, "`\(name)` is already defined")
  }
  public static func duplicateModifier(_ name: String) -> DiagnosticMessage {
    .init(id("duplicateModifier"), .error, "`\(name)` is set twice on the same node")
  }
  public static func emptyGroup(_ name: String) -> DiagnosticMessage {
    .init(id("emptyGroup"), .error, "`\(name)` has no children; a group lays out at least one item or group between `<` and `>`")
  }
  public static func estimatedNeedsPoints() -> DiagnosticMessage {
    .init(id("estimatedNeedsPoints"), .error, "`~` marks an estimated size in points and goes only before a `pt` value, as in `~44pt`")
  }
  public static func estimatedTreatedAsFinal(_ text: String) -> DiagnosticMessage {
    .init(id("estimatedTreatedAsFinal"), .note, "`\(text)` is an estimate: frames use it as the final size, since layoutc cannot know what self-sizing would measure")
  }
  public static func expectedBool(_ label: String, found: String) -> DiagnosticMessage {
    .init(id("expectedBool"), .error, "`\(label):` takes `true` or `false`, found \(found)")
  }
  public static func expectedPoints(_ context: String, found: String) -> DiagnosticMessage {
    .init(id("expectedPoints"), .error, "\(context) takes points, found \(found)")
  }
  public static func expectedSize(found: String) -> DiagnosticMessage {
    .init(id("expectedSize"), .error, "expected a size such as `1/3`, `0.5w`, `44pt` or `~44pt`, found \(found)")
  }
  public static func flexibleSectionSpacing() -> DiagnosticMessage {
    .init(id("flexibleSectionSpacing"), .error, "a section's `spacing` is UIKit's `interGroupSpacing`, a plain number of points; it cannot be `flexible`")
  }
  public static func flowEstimated() -> DiagnosticMessage {
    .init(id("flowEstimated"), .error, "estimated (self-sizing) flow items are not supported: layoutc cannot know the sizes UIKit would measure; give the final size in points")
  }
  public static func flowGroup(_ name: String) -> DiagnosticMessage {
    .init(id("flowGroup"), .error, "a `flow` section lists item sizes, not groups; `\(name)` belongs in a compositional `section`")
  }
  public static func flowHeaderAxis(_ kind: String, label: String, expected: String, scroll: Axis) -> DiagnosticMessage {
    let given = label == "w" ? "width" : "height"
    let span = scroll == .vertical ? "width" : "height"
    let extent = expected == "w" ? "width" : "height"
    return .init(id("flowHeaderAxis"), .error, "`\(kind)(\(label):)` is the \(kind)'s \(given), which a \(scroll.rawValue)ly scrolling flow layout ignores: its \(kind)s span the \(span) and take their \(extent) from `\(kind)(\(expected):)`")
  }
  public static func flowPinnedDiffers(_ kind: String, pinned: Bool) -> DiagnosticMessage {
    let property = kind == "header" ? "sectionHeadersPinToVisibleBounds" : "sectionFootersPinToVisibleBounds"
    return .init(id("flowPinnedDiffers"), .error, "this \(kind) is \(pinned ? "pinned" : "not pinned") but an earlier section's is\(pinned ? " not" : ""): a flow layout pins every section's \(kind)s or none (`\(property)`); give every `\(kind)` the same `pinned:`")
  }
  public static func flowItemNeedsSize(_ labels: String) -> DiagnosticMessage {
    .init(id("flowItemNeedsSize"), .error, "a flow item needs \(labels) in points; UIKit's flow layout sizes every item explicitly")
  }
  public static func flowLayoutSpacing() -> DiagnosticMessage {
    .init(id("flowLayoutSpacing"), .error, "flow sections have no gap between them, so `layout(spacing:)` does not apply to a flow layout")
  }
  public static func flowNeedsItem() -> DiagnosticMessage {
    .init(id("flowNeedsItem"), .error, "the flow section lists no item size; give at least one `item(w: …pt, h: …pt)`")
  }
  public static func flowNeedsPoints(_ text: String, label: String) -> DiagnosticMessage {
    .init(id("flowNeedsPoints"), .error, "`\(label): \(text)` is not in points; flow layouts size everything in points (UIKit's flow layout has no sizes relative to the container)")
  }
  public static func flowSpacing() -> DiagnosticMessage {
    .init(id("flowSpacing"), .error, "a flow section's spacing goes in its arguments: `flow(line: N, interitem: N)`")
  }
  public static func fractionNotPoints(_ context: String, _ text: String, decimal: String) -> DiagnosticMessage {
    .init(id("fractionNotPoints"), .error, "\(context) takes points, not a fraction; `\(text)` would be \(decimal)pt, so write `\(decimal)`")
  }
  public static func fractionalInset(_ value: String) -> DiagnosticMessage {
    .init(id("fractionalInset"), .warning, "an inset of \(value) lies between 0 and 1, and UIKit treats such insets as fractions of the container, not points")
  }
  public static func groupPagingCenteredInsets() -> DiagnosticMessage {
    .init(id("groupPagingCenteredInsets"), .warning, "`group-paging-centered` centres each group with insets whose exact formula has not been measured; layoutc uses (width − group width) / 2 on each side, so on a device the groups may sit a few points off these frames")
  }
  public static func groupNeedsAxis() -> DiagnosticMessage {
    .init(id("groupNeedsAxis"), .error, "a group needs an axis: `group.horizontal` or `group.vertical`")
  }
  public static func misplacedElse() -> DiagnosticMessage {
    .init(id("misplacedElse"), .error, "`else` comes once, after the `when` cases of an adaptive section")
  }
  public static func itemHasBody() -> DiagnosticMessage {
    .init(id("itemHasBody"), .error, "an `item` is a leaf and has no children; use a group to hold items")
  }
  public static func letCycle(_ cycle: String) -> DiagnosticMessage {
    .init(id("letCycle"), .error, "`let` definitions refer to each other in a cycle: \(cycle)")
  }
  public static func letExpansionTooLarge(limit: Int) -> DiagnosticMessage {
    .init(id("letExpansionTooLarge"), .error, "expanding `let`s makes more than \(limit) nodes; layoutc stops there")
  }
  public static func letModifierReset(_ name: String, letName: String) -> DiagnosticMessage {
    .init(id("letModifierReset"), .error, "`\(letName)` already sets `\(name)`; a use may add modifiers but not change the ones its `let` sets")
  }
  public static func letShadowsBuiltin(_ name: String) -> DiagnosticMessage {
    .init(id("letShadowsBuiltin"), .error, "`\(name)` is a built-in node name and cannot be redefined")
  }
  public static func letUseArguments(_ name: String) -> DiagnosticMessage {
    .init(id("letUseArguments"), .error, "`\(name)` is a `let`; a use takes modifiers but no arguments, so set sizes in its definition")
  }
  public static func letUseBody(_ name: String) -> DiagnosticMessage {
    .init(id("letUseBody"), .error, "`\(name)` is a `let`; a use cannot add children")
  }
  public static func misplacedTopLevel(_ name: String) -> DiagnosticMessage {
    .init(id("misplacedTopLevel"), .error, "`\(name)` at the top level; items and groups belong inside a `section < … >`")
  }
  public static func mixedLayoutKinds(_ kind: String, first: String) -> DiagnosticMessage {
    .init(id("mixedLayoutKinds"), .error, "a `\(kind)` in a file whose first section is a `\(first)`; a file is either a compositional layout (`section`) or a flow layout (`flow`)")
  }
  public static func missingLabel(_ owner: String, labels: String) -> DiagnosticMessage {
    .init(id("missingLabel"), .error, "arguments of `\(owner)` need a label (\(labels))")
  }
  public static func modifierNotAllowed(_ name: String, on owner: String) -> DiagnosticMessage {
    .init(id("modifierNotAllowed"), .error, "`\(name)` does not apply to `\(owner)`")
  }
  public static func modifierNeedsValue(_ name: String, example: String) -> DiagnosticMessage {
    .init(id("modifierNeedsValue"), .error, "`\(name)` needs a value, as in `\(example)`")
  }
  public static func orthogonalInHorizontalLayout() -> DiagnosticMessage {
    .init(id("orthogonalInHorizontalLayout"), .error, "orthogonal scrolling in a horizontally scrolling layout has not been measured, so layoutc cannot say where UIKit puts its items; remove `scroll` or scroll the layout vertically")
  }
  public static func pinnedInOrthogonalSection(_ kind: String) -> DiagnosticMessage {
    .init(id("pinnedInOrthogonalSection"), .warning, "a pinned \(kind) on an orthogonally scrolling section pins to the collection view's vertical scrolling only; frames show it at rest")
  }
  public static func negativeFlowValue(_ what: String) -> DiagnosticMessage {
    .init(id("negativeFlowValue"), .error, "\(what) must not be negative in a flow layout")
  }
  public static func negativeInset() -> DiagnosticMessage {
    .init(id("negativeInset"), .warning, "a negative inset makes the content larger than its container; UIKit accepts it")
  }
  public static func negativeSpacing(_ between: String, property: String) -> DiagnosticMessage {
    .init(id("negativeSpacing"), .warning, "a negative spacing (`\(property)`) makes the \(between) overlap; UIKit accepts it")
  }
    public static func nestingTooDeep(limit: Int) -> DiagnosticMessage {
    .init(id("nestingTooDeep"), .error, "groups nest more than \(limit) levels deep once `let`s are expanded")
  }
  public static func noSections() -> DiagnosticMessage {
    .init(id("noSections"), .error, "the file declares no section; a layout needs at least one `section < group… >`")
  }
  public static func nonPositiveSize(_ text: String) -> DiagnosticMessage {
    .init(id("nonPositiveSize"), .error, "a size must be greater than zero, found `\(text)`")
  }
  /// `value` is what the literal becomes, printed so that it reads back as the same CGFloat.
  /// `digits` is nil when the literal is rounded for being below the smallest normal CGFloat.
  public static func numberRounded(_ text: String, to value: String, significantDigits digits: Int?) -> DiagnosticMessage {
    let why = digits.map { "it has \($0) significant digits, and 17 are enough to write any CGFloat" } ?? "it is smaller than the smallest normal CGFloat"
    return .init(id("numberRounded"), .warning, "`\(text)` is rounded to the nearest value a CGFloat holds, \(value): \(why)")
  }
  public static func numberTooLarge(_ text: String) -> DiagnosticMessage {
    .init(id("numberTooLarge"), .error, "`\(text)` is too large: numbers may be at most 2^53 = 9007199254740992, beyond which a CGFloat no longer holds every whole number")
  }
  public static func sectionArguments() -> DiagnosticMessage {
    .init(id("sectionArguments"), .error, "a compositional `section` takes no arguments; its size comes from its group")
  }
  public static func sectionHasManyGroups(_ count: Int) -> DiagnosticMessage {
    .init(id("sectionHasManyGroups"), .error, "a section holds exactly one group, found \(count) children; wrap them in one group")
  }
  public static func sectionItemNeedsGroup() -> DiagnosticMessage {
    .init(id("sectionItemNeedsGroup"), .error, "a section holds a group, not an item; wrap the item in a group")
  }
  public static func sectionNeedsGroup() -> DiagnosticMessage {
    .init(id("sectionNeedsGroup"), .error, "the section is empty; it holds exactly one group")
  }
  public static func repeatNeedsIOS16() -> DiagnosticMessage {
    .init(id("repeatNeedsIOS16"), .error, "`repeat:` is `repeatingSubitem:count:`, which needs iOS 16; before iOS 16 leave out `repeat:` and UIKit repeats the child while it fits (`subitems:`)")
  }
  public static func supplementaryAlignment(_ kind: String, found: String, allowed: String) -> DiagnosticMessage {
    .init(id("supplementaryAlignment"), .error, "a \(kind) aligned `\(found)` has not been measured, so layoutc cannot say where UIKit puts it; here a \(kind) is aligned \(allowed)")
  }
  public static func supplementaryNeedsSize(_ kind: String, label: String) -> DiagnosticMessage {
    .init(id("supplementaryNeedsSize"), .error, "`\(kind)` needs `\(label):`, its extent along the layout axis, as in `\(kind)(\(label): 44pt)`")
  }
  public static func unitMisplaced(_ fix: String) -> DiagnosticMessage {
    .init(id("unitMisplaced"), .error, "a unit applies to the whole fraction and goes after it, as in `\(fix)`")
  }
  public static func unitNotAllowed(_ unit: String, context: String) -> DiagnosticMessage {
    .init(id("unitNotAllowed"), .error, "\(context) cannot take the unit `\(unit)`")
  }
  public static func unknownElement(_ name: String, suggestion: String?) -> DiagnosticMessage {
    .init(id("unknownElement"), .error, "unknown node `\(name)`\(didYouMean(suggestion))")
  }
  public static func unknownLabel(_ label: String, owner: String, suggestion: String?) -> DiagnosticMessage {
    .init(id("unknownLabel"), .error, "`\(owner)` has no argument `\(label):`\(didYouMean(suggestion))")
  }
  public static func unknownUnit(_ unit: String, suggestion: String?) -> DiagnosticMessage {
    .init(id("unknownUnit"), .error, "unknown unit `\(unit)`; the units are `pt`, `w` and `h`\(didYouMean(suggestion))")
  }
  public static func unknownWord(_ word: String, expected: String, suggestion: String?) -> DiagnosticMessage {
    .init(id("unknownWord"), .error, "expected \(expected), found `\(word)`\(didYouMean(suggestion))")
  }
  public static func unusedLet(_ name: String) -> DiagnosticMessage {
    .init(id("unusedLet"), .warning, "`\(name)` is never used: no section places it, directly or through another `let`, so it lays out nothing")
  }
  public static func zeroDenominator() -> DiagnosticMessage {
    .init(id("zeroDenominator"), .error, "division by zero: a fraction's denominator must not be 0")
  }
}
