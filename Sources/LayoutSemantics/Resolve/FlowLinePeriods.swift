// F17–F19 on the general path, a period of lines at a time.
//
// The lines that start after another are decided by the slot of their first item
// (FlowLineShapes.swift), so from a slot the lines follow one fixed sequence of shapes, and once
// it comes back to that slot it repeats: a period. A period whose lines each centre all their
// items by one offset (items as tall as their line, most flow layouts) is kept as one block: its
// items' frames with the cross position left out, each with the line it is on, and each line's
// extent across and offset. Copying a period rounds each line's cross position once, in the
// lines' order and with the same arithmetic as a line at a time (the lines stack by running sums),
// then writes its items' frames in one loop: the per-line work of finding and reading each
// shape is done once per period, not once per line.

extension FlowResolver.LinePlacer {
  /// The periods found, by the slot they start from.
  struct Periods {
    /// A period: `lines` lines and `items` items, from `firstLine` in `lines` and `firstItem` in
    /// `items`; whether every line holds one item; its last shape.
    struct Period {
      var lines: Int
      var items: Int
      var firstLine: Int
      var firstItem: Int
      var allSingle: Bool
      var lastShape: Int
    }

    /// An item of a period: its frame with the cross position left 0, and its line in the period.
    struct Item {
      var frame: Rect
      var line: Int
    }

    /// A line of a period: its extent across (`C`) and the offset that centres its items.
    struct Line {
      var C: Double
      var offset: Double
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
    var items: [Item] = []
    var lines: [Line] = []
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
      lines: lines.count * repeats, items: items * repeats, firstLine: periods.lines.count, firstItem: periods.items.count,
      allSingle: lines.allSatisfy { shapes[$0].count == 1 }, lastShape: lines[lines.count - 1])
    for turn in 0..<repeats {
      for (line, index) in lines.enumerated() {
        let shape = shapes[index]
        periods.lines.append(Periods.Line(C: shape.C, offset: offsets[shape.firstOffset]))
        for frame in templates[shape.firstItem..<(shape.firstItem + shape.count)] {
          periods.items.append(Periods.Item(frame: frame, line: turn * lines.count + line))
        }
      }
    }
    periods.list.append(period)
    periods.bySlot[slot] = periods.list.count - 1
    return periods.list.count - 1
  }

  /// Period `p` copied whole as the next lines of `run`, again and again for as long as an item
  /// after it ends its last line (item `n` is past the end): each time, each line's cross
  /// position rounded in order, then every item's frame written.
  func copyPeriods(_ p: Periods.Period, _ run: inout Run, count n: Int, into buffer: UnsafeMutableBufferPointer<Rect>) {
    let (out, lambda) = (out, lambda)
    var (first, lineStart, copies) = (run.first, run.lineStart, 0)
    periods.items.withUnsafeBufferPointer { items in
      periods.lines.withUnsafeBufferPointer { lines in
        withUnsafeTemporaryAllocation(of: Double.self, capacity: p.lines) { crosses in
          guard let items = items.baseAddress, let lines = lines.baseAddress, let crosses = crosses.baseAddress,
            let target = buffer.baseAddress
          else { return }
          let (source, line) = (items + p.firstItem, lines + p.firstLine)
          while first + p.items < n {
            for k in 0..<p.lines {
              crosses[k] = out.round(out.origin + (lineStart + line[k].offset))
              lineStart += line[k].C + lambda
            }
            let to = target + first
            if out.scroll == .vertical {
              for j in 0..<p.items { to[j] = source[j].frame.at(y: crosses[source[j].line]) }
            } else {
              for j in 0..<p.items { to[j] = source[j].frame.at(x: crosses[source[j].line]) }
            }
            first += p.items
            copies += 1
          }
        }
      }
    }
    guard copies > 0 else { return }
    (run.first, run.lineStart) = (first, lineStart)
    run.lines += copies * p.lines
    run.allSingle = run.allSingle && p.allSingle
    run.lastShape = p.lastShape
  }
}
