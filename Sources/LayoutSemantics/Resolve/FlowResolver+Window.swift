import LayoutSource

// Windowed queries on flow sections: the uniform path's grid (F16) puts item i at column
// i % columns of line i / columns, so the lines and columns a window can reach are found in
// closed form and placed with the full path's arithmetic. The general path stacks its lines by
// running sums: such a section is placed whole and filtered, within the full build's item limit.

extension FlowResolver {
  /// Whether a section of `n` items takes the uniform path, found without visiting every item:
  /// nil when that would take more than a full build's items (measured sizes are per item).
  static func windowUniform(_ sizes: ItemSizes, count n: Int) -> Bool? {
    sizes.measured != nil && n > Limits.maxItems ? nil : sizes.uniform(n)
  }

  /// The lines and columns of a uniform section's grid that can reach a window spanning `along`
  /// the scroll axis and `across` it.
  static func windowGrid(
    _ grid: Grid, count n: Int, contentStart: Double, along: (lo: Double, hi: Double), across: (lo: Double, hi: Double)
  ) -> (lines: Range<Int>, columns: Range<Int>) {
    let lines = Window.candidates(along, origin: contentStart, pitch: grid.crossPitch, extent: (0, grid.c), count: grid.lines(n))
    let columns = Window.candidates(across, origin: grid.m0, pitch: grid.mainPitch, extent: (0, grid.m), count: grid.columns)
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
    let start = k.header + k.before
    let shape = Grid(n, sizes, k, g: s.interitemSpacing, lambda: lambda, start: start)
    // The section's length and its header and footer, as `section` makes them, without the items.
    var out = frames(s, items: [], crossEnd: shape.end(n) + k.after, count: 0, sizes, k, origin: s0, scroll: scroll, D: D, pins: pins, options: options)
    let scale = options.scale
    func round(_ v: Double) -> Double { (v * scale).rounded(.toNearestOrAwayFromZero) / scale }
    let estimated = s.items.contains(where: \.estimated)
    let grid = windowGrid(
      shape, count: n, contentStart: s0 + start, along: window.span(scroll), across: window.span(scroll.other))
    var indices: [Int] = []
    for line in grid.lines {
      let cross = shape.cross(line: line)
      for column in grid.columns {
        let i = line * shape.columns + column
        guard i < n else { break }
        let main = shape.main(column: column)
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
      let shape = Grid(c.count, sizes, Metrics(s, scroll: scroll, D: D), g: s.interitemSpacing, lambda: s.lineSpacing, start: 0)
      // Where the window falls along the scroll axis does not change how many lines it reaches.
      let span = window.span(scroll)
      let grid = windowGrid(
        shape, count: c.count, contentStart: 0, along: (0, span.hi - span.lo), across: window.span(scroll.other))
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
