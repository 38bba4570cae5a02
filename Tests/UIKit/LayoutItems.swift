// Items, groups and sections: NSCollectionLayoutItem, NSCollectionLayoutGroup,
// NSCollectionLayoutSection.

/// Shim only (not UIKit API): records changes made to an item, group or section after it was
/// handed to a group or a section. Generated code must configure every object before it uses it,
/// so that it never depends on whether UIKit copies or shares what it is given.
@_spi(LayoutcShim)
@MainActor
public enum ShimAudit {
  /// Descriptions of late changes, oldest first. The harness checks it is empty and clears it.
  public static var lateMutations: [String] = []
}

/// UIKit: `@MainActor class NSCollectionLayoutItem` (an `NSObject` subclass).
@MainActor
open class NSCollectionLayoutItem: NSObject {
  /// UIKit: `var layoutSize: NSCollectionLayoutSize { get }`
  public let layoutSize: NSCollectionLayoutSize

  /// Set once a group or a section holds this object (see `ShimAudit`).
  var shimCaptured = false

  /// UIKit: `var contentInsets: NSDirectionalEdgeInsets { get set }`
  public var contentInsets: NSDirectionalEdgeInsets = .zero {
    didSet { shimAuditChange("contentInsets") }
  }

  /// UIKit: `@NSCopying var edgeSpacing: NSCollectionLayoutEdgeSpacing? { get set }`
  /// (the shim keeps the reference: edge spacings are immutable).
  public var edgeSpacing: NSCollectionLayoutEdgeSpacing? {
    didSet { shimAuditChange("edgeSpacing") }
  }

  /// Backs `supplementaryItems` (read-only on items, settable on groups).
  var shimSupplementaryItems: [NSCollectionLayoutSupplementaryItem]

  /// UIKit: `var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { get }`
  public var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { shimSupplementaryItems }

  /// UIKit: `convenience init(layoutSize: NSCollectionLayoutSize)`
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(shimLayoutSize: layoutSize, supplementaryItems: [])
  }

  /// UIKit: `convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems:
  /// [NSCollectionLayoutSupplementaryItem])`
  public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
    self.init(shimLayoutSize: layoutSize, supplementaryItems: supplementaryItems)
  }

  init(shimLayoutSize layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
    self.layoutSize = layoutSize
    shimSupplementaryItems = supplementaryItems
    super.init()
    for s in supplementaryItems { s.shimCaptured = true }
  }

  func shimAuditChange(_ property: String) {
    if shimCaptured { ShimAudit.lateMutations.append("\(type(of: self)).\(property) set after the object was used") }
  }
}

/// Shim only (not UIKit API): the axis a group was made for.
@_spi(LayoutcShim)
public enum ShimGroupAxis: Sendable {
  case horizontal, vertical
}

/// UIKit: `@MainActor class NSCollectionLayoutGroup` (a subclass of `NSCollectionLayoutItem`).
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// UIKit: `var subitems: [NSCollectionLayoutItem] { get }`. For a `repeatingSubitem:` group the
  /// shim answers `[subitem]`.
  public let subitems: [NSCollectionLayoutItem]

  /// Shim only (not UIKit API): the factory's axis.
  @_spi(LayoutcShim)
  public let shimAxis: ShimGroupAxis

  /// Shim only (not UIKit API): `count` of `repeatingSubitem:count:` or `subitem:count:`; nil for
  /// `subitems:`.
  @_spi(LayoutcShim)
  public let shimRepeatCount: Int?

  /// Shim only (not UIKit API): made by the legacy `subitem:count:`, which gives its copies 1/count
  /// of the group's axis (G3).
  @_spi(LayoutcShim)
  public let shimIsLegacyCount: Bool

  /// UIKit: `@NSCopying var interItemSpacing: NSCollectionLayoutSpacing? { get set }`
  /// (the shim keeps the reference: spacings are immutable).
  public var interItemSpacing: NSCollectionLayoutSpacing? {
    didSet { shimAuditChange("interItemSpacing") }
  }

  /// Shim only (not UIKit API): backs the `-> Self` factories.
  @_spi(LayoutcShim)
  public required init(
    shimAxis axis: ShimGroupAxis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], repeatCount: Int?,
    legacyCount: Bool = false
  ) {
    shimAxis = axis
    self.subitems = subitems
    shimRepeatCount = repeatCount
    shimIsLegacyCount = legacyCount
    super.init(shimLayoutSize: layoutSize, supplementaryItems: [])
    for s in subitems { s.shimCaptured = true }
  }

  /// UIKit: `var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { get set }`
  /// (a group's are settable; an item's are given to its initialiser).
  public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
    get { shimSupplementaryItems }
    set {
      shimSupplementaryItems = newValue
      for s in newValue { s.shimCaptured = true }
      shimAuditChange("supplementaryItems")
    }
  }

  /// UIKit: `class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self`
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
    self.init(shimAxis: .horizontal, layoutSize: layoutSize, subitems: subitems, repeatCount: nil)
  }

  /// UIKit: `class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self`
  open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
    self.init(shimAxis: .vertical, layoutSize: layoutSize, subitems: subitems, repeatCount: nil)
  }

  /// UIKit (deprecated in iOS 16): `class func horizontal(layoutSize: NSCollectionLayoutSize,
  /// subitem: NSCollectionLayoutItem, count: Int) -> Self`
  @available(iOS, introduced: 13.0, deprecated: 16.0, message: "Use horizontal(layoutSize:repeatingSubitem:count:)")
  @available(macOS, introduced: 10.15, deprecated: 13.0, message: "Use horizontal(layoutSize:repeatingSubitem:count:)")
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
    self.init(shimAxis: .horizontal, layoutSize: layoutSize, subitems: [subitem], repeatCount: count, legacyCount: true)
  }

  /// UIKit (deprecated in iOS 16): `class func vertical(layoutSize: NSCollectionLayoutSize,
  /// subitem: NSCollectionLayoutItem, count: Int) -> Self`
  @available(iOS, introduced: 13.0, deprecated: 16.0, message: "Use vertical(layoutSize:repeatingSubitem:count:)")
  @available(macOS, introduced: 10.15, deprecated: 13.0, message: "Use vertical(layoutSize:repeatingSubitem:count:)")
  open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
    self.init(shimAxis: .vertical, layoutSize: layoutSize, subitems: [subitem], repeatCount: count, legacyCount: true)
  }

  /// UIKit (iOS 16): `class func horizontal(layoutSize: NSCollectionLayoutSize,
  /// repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self`
  @available(iOS, introduced: 16.0)
  @available(macOS, introduced: 13.0)
  open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
    self.init(shimAxis: .horizontal, layoutSize: layoutSize, subitems: [subitem], repeatCount: count)
  }

  /// UIKit (iOS 16): `class func vertical(layoutSize: NSCollectionLayoutSize,
  /// repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self`
  @available(iOS, introduced: 16.0)
  @available(macOS, introduced: 13.0)
  open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
    self.init(shimAxis: .vertical, layoutSize: layoutSize, subitems: [subitem], repeatCount: count)
  }
}

/// UIKit: `@MainActor class NSCollectionLayoutSection` (an `NSObject` subclass).
@MainActor
open class NSCollectionLayoutSection: NSObject {
  /// Shim only (not UIKit API): the group the section was made with.
  @_spi(LayoutcShim)
  public let shimGroup: NSCollectionLayoutGroup

  /// Set once a layout holds this section (see `ShimAudit`).
  var shimCaptured = false

  #if !APPKIT
  /// Shim only (not UIKit API): the configuration of a section made by
  /// `list(using:layoutEnvironment:)`; nil for any other section.
  @_spi(LayoutcShim)
  public internal(set) var shimListConfiguration: UICollectionLayoutListConfiguration?
  #endif

  /// UIKit: `var interGroupSpacing: CGFloat { get set }`
  public var interGroupSpacing: CGFloat = 0 {
    didSet { shimAuditChange("interGroupSpacing") }
  }

  /// UIKit: `var contentInsets: NSDirectionalEdgeInsets { get set }`
  public var contentInsets: NSDirectionalEdgeInsets = .zero {
    didSet { shimAuditChange("contentInsets") }
  }

  #if APPKIT
  /// AppKit: `var orthogonalScrollingBehavior: NSCollectionLayoutSectionOrthogonalScrollingBehavior
  /// { get set }` (default `.none`)
  public var orthogonalScrollingBehavior: NSCollectionLayoutSectionOrthogonalScrollingBehavior = .none {
    didSet { shimAuditChange("orthogonalScrollingBehavior") }
  }
  #else
  /// UIKit: `var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
  /// { get set }` (default `.none`)
  public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none {
    didSet { shimAuditChange("orthogonalScrollingBehavior") }
  }
  #endif

  /// UIKit: `var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] { get set }`
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = [] {
    didSet {
      for s in boundarySupplementaryItems { s.shimCaptured = true }
      shimAuditChange("boundarySupplementaryItems")
    }
  }

  #if APPKIT
  /// Shim only (not AppKit API): what `supplementariesFollowContentInsets` holds.
  @_spi(LayoutcShim)
  public private(set) var shimSupplementariesFollowContentInsets = true

  /// AppKit (macOS 10.15, not deprecated; AppKit has no `supplementaryContentInsetsReference`):
  /// `var supplementariesFollowContentInsets: Bool { get set }` (default true)
  @available(macOS, introduced: 10.15)
  public var supplementariesFollowContentInsets: Bool {
    get { shimSupplementariesFollowContentInsets }
    set {
      shimSupplementariesFollowContentInsets = newValue
      shimAuditChange("supplementariesFollowContentInsets")
    }
  }
  #else
  /// Shim only (not UIKit API): what `contentInsetsReference` holds.
  @_spi(LayoutcShim)
  public private(set) var shimContentInsetsReference: UIContentInsetsReference = .automatic

  /// UIKit (iOS 14): `var contentInsetsReference: UIContentInsetsReference { get set }` (default
  /// `.automatic`: the layout configuration's)
  @available(iOS, introduced: 14.0)
  public var contentInsetsReference: UIContentInsetsReference {
    get { shimContentInsetsReference }
    set {
      shimContentInsetsReference = newValue
      shimAuditChange("contentInsetsReference")
    }
  }

  /// Shim only (not UIKit API): what `supplementaryContentInsetsReference` and, before it,
  /// `supplementariesFollowContentInsets` set.
  @_spi(LayoutcShim)
  public private(set) var shimSupplementaryInsetsReference: UIContentInsetsReference = .automatic

  /// UIKit (iOS 16): `var supplementaryContentInsetsReference: UIContentInsetsReference { get set }`
  /// (default `.automatic`)
  @available(iOS, introduced: 16.0)
  public var supplementaryContentInsetsReference: UIContentInsetsReference {
    get { shimSupplementaryInsetsReference }
    set {
      shimSupplementaryInsetsReference = newValue
      shimAuditChange("supplementaryContentInsetsReference")
    }
  }

  /// UIKit (iOS 14, deprecated in iOS 16): `var supplementariesFollowContentInsets: Bool { get set }`
  /// (default true; false is what `supplementaryContentInsetsReference = .none` replaced)
  @available(iOS, introduced: 14.0, deprecated: 16.0, message: "Use supplementaryContentInsetsReference")
  public var supplementariesFollowContentInsets: Bool {
    get { shimSupplementaryInsetsReference != .none }
    set {
      shimSupplementaryInsetsReference = newValue ? .automatic : .none
      shimAuditChange("supplementariesFollowContentInsets")
    }
  }
  #endif

  /// UIKit: `var decorationItems: [NSCollectionLayoutDecorationItem] { get set }`
  public var decorationItems: [NSCollectionLayoutDecorationItem] = [] {
    didSet {
      for d in decorationItems { d.shimCaptured = true }
      shimAuditChange("decorationItems")
    }
  }

  /// UIKit: `convenience init(group: NSCollectionLayoutGroup)`
  public convenience init(group: NSCollectionLayoutGroup) {
    self.init(shimGroup: group)
  }

  init(shimGroup group: NSCollectionLayoutGroup) {
    shimGroup = group
    super.init()
    group.shimCaptured = true
  }

  func shimAuditChange(_ property: String) {
    if shimCaptured { ShimAudit.lateMutations.append("NSCollectionLayoutSection.\(property) set after the section was used") }
  }
}
