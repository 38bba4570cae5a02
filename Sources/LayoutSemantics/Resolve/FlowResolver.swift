import LayoutSource

/// Flow layouts (`UICollectionViewFlowLayout`) → frames, as F1–F20 in Grammar/semantics.md describe: the
/// uniform (grid) path and the general (line-breaking) path, header and footer placement, section
/// stacking and origin rounding. Every step is Double arithmetic in the order the spec writes it.
public enum FlowResolver {
  /// Placement diagnostics only (what `check` reports).
  public static func placementDiagnostics(_ model: FlowLayoutModel, options: ResolveOptions) -> [Diagnostic] {
    let (model, options) = SafeArea.prepare(model, options)
    let D = layoutDimension(model, options)
    var diags: [Diagnostic] = []
    let vertical = model.scrollDirection == .vertical
    for s in model.sections {
      let metrics = Metrics(s, scroll: model.scrollDirection, D: D)
      // Most sections have no item too long: then no set of the sizes said is made.
      guard s.items.contains(where: { (vertical ? $0.width : $0.height) > metrics.U }) else { continue }
      var seen = Set<SourceRange>()
      for item in s.items where seen.insert(item.source).inserted {
        let m = vertical ? item.width : item.height
        if m > metrics.U {
          // Said once per size the section lists, whether or not the item count shows it.
          diags.append(Diagnostic(
            PlacementDiagnostics.flowItemTooLong(m, line: metrics.U, scroll: model.scrollDirection, at: options.sizeDescription),
            at: item.source))
        }
      }
    }
    return diags.normalized()
  }

  public static func resolve(_ model: FlowLayoutModel, options: ResolveOptions) -> (ResolvedLayout, [Diagnostic]) {
    // E10: until measured, every cell is at the layout's one estimate.
    let (model, options) = SafeArea.prepare(model.unmeasuredAtLayoutEstimate(options.rules), options)
    let mirrors = options.rules.flowMirrorsInRightToLeft
    let ltr = Mirroring.leftToRight(options, scroll: model.scrollDirection, mirrors: mirrors) { resolveLeftToRight(model, options: $0).0.contentWidth }
    let (layout, diags) = resolveLeftToRight(model, options: ltr)
    return (Mirroring.finish(layout, options, mirrors: mirrors).reporting(options), diags)
  }

  /// Every frame, laid out left to right (R4 mirrors them).
  static func resolveLeftToRight(_ model: FlowLayoutModel, options: ResolveOptions) -> (ResolvedLayout, [Diagnostic]) {
    var diags = placementDiagnostics(model, options: options)
    let D = layoutDimension(model, options)
    // A window that would place more than a full build does places nothing.
    if let w = options.window, let tooMany = tooManyForWindow(model, D: D, window: w, options: options) {
      diags.append(tooMany)
      return (emptyLayout(model, options), diags)
    }
    let scroll = model.scrollDirection
    let counts = options.items.sections(declared: model.sections.count)
    var sections: [ResolvedSection] = []
    var origin = 0.0
    // F1: D = 0 produces no attributes and a zero content size.
    if D > 0 {
      for (i, c) in counts.enumerated() {
        // E9: estimated items take their measured sizes.
        let measured = model.estimatedItemSize == nil ? nil : options.measured?.section(i)?.items
        var r = options.window.map {
          windowSection(
            model.sections[c.declared], count: c.count, origin: origin, scroll: scroll, D: D,
            pins: (model.headersPinned, model.footersPinned), measured: measured, window: $0, options: options)
        } ?? section(
          model.sections[c.declared], count: c.count, origin: origin, scroll: scroll, D: D,
          pins: (model.headersPinned, model.footersPinned), measured: measured, options: options)
        r.index = i
        origin += r.length  // F10: no gap between sections
        sections.append(r)
      }
    }
    let layout = ResolvedLayout(
      name: model.name, mode: options.flowMode, scrollDirection: scroll, width: options.width, height: options.height, scale: options.scale,
      contentWidth: scroll == .vertical ? D : origin, contentHeight: scroll == .vertical ? origin : D,
      sections: sections)
    return (layout, diags)
  }

  /// F1: the extent across the scroll axis (no adjusted content insets: they are 0 here).
  static func layoutDimension(_ model: FlowLayoutModel, _ options: ResolveOptions) -> Double {
    max(0, model.scrollDirection == .vertical ? options.width : options.height)
  }

  /// One section's metrics in main/cross terms (the notation of Grammar/semantics.md's flow rules).
  struct Metrics {
    var begin, end, before, after, U: Double
    var header, footer: Double

    init(_ s: FlowSection, scroll: Axis, D: Double) {
      let i = s.insets
      (begin, end, before, after) = scroll == .vertical
        ? (i.leading, i.trailing, i.top, i.bottom) : (i.top, i.bottom, i.leading, i.trailing)
      U = i.remaining(D, along: scroll.other)
      header = s.headerExtent
      footer = s.footerExtent
    }
  }

  /// A line of the general path: `count` items from `first`, `T` = Σ main sizes, `C` = the largest
  /// cross size.
  struct Line {
    var first: Int
    var count = 0
    var T = 0.0
    var C = 0.0
    var complete = false
  }

  /// A section's item sizes along the scroll axis's other axis (`main`, the lines' direction) and
  /// across it (`cross`), cycled over its items.
  struct ItemSizes {
    var sizes: [FlowItemSize]
    var scroll: Axis
    /// E9: measured sizes, which replace the estimates where they are given.
    var measured: MeasuredItems? = nil
    func size(_ i: Int) -> (w: Double, h: Double) {
      if let m = measured?.size(i) { return (m.width, m.height) }
      let s = sizes[i % sizes.count]
      return (s.width, s.height)
    }
    func main(_ i: Int) -> Double { scroll == .vertical ? size(i).w : size(i).h }
    func cross(_ i: Int) -> Double { scroll == .vertical ? size(i).h : size(i).w }
    /// E8: how item `i` was sized.
    func sizing(_ i: Int) -> Sizing {
      guard sizes[i % sizes.count].estimated else { return .fixed }
      return measured?.size(i) == nil ? .estimated : .measured
    }
    /// F4: whether the first `n` items all have the same size.
    func uniform(_ n: Int) -> Bool {
      guard n > 0 else { return true }
      let first = size(0)
      let shown = measured == nil ? min(n, sizes.count) : n
      return (0..<shown).allSatisfy { size($0) == first }
    }
    /// Whether the first `n` items all have the first one's size bit for bit (so a uniform
    /// section's frames can take it once; `uniform` compares values, for which 0 and −0 are equal).
    func sameBits(_ n: Int) -> Bool {
      let first = size(0)
      let shown = measured == nil ? min(n, sizes.count) : n
      return (0..<shown).allSatisfy {
        let s = size($0)
        return s.w.bitPattern == first.w.bitPattern && s.h.bitPattern == first.h.bitPattern
      }
    }
  }

  /// Lays out one section at `origin` along the scroll axis. The item frames are written straight
  /// into the section's `[Rect]`, line by line, with no per-item intermediate arrays.
  static func section(
    _ s: FlowSection, count n: Int, origin s0: Double, scroll: Axis, D: Double, pins: (header: Bool, footer: Bool) = (false, false),
    measured: MeasuredItems? = nil, options: ResolveOptions
  ) -> ResolvedSection {
    let k = Metrics(s, scroll: scroll, D: D)
    let sizes = ItemSizes(sizes: s.items, scroll: scroll, measured: measured)

    // F4: the uniform path when every item the section shows has exactly the same size.
    let uniform = sizes.uniform(n)
    // F13–F15: which spacing goes along a line (g) and between lines (λ).
    let swap = scroll == .horizontal && !uniform && options.rules.flowSwapSpacingOnHorizontalGeneralPath
    let g = swap ? s.lineSpacing : s.interitemSpacing
    let lambda = swap ? s.interitemSpacing : s.lineSpacing

    let out = ItemFrames(origin: s0, scroll: scroll, scale: options.scale)
    var crossEnd = k.header + k.before
    var items: [Rect] = []
    if n > 0 && uniform {
      let grid = Grid(n, sizes, k, g: g, lambda: lambda, start: crossEnd)
      items = gridFrames(n, grid, sizes, out)
      crossEnd = grid.end(n)
    } else if n > 0 {
      (items, crossEnd) = lineFrames(n, sizes, k, g: g, lambda: lambda, start: crossEnd, options: options, out)
    }
    // F5, F11: the trailing inset, then the footer.
    let keepsInsets = n > 0 || options.rules.flowEmptySectionKeepsInsets
    if !keepsInsets { crossEnd = k.header }
    crossEnd += keepsInsets ? k.after : 0
    return frames(s, items: items, crossEnd: crossEnd, count: n, sizes, k, origin: s0, scroll: scroll, D: D, pins: pins, options: options)
  }

  /// R1: a frame from its main/cross position relative to the section's origin, the origin rounded
  /// to the pixel grid after the section origin is added.
  struct ItemFrames {
    var origin: Double
    var scroll: Axis
    var scale: Double
    @inline(__always) func round(_ v: Double) -> Double { (v * scale).roundedAwayFromZero / scale }
    /// The rounded main position (`main`) and the rounded cross position (`cross`, the section
    /// origin already added), with the sizes along and across the lines.
    @inline(__always) func rect(roundedMain main: Double, roundedCross cross: Double, m: Double, c: Double) -> Rect {
      scroll == .vertical ? Rect(x: main, y: cross, width: m, height: c) : Rect(x: cross, y: main, width: c, height: m)
    }
    @inline(__always) func rect(main: Double, cross: Double, m: Double, c: Double) -> Rect {
      rect(roundedMain: round(main), roundedCross: round(origin + cross), m: m, c: c)
    }
  }

  /// F16: the uniform path's grid arithmetic: where column `c` and line `l` start, from `start`
  /// (the content's start).
  struct Grid {
    var start: Double
    var m0: Double
    /// Item size plus the gap along a line, and item size plus λ across the lines.
    var mainPitch: Double
    var crossPitch: Double
    var lambda: Double
    /// Columns as an integer, exact because a line never holds more than n items here.
    var columns: Int

    /// The items' size along a line (main) and across the lines (cross).
    var m: Double
    var c: Double

    init(_ n: Int, _ sizes: ItemSizes, _ k: Metrics, g: Double, lambda: Double, start: Double) {
      m = sizes.main(0)
      c = sizes.cross(0)
      // perLine stays a Double: a tiny item can make it larger than any Int.
      let perLine = max(1, ((g + k.U) / (g + m)).rounded(.down))
      let gap: Double
      if perLine == 1 {
        m0 = k.begin + Slack.centring(m, in: k.U)
        gap = g
      } else {
        m0 = k.begin
        gap = (k.U - perLine * m) / (perLine - 1)
      }
      self.start = start
      self.lambda = lambda
      mainPitch = m + gap
      crossPitch = c + lambda
      columns = perLine >= Double(n) ? n : Int(perLine)
    }

    @inline(__always) func main(column: Int) -> Double { m0 + Double(column) * mainPitch }
    @inline(__always) func cross(line: Int) -> Double { start + Double(line) * crossPitch }
    /// How many lines `n` items take.
    func lines(_ n: Int) -> Int { (n + columns - 1) / columns }
    /// Where the content of `n` items ends across the lines.
    func end(_ n: Int) -> Double { start + Double(lines(n)) * crossPitch - lambda }
  }

  /// F16 into frames: each column's rounded main position is computed once, each line's rounded
  /// cross position once per line. The sizes are read per item unless every item has the first
  /// one's size bit for bit.
  static func gridFrames(_ n: Int, _ grid: Grid, _ sizes: ItemSizes, _ out: ItemFrames) -> [Rect] {
    let columns = grid.columns
    let mains = (0..<columns).map { out.round(grid.main(column: $0)) }
    let m = sizes.main(0)
    let c = sizes.cross(0)
    let same = sizes.sameBits(n)
    return [Rect].frames(count: n) { buffer in
      var i = 0
      var line = 0
      while i < n {
        let cross = out.round(out.origin + grid.cross(line: line))
        let end = min(n, i + columns)
        if same {
          for column in 0..<(end - i) { buffer[i + column] = out.rect(roundedMain: mains[column], roundedCross: cross, m: m, c: c) }
        } else {
          for column in 0..<(end - i) {
            buffer[i + column] = out.rect(roundedMain: mains[column], roundedCross: cross, m: sizes.main(i + column), c: sizes.cross(i + column))
          }
        }
        i = end
        line += 1
      }
    }
  }

  /// F18: where a line's first item starts along it, and the gap after each item.
  @inline(__always)
  static func lineLayout(_ line: Line, _ k: Metrics, g: Double) -> (position: Double, gap: Double) {
    if line.complete && line.count == 1 {
      return (k.begin + max(0, Slack.centring(line.T, in: k.U)), 0)
    } else if line.complete && line.count >= 2 {
      return (k.begin, (k.U - line.T) / Double(line.count - 1))
    }
    return (k.begin, g)
  }

  /// A section's item sizes read in order (main, cross): the pattern's, cycled without a division
  /// per item, or the measured ones item by item.
  struct SizePattern {
    var sizes: ItemSizes
    var mains: [Double]
    var crosses: [Double]
    struct Cursor {
      var item = 0
      var slot = 0
    }
    init(_ sizes: ItemSizes) {
      self.sizes = sizes
      mains = sizes.sizes.indices.map(sizes.main)
      crosses = sizes.sizes.indices.map(sizes.cross)
    }
    @inline(__always) func next(_ cursor: inout Cursor) -> (main: Double, cross: Double) {
      if sizes.measured != nil {
        defer { cursor.item += 1 }
        return (sizes.main(cursor.item), sizes.cross(cursor.item))
      }
      let s = (mains[cursor.slot], crosses[cursor.slot])
      cursor.slot += 1
      if cursor.slot == mains.count { cursor.slot = 0 }
      return s
    }
  }

  /// R1, F6–F8, F20: the section's frames: its items, and the header and footer, which span the
  /// whole main axis, ignoring the main-axis insets; pinned ones are placed for `--visible`.
  static func frames(
    _ s: FlowSection, items: [Rect], crossEnd: Double, count n: Int, _ sizes: ItemSizes, _ k: Metrics, origin s0: Double, scroll: Axis,
    D: Double, pins: (header: Bool, footer: Bool), options: ResolveOptions
  ) -> ResolvedSection {
    let scale = options.scale
    let out = ItemFrames(origin: s0, scroll: scroll, scale: scale)
    let itemSizing = s.items.contains(where: \.estimated) ? (0..<n).map(sizes.sizing) : []
    // F6–F8: header and footer span the whole main axis, ignoring the main-axis insets. F20:
    // pinned ones are placed for --visible, relative to the section's origin.
    var headerCross = 0.0
    var footerCross = crossEnd
    let end = options.rules.flowPinnedClampIncludesFooter ? crossEnd + k.footer : crossEnd
    let headerPin = pins.header ? PinnedPlacement(isHeader: true, rest: s0, extent: k.header, limit: s0 + end, roundsToScale: scale) : nil
    let footerPin = pins.footer
      ? PinnedPlacement(isHeader: false, rest: s0 + crossEnd, extent: k.footer, limit: s0 + k.header, roundsToScale: scale) : nil
    if let v = options.visible {
      if let pin = headerPin { headerCross = Pinning.header(at: pin.rest, extent: pin.extent, visible: v, contentEnd: pin.limit) - s0 }
      if let pin = footerPin { footerCross = Pinning.footer(at: pin.rest, extent: pin.extent, visible: v, contentStart: pin.limit) - s0 }
    }
    var supplementaries: [SupplementaryFrame] = []
    if k.header > 0 {
      supplementaries.append(SupplementaryFrame(
        kind: "header", source: .boundary, index: 0, frame: out.rect(main: 0, cross: headerCross, m: D, c: k.header), zIndex: 0, pin: headerPin,
        written: s.headerPin?.source))
    }
    if k.footer > 0 {
      supplementaries.append(SupplementaryFrame(
        kind: "footer", source: .boundary, index: 0, frame: out.rect(main: 0, cross: footerCross, m: D, c: k.footer), zIndex: 0, pin: footerPin,
        written: s.footerPin?.source))
    }
    return ResolvedSection(
      index: 0, name: s.name, items: items, itemSizing: itemSizing, supplementaries: supplementaries, groups: [], start: s0,
      length: crossEnd + k.footer, written: s.source, leafSources: s.items.map(\.source))
  }

  /// F17: line breaking, one item at a time: a line is complete when the next one starts.
  struct LineBreaker {
    var U: Double
    var g: Double
    var emptyLineBeforeOverlong: Bool
    var remaining: Double
    var prevLeftover: Double
    var allSingle = true
    var current: Line?
    var lineCount = 0

    init(U: Double, g: Double, rules: Rules) {
      self.U = U
      self.g = g
      emptyLineBeforeOverlong = rules.flowEmptyLineBeforeOverlongFirstItem
      remaining = U
      prevLeftover = U
    }

    /// Adds item `i` (main size `m`, cross size `c`); the line it completed when it starts a new one.
    @inline(__always) mutating func add(_ i: Int, main m: Double, cross c: Double) -> Line? {
      var line = current ?? Line(first: i)
      if current == nil { lineCount += 1 }
      if m <= remaining || (line.count == 0 && !emptyLineBeforeOverlong) {
        line.count += 1
        line.T += m
        line.C = max(line.C, c)
        remaining -= m + g
        current = line
        return nil
      }
      line.complete = true
      close(single: line.count == 1, leftover: remaining)
      open(i, main: m, cross: c)
      return line
    }

    /// A line ends (`single`: of one item) with `leftover` room after its items (less a gap).
    @inline(__always) mutating func close(single: Bool, leftover: Double) {
      if allSingle { allSingle = single }
      prevLeftover = leftover
    }

    /// Item `i` (main size `m`, cross size `c`) starts a line, after a line that ended.
    @inline(__always) mutating func open(_ i: Int, main m: Double, cross c: Double) {
      current = Line(first: i, count: 1, T: m, C: c)
      lineCount += 1
      remaining = U - (m + g)
    }

    /// What `add` does for the items of `lines` lines it did not see, each started after another
    /// ended (`allSingle` when each held one item; the last one's `leftover` as `close` takes
    /// it), and for item `i`, which ends the last and starts the next line.
    @inline(__always) mutating func skip(lines: Int, allSingle single: Bool, leftover: Double, then i: Int, main m: Double, cross c: Double) {
      close(single: single, leftover: leftover)
      lineCount += lines - 1
      open(i, main: m, cross: c)
    }

    /// The last line, whose completeness F17 decides from the others; nil when there were no items.
    func last(mode: UIKitMode) -> Line? {
      guard var line = current else { return nil }
      line.complete = (allSingle && line.count == 1) || (mode == .ios26 && lineCount >= 2 && remaining == prevLeftover)
      return line
    }
  }
}
