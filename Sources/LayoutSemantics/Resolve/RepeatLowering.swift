/// When a `repeat: N` group (G2, `repeatingSubitem:count:`, iOS 16) can be written with the
/// `subitems:` API of older systems without changing a frame.
///
/// A fill group with the child as its only subitem (G1) places copies while they fit, so it gives
/// the same slots exactly when N copies fit and N + 1 do not, in every container. That is provable
/// only when nothing depends on the container: the group's own length along its axis and the
/// child's are absolute, the group's insets along the axis are points, and the child is not
/// axis-dependent (so neither kind retries, G5). Then both place N copies of one size and arrange
/// them alike (G12).
public enum RepeatLowering {
  /// Whether `g`, a `repeat:` group, places the same slots as a fill group of its child.
  public static func fillPlacesExactly(_ g: LayoutGroup, rules: Rules = .standard) -> Bool {
    guard case .repeating(let child, let n) = g.kind, n >= 1 else { return false }
    let axis = g.axis
    guard case .absolute(let length) = g.size.along(axis),
      case .absolute(let along) = child.size.along(axis),
      !child.size.isFraction(of: axis)
    else { return false }
    let lead = axis == .horizontal ? g.insets.leading : g.insets.top
    let trail = axis == .horizontal ? g.insets.trailing : g.insets.bottom
    guard !rules.insetIsFraction(lead), !rules.insetIsFraction(trail) else { return false }
    let L = length.value - lead - trail
    let s = g.interItemSpacing?.value ?? 0
    let edges = (child.edges.lead(axis)?.value ?? 0) + (child.edges.trail(axis)?.value ?? 0)
    // G1's fit test, in its order of operations, for N + 1 candidates.
    var remaining = L
    for k in 1...(n + 1) {
      if k > 1 { remaining -= s }
      remaining -= along.value + edges
      if k > 1, remaining < -rules.fitTolerance { return k == n + 1 }
    }
    return false
  }
}
