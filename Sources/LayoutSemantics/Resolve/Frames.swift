import LayoutSource

/// A frame in points, in content coordinates (origin at the top-left of the scrollable content).
public struct Rect: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
  func offsetBy(_ dx: Double, _ dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }
  func end(_ axis: Axis) -> Double { axis == .horizontal ? x + width : y + height }
}

/// A group's frame, for pictures: `depth` 0 is a section's top-level group.
public struct GroupFrame: Sendable, Hashable {
  public var depth: Int
  public var frame: Rect
  /// Index (in the template) of the group's first leaf; a partial repetition keeps groups whose
  /// first leaf it places.
  var firstLeaf: Int
}

/// A supplementary view's frame: a `header`, a `footer` or a `badge`.
public struct SupplementaryFrame: Sendable, Hashable {
  /// What is anchored where: to an item, to a group, or to a boundary (section or layout).
  public enum Source: String, Sendable, Hashable { case item, group, boundary }

  /// The element kind: `header`, `footer`, `badge`.
  public var kind: String
  public var source: Source
  /// The item's index, the group repetition's, or 0 for a boundary.
  public var index: Int
  public var frame: Rect
  /// Decorations are at 0 and everything else above them (X6).
  public var zIndex: Int

  public init(kind: String, source: Source, index: Int, frame: Rect, zIndex: Int = 1) {
    self.kind = kind
    self.source = source
    self.index = index
    self.frame = frame
    self.zIndex = zIndex
  }
}

/// A decoration view's frame: a section `background`.
public struct DecorationFrame: Sendable, Hashable {
  public var kind: String
  public var frame: Rect
  public var zIndex: Int
}

/// One section's placed items.
public struct ResolvedSection: Sendable {
  public var index: Int
  public var name: String?
  /// Item frames, index = item index.
  public var items: [Rect]
  /// Headers, footers and badges.
  public var supplementaries: [SupplementaryFrame] = []
  /// Backgrounds.
  public var decorations: [DecorationFrame] = []
  /// Group frames (only when asked for).
  public var groups: [GroupFrame]
  /// The section's extent along the scroll axis, and where it starts.
  public var start: Double
  public var length: Double
}

/// Every frame of a layout for one container, scale and set of item counts.
public struct ResolvedLayout: Sendable {
  public var name: String
  public var mode: UIKitMode
  public var scrollDirection: Axis
  public var width: Double
  public var height: Double
  public var scale: Double
  public var contentWidth: Double
  public var contentHeight: Double
  public var sections: [ResolvedSection]
  /// The layout-wide header and footer.
  public var supplementaries: [SupplementaryFrame] = []
  /// The direction the frames are laid out in (right to left: mirrored, R4).
  public var direction: LayoutDirection = .leftToRight
}

/// How many items each section gets, as a data source would say.
public enum ItemCounts: Sendable, Hashable {
  /// Every declared section gets this many items.
  case each(Int)
  /// Section i gets counts[i]; sections past the declared ones reuse the last declared section,
  /// as `UICollectionViewCompositionalLayout(section:)` does.
  case list([Int])

  /// The items a layout of `sections` declared sections gets, in all (saturating, never trapping).
  public func total(declaredSections sections: Int) -> Int {
    switch self {
    case .each(let n): n.multipliedReportingOverflow(by: sections).overflow ? .max : n * sections
    case .list(let list): list.reduce(0) { $0.addingReportingOverflow($1).overflow ? .max : $0 + $1 }
    }
  }
}

/// The container and everything else the resolver needs.
public struct ResolveOptions: Sendable {
  public var width: Double
  public var height: Double
  public var scale: Double
  /// The requested UIKit behaviour; nil means the newest for the layout's kind.
  public var mode: UIKitMode?
  public var items: ItemCounts
  /// Also tile group frames (for the SVG picture).
  public var includeGroups: Bool
  /// With `includeGroups`: tile only the groups of repetitions that start among the first this
  /// many items of the layout (sections in order), the most a picture draws. Nil: every group.
  public var groupsForFirstItems: Int? = nil
  /// The visible range along the scroll axis, in content coordinates (`--visible START..END`):
  /// pinned headers and footers are placed as UIKit shows them at that scroll position. Nil: at
  /// rest.
  public var visible: ClosedRange<Double>? = nil
  /// The collection view's `effectiveUserInterfaceLayoutDirection` (`--direction`): right to left
  /// mirrors the frames as UIKit does (G11, R4).
  public var layoutDirection: LayoutDirection = .leftToRight
  public var rules: Rules
  /// When set, the resolver records what each written `w:` / `h:` resolved to (the language
  /// server's hover). Nil, the default, records nothing.
  public var dimensionRecorder: DimensionRecorder? = nil

  public init(
    width: Double = 390, height: Double = 844, scale: Double = 3, mode: UIKitMode? = nil,
    items: ItemCounts = .each(10), includeGroups: Bool = false, rules: Rules = .standard
  ) {
    self.width = width
    self.height = height
    self.scale = scale
    self.mode = mode
    self.items = items
    self.includeGroups = includeGroups
    self.rules = rules
  }

  /// The compositional behaviour to reproduce.
  var compositionalMode: UIKitMode { mode == .ios14 ? .ios14 : .ios17 }
  /// The flow behaviour to reproduce.
  var flowMode: UIKitMode { mode == .ios10 ? .ios10 : .ios26 }

  /// `390×844 @3x`, as placement diagnostics name the size.
  public var sizeDescription: String {
    "\(JSONText.number(width))×\(JSONText.number(height)) @\(JSONText.number(scale))x"
  }
}
