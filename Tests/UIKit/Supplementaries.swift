// Supplementary views, decorations and the values that place them: NSDirectionalRectEdge,
// NSRectAlignment, NSCollectionLayoutAnchor, NSCollectionLayoutSupplementaryItem,
// NSCollectionLayoutBoundarySupplementaryItem, NSCollectionLayoutDecorationItem,
// UIContentInsetsReference, UICollectionLayoutSectionOrthogonalScrollingBehavior and
// UICollectionReusableView.

/// UIKit: `struct NSDirectionalRectEdge` (OptionSet, Sendable): an edge or a set of edges,
/// taking the layout direction into account.
public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
  /// UIKit: `let rawValue: UInt`
  public let rawValue: UInt
  /// UIKit: `init(rawValue: UInt)`
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// UIKit: `static var top: NSDirectionalRectEdge { get }` (`NSDirectionalRectEdgeTop`, 1)
  public static var top: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 1 << 0) }
  /// UIKit: `static var leading: NSDirectionalRectEdge { get }` (`NSDirectionalRectEdgeLeading`, 2)
  public static var leading: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 1 << 1) }
  /// UIKit: `static var bottom: NSDirectionalRectEdge { get }` (`NSDirectionalRectEdgeBottom`, 4)
  public static var bottom: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 1 << 2) }
  /// UIKit: `static var trailing: NSDirectionalRectEdge { get }` (`NSDirectionalRectEdgeTrailing`, 8)
  public static var trailing: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 1 << 3) }
  /// UIKit: `static var all: NSDirectionalRectEdge { get }` (`NSDirectionalRectEdgeAll`, 15)
  public static var all: NSDirectionalRectEdge { [.top, .leading, .bottom, .trailing] }
}

/// UIKit: `enum NSRectAlignment` (`Int` raw values): alignment to an edge or a set of edges,
/// taking the layout direction into account.
public enum NSRectAlignment: Int, Sendable, Hashable {
  /// UIKit: `case none`
  case none = 0
  /// UIKit: `case top`
  case top = 1
  /// UIKit: `case topLeading`
  case topLeading = 2
  /// UIKit: `case leading`
  case leading = 3
  /// UIKit: `case bottomLeading`
  case bottomLeading = 4
  /// UIKit: `case bottom`
  case bottom = 5
  /// UIKit: `case bottomTrailing`
  case bottomTrailing = 6
  /// UIKit: `case trailing`
  case trailing = 7
  /// UIKit: `case topTrailing`
  case topTrailing = 8
}

#if APPKIT
/// AppKit (macOS 10.15): `enum NSCollectionLayoutSectionOrthogonalScrollingBehavior` (`Int` raw
/// values), UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior` under AppKit's name.
public enum NSCollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, Hashable {
  /// AppKit: `case none`
  case none = 0
  /// AppKit: `case continuous`
  case continuous = 1
  /// AppKit: `case continuousGroupLeadingBoundary`
  case continuousGroupLeadingBoundary = 2
  /// AppKit: `case paging`
  case paging = 3
  /// AppKit: `case groupPaging`
  case groupPaging = 4
  /// AppKit: `case groupPagingCentered`
  case groupPagingCentered = 5
}
#else
/// UIKit (iOS 14): `enum UIContentInsetsReference` (`Int` raw values).
public enum UIContentInsetsReference: Int, Sendable, Hashable {
  /// UIKit: `case automatic`
  case automatic = 0
  /// UIKit: `case none`
  case none = 1
  /// UIKit: `case safeArea`
  case safeArea = 2
  /// UIKit: `case layoutMargins`
  case layoutMargins = 3
  /// UIKit: `case readableContent`
  case readableContent = 4
}

/// UIKit: `enum UICollectionLayoutSectionOrthogonalScrollingBehavior` (`Int` raw values).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, Hashable {
  /// UIKit: `case none`
  case none = 0
  /// UIKit: `case continuous`
  case continuous = 1
  /// UIKit: `case continuousGroupLeadingBoundary`
  case continuousGroupLeadingBoundary = 2
  /// UIKit: `case paging`
  case paging = 3
  /// UIKit: `case groupPaging`
  case groupPaging = 4
  /// UIKit: `case groupPagingCentered`
  case groupPagingCentered = 5
}
#endif

/// UIKit: `@MainActor class NSCollectionLayoutAnchor` (an `NSObject` subclass; immutable).
@MainActor
open class NSCollectionLayoutAnchor: NSObject {
  /// UIKit: `var edges: NSDirectionalRectEdge { get }`
  public let edges: NSDirectionalRectEdge
  /// UIKit: `var offset: CGPoint { get }`
  public let offset: CGPoint
  /// UIKit: `var isAbsoluteOffset: Bool { get }`
  public let isAbsoluteOffset: Bool
  /// UIKit: `var isFractionalOffset: Bool { get }`
  public let isFractionalOffset: Bool

  /// UIKit: `convenience init(edges: NSDirectionalRectEdge)`
  public convenience init(edges: NSDirectionalRectEdge) {
    self.init(shimEdges: edges, offset: .zero, absolute: false, fractional: false)
  }

  /// UIKit: `convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint)`
  public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.init(shimEdges: edges, offset: absoluteOffset, absolute: true, fractional: false)
  }

  /// UIKit: `convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint)`
  public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.init(shimEdges: edges, offset: fractionalOffset, absolute: false, fractional: true)
  }

  init(shimEdges edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool, fractional: Bool) {
    self.edges = edges
    self.offset = offset
    isAbsoluteOffset = absolute
    isFractionalOffset = fractional
    super.init()
  }
}

/// UIKit: `@MainActor class NSCollectionLayoutSupplementaryItem` (a subclass of
/// `NSCollectionLayoutItem`): a view anchored to an item or a group, such as a badge.
@MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// UIKit: `var elementKind: String { get }`
  public let elementKind: String
  /// UIKit: `var containerAnchor: NSCollectionLayoutAnchor { get }`
  public let containerAnchor: NSCollectionLayoutAnchor
  /// UIKit: `var zIndex: Int { get set }` (default 1: above decorations, which are at 0)
  public var zIndex = 1 {
    didSet { shimAuditChange("zIndex") }
  }

  /// UIKit: `convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String,
  /// containerAnchor: NSCollectionLayoutAnchor)`
  public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
    self.init(shimLayoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor)
  }

  init(shimLayoutSize layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    super.init(shimLayoutSize: layoutSize, supplementaryItems: [])
  }
}

/// UIKit: `@MainActor class NSCollectionLayoutBoundarySupplementaryItem` (a subclass of
/// `NSCollectionLayoutSupplementaryItem`): a header or footer of a section or of the layout.
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// UIKit: `var alignment: NSRectAlignment { get }`
  public let alignment: NSRectAlignment

  /// UIKit: `var extendsBoundary: Bool { get set }` (default `true`)
  public var extendsBoundary = true {
    didSet { shimAuditChange("extendsBoundary") }
  }

  /// UIKit: `var pinToVisibleBounds: Bool { get set }` (default `false`)
  public var pinToVisibleBounds = false {
    didSet { shimAuditChange("pinToVisibleBounds") }
  }

  /// UIKit: `convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String,
  /// alignment: NSRectAlignment)`
  public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.init(shimLayoutSize: layoutSize, elementKind: elementKind, alignment: alignment)
  }

  init(shimLayoutSize layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.alignment = alignment
    // UIKit derives the anchor from the alignment; the shim keeps the alignment and anchors to no edge.
    super.init(shimLayoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []))
  }
}

/// UIKit: `@MainActor class NSCollectionLayoutDecorationItem` (a subclass of
/// `NSCollectionLayoutItem`): a section background.
@MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  /// UIKit: `var elementKind: String { get }`
  public let elementKind: String

  /// Shim only (not UIKit API): backs the `-> Self` factory. UIKit's `init()` is unavailable.
  @_spi(LayoutcShim)
  public required init(shimElementKind elementKind: String) {
    self.elementKind = elementKind
    // UIKit does not document a decoration's layout size; the shim gives it the whole container.
    super.init(
      shimLayoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// UIKit: `class func background(elementKind: String) -> Self`
  open class func background(elementKind: String) -> Self {
    self.init(shimElementKind: elementKind)
  }
}

#if !APPKIT
/// UIKit: `@MainActor class UICollectionReusableView` (a `UIView` subclass; the shim has no view
/// hierarchy and derives from `NSObject`).
@MainActor
open class UICollectionReusableView: NSObject {
  /// UIKit (UIView): `var frame: CGRect { get set }`
  public var frame: CGRect

  /// UIKit (UIView): `init(frame: CGRect)`
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// UIKit (NSObject, through UIView): `init()`
  public convenience override init() {
    self.init(frame: .zero)
  }
}
#endif
