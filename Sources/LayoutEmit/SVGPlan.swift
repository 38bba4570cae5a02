import LayoutSemantics

extension SVGEmitter {
  /// One drawn section: how much of it is drawn and how.
  struct SectionPlan {
    /// How many of its items are drawn.
    var take: Int
    /// The largest group origin along the scroll axis that is still drawn.
    var groupLimit: Double
    /// Its band along the scroll axis, cut where the drawing stops in a cut section.
    var band: Rect
    /// An orthogonal section's visible run across the scroll axis (the screen's), which its
    /// frames are clipped to; nil for a section that does not scroll sideways.
    var clip: ClosedRange<Double>?
    /// The run across the scroll axis its drawn frames cover, unclipped (how far it scrolls).
    var across: ClosedRange<Double>
  }

  /// Which items and groups get drawn, how many items don't, and the box around everything drawn.
  struct Plan {
    /// One entry per drawn section (a prefix of the layout's sections).
    var sections: [SectionPlan] = []
    var omitted = 0
    var drawnItems = 0
    /// The layout-wide headers and footers that are drawn (a cut picture leaves out those past it).
    var layoutSupplementaries: [SupplementaryFrame] = []
    /// The drawn run of the content along the scroll axis (the whole content unless cut).
    var contentEnd: Double
    var minX: Double, minY: Double, maxX: Double, maxY: Double
    /// A windowed layout's (`--rect`) run along the scroll axis: the window's, widened to the
    /// frames it kept; the content, the sections' bands and backgrounds are drawn over it only,
    /// and the canvas is sized to it. Nil: the whole content.
    var span: ClosedRange<Double>?

    init(_ layout: ResolvedLayout, vertical: Bool) {
      minX = 0
      minY = 0
      maxX = layout.width
      maxY = layout.height
      if let w = layout.window {
        let span = SVGEmitter.windowSpan(layout, w, vertical)
        self.span = span
        if vertical {
          (minY, maxY) = (span.lowerBound, span.upperBound)
          maxX = layout.contentWidth
        } else {
          (minX, maxX) = (span.lowerBound, span.upperBound)
          maxY = layout.contentHeight
        }
      }
      let contentAlong = vertical ? layout.contentHeight : layout.contentWidth
      contentEnd = contentAlong
      let screenAcross = vertical ? layout.width : layout.height
      var remaining = SVGEmitter.maxDrawnItems
      var truncated = false
      var drawnEnd = 0.0
      for s in layout.sections {
        if truncated { omitted += s.items.count; continue }
        let take = min(s.items.count, remaining)
        remaining -= take
        drawnItems += take
        var limit = Double.infinity
        if take < s.items.count {
          truncated = true
          omitted += s.items.count - take
          if take == 0 { continue }
          limit = SVGEmitter.origin(s.items[take - 1], vertical)
        }
        let clip = s.orthogonalScrolling == nil ? nil : 0...max(0, screenAcross)
        var frames = Array(s.items.prefix(take))
        frames += s.supplementaries.map(\.frame).filter { SVGEmitter.origin($0, vertical) <= limit }
        frames += s.decorations.map(\.frame)
        frames += s.groups.map(\.frame).filter { SVGEmitter.origin($0, vertical) <= limit }
        var across = 0.0...screenAcross
        var end = s.start
        for r in frames where r.x.isFinite && r.y.isFinite && r.width.isFinite && r.height.isFinite {
          let a = vertical ? (r.x, r.x + r.width) : (r.y, r.y + r.height)
          across = min(across.lowerBound, a.0, a.1)...max(across.upperBound, a.0, a.1)
          end = max(end, SVGEmitter.origin(r, vertical) + (vertical ? r.height : r.width))
          include(span.map { SVGEmitter.clamp(r, to: $0, vertical) } ?? r, clip: clip, vertical)
        }
        var band = SVGEmitter.band(s, layout, vertical)
        if truncated { band = SVGEmitter.cut(band, at: end, vertical) }
        if let span { band = SVGEmitter.clamp(band, to: span, vertical) }
        include(band, clip: nil, vertical)
        drawnEnd = max(drawnEnd, end)
        sections.append(SectionPlan(take: take, groupLimit: limit, band: band, clip: clip, across: across))
      }
      if truncated { contentEnd = min(contentAlong, drawnEnd) }
      var content = SVGEmitter.cut(Rect(x: 0, y: 0, width: layout.contentWidth, height: layout.contentHeight), at: contentEnd, vertical)
      if let span { content = SVGEmitter.clamp(content, to: span, vertical) }
      include(content, clip: nil, vertical)
      for sup in layout.supplementaries where !truncated || SVGEmitter.origin(sup.frame, vertical) <= contentEnd {
        layoutSupplementaries.append(sup)
        include(sup.frame, clip: nil, vertical)
      }
    }

    /// Widens the box to cover `r`, cut across the scroll axis to `clip` if given.
    mutating func include(_ r: Rect, clip: ClosedRange<Double>?, _ vertical: Bool) {
      guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
      var (x0, x1) = (min(r.x, r.x + r.width), max(r.x, r.x + r.width))
      var (y0, y1) = (min(r.y, r.y + r.height), max(r.y, r.y + r.height))
      if let clip {
        if vertical {
          (x0, x1) = (max(x0, clip.lowerBound), min(x1, clip.upperBound))
          guard x0 <= x1 else { return }
        } else {
          (y0, y1) = (max(y0, clip.lowerBound), min(y1, clip.upperBound))
          guard y0 <= y1 else { return }
        }
      }
      minX = min(minX, x0)
      minY = min(minY, y0)
      maxX = max(maxX, x1)
      maxY = max(maxY, y1)
    }
  }

  /// `r` ending no later than `end` along the scroll axis.
  static func cut(_ r: Rect, at end: Double, _ vertical: Bool) -> Rect {
    var r = r
    if vertical { r.height = max(0, min(r.height, end - r.y)) } else { r.width = max(0, min(r.width, end - r.x)) }
    return r
  }

  /// `r` within `span` along the scroll axis (empty, at the span's start, when it is outside).
  static func clamp(_ r: Rect, to span: ClosedRange<Double>, _ vertical: Bool) -> Rect {
    var r = r
    let lo = max(origin(r, vertical), span.lowerBound)
    let hi = min(origin(r, vertical) + (vertical ? r.height : r.width), span.upperBound)
    if vertical { (r.y, r.height) = (min(lo, span.upperBound), max(0, hi - lo)) } else { (r.x, r.width) = (min(lo, span.upperBound), max(0, hi - lo)) }
    return r
  }

  /// A windowed layout's run along the scroll axis: the window's and its frames' (items, headers,
  /// footers and badges; not groups or backgrounds, which may span far more than the window).
  static func windowSpan(_ layout: ResolvedLayout, _ w: Rect, _ vertical: Bool) -> ClosedRange<Double> {
    var lo = origin(w, vertical), hi = lo + max(0, vertical ? w.height : w.width)
    func widen(_ r: Rect) {
      guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
      let a = origin(r, vertical), b = a + (vertical ? r.height : r.width)
      lo = min(lo, a, b)
      hi = max(hi, a, b)
    }
    for s in layout.sections {
      s.items.prefix(maxDrawnItems).forEach(widen)
      s.supplementaries.forEach { widen($0.frame) }
    }
    layout.supplementaries.forEach { widen($0.frame) }
    return lo...hi
  }

  /// Where a frame starts along the scroll axis.
  static func origin(_ r: Rect, _ vertical: Bool) -> Double { vertical ? r.y : r.x }

  /// A section's extent: its run along the scroll axis, across the whole content.
  static func band(_ s: ResolvedSection, _ layout: ResolvedLayout, _ vertical: Bool) -> Rect {
    vertical
      ? Rect(x: 0, y: s.start, width: layout.contentWidth, height: s.length)
      : Rect(x: s.start, y: 0, width: s.length, height: layout.contentHeight)
  }
}
