// The collection view, the flow layout and their delegate protocols.

/// UIKit: `@MainActor class UICollectionView` (a `UIScrollView` subclass; the shim has no view
/// hierarchy and derives from `NSObject`).
@MainActor
open class UICollectionView: NSObject {
  /// UIKit: `enum ScrollDirection` (`Int` raw values; Sendable, Hashable)
  public enum ScrollDirection: Int, Sendable, Hashable {
    /// UIKit: `case vertical`
    case vertical = 0
    /// UIKit: `case horizontal`
    case horizontal = 1
  }

  /// UIKit: `class let elementKindSectionHeader: String` (the constant
  /// `UICollectionElementKindSectionHeader`, whose value is its own name)
  public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// UIKit: `class let elementKindSectionFooter: String` (the constant
  /// `UICollectionElementKindSectionFooter`)
  public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// UIKit (UIView): `var frame: CGRect { get set }`
  public var frame: CGRect
  /// UIKit: `var collectionViewLayout: UICollectionViewLayout { get set }`
  public var collectionViewLayout: UICollectionViewLayout
  /// UIKit: `weak var delegate: (any UICollectionViewDelegate)? { get set }`
  public weak var delegate: (any UICollectionViewDelegate)?

  /// UIKit: `init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)`
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    self.frame = frame
    collectionViewLayout = layout
    super.init()
  }
}

/// UIKit: `@MainActor class UICollectionViewFlowLayout` (a subclass of `UICollectionViewLayout`).
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// UIKit: `var minimumLineSpacing: CGFloat { get set }` (default 10.0)
  public var minimumLineSpacing: CGFloat = 10
  /// UIKit: `var minimumInteritemSpacing: CGFloat { get set }` (default 10.0)
  public var minimumInteritemSpacing: CGFloat = 10
  /// UIKit: `var itemSize: CGSize { get set }` (default (50.0, 50.0))
  public var itemSize = CGSize(width: 50, height: 50)
  /// UIKit: `var estimatedItemSize: CGSize { get set }` (default `.zero`: no self-sizing)
  public var estimatedItemSize = CGSize.zero
  /// UIKit: `class let automaticSize: CGSize` (iOS 10): a non-zero placeholder for
  /// `estimatedItemSize` that makes every cell report its own size. UIKit does not document its
  /// value; the shim's is one no cell estimate would be.
  @available(iOS 10.0, *)
  public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
  /// UIKit: `var scrollDirection: UICollectionView.ScrollDirection { get set }` (default `.vertical`)
  public var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// UIKit: `var headerReferenceSize: CGSize { get set }` (default (0, 0))
  public var headerReferenceSize = CGSize.zero
  /// UIKit: `var footerReferenceSize: CGSize { get set }` (default (0, 0))
  public var footerReferenceSize = CGSize.zero
  /// UIKit: `var sectionInset: UIEdgeInsets { get set }` (default all 0)
  public var sectionInset = UIEdgeInsets.zero
  /// UIKit: `var sectionHeadersPinToVisibleBounds: Bool { get set }` (iOS 9, default false)
  public var sectionHeadersPinToVisibleBounds = false
  /// UIKit: `var sectionFootersPinToVisibleBounds: Bool { get set }` (iOS 9, default false)
  public var sectionFootersPinToVisibleBounds = false

  /// UIKit (iOS 11): `enum SectionInsetReference` (`Int` raw values).
  public enum SectionInsetReference: Int, Sendable, Hashable {
    /// UIKit: `case fromContentInset`
    case fromContentInset = 0
    /// UIKit: `case fromSafeArea`
    case fromSafeArea = 1
    /// UIKit: `case fromLayoutMargins`
    case fromLayoutMargins = 2
  }

  /// UIKit (iOS 11, before every deployment target layoutc accepts, so not annotated):
  /// `var sectionInsetReference: UICollectionViewFlowLayout.SectionInsetReference { get set }`
  /// (default `.fromContentInset`)
  public var sectionInsetReference: SectionInsetReference = .fromContentInset

  /// UIKit: `init()`
  public override init() {
    super.init()
  }
}

/// UIKit: `@MainActor protocol UIScrollViewDelegate : NSObjectProtocol` (all its methods are
/// optional; the shim declares none).
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// UIKit: `@MainActor protocol UICollectionViewDelegate : UIScrollViewDelegate` (all its methods are
/// optional; the shim declares none).
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}

/// UIKit: `@MainActor protocol UICollectionViewDelegateFlowLayout : UICollectionViewDelegate`.
///
/// Substitution: UIKit's methods are `@objc optional`, which Linux cannot express. Here each is a
/// requirement with a default implementation (below) that returns what UIKit uses when a delegate
/// does not implement the method — the flow layout's own property (`itemSize`, `sectionInset`, …),
/// or a zero value when the layout is not a `UICollectionViewFlowLayout`. So calling a method
/// through the protocol answers exactly what UIKit's flow layout would use for that item or
/// section. A delegate method whose signature differs from the requirement does not replace the
/// default (the compiler warns that it "nearly matches"), as an `@objc optional` method with a
/// wrong selector would silently be ignored by UIKit.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize`
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
  /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets`
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets
  /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat`
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
  /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat`
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
  /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize`
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
  /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize`
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

/// The stand-ins for "not implemented": the flow layout's own property, as UIKit uses it.
extension UICollectionViewDelegateFlowLayout {
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }

  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }

  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }

  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }

  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }

  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
