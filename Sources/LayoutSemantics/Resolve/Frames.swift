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
  /// The layout-wide index of the first item of the repetition the group belongs to (tiled
  /// groups; 0 in a template).
  var repetitionStart = 0

  /// Whether a repetition's groups are tiled when only those of the repetitions that start among
  /// the first `firstItems` items are (nil: all).
  static func isTiled(repetitionStart: Int, forFirstItems firstItems: Int?) -> Bool {
    firstItems.map { repetitionStart < $0 } ?? true
  }
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
  /// A header's or footer's sizing (E8): fixed, measured, or an unmeasured estimate.
  public var sizing: Sizing = .fixed
  /// Whether it sticks to the visible bounds while its section scrolls by (X5, F20).
  public var pinned = false

  public init(kind: String, source: Source, index: Int, frame: Rect, zIndex: Int = 1, sizing: Sizing = .fixed, pinned: Bool = false) {
    self.kind = kind
    self.source = source
    self.index = index
    self.frame = frame
    self.zIndex = zIndex
    self.sizing = sizing
    self.pinned = pinned
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
  /// Each item's sizing (E8), index = item index; empty when every item's size is fixed.
  public var itemSizing: [Sizing] = []
  /// Headers, footers and badges.
  public var supplementaries: [SupplementaryFrame] = []
  /// Backgrounds.
  public var decorations: [DecorationFrame] = []
  /// Group frames (only when asked for).
  public var groups: [GroupFrame]
  /// The section's extent along the scroll axis, and where it starts.
  public var start: Double
  public var length: Double
  /// A list section's appearance (L1): its frames are UIKit's estimates and inferred metrics.
  public var list: ListAppearance?
  /// How the section scrolls across the layout's scroll axis (O1); nil when it does not.
  public var orthogonalScrolling: OrthogonalScrolling? = nil
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
  /// The safe area and the layout margins the frames were laid out with (C6, C8); nil when the
  /// container has no safe area and no margins were given.
  public var safeArea: PhysicalInsets? = nil
  public var margins: PhysicalInsets? = nil
}

extension ResolvedLayout {
  /// This layout with the group frames `ResolveOptions.includeGroups` and `groupsForFirstItems`
  /// would have tiled, out of those it was tiled with: none, all, or those of the repetitions that
  /// start among the first `firstItems` items.
  public func keepingGroups(_ included: Bool, forFirstItems firstItems: Int?) -> ResolvedLayout {
    var layout = self
    for i in layout.sections.indices {
      if !included {
        layout.sections[i].groups = []
      } else if firstItems != nil {
        layout.sections[i].groups.removeAll { !GroupFrame.isTiled(repetitionStart: $0.repetitionStart, forFirstItems: firstItems) }
      }
    }
    return layout
  }
}
