// Windowed queries (`--rect X,Y,W,H`): only the elements whose frames intersect a rect, as
// `layoutAttributesForElements(in:)` answers. Each resolver places, section by section, the
// repetitions (compositional) or grid lines (uniform flow) that can reach the window, found in
// closed form from where the first one starts and the pitch between them; sections that cannot
// be placed that way (measured sizes, flow lines broken by running sums) are placed whole, within
// the full build's item limit. The last step keeps exactly the frames `Rect.intersects` the
// window, after right to left has mirrored them.

extension Rect {
  /// `CGRect.intersects`: the two rects overlap by a positive area once standardized, so rects
  /// that only touch along an edge do not intersect, and an empty rect (no width or no height)
  /// intersects nothing, as `CGRectIntersection` returns the null rect for them.
  public func intersects(_ other: Rect) -> Bool {
    let (ax0, ax1) = (min(x, x + width), max(x, x + width))
    let (ay0, ay1) = (min(y, y + height), max(y, y + height))
    let (bx0, bx1) = (min(other.x, other.x + other.width), max(other.x, other.x + other.width))
    let (by0, by1) = (min(other.y, other.y + other.height), max(other.y, other.y + other.height))
    return max(ax0, bx0) < min(ax1, bx1) && max(ay0, by0) < min(ay1, by1)
  }

  /// The rect's extent along `axis`.
  func span(_ axis: Axis) -> (lo: Double, hi: Double) {
    axis == .horizontal ? (min(x, x + width), max(x, x + width)) : (min(y, y + height), max(y, y + height))
  }
}

enum Window {
  /// How far beyond the window the candidates reach, in points: the rounding of mirrored or
  /// pixel-rounded positions moves a frame by far less, and the exact test comes last.
  static let slack = 1.0

  /// The repetitions `0..<count` whose elements can intersect `window` (a range along one axis),
  /// when repetition `r` starts at `origin + r * pitch` and its elements span `extent` from
  /// there: a superset, a repetition more on each side, found without visiting the others. Every
  /// repetition when the pitch is not positive (they do not advance).
  static func candidates(
    _ window: (lo: Double, hi: Double), origin: Double, pitch: Double, extent: (lo: Double, hi: Double), count: Int
  ) -> Range<Int> {
    guard count > 0 else { return 0..<0 }
    guard pitch > 0, pitch.isFinite, origin.isFinite else { return 0..<count }
    let first = ((window.lo - slack - origin - extent.hi) / pitch).rounded(.down) - 1
    let last = ((window.hi + slack - origin - extent.lo) / pitch).rounded(.up) + 1
    // Clamped as Doubles first: a far window must not trap converting to Int.
    let lo = Int(min(max(first, 0), Double(count)))
    let hi = Int(min(max(last + 1, 0), Double(count)))
    return lo..<max(lo, hi)
  }

  /// The rect a left-to-right pass looks in for `window` when its frames are then mirrored about
  /// `contentWidth`, widened by `slack`.
  static func mirrored(_ window: Rect, about contentWidth: Double) -> Rect {
    let (lo, hi) = window.span(.horizontal)
    let (top, bottom) = window.span(.vertical)
    return Rect(x: contentWidth - hi - slack, y: top - slack, width: hi - lo + 2 * slack, height: bottom - top + 2 * slack)
  }

  /// The bounding span along and across `axis` of frames placed relative to a repetition's origin.
  static func extent(of frames: [Rect], along axis: Axis) -> (along: (lo: Double, hi: Double), across: (lo: Double, hi: Double)) {
    var along = (lo: Double.infinity, hi: -Double.infinity)
    var across = along
    for f in frames {
      let a = f.span(axis)
      let c = f.span(axis.other)
      along = (min(along.lo, a.lo), max(along.hi, a.hi))
      across = (min(across.lo, c.lo), max(across.hi, c.hi))
    }
    return (along, across)
  }
}

extension ResolvedLayout {
  /// Only the frames that intersect `window` (`Rect.intersects`), each item keeping its index;
  /// the content size and everything else are unchanged.
  func windowed(to window: Rect) -> ResolvedLayout {
    var out = self
    out.window = window
    for i in out.sections.indices {
      let s = out.sections[i]
      var items: [Rect] = []
      var indices: [Int] = []
      var sizing: [Sizing] = []
      for (p, r) in s.items.enumerated() where r.intersects(window) {
        items.append(r)
        indices.append(s.itemIndices?[p] ?? p)
        if p < s.itemSizing.count { sizing.append(s.itemSizing[p]) }
      }
      out.sections[i].items = items
      out.sections[i].itemIndices = indices
      out.sections[i].itemSizing = sizing
      out.sections[i].supplementaries = s.supplementaries.filter { $0.frame.intersects(window) }
      out.sections[i].decorations = s.decorations.filter { $0.frame.intersects(window) }
      out.sections[i].groups = s.groups.filter { $0.frame.intersects(window) }
    }
    out.supplementaries = supplementaries.filter { $0.frame.intersects(window) }
    return out
  }
}
