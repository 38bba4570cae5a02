import LayoutSemantics

// Where the picture's labels go: each index, header, footer and badge label fitted to its frame,
// and each section's name in the first corner of its band that none of them (nor a badge) takes.
extension SVGEmitter {
  /// The font size of an item's index: fitted to the item, rounded down to half points (under
  /// 4pt it is not drawn).
  static func itemLabelSize(_ r: Rect) -> Double { (min(12, r.height / 2, r.width / 3) * 2).rounded(.down) / 2 }

  /// The box an item's index takes, or nil when it is not drawn.
  static func itemLabelBox(_ i: Int, _ r: Rect) -> Rect? {
    let size = itemLabelSize(r)
    guard size >= 4 else { return nil }
    let w = textWidth(String(i), size: size)
    return Rect(x: r.x + r.width / 2 - w / 2, y: r.y + r.height / 2 - size * 0.65, width: w, height: size)
  }

  /// A badge's label and its font size: proportional to the badge (half its smaller side, at most
  /// 12pt), its kind if that fits across it, else the kind's initial; nil when under 4pt.
  static func badgeLabel(_ kind: String, in r: Rect) -> (text: String, size: Double)? {
    let size = (min(12, min(r.width, r.height) * 0.5) * 2).rounded(.down) / 2
    guard size >= 4 else { return nil }
    if textWidth(kind, size: size) <= r.width - 2 { return (kind, size) }
    guard let first = kind.first else { return nil }
    let initial = String(first).uppercased()
    return textWidth(initial, size: size) <= r.width ? (initial, size) : nil
  }

  /// The box a header's, footer's or badge's label takes (a badge: the whole badge, which is
  /// small and filled), or nil when it has none.
  static func supplementaryLabelBox(_ sup: SupplementaryFrame, label: String) -> Rect? {
    let r = sup.frame
    if sup.source != .boundary { return r }
    let shown = sup.pinned ? "pinned " + label : label
    let size = fittedSize(shown, in: r, at: 10)
    guard size >= 4 else { return nil }
    let w = textWidth(shown, size: size)
    let baseline = r.y + min(12, r.height / 2 + size * 0.35)
    return Rect(x: r.x + r.width - 4 - w, y: baseline - size, width: w, height: size * 1.2)
  }

  /// The section label's font size.
  static let sectionLabelSize = 10.0

  /// Where a section's label goes in its band: `x` (its start, or its end with `end`) and the
  /// baseline `y`. The corners are tried leading first (the right ones right to left), top then
  /// bottom; the first that no box of `taken` overlaps wins, else the one overlapping least.
  static func sectionLabelPlace(_ label: String, band b: Rect, taken: [Rect], rightToLeft: Bool) -> (x: Double, y: Double, end: Bool) {
    let size = sectionLabelSize
    let w = textWidth(label, size: size)
    let top = b.y + 12, bottom = b.y + b.height - 4
    let left = (x: b.x + 4, end: false), right = (x: b.x + b.width - 4, end: true)
    let across = rightToLeft ? [right, left] : [left, right]
    var best: (x: Double, y: Double, end: Bool)?
    var least = Double.infinity
    for y in bottom - top >= size + 2 ? [top, bottom] : [top] {
      for a in across {
        let box = Rect(x: a.end ? a.x - w : a.x, y: y - size, width: w, height: size * 1.2)
        let overlap = taken.reduce(0.0) { $0 + overlapArea(box, $1) }
        if overlap == 0 { return (a.x, y, a.end) }
        if overlap < least {
          least = overlap
          best = (a.x, y, a.end)
        }
      }
    }
    return best ?? (left.x, top, false)
  }

  /// The area two rects share.
  static func overlapArea(_ a: Rect, _ b: Rect) -> Double {
    let w = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
    let h = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
    return w > 0 && h > 0 ? w * h : 0
  }
}
