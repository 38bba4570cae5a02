// F17–F19 into frames on the general path, by line shapes.
//
// A line that starts after another ends is decided by the pattern slot of its first item alone:
// the breaker starts it with that item (F17), and which items follow, where each goes along the
// line (F18) and how far it is centred across it (F19) are all the same wherever the line falls.
// So a line's shape — its items' rounded main positions and sizes, and their centring offsets —
// is worked out once per slot and copied for every later line that starts there; per line, only
// its cross position is rounded, once per distinct centring offset (lines stack by running sums,
// F19, so that part is per line). The first line (started from nothing), the last (whose
// completeness F17 decides at the end) and every line of measured sizes (which differ item by
// item) are worked out as they come. The arithmetic is the spec's, in its order, so the frames
// are the per-item ones bit for bit.

extension FlowResolver {
  /// F17–F19 into frames, in one pass: each line is placed as soon as the next one starts (the
  /// last at the end). Returns the frames and where the content ends across the lines.
  static func lineFrames(
    _ n: Int, _ sizes: ItemSizes, _ k: Metrics, g: Double, lambda: Double, start: Double, options: ResolveOptions, _ out: ItemFrames
  ) -> (items: [Rect], crossEnd: Double) {
    let pattern = SizePattern(sizes)
    let slots = pattern.mains.count
    // Measured sizes are per item: a slot does not decide a line then.
    let repeats = sizes.measured == nil
    var placer = LinePlacer(k: k, g: g, lambda: lambda, out: out, pattern: pattern, lineStart: start, slots: repeats ? slots : 0)
    let items = [Rect].frames(count: n) { buffer in
      var breaker = LineBreaker(U: k.U, g: g, rules: options.rules)
      var reading = SizePattern.Cursor()
      // Whether the current line started after another ended, and the slot of its first item.
      var afterBreak = false
      var lineSlot = 0
      var next = 0
      while next < n {
        // The current line started at item next − 1: while the shapes of it and of the lines
        // after it are known, they are copied.
        if afterBreak, repeats, placer.bySlot[lineSlot] >= 0 {
          let (first, slot) = placer.copyLines(from: next - 1, slot: lineSlot, count: n, into: buffer, breaker: &breaker)
          if first != next - 1 {
            (next, lineSlot) = (first + 1, slot)
            reading = SizePattern.Cursor(item: next, slot: slot + 1 == slots ? 0 : slot + 1)
            continue
          }
        }
        let slot = reading.slot
        let (m, c) = pattern.next(&reading)
        if let done = breaker.add(next, main: m, cross: c) {
          let shape = placer.makeShape(done, leftover: breaker.prevLeftover, nextSlot: slot)
          placer.write(shape, at: done.first, into: buffer)
          if afterBreak, repeats, placer.bySlot[lineSlot] < 0 { placer.bySlot[lineSlot] = shape } else { placer.discardLastShape() }
          afterBreak = true
          lineSlot = slot
        }
        next += 1
      }
      if let last = breaker.last(mode: options.flowMode) {
        placer.write(placer.makeShape(last, leftover: 0, nextSlot: 0), at: last.first, into: buffer)
        placer.discardLastShape()
      }
    }
    return (items, placer.placed ? placer.lineStart - lambda : start)
  }

  /// Lines' shapes, and the running cross position the lines are stacked at.
  struct LinePlacer {
    /// A line's shape: `count` items from `firstItem` in `templates` (and `offsetIndex`),
    /// `offsetCount` distinct centring offsets from `firstOffset` in `offsets`; `C` the line's
    /// extent across, `leftover` what the breaker had left when the line ended, `nextSlot` the
    /// slot of the item that starts the next line.
    struct Shape {
      var count: Int
      var C: Double
      var leftover: Double
      var firstItem: Int
      var firstOffset: Int
      var offsetCount: Int
      var nextSlot: Int
    }

    /// At most this many distinct offsets are looked for per line; past them, each item gets its
    /// own (a line of many cross sizes rounds per item, as the spec does).
    static let offsetsSought = 16

    let k: Metrics
    let g: Double
    let lambda: Double
    let out: ItemFrames
    let pattern: SizePattern
    /// F19: where the next line starts across, relative to the section's origin.
    var lineStart: Double
    var placed = false
    var shapes: [Shape] = []
    /// Each item's frame with its cross position left 0 (its main position rounded), and which
    /// of its shape's offsets centres it across the line.
    var templates: [Rect] = []
    var offsetIndex: [Int] = []
    var offsets: [Double] = []
    /// The shape of the lines that start after another at each slot; −1 until one is seen.
    var bySlot: [Int]
    /// One line's rounded cross positions, one per offset (reused).
    var crosses: [Double] = []
    /// Periods of lines, copied a period at a time (FlowLinePeriods.swift).
    var periods = Periods()

    init(k: Metrics, g: Double, lambda: Double, out: ItemFrames, pattern: SizePattern, lineStart: Double, slots: Int) {
      self.k = k
      self.g = g
      self.lambda = lambda
      self.out = out
      self.pattern = pattern
      self.lineStart = lineStart
      bySlot = [Int](repeating: -1, count: slots)
    }

    /// F18–F19: `line`'s shape, added last; returns its index.
    mutating func makeShape(_ line: Line, leftover: Double, nextSlot: Int) -> Int {
      let layout = lineLayout(line, k, g: g)
      var pos = layout.position
      var cursor = SizePattern.Cursor(item: line.first, slot: line.first % max(1, pattern.mains.count))
      let firstOffset = offsets.count
      let firstItem = templates.count
      for _ in 0..<line.count {
        let (m, c) = pattern.next(&cursor)
        let d = Slack.centring(c, in: line.C)
        var o = firstOffset
        let sought = min(offsets.count, firstOffset + Self.offsetsSought)
        while o < sought, offsets[o].bitPattern != d.bitPattern { o += 1 }
        if o == sought { o = offsets.count; offsets.append(d) }
        templates.append(out.rect(roundedMain: out.round(pos), roundedCross: 0, m: m, c: c))
        offsetIndex.append(o - firstOffset)
        pos += m + layout.gap
      }
      shapes.append(Shape(
        count: line.count, C: line.C, leftover: leftover, firstItem: firstItem, firstOffset: firstOffset,
        offsetCount: offsets.count - firstOffset, nextSlot: nextSlot))
      return shapes.count - 1
    }

    /// Drops the shape `makeShape` added last (one used once).
    mutating func discardLastShape() {
      guard let s = shapes.popLast() else { return }
      templates.removeSubrange(s.firstItem...)
      offsetIndex.removeSubrange(s.firstItem...)
      offsets.removeSubrange(s.firstOffset...)
    }

    /// R1, F19: `shape` as the next line, its first item `first`: each distinct cross position
    /// rounded once, then every item's frame written.
    @inline(__always)
    static func write(
      _ s: Shape, at first: Int, lineStart: Double, out: ItemFrames, templates: UnsafeBufferPointer<Rect>, offsetIndex: UnsafeBufferPointer<Int>,
      offsets: UnsafeBufferPointer<Double>, crosses: inout [Double], into buffer: UnsafeMutableBufferPointer<Rect>
    ) {
      guard s.count > 0 else { return }
      let vertical = out.scroll == .vertical
      if s.offsetCount == 1, let from = templates.baseAddress, let to = buffer.baseAddress {
        let cross = out.round(out.origin + (lineStart + offsets[s.firstOffset]))
        let (source, target) = (from + s.firstItem, to + first)
        if vertical {
          for j in 0..<s.count { target[j] = source[j].at(y: cross) }
        } else {
          for j in 0..<s.count { target[j] = source[j].at(x: cross) }
        }
        return
      }
      crosses.removeAll(keepingCapacity: true)
      for o in s.firstOffset..<(s.firstOffset + s.offsetCount) { crosses.append(out.round(out.origin + (lineStart + offsets[o]))) }
      for j in 0..<s.count {
        let cross = crosses[offsetIndex[s.firstItem + j]]
        let t = templates[s.firstItem + j]
        buffer[first + j] = vertical ? t.at(y: cross) : t.at(x: cross)
      }
    }

    /// Shape `index` as the next line from item `first`.
    mutating func write(_ index: Int, at first: Int, into buffer: UnsafeMutableBufferPointer<Rect>) {
      let s = shapes[index]
      let (out, lineStart) = (out, lineStart)
      templates.withUnsafeBufferPointer { templates in
        offsetIndex.withUnsafeBufferPointer { offsetIndex in
          offsets.withUnsafeBufferPointer { offsets in
            Self.write(
              s, at: first, lineStart: lineStart, out: out, templates: templates, offsetIndex: offsetIndex, offsets: offsets, crosses: &crosses,
              into: buffer)
          }
        }
      }
      self.lineStart += s.C + lambda
      placed = true
    }

    /// Where a run of lines copied from their shapes has got to: the next line's first item,
    /// its slot and where it starts across; how many lines were copied, whether each held one
    /// item, and the shape of the last (−1 while none).
    struct Run {
      var first: Int
      var slot: Int
      var lineStart: Double
      var lines = 0
      var allSingle = true
      var lastShape = -1
    }

    /// The lines from item `start`, whose line started after another at `slot`, copied from
    /// their shapes for as long as the shapes are known and an item after the line ends it;
    /// `breaker` passes over them. Returns the first item and the slot of the line after them.
    mutating func copyLines(
      from start: Int, slot: Int, count n: Int, into buffer: UnsafeMutableBufferPointer<Rect>, breaker: inout LineBreaker
    ) -> (first: Int, slot: Int) {
      var run = Run(first: start, slot: slot, lineStart: lineStart)
      // The period the lines from here come into, if any: from the slot it starts at, it is
      // copied whole for as long as an item after it ends its last line.
      var periodSlot = slot
      var period = self.period(from: slot)
      var tries = 0
      while period == nil, tries < 8, case let index = bySlot[periodSlot], index >= 0 {
        periodSlot = shapes[index].nextSlot
        period = self.period(from: periodSlot)
        tries += 1
      }
      let cycle = period.map { (slot: periodSlot, period: periods.list[$0]) }
      // One by one up to the period, periods while they fit, then one by one to the end.
      while true {
        copyLinesOneByOne(&run, count: n, stoppingAt: cycle.map { ($0.slot, $0.period.items) }, into: buffer)
        guard let (at, p) = cycle, run.slot == at, run.first + p.items < n else { break }
        copyPeriods(p, &run, count: n, into: buffer)
      }
      if run.lastShape >= 0 {
        breaker.skip(
          lines: run.lines, allSingle: run.allSingle, leftover: shapes[run.lastShape].leftover, then: run.first,
          main: pattern.mains[run.slot], cross: pattern.crosses[run.slot])
      }
      lineStart = run.lineStart
      if run.first != start { placed = true }
      return (run.first, run.slot)
    }

    /// The next lines of `progress` copied one at a time from their shapes, for as long as the
    /// shapes are known and an item after the line ends it (item `n` is past the end); it stops
    /// at `stop.slot` where a whole period of `stop.items` fits, for `copyPeriods`.
    mutating func copyLinesOneByOne(
      _ progress: inout Run, count n: Int, stoppingAt stop: (slot: Int, items: Int)?, into buffer: UnsafeMutableBufferPointer<Rect>
    ) {
      var run = progress
      let (out, lambda) = (out, lambda)
      var crosses = crosses
      shapes.withUnsafeBufferPointer { shapes in
        bySlot.withUnsafeBufferPointer { bySlot in
          templates.withUnsafeBufferPointer { templates in
            offsetIndex.withUnsafeBufferPointer { offsetIndex in
              offsets.withUnsafeBufferPointer { offsets in
                guard let shapeBase = shapes.baseAddress else { return }
                // Read in place, field by field: a line costs a few dozen instructions, and
                // copying its shape out (or keeping the last one) was a fifth of them.
                while case let index = bySlot[run.slot], index >= 0 {
                  if let stop, run.slot == stop.slot, run.first + stop.items < n { return }
                  let shape = shapeBase + index
                  let count = shape.pointee.count
                  guard run.first + count < n else { return }
                  Self.write(
                    shape.pointee, at: run.first, lineStart: run.lineStart, out: out, templates: templates, offsetIndex: offsetIndex,
                    offsets: offsets, crosses: &crosses, into: buffer)
                  run.lineStart += shape.pointee.C + lambda
                  run.first += count
                  run.slot = shape.pointee.nextSlot
                  run.allSingle = run.allSingle && count == 1
                  run.lines += 1
                  run.lastShape = index
                }
              }
            }
          }
        }
      }
      self.crosses = crosses
      progress = run
    }
  }
}

extension Rect {
  /// This frame at `y` (at `x`).
  @inline(__always) func at(y: Double) -> Rect { Rect(x: x, y: y, width: width, height: height) }
  @inline(__always) func at(x: Double) -> Rect { Rect(x: x, y: y, width: width, height: height) }
}
