/// Free room shared out to flexible spacings (G6, G12) and centring (F16, F18): the alignment
/// arithmetic of compositional groups and sections and of flow lines, in one place.
enum Slack {
  /// G12: `free` room shared equally by `flexible` flexible spacings (none: 0). Negative room (an
  /// overfull group) counts as none when `Rules.clampNegativeSlack` says so.
  static func share(_ free: Double, among flexible: Int, rules: Rules) -> Double {
    var slack = flexible > 0 ? free / Double(flexible) : 0
    if rules.clampNegativeSlack, slack < 0 { slack = 0 }
    return slack
  }

  /// G6: where something `size` long starts across an axis whose room begins at `origin` and is
  /// `available` long, given its edge spacing on that axis: after its lead spacing, and, when a
  /// spacing is flexible, its share of what is left (leading/top-aligned unless an edge says so).
  static func crossOrigin(_ size: Double, from origin: Double, available: Double, lead: Spacing?, trail: Spacing?, rules: Rules) -> Double {
    let flexible = (lead?.isFlexible == true ? 1 : 0) + (trail?.isFlexible == true ? 1 : 0)
    let slack = share(available - size - (lead?.value ?? 0) - (trail?.value ?? 0), among: flexible, rules: rules)
    return origin + (lead?.value ?? 0) + (lead?.isFlexible == true ? slack : 0)
  }

  /// F16, F18: the offset that centres something `size` long in `length` (negative when it is
  /// longer).
  @inline(__always)
  static func centring(_ size: Double, in length: Double) -> Double {
    (length - size) / 2
  }
}
