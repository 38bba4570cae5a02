// The `AppKit` shim: the subset of AppKit's collection-view layout API that layoutc's
// `--emit swift --platform macos` output uses, declared with AppKit's names, labels and types
// (from Apple's AppKit documentation) so the generated files compile unchanged on Linux (their
// `import AppKit` finds this module). The item, group, section and supplementary classes are
// the UIKit shim's own files (`Geometry.swift`, `LayoutItems.swift`, `LayoutValues.swift`,
// `Supplementaries.swift`, `LayoutContainer.swift` here are links to `Tests/UIKit`), compiled with `APPKIT` defined:
// AppKit shares them with UIKit but lacks its list sections and content-insets references.
// This file: NSCollectionViewLayout, NSCollectionViewCompositionalLayout and its configuration,
// and the layout environment a section provider receives (AppKit's has no trait collection).

/// AppKit: `@MainActor class NSCollectionViewLayout` (an `NSObject` subclass).
@MainActor
open class NSCollectionViewLayout: NSObject {
  /// Shim only (not AppKit API): the classes registered for decoration views, by element kind.
  @_spi(LayoutcShim)
  public private(set) var shimDecorationViewClasses: [String: AnyClass] = [:]

  /// AppKit: `init()`
  public override init() {
    super.init()
  }

  /// AppKit: `func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind:
  /// NSCollectionView.DecorationElementKind)` (nil unregisters).
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: NSCollectionView.DecorationElementKind) {
    shimDecorationViewClasses[elementKind] = viewClass
  }
}

/// AppKit (macOS 10.15): `@MainActor class NSCollectionViewCompositionalLayoutConfiguration`.
/// It has no `contentInsetsReference`: that is UIKit's.
@MainActor
open class NSCollectionViewCompositionalLayoutConfiguration: NSObject {
  /// AppKit: `var scrollDirection: NSCollectionView.ScrollDirection { get set }` (default `.vertical`)
  public var scrollDirection: NSCollectionView.ScrollDirection = .vertical
  /// AppKit: `var interSectionSpacing: CGFloat { get set }` (default `0.0`)
  public var interSectionSpacing: CGFloat = 0
  /// AppKit: `var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] { get set }`
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// AppKit: `init()`
  public override init() {
    super.init()
  }

  /// What AppKit's `NSCopying` conformance gives a layout that stores a configuration.
  func shimCopy() -> NSCollectionViewCompositionalLayoutConfiguration {
    let c = NSCollectionViewCompositionalLayoutConfiguration()
    c.scrollDirection = scrollDirection
    c.interSectionSpacing = interSectionSpacing
    c.boundarySupplementaryItems = boundarySupplementaryItems
    for b in boundarySupplementaryItems { b.shimCaptured = true }
    return c
  }
}

/// AppKit (macOS 10.15): `@MainActor protocol NSCollectionLayoutEnvironment : NSObjectProtocol`.
/// Only the container: AppKit's environment has no `traitCollection`.
@MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
  /// AppKit: `var container: any NSCollectionLayoutContainer { get }`
  var container: any NSCollectionLayoutContainer { get }
}

/// AppKit: `typealias NSCollectionViewCompositionalLayoutSectionProvider =
/// (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?`
public typealias NSCollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// AppKit (macOS 10.15): `@MainActor class NSCollectionViewCompositionalLayout` (a subclass of
/// `NSCollectionViewLayout`).
@MainActor
open class NSCollectionViewCompositionalLayout: NSCollectionViewLayout {
  private let provider: NSCollectionViewCompositionalLayoutSectionProvider
  private var storedConfiguration: NSCollectionViewCompositionalLayoutConfiguration

  /// AppKit: `@NSCopying var configuration: NSCollectionViewCompositionalLayoutConfiguration { get set }`
  public var configuration: NSCollectionViewCompositionalLayoutConfiguration {
    get { storedConfiguration }
    set { storedConfiguration = newValue.shimCopy() }
  }

  /// AppKit: `init(section: NSCollectionLayoutSection)`
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: NSCollectionViewCompositionalLayoutConfiguration())
  }

  /// AppKit: `init(section: NSCollectionLayoutSection, configuration: NSCollectionViewCompositionalLayoutConfiguration)`
  public init(section: NSCollectionLayoutSection, configuration: NSCollectionViewCompositionalLayoutConfiguration) {
    section.shimCaptured = true
    provider = { _, _ in section }
    storedConfiguration = configuration.shimCopy()
    super.init()
  }

  /// AppKit: `init(sectionProvider: @escaping NSCollectionViewCompositionalLayoutSectionProvider)`
  public convenience init(sectionProvider: @escaping NSCollectionViewCompositionalLayoutSectionProvider) {
    self.init(sectionProvider: sectionProvider, configuration: NSCollectionViewCompositionalLayoutConfiguration())
  }

  /// AppKit: `init(sectionProvider: @escaping NSCollectionViewCompositionalLayoutSectionProvider,
  /// configuration: NSCollectionViewCompositionalLayoutConfiguration)`
  public init(sectionProvider: @escaping NSCollectionViewCompositionalLayoutSectionProvider, configuration: NSCollectionViewCompositionalLayoutConfiguration) {
    provider = sectionProvider
    storedConfiguration = configuration.shimCopy()
    super.init()
  }

  /// Shim only (not AppKit API): what AppKit asks for when it lays out section `index`.
  @_spi(LayoutcShim)
  public func shimSection(at index: Int, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
    let section = provider(index, environment)
    section?.shimCaptured = true
    return section
  }
}

/// Shim only (not AppKit API): the environment the harness passes to a section provider.
@_spi(LayoutcShim)
@MainActor
public final class ShimLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
  public let container: any NSCollectionLayoutContainer
  public init(contentSize: CGSize) {
    container = ShimLayoutContainer(contentSize: contentSize)
    super.init()
  }
}
