// The units and value words of the language, typed. Each case has its spelling, a line about it
// and the UIKit value it maps to; the checker reads a word with `init(spelling:)` and switches
// over the cases, completion and hover list them, so a new word is a compile error wherever it
// must be handled.

/// A unit glued to a number or a word a label or modifier takes (`pt`, `vertical`, `follow`, …).
public protocol SchemaWord: CaseIterable, Sendable, Hashable {
  /// How the source spells it.
  var spelling: String { get }
  /// A line about it, in markdown.
  var doc: String { get }
  /// The UIKit value it maps to.
  var uikit: String { get }
  /// The words in the order the language lists them (completion, diagnostics).
  static var listed: [Self] { get }
}

extension SchemaWord {
  /// The case spelled `spelling`; nil for any other word.
  public init?(spelling: String) {
    guard let word = Self.allCases.first(where: { $0.spelling == spelling }) else { return nil }
    self = word
  }

  /// Their case order, unless a word says otherwise.
  public static var listed: [Self] { Array(allCases) }

  /// Every spelling, in the order completion offers them.
  public static var spellings: [String] { listed.map(\.spelling) }

  /// The spellings as a diagnostic lists them: "`a` or `b`", or "`a`, `b`, `c`".
  public static var choices: String {
    let quoted = spellings.map { "`\($0)`" }
    return quoted.joined(separator: quoted.count == 2 ? " or " : ", ")
  }

  /// Every word as the schema lists it.
  public static var specs: [WordSpec] { listed.map { WordSpec(spelling: $0.spelling, doc: $0.doc, uikit: $0.uikit) } }
}

/// One word a value takes, as completion and hover show it.
public struct WordSpec: Sendable, Equatable {
  public let spelling: String
  public let doc: String
  public let uikit: String

  /// The word, its doc and its UIKit value as one markdown line.
  public var summary: String { "`\(spelling)`: \(doc) (`\(uikit)`)" }
}

/// The units a number may carry (`44pt`, `0.7w`, `1h`).
public enum SizeUnit: String, SchemaWord {
  case pt, w, h

  public var spelling: String { rawValue }

  public var doc: String {
    switch self {
    case .pt: "points (`.absolute`, or `.estimated` after `~`)"
    case .w: "a fraction of the container's width (`.fractionalWidth`)"
    case .h: "a fraction of the container's height (`.fractionalHeight`)"
    }
  }

  public var uikit: String {
    switch self {
    case .pt: "NSCollectionLayoutDimension.absolute"
    case .w: "NSCollectionLayoutDimension.fractionalWidth"
    case .h: "NSCollectionLayoutDimension.fractionalHeight"
    }
  }
}

/// `scroll: vertical|horizontal`: the layout's scroll direction.
extension Axis: SchemaWord {
  /// `vertical` first: it is the default.
  public static var listed: [Axis] { [.vertical, .horizontal] }

  public var spelling: String { rawValue }

  public var doc: String {
    switch self {
    case .vertical: "sections stack top to bottom and the layout scrolls vertically"
    case .horizontal: "sections stack leading to trailing and the layout scrolls horizontally"
    }
  }

  public var uikit: String {
    switch self {
    case .vertical: "UICollectionView.ScrollDirection.vertical"
    case .horizontal: "UICollectionView.ScrollDirection.horizontal"
    }
  }
}

/// `align:` of a header or footer.
extension BoundarySupplementary.Alignment: SchemaWord {
  public var spelling: String { rawValue }

  public var doc: String {
    switch self {
    case .top: "above the section's content (scrolling vertically)"
    case .bottom: "below the section's content (scrolling vertically)"
    case .leading: "before the section's content (scrolling horizontally)"
    case .trailing: "after the section's content (scrolling horizontally)"
    }
  }

  public var uikit: String {
    switch self {
    case .top: "NSRectAlignment.top"
    case .bottom: "NSRectAlignment.bottom"
    case .leading: "NSRectAlignment.leading"
    case .trailing: "NSRectAlignment.trailing"
    }
  }
}

/// `insets: follow|none` of a header or footer.
public enum InsetReference: SchemaWord {
  case follow, ignore

  public var spelling: String {
    switch self {
    case .follow: "follow"
    case .ignore: "none"
    }
  }

  public var doc: String {
    switch self {
    case .follow: "the view follows the section's content insets"
    case .ignore: "the view ignores the section's content insets"
    }
  }

  public var uikit: String {
    switch self {
    case .follow: "UIContentInsetsReference.automatic"
    case .ignore: "UIContentInsetsReference.none"
    }
  }

  /// Whether the view follows the section's content insets.
  public var follows: Bool {
    switch self {
    case .follow: true
    case .ignore: false
    }
  }
}

/// `pinned: true|false`, `extends: true|false`.
public enum BooleanWord: SchemaWord {
  case yes, no

  public var spelling: String {
    switch self {
    case .yes: "true"
    case .no: "false"
    }
  }

  public var doc: String {
    switch self {
    case .yes: "on"
    case .no: "off"
    }
  }

  public var uikit: String { spelling }

  public var value: Bool {
    switch self {
    case .yes: true
    case .no: false
    }
  }
}

/// `anchor:` of a badge: the edges of its host it sits on (`NSCollectionLayoutAnchor(edges:)`).
public enum AnchorWord: SchemaWord {
  case topTrailing, topLeading, bottomTrailing, bottomLeading, top, bottom, leading, trailing, center

  public var spelling: String {
    switch self {
    case .topTrailing: "top-trailing"
    case .topLeading: "top-leading"
    case .bottomTrailing: "bottom-trailing"
    case .bottomLeading: "bottom-leading"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .center: "center"
    }
  }

  /// The edges it names: `top-trailing` is the top and trailing edges, `center` none.
  public var edges: (top: Bool, leading: Bool, bottom: Bool, trailing: Bool) {
    switch self {
    case .topTrailing: (true, false, false, true)
    case .topLeading: (true, true, false, false)
    case .bottomTrailing: (false, false, true, true)
    case .bottomLeading: (false, true, true, false)
    case .top: (true, false, false, false)
    case .bottom: (false, false, true, false)
    case .leading: (false, true, false, false)
    case .trailing: (false, false, false, true)
    case .center: (false, false, false, false)
    }
  }

  public var doc: String {
    switch self {
    case .center: "centred on its host"
    case .topTrailing, .topLeading, .bottomTrailing, .bottomLeading, .top, .bottom, .leading, .trailing:
      "on its host's " + spelling.split(separator: "-").joined(separator: " ") + " edge" + (spelling.contains("-") ? "s" : "")
    }
  }

  public var uikit: String {
    let e = edges
    let names = [e.top ? ".top" : nil, e.leading ? ".leading" : nil, e.bottom ? ".bottom" : nil, e.trailing ? ".trailing" : nil].compactMap { $0 }
    return "NSDirectionalRectEdge [" + names.joined(separator: ", ") + "]"
  }
}

/// `flexible N` / `fixed N`: `NSCollectionLayoutSpacing`.
public enum SpacingKind: String, SchemaWord {
  case flexible, fixed

  public var spelling: String { rawValue }

  public var doc: String {
    switch self {
    case .flexible: "at least N points; UIKit spreads the leftover space"
    case .fixed: "exactly N points"
    }
  }

  public var uikit: String {
    switch self {
    case .flexible: "NSCollectionLayoutSpacing.flexible"
    case .fixed: "NSCollectionLayoutSpacing.fixed"
    }
  }
}

/// `scroll continuous|…` of an orthogonal section.
extension OrthogonalScrolling: SchemaWord {
  public var spelling: String { rawValue }

  public var doc: String {
    switch self {
    case .continuous: "scrolls freely"
    case .continuousGroupLeadingBoundary: "scrolls freely and comes to rest at a group's leading edge"
    case .paging: "scrolls a page (the collection view's width) at a time"
    case .groupPaging: "scrolls a group at a time, resting at its leading edge"
    case .groupPagingCentered: "scrolls a group at a time, resting with the group centred"
    }
  }

  public var uikit: String {
    switch self {
    case .continuous: "UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous"
    case .continuousGroupLeadingBoundary: "UICollectionLayoutSectionOrthogonalScrollingBehavior.continuousGroupLeadingBoundary"
    case .paging: "UICollectionLayoutSectionOrthogonalScrollingBehavior.paging"
    case .groupPaging: "UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging"
    case .groupPagingCentered: "UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered"
    }
  }
}

/// `list(appearance:)`: `UICollectionLayoutListConfiguration.Appearance` (L1).
public enum ListAppearance: SchemaWord {
  case plain, grouped, insetGrouped, sidebar, sidebarPlain

  public var spelling: String {
    switch self {
    case .plain: "plain"
    case .grouped: "grouped"
    case .insetGrouped: "inset-grouped"
    case .sidebar: "sidebar"
    case .sidebarPlain: "sidebar-plain"
    }
  }

  public var doc: String {
    switch self {
    case .plain: "full-width rows; supplementary headers pinned"
    case .grouped: "full-width rows in groups with space between them"
    case .insetGrouped: "rows in rounded groups inset by the layout margins, as in Settings"
    case .sidebar: "an iPad sidebar: rows inset by the layout margins"
    case .sidebarPlain: "a plain sidebar: full-width rows; supplementary headers pinned"
    }
  }

  /// The case's Swift name.
  public var swiftCase: String {
    switch self {
    case .plain: "plain"
    case .grouped: "grouped"
    case .insetGrouped: "insetGrouped"
    case .sidebar: "sidebar"
    case .sidebarPlain: "sidebarPlain"
    }
  }

  public var uikit: String { "UICollectionLayoutListConfiguration.Appearance.\(swiftCase)" }
}

/// `list(header:)`: `UICollectionLayoutListConfiguration.HeaderMode` (L4).
public enum ListHeaderMode: SchemaWord {
  case none, supplementary, firstItemInSection

  public var spelling: String {
    switch self {
    case .none: "none"
    case .supplementary: "supplementary"
    case .firstItemInSection: "first-item-in-section"
    }
  }

  public var doc: String {
    switch self {
    case .none: "no header"
    case .supplementary: "a header view of kind `elementKindSectionHeader`"
    case .firstItemInSection: "item 0 is styled as the header (the rows start at index 1)"
    }
  }

  /// The case's Swift name.
  public var swiftCase: String {
    switch self {
    case .none: "none"
    case .supplementary: "supplementary"
    case .firstItemInSection: "firstItemInSection"
    }
  }

  public var uikit: String { "UICollectionLayoutListConfiguration.HeaderMode.\(swiftCase)" }
}

/// `list(footer:)`: `UICollectionLayoutListConfiguration.FooterMode` (L4).
public enum ListFooterMode: SchemaWord {
  case none, supplementary

  public var spelling: String {
    switch self {
    case .none: "none"
    case .supplementary: "supplementary"
    }
  }

  public var doc: String {
    switch self {
    case .none: "no footer"
    case .supplementary: "a footer view of kind `elementKindSectionFooter`"
    }
  }

  public var uikit: String { "UICollectionLayoutListConfiguration.FooterMode.\(spelling)" }
}

/// `insetsReference:` on the `layout` line or a section of a compositional layout: the boundary
/// its content insets are measured from (`contentInsetsReference`, iOS 14; C7).
public enum ContentInsetsReference: String, SchemaWord {
  case automatic, none
  case safeArea = "safe-area"
  case layoutMargins = "layout-margins"
  case readableContent = "readable-content"

  public var spelling: String { rawValue }

  public var doc: String {
    switch self {
    case .automatic: "the system's default: a section follows the layout, the layout the safe area (the default)"
    case .none: "from the collection view's edges, ignoring the safe area"
    case .safeArea: "from the safe area: an iPhone's sensor housing and home indicator are kept clear"
    case .layoutMargins: "from the layout margins: the safe area plus the system minimum margins (16pt at compact width, 20pt at regular)"
    case .readableContent: "from the readable content guide: the layout margins, narrowed to the readable width on wide containers"
    }
  }

  public var uikit: String {
    switch self {
    case .automatic: "UIContentInsetsReference.automatic"
    case .none: "UIContentInsetsReference.none"
    case .safeArea: "UIContentInsetsReference.safeArea"
    case .layoutMargins: "UIContentInsetsReference.layoutMargins"
    case .readableContent: "UIContentInsetsReference.readableContent"
    }
  }

  /// UIKit's spellings, for did-you-mean.
  public static let synonyms = [
    "safeArea": "safe-area", "layoutMargins": "layout-margins", "readableContent": "readable-content",
    "margins": "layout-margins", "readable": "readable-content",
  ]
}

/// `insetsReference:` on the `layout` line of a flow file: the boundary every section's insets are
/// measured from (`sectionInsetReference`, iOS 11; F21).
public enum FlowInsetReference: String, SchemaWord {
  case contentInset = "content-inset"
  case safeArea = "safe-area"
  case layoutMargins = "layout-margins"

  public var spelling: String { rawValue }

  public var doc: String {
    switch self {
    case .contentInset: "from the collection view's adjusted content inset: scrolling vertically, not from the left and right safe areas (the default)"
    case .safeArea: "from the safe area"
    case .layoutMargins: "from the layout margins: the safe area plus the system minimum margins"
    }
  }

  public var uikit: String {
    switch self {
    case .contentInset: "UICollectionViewFlowLayout.SectionInsetReference.fromContentInset"
    case .safeArea: "UICollectionViewFlowLayout.SectionInsetReference.fromSafeArea"
    case .layoutMargins: "UICollectionViewFlowLayout.SectionInsetReference.fromLayoutMargins"
    }
  }

  /// UIKit's spellings, for did-you-mean.
  public static let synonyms = [
    "fromContentInset": "content-inset", "fromSafeArea": "safe-area", "fromLayoutMargins": "layout-margins",
    "safeArea": "safe-area", "layoutMargins": "layout-margins", "contentInset": "content-inset",
  ]
}

/// `estimatedItemSize:` on the `layout` line of a flow file whose items self-size (`~`): the one
/// estimate `UICollectionViewFlowLayout` has for every cell (E9, E10).
public enum FlowEstimatedItemSize: String, SchemaWord {
  case firstItem = "first-item"
  case automatic

  public var spelling: String { rawValue }

  public var doc: String {
    switch self {
    case .firstItem: "the first item's `~` estimate, as a size (the default)"
    case .automatic: "UIKit's placeholder: cells are asked for their size with no estimate from the app"
    }
  }

  public var uikit: String {
    switch self {
    case .firstItem: "estimatedItemSize = CGSize(…)"
    case .automatic: "UICollectionViewFlowLayout.automaticSize"
    }
  }

  /// UIKit's spellings, for did-you-mean.
  public static let synonyms = ["automaticSize": "automatic", "auto": "automatic", "firstItem": "first-item", "first": "first-item"]
}
