import LayoutSource

/// A list section (`ListSection`) as the ordinary section UIKit's
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` gives for a container `width`
/// points wide (L1–L6 in Grammar/semantics.md; every guessed number is a `Rules` switch):
/// one full-width row of estimated height per item, the appearance's insets, and the
/// supplementary header and footer the configuration asks for. Everything after this is the
/// ordinary compositional path (S, X rules).
///
/// Measured sizes: a row is an estimated item like any other, so once frames take measured
/// sizes for estimated items, they apply to these rows unchanged.
enum ListLowering {
  /// The model with every list section lowered for `width`.
  static func lowered(_ model: LayoutModel, width: Double, rules: Rules) -> LayoutModel {
    guard model.sections.contains(where: { $0.list != nil }) else { return model }
    var m = model
    m.sections = model.sections.map { s in s.list.map { section(s, $0, width: width, rules: rules) } ?? s }
    return m
  }

  /// L1–L6 for one section.
  static func section(_ s: LayoutSection, _ list: ListSection, width: Double, rules: Rules) -> LayoutSection {
    let at = list.source
    // L2: a row is the whole content width, its height estimated; one row per group.
    let rowSize = LayoutSize(width: .fractionalWidth(.one), height: .estimated(Number(rules.listRowEstimatedHeight)))
    let row = LayoutItem(size: rowSize, insets: .zero, edges: .none, letName: nil, source: at)
    let group = LayoutGroup(
      axis: .horizontal, size: rowSize, kind: .fill([.item(row)]), interItemSpacing: nil, insets: .zero, edges: .none,
      letName: nil, source: at)
    var out = LayoutSection(name: s.name, group: group, insets: insets(list, width: width, rules: rules), interGroupSpacing: 0, source: s.source)
    // L4: supplementary headers and footers, full width of the content area, estimated.
    let supplementarySize = LayoutSize(width: .fractionalWidth(.one), height: .estimated(Number(rules.listSupplementaryEstimatedHeight)))
    if list.headerMode == .supplementary {
      out.header = BoundarySupplementary(
        kind: .header, size: supplementarySize, alignment: .top, pinned: list.pinsHeaders, extendsBoundary: true, source: at)
    }
    if list.footerMode == .supplementary {
      out.footer = BoundarySupplementary(
        kind: .footer, size: supplementarySize, alignment: .bottom, pinned: false, extendsBoundary: true, source: at)
    }
    out.list = list
    out.insetsReference = s.insetsReference
    return out
  }

  /// L5, L6: the section's content insets for its appearance.
  static func insets(_ list: ListSection, width: Double, rules: Rules) -> EdgeInsets {
    let margin = width < rules.listRegularMarginFromWidth ? rules.listCompactMargin : rules.listRegularMargin
    let top = list.headerMode == .supplementary ? 0 : rules.listGroupedTopPadding
    switch list.appearance {
    case .plain, .sidebarPlain: return .zero
    case .grouped: return EdgeInsets(top: top)
    case .insetGrouped: return EdgeInsets(top: top, leading: margin, trailing: margin)
    case .sidebar: return EdgeInsets(leading: margin, trailing: margin)
    }
  }
}
