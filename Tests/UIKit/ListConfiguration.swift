// Lists: UICollectionLayoutListConfiguration and NSCollectionLayoutSection.list(using:layoutEnvironment:).
// The shim keeps the configuration on the section it returns: what UIKit builds from it (rows,
// insets, headers and footers) is layoutc's model of UIKit (L1–L6), not the shim's.

/// UIKit (iOS 14): `@MainActor struct UICollectionLayoutListConfiguration`
@available(iOS, introduced: 14.0)
@MainActor
public struct UICollectionLayoutListConfiguration {
  /// UIKit: `enum Appearance`
  public enum Appearance: Sendable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain
  }
  /// UIKit: `enum HeaderMode`
  public enum HeaderMode: Sendable {
    case none, supplementary, firstItemInSection
  }
  /// UIKit: `enum FooterMode`
  public enum FooterMode: Sendable {
    case none, supplementary
  }

  /// UIKit: `var appearance: Appearance { get }`
  public let appearance: Appearance
  /// UIKit: `var showsSeparators: Bool { get set }` (default true)
  public var showsSeparators = true
  /// UIKit: `var headerMode: HeaderMode { get set }` (default `.none`)
  public var headerMode: HeaderMode = .none
  /// UIKit: `var footerMode: FooterMode { get set }` (default `.none`)
  public var footerMode: FooterMode = .none

  /// UIKit: `init(appearance: Appearance)`
  public init(appearance: Appearance) {
    self.appearance = appearance
  }
}

extension NSCollectionLayoutSection {
  /// UIKit (iOS 14): `static func list(using configuration: UICollectionLayoutListConfiguration,
  /// layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection`
  @available(iOS, introduced: 14.0)
  public static func list(
    using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    // UIKit's own group is private; the shim's stands in and the harness reads the configuration.
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let section = NSCollectionLayoutSection(shimGroup: group)
    section.shimListConfiguration = configuration
    return section
  }
}
