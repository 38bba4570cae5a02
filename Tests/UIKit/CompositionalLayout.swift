// The layouts: UICollectionViewLayout, UICollectionViewCompositionalLayout and its configuration,
// and the layout environment a section provider receives.

/// UIKit: `@MainActor class UICollectionViewLayout` (an `NSObject` subclass).
@MainActor
open class UICollectionViewLayout: NSObject {
  /// Shim only (not UIKit API): the classes registered for decoration views, by element kind.
  @_spi(LayoutcShim)
  public private(set) var shimDecorationViewClasses: [String: AnyClass] = [:]

  /// UIKit: `init()`
  public override init() {
    super.init()
  }

  /// UIKit: `func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String)`
  /// (nil unregisters).
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    shimDecorationViewClasses[elementKind] = viewClass
  }
}

/// UIKit: `@MainActor class UICollectionViewCompositionalLayoutConfiguration` (an `NSObject` subclass).
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// UIKit: `var scrollDirection: UICollectionView.ScrollDirection { get set }` (default `.vertical`)
  public var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// UIKit: `var interSectionSpacing: CGFloat { get set }` (default `0.0`)
  public var interSectionSpacing: CGFloat = 0
  /// UIKit: `var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] { get set }`
  /// (the layout's own headers and footers)
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// Shim only (not UIKit API): what `contentInsetsReference` holds.
  @_spi(LayoutcShim)
  public var shimContentInsetsReference: UIContentInsetsReference = .automatic

  /// UIKit (iOS 14): `var contentInsetsReference: UIContentInsetsReference { get set }` (default
  /// `.automatic`)
  @available(iOS, introduced: 14.0)
  public var contentInsetsReference: UIContentInsetsReference {
    get { shimContentInsetsReference }
    set { shimContentInsetsReference = newValue }
  }

  /// UIKit: `init()`
  public override init() {
    super.init()
  }

  /// What UIKit's `NSCopying` conformance gives a layout that stores a configuration.
  func shimCopy() -> UICollectionViewCompositionalLayoutConfiguration {
    let c = UICollectionViewCompositionalLayoutConfiguration()
    c.scrollDirection = scrollDirection
    c.interSectionSpacing = interSectionSpacing
    c.shimContentInsetsReference = shimContentInsetsReference
    c.boundarySupplementaryItems = boundarySupplementaryItems
    for b in boundarySupplementaryItems { b.shimCaptured = true }
    return c
  }
}

/// UIKit: `class UITraitCollection` (an `NSObject` subclass, `Sendable`). The shim holds only the
/// display scale.
open class UITraitCollection: NSObject, @unchecked Sendable {
  private let scale: CGFloat

  /// UIKit: `init(displayScale scale: CGFloat)`
  public init(displayScale scale: CGFloat) {
    self.scale = scale
    super.init()
  }

  /// UIKit: `var displayScale: CGFloat { get }` (`0.0`, unspecified, by default)
  open var displayScale: CGFloat { scale }
}

/// UIKit: `@MainActor protocol NSCollectionLayoutEnvironment : NSObjectProtocol`
@MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
  /// UIKit: `var container: any NSCollectionLayoutContainer { get }`
  var container: any NSCollectionLayoutContainer { get }
  /// UIKit: `var traitCollection: UITraitCollection { get }`
  var traitCollection: UITraitCollection { get }
}

/// UIKit: `typealias UICollectionViewCompositionalLayoutSectionProvider =
/// (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?`
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UIKit: `@MainActor class UICollectionViewCompositionalLayout` (a subclass of `UICollectionViewLayout`).
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  private let provider: UICollectionViewCompositionalLayoutSectionProvider
  private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

  /// UIKit: `@NSCopying var configuration: UICollectionViewCompositionalLayoutConfiguration { get set }`
  /// (the setter and the initialisers copy, as `@NSCopying` does).
  public var configuration: UICollectionViewCompositionalLayoutConfiguration {
    get { storedConfiguration }
    set { storedConfiguration = newValue.shimCopy() }
  }

  /// UIKit: `init(section: NSCollectionLayoutSection)`
  public init(section: NSCollectionLayoutSection) {
    section.shimCaptured = true
    provider = { _, _ in section }
    storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  /// UIKit: `init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration)`
  public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
    section.shimCaptured = true
    provider = { _, _ in section }
    storedConfiguration = configuration.shimCopy()
    super.init()
  }

  /// UIKit: `init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider)`
  public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    provider = sectionProvider
    storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  /// UIKit: `init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
  /// configuration: UICollectionViewCompositionalLayoutConfiguration)`
  public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
    provider = sectionProvider
    storedConfiguration = configuration.shimCopy()
    super.init()
  }

  /// Shim only (not UIKit API): what UIKit asks for when it lays out section `index` — the
  /// single section, or the section provider's answer.
  @_spi(LayoutcShim)
  public func shimSection(at index: Int, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
    let section = provider(index, environment)
    section?.shimCaptured = true
    return section
  }
}

/// Shim only (not UIKit API): the environment the harness passes to a section provider: a
/// container of `contentSize` on a display of `displayScale`.
@_spi(LayoutcShim)
@MainActor
public final class ShimLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
  public let container: any NSCollectionLayoutContainer
  public let traitCollection: UITraitCollection
  public init(contentSize: CGSize, displayScale: CGFloat) {
    container = ShimLayoutContainer(contentSize: contentSize)
    traitCollection = UITraitCollection(displayScale: displayScale)
    super.init()
  }
}
