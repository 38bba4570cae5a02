extension Double {
  /// `rounded(.toNearestOrAwayFromZero)` (C's `round`), bit for bit, without a call into the math
  /// library below 2⁵² (above it every Double is an integer already): the truncation and the
  /// fraction are exact there, and the sign goes back on last, so −0.3 still rounds to −0.
  @inline(__always) var roundedAwayFromZero: Double {
    let a = magnitude
    guard a < 4_503_599_627_370_496 else { return rounded(.toNearestOrAwayFromZero) }
    let t = Double(Int64(a))
    return Double(signOf: self, magnitudeOf: a - t >= 0.5 ? t + 1 : t)
  }
}
