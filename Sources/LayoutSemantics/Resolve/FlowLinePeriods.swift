// F17–F19 on the general path, a period of lines at a time.
//
// The lines that start after another are decided by the slot of their first item
// (FlowLineShapes.swift), so from a slot the lines follow one fixed sequence of shapes, and once
// it comes back to that slot it repeats: a period. A period whose lines each centre all their
// items by one offset (items as tall as their line, most flow layouts) is kept as one block: its
// items' frames with the cross position left out, which line each item is on, and each line's
// extent across and offset. Copying a period rounds each line's cross position once, in the
// lines' order and with the same arithmetic as a line at a time (the lines stack by running sums),
// then writes its items' frames in one loop: the per-line work of finding and reading each
// shape is done once per period, not once per line.

extension FlowResolver.LinePlacer {
  /// The periods found, by the slot they start from.
  struct Periods {
    /// A period: `lines` lines and `items` items, from `firstLine` in `lineC`/`lineOffset` and
    /// `firstItem` in `templates`/`lineOf`; whether every line holds one item; its last shape.
    struct Period {
      var lines: Int
      var items: Int
      var firstLine: Int
      var firstItem: Int
      var allSingle: Bool
      var lastShape: Int
    }

    /// The longest period kept, in lines and in items: past them, lines are copied one by one.
    static let maxLines = 64
    static let maxItems = 4_096
    /// A short period is kept repeated up to this many items (within `maxLines`), so that the
    /// work of starting a copy is spread over enough frames.
    static let minItems = 64

    /// By slot: the index of its period in `list`, −1 when not looked for yet, −2 when the lines
    /// from it do not come back to it within `maxLines` (or one of them is not known, or has
    /// several offsets).
    var bySlot: [Int] = []
    var list: [Period] = []
    var templates: [Rect] = []
    var lineOf: [Int] = []
    var lineC: [Double] = []
    var lineOffset: [Double] = []
  }

  /// The period of lines from `slot` (its index in `periods.list`), made the first time its
  /// shapes are all known; nil when there is none.
  mutating func period(from slot: Int) -> Int? {
    if periods.bySlot.count != bySlot.count { periods.bySlot = [Int](repeating: -1, count: bySlot.count) }
    guard slot >= 0, slot < bySlot.count else { return nil }
    if periods.bySlot[slot] >= 0 { return periods.bySlot[slot] }
    if periods.bySlot[slot] == -2 { return nil }
    var lines: [Int] = []
    var items = 0
    var at = slot
    repeat {
      let index = bySlot[at]
      // A shape not seen yet may be seen later: look again then.
      guard index >= 0 else { return nil }
      let shape = shapes[index]
      guard shape.offsetCount == 1, shape.count > 0, lines.count < Periods.maxLines, items + shape.count <= Periods.maxItems else {
        periods.bySlot[slot] = -2
        return nil
      }
      lines.append(index)
      items += shape.count
      at = shape.nextSlot
    } while at != slot
    let repeats = max(1, min(Periods.maxLines / lines.count, (Periods.minItems + items - 1) / items))
    let period = Periods.Period(
      lines: lines.count * repeats, items: items * repeats, firstLine: periods.lineC.count, firstItem: periods.templates.count,
      allSingle: lines.allSatisfy { shapes[$0].count == 1 }, lastShape: lines[lines.count - 1])
    for turn in 0..<repeats {
      for (line, index) in lines.enumerated() {
        let shape = shapes[index]
        periods.lineC.append(shape.C)
        periods.lineOffset.append(offsets[shape.firstOffset])
        periods.templates += templates[shape.firstItem..<(shape.firstItem + shape.count)]
        periods.lineOf += repeatElement(turn * lines.count + line, count: shape.count)
      }
    }
    periods.list.append(period)
    periods.bySlot[slot] = periods.list.count - 1
    return periods.list.count - 1
  }

  /// Period `p` as the next lines from item `first`, the first of them at `lineStart` across:
  /// each line's cross position rounded (into `crosses`), then every item's frame written.
  /// Returns where the line after the period starts across.
  @inline(__always)
  static func copy(
    _ p: Periods.Period, at first: Int, lineStart: Double, out: FlowResolver.ItemFrames, lambda: Double, templates: UnsafePointer<Rect>,
    lineOf: UnsafePointer<Int>, lineC: UnsafePointer<Double>, lineOffset: UnsafePointer<Double>, crosses: UnsafeMutablePointer<Double>,
    into buffer: UnsafeMutablePointer<Rect>
  ) -> Double {
    var lineStart = lineStart
    for k in p.firstLine..<(p.firstLine + p.lines) {
      crosses[k - p.firstLine] = out.round(out.origin + (lineStart + lineOffset[k]))
      lineStart += lineC[k] + lambda
    }
    let (source, lines, target) = (templates + p.firstItem, lineOf + p.firstItem, buffer + first)
    if out.scroll == .vertical {
      for j in 0..<p.items { target[j] = source[j].at(y: crosses[lines[j]]) }
    } else {
      for j in 0..<p.items { target[j] = source[j].at(x: crosses[lines[j]]) }
    }
    return lineStart
  }
}
