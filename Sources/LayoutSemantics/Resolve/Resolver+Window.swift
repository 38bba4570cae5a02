import LayoutSource

// Windowed queries on compositional sections: the repetitions of a section's template that can
// reach the window, placed exactly as `Repetitions.place` places them (positions are multiples of
// the pitch, so any one repetition is placed without the others).

extension Resolver {
  /// Whether a section's items are solved repetition by repetition (E3–E6), which a window cannot
  /// skip.
  static func isMeasured(_ st: SectionTemplate, _ measured: MeasuredSection?) -> Bool {
    measured?.items != nil && hasEstimate(st.group)
  }

  /// The items a windowed resolve would place: every item of a measured section, and the
  /// candidates of the window in the others; the error when that is more than a full build
  /// lays out.
  static func tooManyForWindow(
    _ model: LayoutModel, _ templates: [SectionTemplate], counts: [(declared: Int, count: Int)], window: Rect, options: ResolveOptions
  ) -> Diagnostic? {
    guard let first = model.sections.first else { return nil }
    var placed = 0.0
    var measuredItems = 0.0
    for (i, c) in counts.enumerated() where c.count > 0 {
      let s = model.sections[c.declared]
      let st = templates[c.declared]
      let k = st.template.leaves.count
      guard k > 0 else { continue }
      if isMeasured(st, options.measured?.section(i)) {
        measuredItems += Double(c.count)
        continue
      }
      let r = Repetitions(s, st, start: 0, header: 0, scroll: model.scrollDirection, options: options)
      let span = window.span(r.axis)
      let extent = Window.extent(of: r.frames(st, topBadges: r.topBadges(st, options: options)), along: r.axis).along
      // Where the window falls does not change how many repetitions it can reach.
      let reps = Window.candidates((0, span.hi - span.lo), origin: 0, pitch: r.pitch, extent: extent, count: Repetitions.count(c.count, leaves: k))
      placed += Double(reps.count) * Double(k)
    }
    guard placed + measuredItems > Double(Limits.maxItems) else { return nil }
    return Diagnostic(PlacementDiagnostics.windowTooLarge(
      placed + measuredItems, measured: measuredItems, limit: Limits.maxItems, at: options.sizeDescription), at: first.source)
  }

}

extension Resolver.Repetitions {
  /// The top-level group's badges, relative to its origin.
  func topBadges(_ st: Resolver.SectionTemplate, options: ResolveOptions) -> [(kind: String, frame: Rect)] {
    let topHost = GroupSolver(options: options).contentRect(st.group, Rect(x: 0, y: 0, width: st.width, height: st.height))
    var solver = GroupSolver(options: options)
    return st.group.supplementaries.map { ($0.kind, solver.badgeFrame($0, host: topHost)) }
  }

  /// Every frame one repetition places, relative to its origin: its group, items, badges and
  /// nested groups.
  func frames(_ st: Resolver.SectionTemplate, topBadges: [(kind: String, frame: Rect)]) -> [Rect] {
    [Rect(x: 0, y: 0, width: st.width, height: st.height)] + st.template.leaves + st.template.badges.map(\.frame)
      + st.template.groups.map(\.frame) + topBadges.map(\.frame)
  }

  /// `place` for the repetitions that can reach `window` only, keeping the items that intersect
  /// it: their frames, sizings and badges exactly as `place` makes them. Returns the placed
  /// items' indices in the section.
  func placeWindow(
    _ st: Resolver.SectionTemplate, count n: Int, itemsBefore: Int, window: Rect, options: ResolveOptions, into tiled: inout Resolver.Tiled
  ) -> [Int] {
    let leaves = st.template.leaves
    let k = leaves.count
    let topBadges = topBadges(st, options: options)
    let extent = Window.extent(of: frames(st, topBadges: topBadges), along: axis)
    // An orthogonal section's repetitions run across the scroll axis: the window may miss its row.
    let across = window.span(axis.other)
    guard acrossOrigin + extent.across.lo < across.hi + Window.slack, acrossOrigin + extent.across.hi > across.lo - Window.slack else {
      return []
    }
    let reps = Window.candidates(
      window.span(axis), origin: alongOrigin + alongLead, pitch: pitch, extent: extent.along, count: Self.count(n, leaves: k))
    let sized = st.template.sizing.contains { $0 != .fixed }
    var indices: [Int] = []
    for rep in reps {
      let (dx, dy) = offset(rep)
      let placed = min(k, n - rep * k)
      for j in 0..<placed {
        let t = leaves[j]
        let frame = Rect(x: t.x + dx, y: t.y + dy, width: t.width, height: t.height)
        guard frame.intersects(window) else { continue }
        tiled.items.append(frame)
        indices.append(rep * k + j)
        if sized { tiled.itemSizing.append(st.template.sizing[j]) }
      }
      placeBadgesAndGroups(st, rep: rep, placed: placed, at: (dx, dy), itemsBefore: itemsBefore, topBadges: topBadges, options: options, into: &tiled)
    }
    return indices
  }
}
