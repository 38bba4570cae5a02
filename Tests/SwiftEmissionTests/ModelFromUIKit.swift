import Foundation
@testable import LayoutSemantics
import LayoutSource
@_spi(LayoutcShim) import UIKit

// The heart of the proof: UIKit objects built by generated code → layoutc's model, MECHANICALLY.
// Every value comes from an object (`.fractionalWidth(x)` → `Dimension.fractionalWidth(x)`,
// `repeatingSubitem:count:` → `GroupKind.repeating`, `subitem:count:` → `GroupKind.count`,
// `subitems:` → `GroupKind.fill`); nothing is
// taken from the `.layout` file except how many sections it declares. Names and source ranges do
// not exist on the objects and do not affect frames: they are left nil / empty.

/// What a generated factory returns, as the harness receives it.
enum BuiltLayout {
  /// The layout and, when its factory takes one, the section background view class it was given.
  case compositional(UICollectionViewCompositionalLayout, sectionBackground: AnyClass? = nil)
  /// The flow layout and, when the generated type has one, its ready-made `Delegate`.
  case flow(UICollectionViewFlowLayout, delegate: (any UICollectionViewDelegateFlowLayout)?)
}

/// A conversion failure: the objects hold something layoutc's model cannot express.
struct ConversionError: Error, CustomStringConvertible {
  var description: String
}

@MainActor
enum ModelFromUIKit {
  static let noSource = SourceRange(0, 0)

  // MARK: - Compositional

  /// The model of a compositional layout with `sections` declared sections, asking the layout for
  /// each section as UIKit does (the single section, or the section provider's answer) in an
  /// environment whose container is `container` on a display of `displayScale` (section functions
  /// read the container's `effectiveContentSize` and the trait collection's `displayScale` to
  /// choose a group or compute sizes). Every decoration kind a section uses must have a view class
  /// registered on the layout, as UIKit requires, and that class must be `backgroundView`, the
  /// one the factory was given.
  static func model(
    _ layout: UICollectionViewCompositionalLayout, sections: Int, container: CGSize, displayScale: CGFloat, backgroundView: AnyClass?
  ) throws -> LayoutModel {
    let environment = ShimLayoutEnvironment(contentSize: container, displayScale: displayScale)
    let configuration = layout.configuration
    var converted: [LayoutSection] = []
    for index in 0..<sections {
      guard let s = layout.shimSection(at: index, environment: environment) else {
        throw ConversionError(description: "the layout returned no section for index \(index)")
      }
      for d in s.decorationItems {
        guard let registered = layout.shimDecorationViewClasses[d.elementKind] else {
          throw ConversionError(description: "no view class is registered for decoration kind \(d.elementKind) (UIKit would crash)")
        }
        guard let backgroundView, registered == backgroundView else {
          throw ConversionError(description: "decoration kind \(d.elementKind) has \(registered) registered, not the class given to makeLayout")
        }
      }
      converted.append(try section(s))
    }
    var model = LayoutModel(
      name: "", scrollDirection: axis(configuration.scrollDirection),
      interSectionSpacing: Double(configuration.interSectionSpacing), sections: converted)
    (model.header, model.footer) = try boundaries(configuration.boundarySupplementaryItems, kinds: layoutBoundaryKinds)
    model.insetsReference = reference(configuration.shimContentInsetsReference)
    return model
  }

  /// A `contentInsetsReference` as the model holds it: `automatic` is what not writing one gives (C7).
  static func reference(_ r: UIContentInsetsReference) -> ContentInsetsReference? {
    switch r {
    case .automatic: nil
    case .none: ContentInsetsReference.none
    case .safeArea: .safeArea
    case .layoutMargins: .layoutMargins
    case .readableContent: .readableContent
    }
  }

  // The names the frames JSON gives the element kinds generated code uses; any other kind is
  // a conversion error. Badges keep their element kind.

  /// Section headers and footers: UIKit's own kinds.
  static let sectionBoundaryKinds: [String: BoundarySupplementary.Kind] = [
    UICollectionView.elementKindSectionHeader: .header, UICollectionView.elementKindSectionFooter: .footer,
  ]
  /// The layout's header and footer.
  static let layoutBoundaryKinds: [String: BoundarySupplementary.Kind] = ["layout-header": .header, "layout-footer": .footer]
  /// Section backgrounds.
  static let decorationKinds = ["section-background": "background"]

  static func section(_ s: NSCollectionLayoutSection) throws -> LayoutSection {
    if let list = s.shimListConfiguration { return try listSection(s, list) }
    var section = LayoutSection(
      name: nil, group: try group(s.shimGroup), insets: insets(s.contentInsets),
      interGroupSpacing: Double(s.interGroupSpacing), source: noSource)
    (section.header, section.footer) = try boundaries(s.boundarySupplementaryItems, kinds: sectionBoundaryKinds)
    section.insetsReference = reference(s.shimContentInsetsReference)
    switch s.shimSupplementaryInsetsReference {
    case .automatic: section.supplementariesFollowInsets = true
    case .none: section.supplementariesFollowInsets = false
    default: throw ConversionError(description: "supplementaryContentInsetsReference \(s.shimSupplementaryInsetsReference)")
    }
    guard s.decorationItems.count <= 1 else { throw ConversionError(description: "\(s.decorationItems.count) decoration items") }
    section.background = try s.decorationItems.first.map { d in
      guard let kind = decorationKinds[d.elementKind] else { throw ConversionError(description: "decoration kind \(d.elementKind)") }
      try plain(d)
      return Decoration(kind: kind, insets: insets(d.contentInsets), source: noSource)
    }
    section.orthogonalScrolling = switch s.orthogonalScrollingBehavior {
    case .none: nil
    case .continuous: .continuous
    case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
    case .paging: .paging
    case .groupPaging: .groupPaging
    case .groupPagingCentered: .groupPagingCentered
    }
    return section
  }

  /// A section made by `NSCollectionLayoutSection.list(using:layoutEnvironment:)`: its
  /// configuration, which the resolver turns into rows (L1–L6). Nothing else may have been set on it.
  static func listSection(_ s: NSCollectionLayoutSection, _ c: UICollectionLayoutListConfiguration) throws -> LayoutSection {
    guard s.interGroupSpacing == 0, s.contentInsets == .zero, s.boundarySupplementaryItems.isEmpty, s.decorationItems.isEmpty,
      s.orthogonalScrollingBehavior == .none, s.shimSupplementaryInsetsReference == .automatic
    else { throw ConversionError(description: "a list section with properties set after list(using:layoutEnvironment:)") }
    let appearance: ListAppearance = switch c.appearance {
    case .plain: .plain
    case .grouped: .grouped
    case .insetGrouped: .insetGrouped
    case .sidebar: .sidebar
    case .sidebarPlain: .sidebarPlain
    }
    let header: ListHeaderMode = switch c.headerMode {
    case .none: .none
    case .supplementary: .supplementary
    case .firstItemInSection: .firstItemInSection
    }
    let footer: ListFooterMode = switch c.footerMode {
    case .none: .none
    case .supplementary: .supplementary
    }
    var section = LayoutSection(name: nil, group: LayoutGroup.placeholder, insets: .zero, interGroupSpacing: 0, source: noSource)
    section.list = ListSection(appearance: appearance, headerMode: header, footerMode: footer, showsSeparators: c.showsSeparators, source: noSource)
    return section
  }

  /// A section's or the layout's header and footer: at most one of each kind.
  static func boundaries(
    _ items: [NSCollectionLayoutBoundarySupplementaryItem], kinds: [String: BoundarySupplementary.Kind]
  ) throws -> (header: BoundarySupplementary?, footer: BoundarySupplementary?) {
    var found: [BoundarySupplementary.Kind: BoundarySupplementary] = [:]
    for b in items {
      guard let kind = kinds[b.elementKind] else { throw ConversionError(description: "boundary element kind \(b.elementKind)") }
      guard found[kind] == nil else { throw ConversionError(description: "two boundary supplementaries of kind \(b.elementKind)") }
      try plain(b)
      let alignment: BoundarySupplementary.Alignment = switch b.alignment {
      case .top: .top
      case .bottom: .bottom
      case .leading: .leading
      case .trailing: .trailing
      default: throw ConversionError(description: "boundary alignment \(b.alignment)")
      }
      found[kind] = BoundarySupplementary(
        kind: kind, size: try size(b.layoutSize), alignment: alignment, pinned: b.pinToVisibleBounds,
        extendsBoundary: b.extendsBoundary, source: noSource)
    }
    return (found[.header], found[.footer])
  }

  /// An item's or group's supplementary items (badges), in order.
  static func supplementaries(_ host: NSCollectionLayoutItem) throws -> [ItemSupplementary] {
    try host.supplementaryItems.map { b in
      guard !(b is NSCollectionLayoutBoundarySupplementaryItem) else {
        throw ConversionError(description: "a boundary supplementary item on an item or group")
      }
      try plain(b)
      let a = b.containerAnchor
      let offset: Anchor.Offset = a.isAbsoluteOffset
        ? .absolute(x: Double(a.offset.x), y: Double(a.offset.y))
        : .fractional(x: Double(a.offset.x), y: Double(a.offset.y))
      let anchor = Anchor(
        top: a.edges.contains(.top), leading: a.edges.contains(.leading), bottom: a.edges.contains(.bottom),
        trailing: a.edges.contains(.trailing), offset: offset)
      return ItemSupplementary(kind: b.elementKind, size: try size(b.layoutSize), anchor: anchor, source: noSource)
    }
  }

  /// A supplementary or decoration must not carry what layoutc's model has no place for: edge
  /// spacing, supplementaries of its own, or (except a decoration's) content insets.
  static func plain(_ item: NSCollectionLayoutItem) throws {
    let allowsInsets = item is NSCollectionLayoutDecorationItem
    guard item.edgeSpacing == nil, item.supplementaryItems.isEmpty, allowsInsets || item.contentInsets == .zero else {
      throw ConversionError(description: "a \(type(of: item)) with edge spacing, content insets or supplementaries")
    }
  }

  static func element(_ item: NSCollectionLayoutItem) throws -> LayoutElement {
    if let g = item as? NSCollectionLayoutGroup { return .group(try group(g)) }
    guard !(item is NSCollectionLayoutSupplementaryItem), !(item is NSCollectionLayoutDecorationItem) else {
      throw ConversionError(description: "a \(type(of: item)) as a group's subitem")
    }
    return .item(LayoutItem(
      size: try size(item.layoutSize), insets: insets(item.contentInsets), edges: edges(item.edgeSpacing),
      supplementaries: try supplementaries(item), letName: nil, source: noSource))
  }

  static func group(_ g: NSCollectionLayoutGroup) throws -> LayoutGroup {
    let kind: GroupKind
    if let count = g.shimRepeatCount {
      guard g.subitems.count == 1 else { throw ConversionError(description: "a repeating group with \(g.subitems.count) subitems") }
      kind = g.shimIsLegacyCount ? .count(try element(g.subitems[0]), count: count) : .repeating(try element(g.subitems[0]), count: count)
    } else {
      kind = .fill(try g.subitems.map(element))
    }
    return LayoutGroup(
      axis: g.shimAxis == .horizontal ? .horizontal : .vertical, size: try size(g.layoutSize), kind: kind,
      interItemSpacing: g.interItemSpacing.map(spacing), insets: insets(g.contentInsets), edges: edges(g.edgeSpacing),
      supplementaries: try supplementaries(g), letName: nil, source: noSource, kindSource: nil)
  }

  static func size(_ s: NSCollectionLayoutSize) throws -> LayoutSize {
    LayoutSize(width: try dimension(s.widthDimension), height: try dimension(s.heightDimension))
  }

  /// `.fractionalWidth(x)` → `.fractionalWidth(x)`, with x the exact value of the CGFloat the
  /// generated code computed (the resolver uses that Double).
  static func dimension(_ d: NSCollectionLayoutDimension) throws -> LayoutSemantics.Dimension {
    guard d.dimension.isFinite else {
      throw ConversionError(description: "dimension \(d.dimension) is not finite")
    }
    let v = Number(Double(d.dimension))
    if d.isFractionalWidth { return .fractionalWidth(v) }
    if d.isFractionalHeight { return .fractionalHeight(v) }
    if d.isAbsolute { return .absolute(v) }
    if d.isEstimated { return .estimated(v) }
    throw ConversionError(description: "a dimension of no known kind")
  }

  static func spacing(_ s: NSCollectionLayoutSpacing) -> Spacing {
    s.isFlexible ? .flexible(Double(s.spacing)) : .fixed(Double(s.spacing))
  }

  static func edges(_ e: NSCollectionLayoutEdgeSpacing?) -> EdgeSpacing {
    guard let e else { return .none }
    return EdgeSpacing(leading: e.leading.map(spacing), top: e.top.map(spacing), trailing: e.trailing.map(spacing), bottom: e.bottom.map(spacing))
  }

  static func insets(_ i: NSDirectionalEdgeInsets) -> EdgeInsets {
    EdgeInsets(top: Double(i.top), leading: Double(i.leading), bottom: Double(i.bottom), trailing: Double(i.trailing))
  }

  static func axis(_ d: UICollectionView.ScrollDirection) -> Axis {
    d == .horizontal ? .horizontal : .vertical
  }

  // MARK: - Flow

  /// The model of a flow layout with `sections` declared sections of `items` items each. Like
  /// UIKit, it asks the collection view's delegate when it adopts
  /// `UICollectionViewDelegateFlowLayout` (whose defaults answer the layout's own properties), and
  /// reads the layout's properties otherwise. Every item's size is asked for, so each section's
  /// "pattern" is the whole run of sizes, whatever the generated code cycles.
  static func model(_ layout: UICollectionViewFlowLayout, delegate: (any UICollectionViewDelegateFlowLayout)?, sections: Int, items: Int) -> FlowLayoutModel {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.delegate = delegate
    let flowDelegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    let scroll = axis(layout.scrollDirection)
    return FlowLayoutModel(name: "", scrollDirection: scroll, sections: (0..<sections).map { s in
      // Self-sizing (`estimatedItemSize` set): every item starts at the estimate and is measured.
      let estimated = layout.estimatedItemSize != .zero
      // `automaticSize` carries no estimate: cells start at `itemSize` until measured (E10).
      let estimate = layout.estimatedItemSize == UICollectionViewFlowLayout.automaticSize ? layout.itemSize : layout.estimatedItemSize
      let sizes = (0..<items).map { i in
        estimated ? estimate
          : flowDelegate?.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: i, section: s)) ?? layout.itemSize
      }
      let inset = flowDelegate?.collectionView(collectionView, layout: layout, insetForSectionAt: s) ?? layout.sectionInset
      let header = flowDelegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: s) ?? layout.headerReferenceSize
      let footer = flowDelegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: s) ?? layout.footerReferenceSize
      // Only a reference size's extent along the scroll axis counts (UIKit's headerReferenceSize docs).
      func extent(_ size: CGSize) -> Double { Double(scroll == .vertical ? size.height : size.width) }
      return FlowSection(
        name: nil,
        items: sizes.map { FlowItemSize(width: Double($0.width), height: Double($0.height), source: noSource, estimated: estimated) },
        lineSpacing: Double(flowDelegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: s) ?? layout.minimumLineSpacing),
        interitemSpacing: Double(flowDelegate?.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: s) ?? layout.minimumInteritemSpacing),
        insets: EdgeInsets(top: Double(inset.top), leading: Double(inset.left), bottom: Double(inset.bottom), trailing: Double(inset.right)),
        headerExtent: extent(header), footerExtent: extent(footer), source: noSource)
    }, headersPinned: layout.sectionHeadersPinToVisibleBounds, footersPinned: layout.sectionFootersPinToVisibleBounds,
    insetsReference: flowReference(layout.sectionInsetReference),
    automaticEstimate: layout.estimatedItemSize == UICollectionViewFlowLayout.automaticSize)
  }

  /// A `sectionInsetReference` as the model holds it: `fromContentInset` is the default (F21).
  static func flowReference(_ r: UICollectionViewFlowLayout.SectionInsetReference) -> FlowInsetReference? {
    switch r {
    case .fromContentInset: nil
    case .fromSafeArea: .safeArea
    case .fromLayoutMargins: .layoutMargins
    }
  }
}
