import LayoutSource

// How a resolved compositional section was tiled from its template (S1–S3, O3–O5), for outputs
// that carry one repetition and recompute the others instead of listing every frame (`--emit
// html`). Nothing here is on the resolver's path: it solves each section's template again.

/// One section's template as `Repetitions.place` tiles it: repetition `rep` of leaf `j` is item
/// `rep × leaves.count + j`, at the leaf's frame offset by `offset(rep)`, mirrored about the
/// content width when `mirroredAbout` is set.
public struct SectionTiling: Sendable, Hashable {
  /// The axis the repetitions follow (the scroll axis, or across it for an orthogonal section).
  public var axis: Axis
  public var alongOrigin: Double
  public var alongLead: Double
  public var pitch: Double
  public var acrossOrigin: Double
  /// The section's item count.
  public var count: Int
  /// The template's leaves, relative to a repetition's origin, left to right.
  public var leaves: [Rect]
  /// Each leaf's sizing; empty when every leaf is fixed (the section then lists no sizings).
  public var sizing: [Sizing]
  /// Each repetition's badges in order: the top-level group's (leaf 0), then the template's.
  public var badges: [Badge]
  /// The content width the frames are mirrored about (right to left), or nil.
  public var mirroredAbout: Double?

  public struct Badge: Sendable, Hashable {
    public var kind: String
    public var onGroup: Bool
    /// The badge's item, or its group's first leaf: a partial repetition places it when it places that leaf.
    public var leaf: Int
    public var frame: Rect
  }

  public var repetitions: Int { leaves.isEmpty ? 0 : (count + leaves.count - 1) / leaves.count }

  /// Where repetition `rep`'s origin goes, computed as `Repetitions.offset` computes it.
  public func offset(_ rep: Int) -> (dx: Double, dy: Double) {
    let along = alongOrigin + Double(rep) * pitch + alongLead
    return axis == .horizontal ? (along, acrossOrigin) : (acrossOrigin, along)
  }

  /// `r` of repetition `rep`, as the resolved layout has it.
  public func placed(_ r: Rect, rep: Int) -> Rect {
    let (dx, dy) = offset(rep)
    var out = Rect(x: r.x + dx, y: r.y + dy, width: r.width, height: r.height)
    if let w = mirroredAbout { out.x = w - out.x - out.width }
    return out
  }

  /// Whether `section` holds exactly the items, sizings and badges this tiling makes (its other
  /// supplementaries being its headers and footers), so the tiling can stand for them.
  public func reproduces(_ section: ResolvedSection) -> Bool {
    let k = leaves.count
    guard k > 0, count > 0, pitch > 0, pitch.isFinite, section.itemIndices == nil, section.items.count == count else { return false }
    guard sizing.isEmpty ? section.itemSizing.isEmpty : section.itemSizing.count == count else { return false }
    let ok = section.items.withUnsafeBufferPointer { items -> Bool in
      var i = 0
      var rep = 0
      while i < count {
        let (dx, dy) = offset(rep)
        for j in 0..<min(k, count - i) {
          let t = leaves[j]
          var x = t.x + dx
          if let w = mirroredAbout { x = w - x - t.width }
          let r = items[i + j]
          guard r.x == x, r.y == t.y + dy, r.width == t.width, r.height == t.height else { return false }
          if !sizing.isEmpty, section.itemSizing[i + j] != sizing[j] { return false }
        }
        i += k
        rep += 1
      }
      return true
    }
    guard ok else { return false }
    let tiled = section.supplementaries.filter { $0.source != .boundary }
    var n = 0
    for rep in 0..<repetitions {
      let placedLeaves = min(k, count - rep * k)
      for b in badges where b.leaf < placedLeaves {
        guard n < tiled.count else { return false }
        let s = tiled[n]
        let index = b.onGroup ? rep : rep * k + b.leaf
        guard s.kind == b.kind, s.source == (b.onGroup ? .group : .item), s.index == index, s.frame == placed(b.frame, rep: rep),
          s.zIndex == 1, s.sizing == .fixed, s.pin == nil
        else { return false }
        n += 1
      }
    }
    return n == tiled.count
  }
}

extension Resolver {
  /// The model and options as `resolve` prepares them, every section's template, the item counts.
  private typealias SolvedTemplates = (model: LayoutModel, options: ResolveOptions, templates: [SectionTemplate], counts: [(declared: Int, count: Int)])

  /// The model and options as `resolve` prepares them (lists lowered, insets references applied),
  /// every section's template and the item counts by section; nil when they do not solve cleanly
  /// or do not match `layout`'s sections.
  private static func solved(_ model: LayoutModel, _ options: ResolveOptions, _ layout: ResolvedLayout)
    -> SolvedTemplates?
  {
    let listed = ListLowering.lowered(model, width: options.width, rules: options.rules)
    let (model, options) = SafeArea.prepare(listed, options)
    let (solved, diags) = templates(model, options: options)
    guard let templates = solved, !diags.hasErrors else { return nil }
    let counts = options.items.sections(declared: model.sections.count)
    guard counts.count == layout.sections.count else { return nil }
    return (model, options, templates, counts)
  }

  /// What `--emit html` needs of `layout` (which `resolve(model, options:)` made) besides its
  /// frames, from one solve of its templates: how each section was tiled (`tilings`) and each
  /// measured section's item sources (`measuredItemSources`).
  public static func pageData(_ model: LayoutModel, options: ResolveOptions, layout: ResolvedLayout)
    -> (tilings: [SectionTiling?], itemSources: [[SourceRange]?])
  {
    let n = layout.sections.count
    guard let solved = solved(model, options, layout) else {
      return ([SectionTiling?](repeating: nil, count: n), [[SourceRange]?](repeating: nil, count: n))
    }
    let tiled = options.window == nil && layout.window == nil
    return (tiled ? tilings(solved, layout: layout) : [SectionTiling?](repeating: nil, count: n), measuredItemSources(solved, layout: layout))
  }

  /// How each section of `layout` was tiled: nil for a section that was not tiled from one
  /// template (measured, empty) or that `layout` does not hold as the tiling makes it.
  private static func tilings(
    _ solved: SolvedTemplates, layout: ResolvedLayout
  ) -> [SectionTiling?] {
    let (model, options, templates, counts) = solved
    let scroll = model.scrollDirection
    let mirrored = options.layoutDirection == .rightToLeft ? layout.contentWidth : nil
    return counts.enumerated().map { i, c in
      let s = model.sections[c.declared]
      let st = templates[c.declared]
      let measured = options.measured?.section(i)
      guard c.count > 0, !st.template.leaves.isEmpty, !isMeasured(st, measured) else { return nil }
      let boundaries = [s.header, s.footer].compactMap { $0 }.map {
        let size = $0.kind == .header ? measured?.header : measured?.footer
        return ($0, boundary($0, follows: s.supplementariesFollowInsets, insets: s.insets, scroll: scroll, measured: size, options: options))
      }
      let section = layout.sections[i]
      let r = Repetitions(s, st, start: section.start, header: extent(boundaries, leading: true), scroll: scroll, options: options)
      let sized = st.template.sizing.contains { $0 != .fixed }
      let top = r.topBadges(st, options: options).map { SectionTiling.Badge(kind: $0.kind, onGroup: true, leaf: 0, frame: $0.frame) }
      let badges = st.template.badges.map { SectionTiling.Badge(kind: $0.kind, onGroup: $0.onGroup, leaf: $0.leaf, frame: $0.frame) }
      let tiling = SectionTiling(
        axis: r.axis, alongOrigin: r.alongOrigin, alongLead: r.alongLead, pitch: r.pitch, acrossOrigin: r.acrossOrigin, count: c.count,
        leaves: st.template.leaves, sizing: sized ? st.template.sizing : [], badges: top + badges, mirroredAbout: mirrored)
      return tiling.reproduces(section) ? tiling : nil
    }
  }

  /// For each item of each measured section of `layout` (solved repetition by repetition, E3–E6),
  /// where its leaf is written, as `MeasuredRepetitions.place` solves them; nil for the other
  /// sections, whose item `i` comes from leaf `i % leafSources.count`.
  private static func measuredItemSources(
    _ solved: SolvedTemplates, layout: ResolvedLayout
  ) -> [[SourceRange]?] {
    let (model, options, templates, counts) = solved
    return counts.enumerated().map { i, c in
      let s = model.sections[c.declared]
      let st = templates[c.declared]
      guard c.count > 0, let m = options.measured?.section(i)?.items, hasEstimate(st.group) else { return nil }
      var solver = GroupSolver(options: options)
      let size = solver.resolve(st.group.size, in: sectionContainer(s, scroll: model.scrollDirection, options: options))
      solver.measured = m
      var sources: [SourceRange] = []
      var item = 0
      while item < c.count {
        solver.firstItem = item
        solver.cursor = 0
        guard let t = solver.solve(st.group, width: size.w, height: size.h, depth: 0), !t.leaves.isEmpty, !solver.failed else { break }
        let placed = min(t.leaves.count, c.count - item)
        sources += t.sources.prefix(placed)
        item += t.leaves.count
      }
      // Only when every item placed has its source.
      return sources.count == layout.sections[i].items.count ? sources : nil
    }
  }
}
