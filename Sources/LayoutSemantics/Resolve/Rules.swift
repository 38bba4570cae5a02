/// Every frame rule layoutc is not sure of (inferred, or not yet measured on UIKit; see "Switches"
/// in Grammar/semantics.md), in one place, each with its default. Changing one of these changes
/// nothing else.
public struct Rules: Sendable, Hashable {
  /// G1 [M]: the fit test of a fill group accepts an overshoot of this many points.
  public var fitTolerance = 0.25
  /// C5 [L]: a container inset in (0, threshold) counts as a fraction of the container.
  public var fractionalInsetThreshold = 0.5
  /// S3 [L]: a partial last repetition shortens the section unless the top-level group is
  /// exactly `fractionalWidth(1) × fractionalHeight(1)`.
  public var shortenPartialLastGroup = true
  /// G12 [L]: negative flexible slack (an overfull group) is clamped to 0.
  public var clampNegativeSlack = true
  /// G5 [M]: the spacing retry applies to `repeat:` groups too.
  public var retryRepeatingGroups = true
  /// D5: UIKit's pixel floor has no epsilon; a positive value here would add one.
  public var floorEpsilon = 0.0
  /// G9 [L]: fixed edge spacing on the top-level group offsets each repetition.
  public var topLevelFixedEdgeSpacing = true

  /// G1 [L]: a fill group whose along-axis dimension is estimated makes a single pass over its
  /// subitems instead of repeating them.
  public var estimatedFillSinglePass = true

  /// S7 [L]: layout-wide headers and footers go before the first section and after the last.
  public var globalBoundarySupplementaries = true
  /// X7 [L]: a section background also covers headers and footers that extend the boundary.
  public var backgroundCoversBoundarySupplementaries = true
  /// O2 [L]: an orthogonal section's group resolves `fractionalHeight` against the height minus
  /// the section's top and bottom insets (false: the whole height).
  public var orthogonalHeightExcludesInsets = true
  /// X5 [M]: a pinned header or footer is clamped into the content between the section's headers
  /// and footers, section insets included (measured on sections without insets). True: the
  /// section's insets along the scroll axis are taken out of that content as well.
  public var pinnedClampExcludesSectionInsets = false
  /// E6 [L]: an orthogonal section whose groups are measured is as tall as its tallest group
  /// (false: as its first group).
  public var orthogonalMeasuredTallestGroup = true
  /// E3 [L]: a fill group along an axis its children estimate places each child at its measured
  /// length while it fits (false: the fill counts slots at the estimates, then measures them).
  public var measuredFillUsesMeasuredLengths = true

  /// O5 [L]: `group-paging-centered` centres a group in the width with (width − group) / 2.
  public var groupPagingCenteredInsets = true

  // MARK: List sections (L1–L7)

  /// L2 [L]: the estimated height of a list row (UIKit's rows self-size from this estimate).
  public var listRowEstimatedHeight = 44.0
  /// L4 [L]: the estimated height of a list's supplementary header and footer.
  public var listSupplementaryEstimatedHeight = 44.0
  /// L5 [L]: the layout margins `inset-grouped` and `sidebar` rows are inset by: the compact
  /// margin below `listRegularMarginFromWidth` points of width, the regular one from it.
  public var listCompactMargin = 16.0
  public var listRegularMargin = 20.0
  public var listRegularMarginFromWidth = 414.0
  /// L6 [L]: the space above a `grouped` or `inset-grouped` section that has no supplementary
  /// header.
  public var listGroupedTopPadding = 35.0

  // MARK: Safe area, margins and the insets reference (C6–C8, F21)

  /// C6 [M]: scrolling vertically (horizontally), the container a layout resolves fractions in is
  /// the bounds less the top and bottom (left and right) safe area, which the default
  /// `contentInsetAdjustmentBehavior` puts in the adjusted content inset; frames in content
  /// coordinates do not move. False: the whole bounds.
  public var containerExcludesScrollAxisSafeArea = true
  /// C7 [M]: `automatic` on the layout (and so on every section that does not set its own) is the
  /// safe area. False: it is `none`.
  public var automaticReferenceIsSafeArea = true
  /// C8 [M]: the readable content guide's widest width at the default text size
  /// (`readableContentGuide`), centred in the layout margins.
  public var readableContentWidth = 672.0
  /// C8 [M]: the system minimum layout margins of a view controller's view, left and right, at
  /// compact and at regular width (`systemMinimumLayoutMargins`); top and bottom are 0.
  public var compactWidthMargin = 16.0
  public var regularWidthMargin = 20.0
  /// C8 [L]: the container is regular width when it is wider than a phone held upright
  /// (`regularWidthAbove`) and its shorter side is at least `regularWidthShortSide` (an iPad, or a
  /// Plus or Max iPhone on its side); split-screen iPad widths are not told apart.
  public var regularWidthAbove = 440.0
  public var regularWidthShortSide = 414.0

  // MARK: Flow layouts (F1–F21)

  /// F15 [M]: on the general path a horizontally scrolling flow layout spaces items within a
  /// column by `minimumLineSpacing` and columns by `minimumInteritemSpacing` (the documented
  /// meanings swapped).
  public var flowSwapSpacingOnHorizontalGeneralPath = true
  /// F17 [M]: a first item longer than the line leaves an empty first line (with its line spacing).
  public var flowEmptyLineBeforeOverlongFirstItem = true
  /// F11 [M]: an empty section keeps its cross-axis insets.
  public var flowEmptySectionKeepsInsets = true
  /// R4 [L]: right to left, a flow layout is mirrored like a compositional one
  /// (`UICollectionViewFlowLayout` flips: its `flipsHorizontallyInOppositeLayoutDirection` is
  /// true), so `sectionInset.left` ends up on the right. False: flow frames stay left to right.
  public var flowMirrorsInRightToLeft = true
  /// F20 [L]: a pinned flow header is clamped into its section's content, the section's insets
  /// included and its footer left out, as compositional ones are (X5). True: into the whole
  /// section, footer included, so only the next section's header pushes it away.
  public var flowPinnedClampIncludesFooter = false
  /// E10 [L]: under `layout(estimatedItemSize: automatic)` an unmeasured cell is drawn at the
  /// file's first `~` estimate (UIKit does not document the size `automaticSize` places a cell at
  /// before it is measured). False: at `itemSize`'s default, 50 × 50, which the emitted layout keeps.
  public var flowAutomaticSizeDrawsFileEstimate = true

  /// C8: the system minimum margins at a container of this size.
  public func systemMinimumMargins(width: Double, height: Double) -> PhysicalInsets {
    let regular = width > regularWidthAbove && min(width, height) >= regularWidthShortSide
    let m = regular ? regularWidthMargin : compactWidthMargin
    return PhysicalInsets(left: m, right: m)
  }

  /// C5: whether a container inset of `v` counts as a fraction of the container's size.
  public func insetIsFraction(_ v: Double) -> Bool { v > 0 && v < fractionalInsetThreshold }

  public init() {}
  public static let standard = Rules()
}
