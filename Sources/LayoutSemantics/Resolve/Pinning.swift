/// X5, F20: where a pinned header or footer sits along the scroll axis for `--visible`, in
/// content coordinates. A header sticks to the visible range's start but never goes below its
/// section's content end (`contentEnd`, so the next section pushes it away); a footer sticks to the
/// range's end but never goes above its section's content start.
enum Pinning {
  /// A pinned header at rest at `along`, `extent` long along the scroll axis.
  static func header(at along: Double, extent: Double, visible: ClosedRange<Double>, contentEnd: Double) -> Double {
    min(max(along, visible.lowerBound), contentEnd - extent)
  }

  /// A pinned footer at rest at `along`, `extent` long along the scroll axis.
  static func footer(at along: Double, extent: Double, visible: ClosedRange<Double>, contentStart: Double) -> Double {
    max(min(along, visible.upperBound - extent), contentStart)
  }
}

/// A pinned header's or footer's clamp, kept with its frame so that a viewer scrolling the content
/// places it as `--visible` would (X5, F20): along the scroll axis, in left-to-right content
/// coordinates (a mirrored horizontal layout flips the result about the content width).
public struct PinnedPlacement: Sendable, Hashable {
  /// A header sticks to the visible range's start, a footer to its end.
  public var isHeader: Bool
  /// Where it sits at rest, and its length along the scroll axis.
  public var rest: Double
  public var extent: Double
  /// A header's content end, a footer's content start.
  public var limit: Double
  /// Flow layouts round the clamped origin to this scale's pixel grid (R1); nil: not rounded.
  public var roundsToScale: Double? = nil
  /// Set on a mirrored horizontal layout (R4): the content width the frames were flipped about;
  /// the visible range is flipped back before the clamp and the result flipped again.
  public var mirroredAbout: Double? = nil

  public init(isHeader: Bool, rest: Double, extent: Double, limit: Double, roundsToScale: Double? = nil) {
    self.isHeader = isHeader
    self.rest = rest
    self.extent = extent
    self.limit = limit
    self.roundsToScale = roundsToScale
  }

  /// Where it sits along the scroll axis with `visible` shown.
  public func along(visible: ClosedRange<Double>) -> Double {
    let v = isHeader
      ? Pinning.header(at: rest, extent: extent, visible: visible, contentEnd: limit)
      : Pinning.footer(at: rest, extent: extent, visible: visible, contentStart: limit)
    guard let scale = roundsToScale else { return v }
    return (v * scale).rounded(.toNearestOrAwayFromZero) / scale
  }
}
