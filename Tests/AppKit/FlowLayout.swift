// NSCollectionView (its element kinds and scroll direction), NSView (the class of decoration
// views), NSCollectionViewFlowLayout and its delegate protocol. `NSEdgeInsets` (top, left,
// bottom, right) is Foundation's, as on macOS.

/// AppKit: `@MainActor class NSView` (an `NSResponder` subclass; the shim has no view hierarchy
/// and derives from `NSObject`).
@MainActor
open class NSView: NSObject {
  /// AppKit: `var frame: NSRect { get set }`
  public var frame: CGRect

  /// AppKit: `init(frame frameRect: NSRect)`
  public init(frame frameRect: CGRect) {
    frame = frameRect
    super.init()
  }

  /// AppKit (NSObject, through NSView): `init()`
  public convenience override init() {
    self.init(frame: .zero)
  }
}

/// AppKit: `@MainActor class NSCollectionView` (an `NSView` subclass).
@MainActor
open class NSCollectionView: NSView {
  /// AppKit: `typealias NSCollectionView.SupplementaryElementKind = String`
  public typealias SupplementaryElementKind = String
  /// AppKit: `typealias NSCollectionView.DecorationElementKind = String`
  public typealias DecorationElementKind = String

  /// AppKit: `enum ScrollDirection` (`Int` raw values)
  public enum ScrollDirection: Int, Sendable, Hashable {
    /// AppKit: `case vertical`
    case vertical = 0
    /// AppKit: `case horizontal`
    case horizontal = 1
  }

  /// AppKit: `static let elementKindSectionHeader: NSCollectionView.SupplementaryElementKind`
  public nonisolated static let elementKindSectionHeader: SupplementaryElementKind = "UICollectionElementKindSectionHeader"
  /// AppKit: `static let elementKindSectionFooter: NSCollectionView.SupplementaryElementKind`
  public nonisolated static let elementKindSectionFooter: SupplementaryElementKind = "UICollectionElementKindSectionFooter"

  /// AppKit: `var collectionViewLayout: NSCollectionViewLayout? { get set }`
  public var collectionViewLayout: NSCollectionViewLayout?
  /// AppKit: `weak var delegate: (any NSCollectionViewDelegate)? { get set }`
  public weak var delegate: (any NSCollectionViewDelegate)?
}

/// AppKit (macOS 10.11): `@MainActor class NSCollectionViewFlowLayout` (a subclass of
/// `NSCollectionViewLayout`). It has no `sectionInsetReference`: that is UIKit's.
@MainActor
open class NSCollectionViewFlowLayout: NSCollectionViewLayout {
  /// AppKit: `var minimumLineSpacing: CGFloat { get set }` (default 10.0)
  public var minimumLineSpacing: CGFloat = 10
  /// AppKit: `var minimumInteritemSpacing: CGFloat { get set }` (default 10.0)
  public var minimumInteritemSpacing: CGFloat = 10
  /// AppKit: `var itemSize: NSSize { get set }` (default (50.0, 50.0))
  public var itemSize = CGSize(width: 50, height: 50)
  /// AppKit: `var estimatedItemSize: NSSize { get set }` (default `.zero`: no self-sizing)
  public var estimatedItemSize = CGSize.zero
  /// AppKit: `var scrollDirection: NSCollectionView.ScrollDirection { get set }` (default `.vertical`)
  public var scrollDirection: NSCollectionView.ScrollDirection = .vertical
  /// AppKit: `var headerReferenceSize: NSSize { get set }` (default (0, 0))
  public var headerReferenceSize = CGSize.zero
  /// AppKit: `var footerReferenceSize: NSSize { get set }` (default (0, 0))
  public var footerReferenceSize = CGSize.zero
  /// AppKit: `var sectionInset: NSEdgeInsets { get set }` (default all 0)
  public var sectionInset = NSEdgeInsetsZero
  /// AppKit (macOS 10.12): `var sectionHeadersPinToVisibleBounds: Bool { get set }` (default false)
  public var sectionHeadersPinToVisibleBounds = false
  /// AppKit (macOS 10.12): `var sectionFootersPinToVisibleBounds: Bool { get set }` (default false)
  public var sectionFootersPinToVisibleBounds = false

  /// AppKit: `init()`
  public override init() {
    super.init()
  }
}

/// AppKit: `@MainActor protocol NSCollectionViewDelegate : NSObjectProtocol` (all its methods are
/// optional; the shim declares none of them).
@MainActor
public protocol NSCollectionViewDelegate: NSObjectProtocol {}

/// AppKit: `@MainActor protocol NSCollectionViewDelegateFlowLayout : NSCollectionViewDelegate`.
///
/// Substitution, as in the UIKit shim: AppKit's methods are `@objc optional`, which Linux cannot
/// express. Each is a requirement with a default implementation that returns the flow layout's
/// own property, which is what AppKit uses when a delegate does not implement the method; a
/// method spelled differently from AppKit's would not be a witness and would be ignored here as
/// it would be by AppKit.
@MainActor
public protocol NSCollectionViewDelegateFlowLayout: NSCollectionViewDelegate {
  /// AppKit: `optional func collectionView(_ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> NSSize`
  func collectionView(_ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
  /// AppKit: `optional func collectionView(_ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout, insetForSectionAt section: Int) -> NSEdgeInsets`
  func collectionView(_ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout, insetForSectionAt section: Int) -> NSEdgeInsets
  /// AppKit: `optional func collectionView(_ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat`
  func collectionView(_ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
  /// AppKit: `optional func collectionView(_ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat`
  func collectionView(_ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
  /// AppKit: `optional func collectionView(_ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> NSSize`
  func collectionView(_ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
  /// AppKit: `optional func collectionView(_ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout, referenceSizeForFooterInSection section: Int) -> NSSize`
  func collectionView(_ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

/// The stand-ins for "not implemented": the flow layout's own property, as AppKit uses it.
extension NSCollectionViewDelegateFlowLayout {
  public func collectionView(_ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
    (collectionViewLayout as? NSCollectionViewFlowLayout)?.itemSize ?? .zero
  }

  public func collectionView(_ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout, insetForSectionAt section: Int) -> NSEdgeInsets {
    (collectionViewLayout as? NSCollectionViewFlowLayout)?.sectionInset ?? NSEdgeInsetsZero
  }

  public func collectionView(_ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
    (collectionViewLayout as? NSCollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }

  public func collectionView(_ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
    (collectionViewLayout as? NSCollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }

  public func collectionView(_ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
    (collectionViewLayout as? NSCollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }

  public func collectionView(_ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
    (collectionViewLayout as? NSCollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
