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
