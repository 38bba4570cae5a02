import LayoutSource

// Windowed queries on flow sections: the uniform path's grid (F16) puts item i at column
// i % columns of line i / columns, so the lines and columns a window can reach are found in
// closed form and placed with the full path's arithmetic. The general path stacks its lines by
// running sums: such a section is placed whole and filtered, within the full build's item limit.

extension FlowResolver {
  /// F16: how the uniform path lays out its grid of `m` × `c` items (main × cross).
  struct GridShape {
    var m: Double
    var c: Double
    /// The first column's main position, and the gap between columns.
    var m0: Double
    var gap: Double
    /// Items per line, at most the item count.
    var columns: Int

    init(_ n: Int, _ sizes: ItemSizes, _ k: Metrics, g: Double) {
      m = sizes.main(0)
      c = sizes.cross(0)
      // perLine stays a Double: a tiny item can make it larger than any Int.
      let perLine = max(1, ((g + k.U) / (g + m)).rounded(.down))
      if perLine == 1 {
        m0 = k.begin + Slack.centring(m, in: k.U)
        gap = g
      } else {
        m0 = k.begin
        gap = (k.U - perLine * m) / (perLine - 1)
      }
      // Columns and lines as integers, exact because a line never holds more than n items here.
      columns = perLine >= Double(n) ? n : Int(perLine)
    }

    /// How many lines `n` items take.
    func lines(_ n: Int) -> Int { (n + columns - 1) / columns }

    /// Where the content of `n` items ends across the lines, from `start`.
    func end(_ n: Int, start: Double, lambda: Double) -> Double { start + Double(lines(n)) * (c + lambda) - lambda }
  }

  /// Whether a section of `n` items takes the uniform path, found without visiting every item:
  /// nil when that would take more than a full build's items (measured sizes are per item).
  static func windowUniform(_ sizes: ItemSizes, count n: Int) -> Bool? {
    sizes.measured != nil && n > Limits.maxItems ? nil : sizes.uniform(n)
  }

  /// The lines and columns of a uniform section's grid that can reach a window spanning `along`
  /// the scroll axis and `across` it.
  static func windowGrid(
    _ shape: GridShape, count n: Int, contentStart: Double, lambda: Double, along: (lo: Double, hi: Double), across: (lo: Double, hi: Double)
  ) -> (lines: Range<Int>, columns: Range<Int>) {
    let lines = Window.candidates(along, origin: contentStart, pitch: shape.c + lambda, extent: (0, shape.c), count: shape.lines(n))
    let columns = Window.candidates(across, origin: shape.m0, pitch: shape.m + shape.gap, extent: (0, shape.m), count: shape.columns)
    return (lines, columns)
  }

  /// `section` for a window: a uniform section places the items of the lines and columns that
  /// can reach it (frames as `frames` makes them), the others are placed whole.
  static func windowSection(
    _ s: FlowSection, count n: Int, origin s0: Double, scroll: Axis, D: Double, pins: (header: Bool, footer: Bool),
    measured: MeasuredItems?, window: Rect, options: ResolveOptions
  ) -> ResolvedSection {
    let k = Metrics(s, scroll: scroll, D: D)
    let sizes = ItemSizes(sizes: s.items, scroll: scroll, measured: measured)
    guard n > 0, windowUniform(sizes, count: n) == true else {
      return section(s, count: n, origin: s0, scroll: scroll, D: D, pins: pins, measured: measured, options: options)
    }
    // F13–F15 on the uniform path: interitem along a line, line spacing between lines.
    let lambda = s.lineSpacing
    let shape = GridShape(n, sizes, k, g: s.interitemSpacing)
    let start = k.header + k.before
    // The section's length and its header and footer, as `section` makes them, without the items.
    let p = Placement(mains: [], crosses: [], crossEnd: shape.end(n, start: start, lambda: lambda) + k.after)
    var out = frames(s, p, count: 0, sizes, k, origin: s0, scroll: scroll, D: D, pins: pins, options: options)
    let scale = options.scale
    func round(_ v: Double) -> Double { (v * scale).rounded(.toNearestOrAwayFromZero) / scale }
    let estimated = s.items.contains(where: \.estimated)
    let grid = windowGrid(
      shape, count: n, contentStart: s0 + start, lambda: lambda, along: window.span(scroll), across: window.span(scroll.other))
    var indices: [Int] = []
    for line in grid.lines {
      let cross = start + Double(line) * (shape.c + lambda)
      for column in grid.columns {
        let i = line * shape.columns + column
        guard i < n else { break }
        let main = shape.m0 + Double(column) * (shape.m + shape.gap)
        let frame = scroll == .vertical
          ? Rect(x: round(main), y: round(s0 + cross), width: sizes.main(i), height: sizes.cross(i))
          : Rect(x: round(s0 + cross), y: round(main), width: sizes.cross(i), height: sizes.main(i))
        guard frame.intersects(window) else { continue }
        out.items.append(frame)
        indices.append(i)
        if estimated { out.itemSizing.append(sizes.sizing(i)) }
      }
    }
    out.itemIndices = indices
    return out
  }

  /// The error when a window would place more items than a full build lays out: every item of a
  /// section off the uniform path, and the candidates of the window in the others.
  static func tooManyForWindow(_ model: FlowLayoutModel, D: Double, window: Rect, options: ResolveOptions) -> Diagnostic? {
    guard D > 0, let first = model.sections.first else { return nil }
    let scroll = model.scrollDirection
    var placed = 0.0
    var whole = 0.0
    for (i, c) in options.items.sections(declared: model.sections.count).enumerated() where c.count > 0 {
      let s = model.sections[c.declared]
      let measured = model.estimatedItemSize == nil ? nil : options.measured?.section(i)?.items
      let sizes = ItemSizes(sizes: s.items, scroll: scroll, measured: measured)
      guard windowUniform(sizes, count: c.count) == true else {
        whole += Double(c.count)
        continue
      }
      let shape = GridShape(c.count, sizes, Metrics(s, scroll: scroll, D: D), g: s.interitemSpacing)
      // Where the window falls along the scroll axis does not change how many lines it reaches.
      let span = window.span(scroll)
      let grid = windowGrid(
        shape, count: c.count, contentStart: 0, lambda: s.lineSpacing, along: (0, span.hi - span.lo), across: window.span(scroll.other))
      placed += Double(grid.lines.count) * Double(grid.columns.count)
    }
    guard placed + whole > Double(Limits.maxItems) else { return nil }
    return Diagnostic(PlacementDiagnostics.windowTooLarge(placed + whole, measured: whole, limit: Limits.maxItems, at: options.sizeDescription), at: first.source)
  }
}

extension FlowResolver {
  /// A layout with no sections, what a refused window gives beside its error.
  static func emptyLayout(_ model: FlowLayoutModel, _ options: ResolveOptions) -> ResolvedLayout {
    ResolvedLayout(
      name: model.name, mode: options.flowMode, scrollDirection: model.scrollDirection, width: options.width, height: options.height,
      scale: options.scale, contentWidth: 0, contentHeight: 0, sections: [])
  }
}
