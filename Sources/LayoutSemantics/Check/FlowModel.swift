import LayoutSource

// The checked model of a flow layout (`UICollectionViewFlowLayout`), and the enum that holds
// either kind of checked layout.

/// One item size of a flow section, in points (what `sizeForItemAt` would return).
public struct FlowItemSize: Sendable, Hashable {
  public var width: Double
  public var height: Double
  public var source: SourceRange
  /// `item(w: ~100pt, h: ~32pt)`: the size is an estimate that self-sizing replaces (E9).
  public var estimated = false
}

/// A `flow` section: its item-size pattern and its metrics.
public struct FlowSection: Sendable, Hashable {
  public var name: String?
  /// One size: a uniform `itemSize`. Several: a pattern cycled over the section's items.
  public var items: [FlowItemSize]
  /// `minimumLineSpacing`.
  public var lineSpacing: Double
  /// `minimumInteritemSpacing`.
  public var interitemSpacing: Double
  /// `sectionInset` (top, left, bottom, right as top, leading, bottom, trailing).
  public var insets: EdgeInsets
  /// The header's and footer's extent along the scroll axis; 0 means no view.
  public var headerExtent: Double
  public var footerExtent: Double
  public var source: SourceRange
  /// What the section's `header` (`footer`) says of pinning, and where; nil: it has none.
  public var headerPin: FlowPin? = nil
  public var footerPin: FlowPin? = nil
}

/// A flow header's or footer's `pinned:` (false when not given) and the range that says it: the
/// argument, or the modifier's keyword when it is not written. `insertion` is where a `pinned:`
/// argument would go when there is none (after the last argument, with a comma when there is one).
public struct FlowPin: Sendable, Hashable {
  public var pinned: Bool
  public var source: SourceRange
  public var insertion: SourceRange? = nil
  public var insertionNeedsComma = false
}

/// A whole flow layout.
public struct FlowLayoutModel: Sendable, Hashable {
  public var name: String
  public var scrollDirection: Axis
  public var sections: [FlowSection]
  /// `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds`: layout-wide in UIKit,
  /// so every section that has a header (a footer) says the same.
  public var headersPinned = false
  public var footersPinned = false

  /// E9: `estimatedItemSize` when the items are estimated (`~`): the first item's estimate, which
  /// UIKit gives every cell until it is measured (E10).
  public var estimatedItemSize: FlowItemSize? {
    sections.first.flatMap { $0.items.first }.flatMap { $0.estimated ? $0 : nil }
  }
  /// E10: `layout(estimatedItemSize: automatic)`: the Swift sets
  /// `UICollectionViewFlowLayout.automaticSize` instead of the first item's estimate.
  public var automaticEstimate = false
  /// `layout(insetsReference:)` (`sectionInsetReference`); nil when not written, which is
  /// `content-inset` (F21).
  public var insetsReference: FlowInsetReference? = nil

  public init(
    name: String, scrollDirection: Axis, sections: [FlowSection], headersPinned: Bool = false, footersPinned: Bool = false,
    insetsReference: FlowInsetReference? = nil, automaticEstimate: Bool = false
  ) {
    self.name = name
    self.scrollDirection = scrollDirection
    self.sections = sections
    self.headersPinned = headersPinned
    self.footersPinned = footersPinned
    self.insetsReference = insetsReference
    self.automaticEstimate = automaticEstimate
  }
}

/// A checked file: a compositional layout or a flow layout.
public enum CheckedLayout: Sendable, Hashable {
  case compositional(LayoutModel)
  case flow(FlowLayoutModel)

  public var kind: LayoutKind {
    switch self {
    case .compositional: .compositional
    case .flow: .flow
    }
  }
}
