import LayoutSource

/// A checked `preview name(width:, height:, scale:, items:)`: a container the layout is meant for.
/// Previews choose where the file is laid out; they never change the layout itself.
public struct Preview: Sendable, Hashable {
  public var name: String
  /// Where the name is written: placement diagnostics in this preview point at it in notes.
  public var nameRange: SourceRange
  /// The collection view's bounds in points.
  public var width: Double
  public var height: Double
  /// The display scale: 1, 2 or 3.
  public var scale: Double
  public var items: ItemCounts
  /// `direction: rtl` mirrors the frames (G11, R4).
  public var direction: LayoutDirection = .leftToRight
  /// `sizes: [80x32, …]`: measured sizes every section's items cycle through (E1).
  public var sizes: [MeasuredSize] = []
  /// `safeArea: inset(…)`, as written: `leading` is the left edge under `ltr`, the right under
  /// `rtl` (C6).
  public var safeArea: EdgeInsets = .zero
  /// `margins: inset(…)`, as written, measured from the safe area; nil: the system minimum (C8).
  public var margins: EdgeInsets? = nil

  public init(name: String, nameRange: SourceRange = .empty(at: 0), width: Double = 390, height: Double = 844, scale: Double = 3, items: ItemCounts = .each(10)) {
    self.name = name
    self.nameRange = nameRange
    self.width = width
    self.height = height
    self.scale = scale
    self.items = items
  }

  /// The largest width or height a preview (and `--size`) may give, in points.
  public static let maxSide = 100_000.0
  /// The most sections a list of item counts may name (and `--items`).
  public static let maxSections = 10_000

  /// `` `pad` (820×1180 @2x) ``: how diagnostics name it.
  public var description: String {
    "`\(name)` (\(JSONText.number(width))×\(JSONText.number(height)) @\(JSONText.number(scale))x"
      + (direction == .rightToLeft ? ", right to left)" : ")")
  }
}
