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
    for s in model.sections {
      let metrics = Metrics(s, scroll: model.scrollDirection, D: D)
      var seen = Set<SourceRange>()
      for item in s.items where seen.insert(item.source).inserted {
        let m = model.scrollDirection == .vertical ? item.width : item.height
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
  }

  /// Where each item of a section starts, in main/cross terms relative to the section's origin,
  /// and where its content (before the trailing inset) ends across the lines.
  struct Placement {
    var mains: [Double]
    var crosses: [Double]
    var crossEnd: Double
  }

  /// Lays out one section at `origin` along the scroll axis.
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

    var p = Placement(mains: [Double](repeating: 0, count: n), crosses: [Double](repeating: 0, count: n), crossEnd: k.header + k.before)
    if n > 0 && uniform {
      grid(n, sizes, k, g: g, lambda: lambda, into: &p)
    } else if n > 0 {
      lines(n, sizes, k, g: g, lambda: lambda, options: options, into: &p)
    }
    // F5, F11: the trailing inset, then the footer.
    let keepsInsets = n > 0 || options.rules.flowEmptySectionKeepsInsets
    if !keepsInsets { p.crossEnd = k.header }
    p.crossEnd += keepsInsets ? k.after : 0
    return frames(s, p, count: n, sizes, k, origin: s0, scroll: scroll, D: D, pins: pins, options: options)
  }

  /// F16: the uniform path's grid arithmetic, from `p.crossEnd` (the content's start).
  static func grid(_ n: Int, _ sizes: ItemSizes, _ k: Metrics, g: Double, lambda: Double, into p: inout Placement) {
    let start = p.crossEnd
    let shape = GridShape(n, sizes, k, g: g)
    let (m, c, m0, gap, columns) = (shape.m, shape.c, shape.m0, shape.gap, shape.columns)
    for i in 0..<n {
      p.mains[i] = m0 + Double(i % columns) * (m + gap)
      p.crosses[i] = start + Double(i / columns) * (c + lambda)
    }
    p.crossEnd = shape.end(n, start: start, lambda: lambda)
  }

  /// F17–F19: the general path: break the items into lines, place each line, stack the lines from
  /// `p.crossEnd` (the content's start).
  static func lines(_ n: Int, _ sizes: ItemSizes, _ k: Metrics, g: Double, lambda: Double, options: ResolveOptions, into p: inout Placement) {
    let start = p.crossEnd
    let lines = breakLines(n, U: k.U, g: g, mode: options.flowMode, rules: options.rules, main: sizes.main, cross: sizes.cross)
    var lineStart = start
    for line in lines {
      var gap = g
      var pos = k.begin
      if line.complete && line.count == 1 {
        gap = 0
        pos = k.begin + max(0, Slack.centring(line.T, in: k.U))
      } else if line.complete && line.count >= 2 {
        gap = (k.U - line.T) / Double(line.count - 1)
      }
      for i in line.first..<(line.first + line.count) {
        p.mains[i] = pos
        p.crosses[i] = lineStart + Slack.centring(sizes.cross(i), in: line.C)
        pos += sizes.main(i) + gap
      }
      lineStart += line.C + lambda
    }
    p.crossEnd = lines.isEmpty ? start : lineStart - lambda
  }

  /// R1, F6–F8, F20: the section's frames from its placement, origins rounded to the pixel grid
  /// after the section origin `s0` is added; the header and footer span the whole main axis,
  /// ignoring the main-axis insets, and pinned ones are placed for `--visible`.
  static func frames(
    _ s: FlowSection, _ p: Placement, count n: Int, _ sizes: ItemSizes, _ k: Metrics, origin s0: Double, scroll: Axis, D: Double,
    pins: (header: Bool, footer: Bool), options: ResolveOptions
  ) -> ResolvedSection {
    let scale = options.scale
    func round(_ v: Double) -> Double { (v * scale).rounded(.toNearestOrAwayFromZero) / scale }
    func frame(main: Double, cross: Double, m: Double, c: Double) -> Rect {
      scroll == .vertical
        ? Rect(x: round(main), y: round(s0 + cross), width: m, height: c)
        : Rect(x: round(s0 + cross), y: round(main), width: c, height: m)
    }
    var items: [Rect] = []
    items.reserveCapacity(n)
    for i in 0..<n { items.append(frame(main: p.mains[i], cross: p.crosses[i], m: sizes.main(i), c: sizes.cross(i))) }
    let itemSizing = s.items.contains(where: \.estimated) ? (0..<n).map(sizes.sizing) : []
    // F6–F8: header and footer span the whole main axis, ignoring the main-axis insets. F20:
    // pinned ones are placed for --visible, relative to the section's origin.
    var headerCross = 0.0
    var footerCross = p.crossEnd
    let end = options.rules.flowPinnedClampIncludesFooter ? p.crossEnd + k.footer : p.crossEnd
    let headerPin = pins.header ? PinnedPlacement(isHeader: true, rest: s0, extent: k.header, limit: s0 + end, roundsToScale: scale) : nil
    let footerPin = pins.footer
      ? PinnedPlacement(isHeader: false, rest: s0 + p.crossEnd, extent: k.footer, limit: s0 + k.header, roundsToScale: scale) : nil
    if let v = options.visible {
      if let pin = headerPin { headerCross = Pinning.header(at: pin.rest, extent: pin.extent, visible: v, contentEnd: pin.limit) - s0 }
      if let pin = footerPin { footerCross = Pinning.footer(at: pin.rest, extent: pin.extent, visible: v, contentStart: pin.limit) - s0 }
    }
    var supplementaries: [SupplementaryFrame] = []
    if k.header > 0 {
      supplementaries.append(SupplementaryFrame(
        kind: "header", source: .boundary, index: 0, frame: frame(main: 0, cross: headerCross, m: D, c: k.header), zIndex: 0, pin: headerPin,
        written: s.headerPin?.source))
    }
    if k.footer > 0 {
      supplementaries.append(SupplementaryFrame(
        kind: "footer", source: .boundary, index: 0, frame: frame(main: 0, cross: footerCross, m: D, c: k.footer), zIndex: 0, pin: footerPin,
        written: s.footerPin?.source))
    }
    return ResolvedSection(
      index: 0, name: s.name, items: items, itemSizing: itemSizing, supplementaries: supplementaries, groups: [], start: s0,
      length: p.crossEnd + k.footer, written: s.source, leafSources: s.items.map(\.source))
  }

  /// F17: line breaking with the fit test `m <= remaining`, and which lines are complete.
  static func breakLines(
    _ n: Int, U: Double, g: Double, mode: UIKitMode, rules: Rules,
    main: (Int) -> Double, cross: (Int) -> Double
  ) -> [Line] {
    var lines: [Line] = []
    var remaining = U
    var prevLeftover = U
    var allSingle = true
    var hasCurrent = false
    for i in 0..<n {
      let m = main(i)
      if !hasCurrent {
        lines.append(Line(first: i))
        hasCurrent = true
      }
      let cur = lines.count - 1
      if m <= remaining || (lines[cur].count == 0 && !rules.flowEmptyLineBeforeOverlongFirstItem) {
        lines[cur].count += 1
        lines[cur].T += m
        lines[cur].C = max(lines[cur].C, cross(i))
        remaining -= m + g
      } else {
        lines[cur].complete = true
        if allSingle { allSingle = lines[cur].count == 1 }
        prevLeftover = remaining
        lines.append(Line(first: i, count: 1, T: m, C: cross(i)))
        remaining = U - (m + g)
      }
    }
    if !lines.isEmpty {
      let last = lines.count - 1
      lines[last].complete = (allSingle && lines[last].count == 1)
        || (mode == .ios26 && lines.count >= 2 && remaining == prevLeftover)
    }
    return lines
  }
}
