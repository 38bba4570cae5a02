import Foundation
@testable import LayoutSemantics
import LayoutSource
@_spi(LayoutcShim) import UIKit

// The heart of the proof: UIKit objects built by generated code → layoutc's model, MECHANICALLY.
// Every value comes from an object (`.fractionalWidth(x)` → `Dimension.fractionalWidth(x)`,
// `repeatingSubitem:count:` → `GroupKind.repeating`, `subitems:` → `GroupKind.fill`); nothing is
// taken from the `.layout` file except how many sections it declares. Names and source ranges do
// not exist on the objects and do not affect frames: they are left nil / empty.

/// What a generated factory returns, as the harness receives it.
enum BuiltLayout {
  case compositional(UICollectionViewCompositionalLayout)
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
  /// environment of `container`'s size.
  static func model(_ layout: UICollectionViewCompositionalLayout, sections: Int, container: CGSize) throws -> LayoutModel {
    let environment = ShimLayoutEnvironment(contentSize: container)
    let configuration = layout.configuration
    var converted: [LayoutSection] = []
    for index in 0..<sections {
      guard let s = layout.shimSection(at: index, environment: environment) else {
        throw ConversionError(description: "the layout returned no section for index \(index)")
      }
      converted.append(try section(s))
    }
    return LayoutModel(
      name: "", scrollDirection: axis(configuration.scrollDirection),
      interSectionSpacing: Double(configuration.interSectionSpacing), sections: converted)
  }

  static func section(_ s: NSCollectionLayoutSection) throws -> LayoutSection {
    LayoutSection(
      name: nil, group: try group(s.shimGroup), insets: insets(s.contentInsets),
      interGroupSpacing: Double(s.interGroupSpacing), source: noSource)
  }

  static func element(_ item: NSCollectionLayoutItem) throws -> LayoutElement {
    if let g = item as? NSCollectionLayoutGroup { return .group(try group(g)) }
    return .item(LayoutItem(
      size: try size(item.layoutSize), insets: insets(item.contentInsets), edges: edges(item.edgeSpacing),
      letName: nil, source: noSource))
  }

  static func group(_ g: NSCollectionLayoutGroup) throws -> LayoutGroup {
    let kind: GroupKind
    if let count = g.shimRepeatCount {
      guard g.subitems.count == 1 else { throw ConversionError(description: "a repeating group with \(g.subitems.count) subitems") }
      kind = .repeating(try element(g.subitems[0]), count: count)
    } else {
      kind = .fill(try g.subitems.map(element))
    }
    return LayoutGroup(
      axis: g.shimAxis == .horizontal ? .horizontal : .vertical, size: try size(g.layoutSize), kind: kind,
      interItemSpacing: g.interItemSpacing.map(spacing), insets: insets(g.contentInsets), edges: edges(g.edgeSpacing),
      letName: nil, source: noSource, kindSource: nil)
  }

  static func size(_ s: NSCollectionLayoutSize) throws -> LayoutSize {
    LayoutSize(width: try dimension(s.widthDimension), height: try dimension(s.heightDimension))
  }

  /// `.fractionalWidth(x)` → `.fractionalWidth(x)`, with x the exact value of the CGFloat the
  /// generated code computed (`Rational(exactly:)` gives the same Double back to the resolver).
  static func dimension(_ d: NSCollectionLayoutDimension) throws -> LayoutSemantics.Dimension {
    guard let v = Rational(exactly: Double(d.dimension)) else {
      throw ConversionError(description: "dimension \(d.dimension) has no 64-bit exact fraction")
    }
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
      let sizes = (0..<items).map { i in
        flowDelegate?.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: i, section: s)) ?? layout.itemSize
      }
      let inset = flowDelegate?.collectionView(collectionView, layout: layout, insetForSectionAt: s) ?? layout.sectionInset
      let header = flowDelegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: s) ?? layout.headerReferenceSize
      let footer = flowDelegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: s) ?? layout.footerReferenceSize
      // Only a reference size's extent along the scroll axis counts (UIKit's headerReferenceSize docs).
      func extent(_ size: CGSize) -> Double { Double(scroll == .vertical ? size.height : size.width) }
      return FlowSection(
        name: nil,
        items: sizes.map { FlowItemSize(width: Double($0.width), height: Double($0.height), source: noSource) },
        lineSpacing: Double(flowDelegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: s) ?? layout.minimumLineSpacing),
        interitemSpacing: Double(flowDelegate?.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: s) ?? layout.minimumInteritemSpacing),
        insets: EdgeInsets(top: Double(inset.top), leading: Double(inset.left), bottom: Double(inset.bottom), trailing: Double(inset.right)),
        headerExtent: extent(header), footerExtent: extent(footer), source: noSource)
    })
  }
}
