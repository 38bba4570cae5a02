/// Taking insets off lengths and frames, in the order UIKit subtracts them (lead edge, then trail
/// edge): a container's effective length (C1–C5), a group's content rect (X2), an item inside its
/// content insets (G8), a section's background (X7) and a flow section's line (F1).
extension EdgeInsets {
  /// `length` less the insets on both sides of `axis`. Inlined: called out of line (some 20,000
  /// times for `check` of 300 KB), the call costs as much as the subtraction.
  @inline(__always)
  func remaining(_ length: Double, along axis: Axis) -> Double {
    length - lead(axis) - trail(axis)
  }

  /// Only the insets on the two sides of `axis` (leading and trailing for `.horizontal`).
  func only(along axis: Axis) -> EdgeInsets {
    axis == .horizontal ? EdgeInsets(leading: leading, trailing: trailing) : EdgeInsets(top: top, bottom: bottom)
  }
}

extension Rect {
  /// The rect less `insets` on every side.
  func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: x + insets.leading, y: y + insets.top,
      width: insets.remaining(width, along: .horizontal), height: insets.remaining(height, along: .vertical))
  }
}
