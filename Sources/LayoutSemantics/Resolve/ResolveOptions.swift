import LayoutSource

/// How many items each section gets, as a data source would say.
public enum ItemCounts: Sendable, Hashable {
  /// Every declared section gets this many items.
  case each(Int)
  /// Section i gets counts[i]; sections past the declared ones reuse the last declared section,
  /// as `UICollectionViewCompositionalLayout(section:)` does.
  case list([Int])

  /// Section by section, the declared section whose layout it uses and how many items it gets;
  /// none without a declared section.
  func sections(declared: Int) -> [(declared: Int, count: Int)] {
    guard declared > 0 else { return [] }
    switch self {
    case .each(let n): return (0..<declared).map { ($0, n) }
    case .list(let list): return list.enumerated().map { (min($0.offset, declared - 1), $0.element) }
    }
  }

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
  /// Only the elements whose frames intersect this rect, in content coordinates (`--rect
  /// X,Y,W,H`), as `layoutAttributesForElements(in:)` answers; the content size stays the full
  /// one and `visible` still places the pinned headers and footers. Nil: every element.
  public var window: Rect? = nil
  /// The collection view's `effectiveUserInterfaceLayoutDirection` (`--direction`): right to left
  /// mirrors the frames as UIKit does (G11, R4).
  public var layoutDirection: LayoutDirection = .leftToRight
  /// What self-sizing measured (a preview's `sizes:`, `--measured`): estimated dimensions take
  /// these sizes and everything after them moves (E1–E9). Nil: estimates are final (D2).
  public var measured: MeasuredSizes? = nil
  /// The collection view's safe area insets, on physical edges (`--safe-area`, a preview's
  /// `safeArea:`; C6).
  public var safeArea: PhysicalInsets = .zero
  /// Its layout margins, measured from the safe area (`--margins`, a preview's `margins:`); nil:
  /// the system minimum (C8).
  public var margins: PhysicalInsets? = nil
  public var rules: Rules

  /// Set by `SafeArea.prepare`: the collection view's bounds, when the container's width and height
  /// above have had the safe area along the scroll axis taken out (C6).
  var bounds: (width: Double, height: Double)? = nil
  /// Set by `SafeArea.prepare`: the layout's boundary across the scroll axis (C7), which the
  /// layout-wide headers and footers follow.
  var layoutBoundaryInsets = EdgeInsets.zero
  /// Set by `SafeArea.prepare`: `effectiveContentSize.width`, which `when(widthAbove:)` tests (C7).
  var effectiveContentWidth: Double? = nil

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

  /// `effectiveContentSize.width`: the width less the layout's boundary (C7), once prepared.
  var effectiveWidth: Double { effectiveContentWidth ?? width }

  /// The compositional behaviour to reproduce.
  var compositionalMode: UIKitMode { mode == .ios14 ? .ios14 : .ios17 }
  /// The flow behaviour to reproduce.
  var flowMode: UIKitMode { mode == .ios10 ? .ios10 : .ios26 }

  /// `390×844 @3x`, as placement diagnostics name the size.
  public var sizeDescription: String {
    Self.sizeDescription(width: bounds?.width ?? width, height: bounds?.height ?? height, scale: scale)
  }

  static func sizeDescription(width: Double, height: Double, scale: Double) -> String {
    "\(JSONText.number(width))×\(JSONText.number(height)) @\(JSONText.number(scale))x"
  }
}
