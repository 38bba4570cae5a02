// Sizes and spacings: NSCollectionLayoutDimension, NSCollectionLayoutSize,
// NSCollectionLayoutSpacing, NSCollectionLayoutEdgeSpacing. All immutable, as in UIKit.

/// UIKit: `@MainActor class NSCollectionLayoutDimension` (an `NSObject` subclass).
@MainActor
open class NSCollectionLayoutDimension: NSObject {
  private let kind: ShimDimensionKind
  private let value: CGFloat

  /// Shim only (not UIKit API): backs the `-> Self` factories. UIKit's `init()` is unavailable.
  @_spi(LayoutcShim)
  public required init(shimKind kind: ShimDimensionKind, value: CGFloat) {
    self.kind = kind
    self.value = value
    super.init()
  }

  /// UIKit: `class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self`
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    self.init(shimKind: .fractionalWidth, value: fractionalWidth)
  }

  /// UIKit: `class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self`
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    self.init(shimKind: .fractionalHeight, value: fractionalHeight)
  }

  /// UIKit: `class func absolute(_ absoluteDimension: CGFloat) -> Self`
  open class func absolute(_ absoluteDimension: CGFloat) -> Self {
    self.init(shimKind: .absolute, value: absoluteDimension)
  }

  /// UIKit: `class func estimated(_ estimatedDimension: CGFloat) -> Self`
  open class func estimated(_ estimatedDimension: CGFloat) -> Self {
    self.init(shimKind: .estimated, value: estimatedDimension)
  }

  /// UIKit: `var isFractionalWidth: Bool { get }`
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// UIKit: `var isFractionalHeight: Bool { get }`
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// UIKit: `var isAbsolute: Bool { get }`
  public var isAbsolute: Bool { kind == .absolute }
  /// UIKit: `var isEstimated: Bool { get }`
  public var isEstimated: Bool { kind == .estimated }
  /// UIKit: `var dimension: CGFloat { get }`
  public var dimension: CGFloat { value }
}

/// Shim only (not UIKit API): which factory made an `NSCollectionLayoutDimension`.
@_spi(LayoutcShim)
public enum ShimDimensionKind: Sendable {
  case fractionalWidth, fractionalHeight, absolute, estimated
}

/// UIKit: `@MainActor class NSCollectionLayoutSize` (an `NSObject` subclass).
@MainActor
open class NSCollectionLayoutSize: NSObject {
  /// UIKit: `var widthDimension: NSCollectionLayoutDimension { get }`
  public let widthDimension: NSCollectionLayoutDimension
  /// UIKit: `var heightDimension: NSCollectionLayoutDimension { get }`
  public let heightDimension: NSCollectionLayoutDimension

  /// UIKit: `convenience init(widthDimension width: NSCollectionLayoutDimension,
  /// heightDimension height: NSCollectionLayoutDimension)`
  public convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
    self.init(shimWidth: width, height: height)
  }

  init(shimWidth width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension) {
    widthDimension = width
    heightDimension = height
    super.init()
  }
}

/// UIKit: `@MainActor class NSCollectionLayoutSpacing` (an `NSObject` subclass).
@MainActor
open class NSCollectionLayoutSpacing: NSObject {
  private let flexible: Bool
  private let value: CGFloat

  /// Shim only (not UIKit API): backs the `-> Self` factories. UIKit's `init()` is unavailable.
  @_spi(LayoutcShim)
  public required init(shimFlexible flexible: Bool, value: CGFloat) {
    self.flexible = flexible
    self.value = value
    super.init()
  }

  /// UIKit: `class func fixed(_ fixedSpacing: CGFloat) -> Self`
  open class func fixed(_ fixedSpacing: CGFloat) -> Self {
    self.init(shimFlexible: false, value: fixedSpacing)
  }

  /// UIKit: `class func flexible(_ flexibleSpacing: CGFloat) -> Self`
  open class func flexible(_ flexibleSpacing: CGFloat) -> Self {
    self.init(shimFlexible: true, value: flexibleSpacing)
  }

  /// UIKit: `var spacing: CGFloat { get }`
  public var spacing: CGFloat { value }
  /// UIKit: `var isFlexible: Bool { get }` (Objective-C `isFlexibleSpacing`)
  public var isFlexible: Bool { flexible }
  /// UIKit: `var isFixed: Bool { get }` (Objective-C `isFixedSpacing`)
  public var isFixed: Bool { !flexible }
}

/// UIKit: `@MainActor class NSCollectionLayoutEdgeSpacing` (an `NSObject` subclass).
@MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
  /// UIKit: `var leading: NSCollectionLayoutSpacing? { get }`
  public let leading: NSCollectionLayoutSpacing?
  /// UIKit: `var top: NSCollectionLayoutSpacing? { get }`
  public let top: NSCollectionLayoutSpacing?
  /// UIKit: `var trailing: NSCollectionLayoutSpacing? { get }`
  public let trailing: NSCollectionLayoutSpacing?
  /// UIKit: `var bottom: NSCollectionLayoutSpacing? { get }`
  public let bottom: NSCollectionLayoutSpacing?

  /// UIKit: `convenience init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
  /// trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?)`
  public convenience init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.init(shimLeading: leading, top: top, trailing: trailing, bottom: bottom)
  }

  init(shimLeading leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
    super.init()
  }
}
