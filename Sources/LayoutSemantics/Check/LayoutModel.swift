import LayoutSource

// The checked model: what the resolver and the emitters consume. Every value here has passed the
// checker, so consumers never re-validate. Nodes keep the source range they came from, for
// placement diagnostics.

/// The axis a group lays its children along, or a layout scrolls along.
public enum Axis: String, Sendable, Hashable, CaseIterable {
  case horizontal, vertical
  public var other: Axis { self == .horizontal ? .vertical : .horizontal }
  /// `width` or `height`: the length along this axis, as messages name it.
  public var length: String { self == .horizontal ? "width" : "height" }
  /// `w` or `h`: the size label along this axis.
  public var sizeLabel: String { self == .horizontal ? "w" : "h" }
}

/// One of UIKit's four `NSCollectionLayoutDimension` kinds.
public enum Dimension: Sendable, Hashable {
  case fractionalWidth(Number)
  case fractionalHeight(Number)
  case absolute(Number)
  case estimated(Number)

  /// The fraction of the container's length along `axis`, if this dimension is one.
  public func fraction(of axis: Axis) -> Number? {
    switch (self, axis) {
    case (.fractionalWidth(let f), .horizontal), (.fractionalHeight(let f), .vertical): f
    default: nil
    }
  }

  public var isEstimated: Bool {
    if case .estimated = self { return true }
    return false
  }
}

/// Width and height.
public struct LayoutSize: Sendable, Hashable {
  public var width: Dimension
  public var height: Dimension
  /// Where `w:` and `h:` were written, when they were (editors show what they resolve to). Not
  /// part of equality: a size is its two dimensions, wherever they came from.
  public var widthSource: SourceRange?
  public var heightSource: SourceRange?
  public init(width: Dimension, height: Dimension, widthSource: SourceRange? = nil, heightSource: SourceRange? = nil) {
    self.width = width
    self.height = height
    self.widthSource = widthSource
    self.heightSource = heightSource
  }
  public static func == (a: LayoutSize, b: LayoutSize) -> Bool { a.width == b.width && a.height == b.height }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
  }
  public func along(_ axis: Axis) -> Dimension { axis == .horizontal ? width : height }
  /// Whether the width or the height is a fraction of the container's length along `axis`: in a
  /// group along `axis`, such a slot is axis-dependent and the spacing retry (G5) resizes it.
  public func isFraction(of axis: Axis) -> Bool {
    width.fraction(of: axis) != nil || height.fraction(of: axis) != nil
  }
  /// Whole container on both axes: `fractionalWidth(1) × fractionalHeight(1)`.
  public static let full = LayoutSize(width: .fractionalWidth(.one), height: .fractionalHeight(.one))
}

/// Content insets in points, UIKit's `NSDirectionalEdgeInsets` order.
public struct EdgeInsets: Sendable, Hashable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public static let zero = EdgeInsets()
  public var isZero: Bool { self == .zero }
  /// The leading-side inset along `axis` (leading on x, top on y).
  public func lead(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }
  /// The trailing-side inset along `axis` (trailing on x, bottom on y).
  public func trail(_ axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }
}

/// `NSCollectionLayoutSpacing`: exactly `value`, or at least `value`.
public enum Spacing: Sendable, Hashable {
  case fixed(Double)
  case flexible(Double)
  public var value: Double {
    switch self {
    case .fixed(let v), .flexible(let v): v
    }
  }
  public var isFlexible: Bool {
    if case .flexible = self { return true }
    return false
  }
}

/// `NSCollectionLayoutEdgeSpacing`; nil edges are absent.
public struct EdgeSpacing: Sendable, Hashable {
  public var leading: Spacing?
  public var top: Spacing?
  public var trailing: Spacing?
  public var bottom: Spacing?
  public init(leading: Spacing? = nil, top: Spacing? = nil, trailing: Spacing? = nil, bottom: Spacing? = nil) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
  public static let none = EdgeSpacing()
  public var isNone: Bool { self == .none }
  public func lead(_ axis: Axis) -> Spacing? { axis == .horizontal ? leading : top }
  public func trail(_ axis: Axis) -> Spacing? { axis == .horizontal ? trailing : bottom }
}

/// `NSCollectionLayoutItem`.
public struct LayoutItem: Sendable, Hashable {
  public var size: LayoutSize
  public var insets: EdgeInsets
  public var edges: EdgeSpacing
  /// Badges and other supplementaries anchored to the item.
  public var supplementaries: [ItemSupplementary] = []
  /// The `let` this node came from, if any (the Swift emitter names locals after it).
  public var letName: String?
  public var source: SourceRange
}

/// How a group turns its children into slots (G1–G3).
public enum GroupKind: Sendable, Hashable {
  /// `subitems:` — children repeated cyclically until the axis is used up (G1).
  case fill([LayoutElement])
  /// `repeat: N` — `repeatingSubitem:count:`, N copies at the child's own size (G2).
  case repeating(LayoutElement, count: Int)
  /// `count: N` — the legacy `subitem:count:`: N copies whose axis dimension is 1/N (G3).
  case count(LayoutElement, count: Int)
}

/// `NSCollectionLayoutGroup.horizontal/vertical`.
public struct LayoutGroup: Sendable, Hashable {
  public var axis: Axis
  public var size: LayoutSize
  public var kind: GroupKind
  public var interItemSpacing: Spacing?
  public var insets: EdgeInsets
  public var edges: EdgeSpacing
  /// Badges and other supplementaries anchored to the group.
  public var supplementaries: [ItemSupplementary] = []
  public var letName: String?
  public var source: SourceRange
  /// The `count:` / `repeat:` argument, for diagnostics about it.
  public var kindSource: SourceRange?
}

extension LayoutGroup {
  /// Stands in while a section is being checked; never reaches a model.
  static let placeholder = LayoutGroup(
    axis: .horizontal, size: .full, kind: .fill([]), interItemSpacing: nil, insets: .zero, edges: .none,
    letName: nil, source: .empty(at: 0))
}

/// An item or a group: one slot of a group.
public indirect enum LayoutElement: Sendable, Hashable {
  case item(LayoutItem)
  case group(LayoutGroup)

  public var size: LayoutSize {
    switch self {
    case .item(let i): i.size
    case .group(let g): g.size
    }
  }
  public var edges: EdgeSpacing {
    switch self {
    case .item(let i): i.edges
    case .group(let g): g.edges
    }
  }
  public var source: SourceRange {
    switch self {
    case .item(let i): i.source
    case .group(let g): g.source
    }
  }

  /// What a `count: N` group lays out (G3): this element with its axis dimension replaced by
  /// 1/N of the group, as UIKit's legacy `subitem:count:` does.
  public func legacyCountCopy(axis: Axis, count: Int) -> LayoutElement {
    let f = Number(1, over: Double(count))
    switch self {
    // The written dimension no longer applies, so it loses its source.
    case .item(var i):
      if axis == .horizontal { (i.size.width, i.size.widthSource) = (.fractionalWidth(f), nil) } else { (i.size.height, i.size.heightSource) = (.fractionalHeight(f), nil) }
      return .item(i)
    case .group(var g):
      if axis == .horizontal { (g.size.width, g.size.widthSource) = (.fractionalWidth(f), nil) } else { (g.size.height, g.size.heightSource) = (.fractionalHeight(f), nil) }
      return .group(g)
    }
  }
}

/// `NSCollectionLayoutSection`.
public struct LayoutSection: Sendable, Hashable {
  public var name: String?
  /// The group, or the `else` group of an adaptive section.
  public var group: LayoutGroup
  public var insets: EdgeInsets
  /// `interGroupSpacing`.
  public var interGroupSpacing: Double
  public var source: SourceRange
  /// `when(widthAbove:)` alternatives, first match wins; `group` otherwise.
  public var adaptive: [AdaptiveCase] = []
  public var header: BoundarySupplementary?
  public var footer: BoundarySupplementary?
  /// `supplementaryContentInsetsReference`: false is `.none` (X5).
  public var supplementariesFollowInsets = true
  public var background: Decoration?
  public var orthogonalScrolling: OrthogonalScrolling?
  /// A list section's configuration (`list(…)`): the resolver builds its rows, insets, header
  /// and footer (`ListLowering`), and `group` is a placeholder.
  public var list: ListSection?
  /// `insetsReference:` (`contentInsetsReference`); nil when not written, which follows the
  /// layout's (C7).
  public var insetsReference: ContentInsetsReference?

  /// The group for a container `width` wide.
  public func group(forWidth width: Double) -> LayoutGroup {
    adaptive.first { width > $0.widthAbove }?.group ?? group
  }
}

/// A whole compositional layout.
public struct LayoutModel: Sendable, Hashable {
  /// The type name: from `layout Name` or from the file name (`photo-grid.layout` → `PhotoGrid`).
  public var name: String
  public var scrollDirection: Axis
  /// `interSectionSpacing`.
  public var interSectionSpacing: Double
  public var sections: [LayoutSection]
  /// Layout-wide header and footer (`UICollectionViewCompositionalLayoutConfiguration`'s
  /// `boundarySupplementaryItems`, S7).
  public var header: BoundarySupplementary?
  public var footer: BoundarySupplementary?
  /// `layout(insetsReference:)` (`configuration.contentInsetsReference`); nil when not written,
  /// which is `automatic` (C7).
  public var insetsReference: ContentInsetsReference? = nil
}
