import LayoutSource

/// Checked model + container → frames (Grammar/semantics.md: C, G, S, O and X rules). Each declared
/// section's top-level group is solved once into a template, then tiled over its items, so a
/// section of a million items costs one solve and a linear copy.
public enum Resolver {
  /// Placement diagnostics only: solves every declared section's template (what `check` reports).
  public static func placementDiagnostics(_ model: LayoutModel, options: ResolveOptions) -> [Diagnostic] {
    templates(model, options: options).diagnostics
  }

  /// Every declared section's template, solved once, with the placement diagnostics found on the
  /// way; nil when a limit stopped one.
  static func templates(_ model: LayoutModel, options: ResolveOptions) -> (templates: [SectionTemplate]?, diagnostics: [Diagnostic]) {
    var diags: [Diagnostic] = []
    var templates: [SectionTemplate]? = []
    for s in model.sections {
      diags += thresholdsBelowOnePoint(s, options: options)
      var solver = GroupSolver(options: options)
      if let t = template(for: s, model: model, options: options, solver: &solver) {
        if let b = s.background, backgroundHasNoArea(b, s, t, model: model, options: options) {
          solver.diagnose(PlacementDiagnostics.backgroundInsetTooLarge(at: options.sizeDescription), at: b.source)
        }
        templates?.append(t)
      } else {
        templates = nil
      }
      diags += solver.diagnostics
    }
    return (templates, diags.normalized())
  }

  /// `when(widthAbove: 0.5)`: a threshold below 1pt, most likely meant as a fraction of the width.
  static func thresholdsBelowOnePoint(_ s: LayoutSection, options: ResolveOptions) -> [Diagnostic] {
    s.adaptive.compactMap { c in
      guard c.widthAbove < 1, let source = c.source else { return nil }
      let meant = (c.widthAbove * options.width).rounded(.down)
      return Diagnostic(
        PlacementDiagnostics.widthThresholdInPoints(c.widthAbove, meant: meant, width: options.width, at: options.sizeDescription),
        at: source, fixIts: c.widthAbove > 0 ? [FixIt(replacing: source, with: PlacementDiagnostics.pt(meant))] : [])
    }
  }

  /// Every frame; nil when a limit stopped a template (the diagnostics say which).
  public static func resolve(_ model: LayoutModel, options: ResolveOptions) -> (ResolvedLayout?, [Diagnostic]) {
    let (solved, diags) = templates(model, options: options)
    guard let templates = solved, !diags.hasErrors else { return (nil, diags) }

    let counts: [(declared: Int, count: Int)]
    switch options.items {
    case .each(let n): counts = model.sections.indices.map { ($0, n) }
    case .list(let list): counts = list.enumerated().map { (min($0.offset, max(0, model.sections.count - 1)), $0.element) }
    }
    let scroll = model.scrollDirection
    // S7 [L]: layout-wide headers and footers before the first section and after the last.
    let global = options.rules.globalBoundarySupplementaries
      ? [model.header, model.footer].compactMap { $0 }.map { ($0, boundary($0, follows: false, insets: .zero, scroll: scroll, options: options)) }
      : []
    if options.includeGroups, options.groupsForFirstItems == nil, let first = model.sections.first {
      // `--groups` lists every group frame: refuse before tiling more than a build may hold.
      let frames = counts.reduce(0.0) { sum, c in
        let t = templates[c.declared]
        let k = max(1, t.template.leaves.count)
        return sum + Double((c.count + k - 1) / k) * Double(1 + t.template.groups.count)
      }
      if frames > Double(Limits.maxGroupFrames) {
        return (nil, diags + [Diagnostic(PlacementDiagnostics.tooManyGroupFrames(
          frames, limit: Limits.maxGroupFrames, at: options.sizeDescription), at: first.source)])
      }
    }
    var start = global.filter { $0.0.alignment.isLeading }.reduce(0) { $0 + $1.1.extent }
    var sections: [ResolvedSection] = []
    var itemsBefore = 0
    for (i, c) in counts.enumerated() where !model.sections.isEmpty {
      if i > 0 { start += model.interSectionSpacing }
      let groupBudget = options.groupsForFirstItems.map { max(0, $0 - itemsBefore) }
      itemsBefore += c.count
      var r = tile(
        model.sections[c.declared], templates[c.declared], count: c.count, start: start, scroll: scroll,
        groupBudget: groupBudget, options: options)
      r.index = i
      start += r.length
      sections.append(r)
    }
    start += global.filter { !$0.0.alignment.isLeading }.reduce(0) { $0 + $1.1.extent }
    let layoutSupplementaries = place(global, start: 0, end: start, scroll: scroll, options: options)
    let layout = ResolvedLayout(
      name: model.name, mode: options.compositionalMode, scrollDirection: scroll, width: options.width, height: options.height,
      scale: options.scale, contentWidth: scroll == .vertical ? options.width : start,
      contentHeight: scroll == .vertical ? start : options.height, sections: sections, supplementaries: layoutSupplementaries)
    return (layout, diags)
  }

  // MARK: - Per section

  struct SectionTemplate {
    var template: Template
    /// The group used at this width (an adaptive section's choice).
    var group: LayoutGroup
    /// The top-level group's resolved size.
    var width: Double
    var height: Double
  }

  /// C2/C3 (transposed when scrolling horizontally): the section container, then the group solved once.
  static func template(for s: LayoutSection, model: LayoutModel, options: ResolveOptions, solver: inout GroupSolver) -> SectionTemplate? {
    let insets = sectionContainerInsets(s, scroll: model.scrollDirection, rules: options.rules)
    let container = Container(width: options.width, height: options.height, insets: insets)
    // Adaptivity: the container's effective content width is the collection view's width.
    let group = s.group(forWidth: options.width)
    let size = solver.resolve(group.size, in: container)
    guard let t = solver.solve(group, width: size.w, height: size.h, depth: 0) else { return nil }
    return SectionTemplate(template: t, group: group, width: size.w, height: size.h)
  }

  /// C2/C3, transposed when scrolling horizontally: the insets of the container a section's
  /// top-level group is resolved in — the section's insets across its layout axis only. An
  /// orthogonal section adds its insets across its own layout axis (top and bottom).
  public static func sectionContainerInsets(_ s: LayoutSection, scroll: Axis, rules: Rules) -> EdgeInsets {
    scroll == .vertical && s.orthogonalScrolling == nil
      ? EdgeInsets(leading: s.insets.leading, trailing: s.insets.trailing)
      : s.orthogonalScrolling != nil && !rules.orthogonalHeightExcludesInsets
        ? .zero
        : EdgeInsets(top: s.insets.top, bottom: s.insets.bottom)
  }

  /// A header or footer resolved in its container: its size, and where it sits across the axis.
  struct Boundary {
    var width: Double
    var height: Double
    var across: Double
    var extends: Bool
    var extent: Double { extends ? alongSize : 0 }
    var alongSize: Double
    func frame(along: Double, _ scroll: Axis) -> Rect {
      scroll == .vertical
        ? Rect(x: across, y: along, width: width, height: height)
        : Rect(x: along, y: across, width: width, height: height)
    }
  }

  /// X5: sized in the section's supplementary container, which carries the section's insets
  /// across the scroll axis unless the supplementaries ignore them.
  static func boundary(_ b: BoundarySupplementary, follows: Bool, insets: EdgeInsets, scroll: Axis, options: ResolveOptions) -> Boundary {
    let across = scroll.other
    let i = follows
      ? (scroll == .vertical ? EdgeInsets(leading: insets.leading, trailing: insets.trailing) : EdgeInsets(top: insets.top, bottom: insets.bottom))
      : .zero
    let solver = GroupSolver(options: options)
    let size = solver.resolve(b.size, in: Container(width: options.width, height: options.height, insets: i))
    return Boundary(
      width: size.w, height: size.h, across: i.lead(across), extends: b.extendsBoundary,
      alongSize: scroll == .vertical ? size.h : size.w)
  }

  /// S1–S5, O1–O5, X4–X7: tiles the template over `count` items from `start` along the scroll axis,
  /// and places the section's headers, footers, badges and background. With `includeGroups`,
  /// group frames are tiled for the repetitions that start among the first `groupBudget` items
  /// (nil: all of them).
  static func tile(
    _ s: LayoutSection, _ st: SectionTemplate, count n: Int, start: Double, scroll: Axis, groupBudget: Int? = nil,
    options: ResolveOptions
  ) -> ResolvedSection {
    let orthogonal = s.orthogonalScrolling != nil
    // The axis the repetitions run along: the scroll axis, or across it for an orthogonal section.
    let axis = orthogonal ? scroll.other : scroll
    let across = axis.other
    let G = s.interGroupSpacing
    let leaves = st.template.leaves
    let k = leaves.count
    let ell = axis == .horizontal ? st.width : st.height
    // X5: headers and footers, each sized in the section's supplementary container; those
    // aligned to the start extend the section before the content, the others after it.
    let boundaries = [s.header, s.footer].compactMap { $0 }.map {
      ($0, boundary($0, follows: s.supplementariesFollowInsets, insets: s.insets, scroll: scroll, options: options))
    }
    let headerExtent = boundaries.filter { $0.0.alignment.isLeading }.reduce(0) { $0 + $1.1.extent }
    let footerExtent = boundaries.filter { !$0.0.alignment.isLeading }.reduce(0) { $0 + $1.1.extent }

    // G9: on the top-level group, flexible edge spacing along the layout axis is ignored; fixed
    // edge spacing offsets each repetition [L].
    let edges = st.group.edges
    func fixed(_ sp: Spacing?) -> Double { options.rules.topLevelFixedEdgeSpacing && sp?.isFlexible == false ? sp!.value : 0 }
    let alongLead = fixed(edges.lead(axis))
    let alongTrail = fixed(edges.trail(axis))
    let crossContainer = (axis == .vertical ? options.width : options.height) - s.insets.lead(across) - s.insets.trail(across)
    let groupCross = axis == .vertical ? st.width : st.height
    let cl = edges.lead(across)
    let ct = edges.trail(across)
    let crossFlex = (cl?.isFlexible == true ? 1 : 0) + (ct?.isFlexible == true ? 1 : 0)
    var crossSlack = crossFlex > 0 ? (crossContainer - groupCross - (cl?.value ?? 0) - (ct?.value ?? 0)) / Double(crossFlex) : 0
    if options.rules.clampNegativeSlack, crossSlack < 0 { crossSlack = 0 }

    // Where the content starts, along the repetitions and across them.
    var alongOrigin: Double
    var acrossOrigin: Double
    if orthogonal {
      var lead = s.insets.leading
      if s.orthogonalScrolling == .groupPagingCentered, options.rules.groupPagingCenteredInsets {
        lead = (options.width - st.width) / 2  // O5: a guess (`Rules.groupPagingCenteredInsets`)
      }
      alongOrigin = lead
      acrossOrigin = start + headerExtent + s.insets.top
    } else {
      alongOrigin = start + headerExtent + s.insets.lead(scroll)
      acrossOrigin = s.insets.lead(across) + (cl?.value ?? 0) + (cl?.isFlexible == true ? crossSlack : 0)
    }

    var items: [Rect] = []
    var groups: [GroupFrame] = []
    var supplementaries: [SupplementaryFrame] = []
    var length: Double
    if n == 0 || k == 0 {
      // S5, O3: an empty section has no groups; in ios14 a normal one keeps its insets and
      // subtracts G.
      length = headerExtent + footerExtent
      if !orthogonal, options.compositionalMode == .ios14 { length += s.insets.lead(scroll) - G + s.insets.trail(scroll) }
    } else {
      let pitch = alongLead + ell + alongTrail + G
      let repetitions = (n + k - 1) / k
      items.reserveCapacity(n)
      let topHost = GroupSolver(options: options).contentRect(st.group, Rect(x: 0, y: 0, width: st.width, height: st.height))
      var solver = GroupSolver(options: options)
      let topBadges = st.group.supplementaries.map { ($0.kind, solver.badgeFrame($0, host: topHost)) }
      for rep in 0..<repetitions {
        // Positions are multiples of the pitch, not running sums, so a million repetitions do
        // not accumulate rounding error.
        let along = alongOrigin + Double(rep) * pitch + alongLead
        let dx = axis == .horizontal ? along : acrossOrigin
        let dy = axis == .horizontal ? acrossOrigin : along
        let placed = min(k, n - rep * k)
        for j in 0..<placed {
          let t = leaves[j]
          items.append(Rect(x: t.x + dx, y: t.y + dy, width: t.width, height: t.height))
        }
        for (kind, frame) in topBadges {
          supplementaries.append(SupplementaryFrame(kind: kind, source: .group, index: rep, frame: frame.offsetBy(dx, dy)))
        }
        for b in st.template.badges where b.leaf < placed {
          supplementaries.append(SupplementaryFrame(
            kind: b.kind, source: b.onGroup ? .group : .item, index: b.onGroup ? rep : rep * k + b.leaf, frame: b.frame.offsetBy(dx, dy)))
        }
        if options.includeGroups, groupBudget.map({ rep * k < $0 }) ?? true {
          groups.append(GroupFrame(depth: 0, frame: Rect(x: dx, y: dy, width: st.width, height: st.height), firstLeaf: 0))
          for g in st.template.groups where g.firstLeaf < placed {
            groups.append(GroupFrame(depth: g.depth, frame: g.frame.offsetBy(dx, dy), firstLeaf: g.firstLeaf))
          }
        }
      }
      if orthogonal {
        // O3: one group's extent, however many repetitions.
        length = headerExtent + s.insets.top + st.height + s.insets.bottom + footerExtent
      } else {
        // S3 [L]: a partial last repetition may count for less than the group's length.
        var lastLength = ell
        let r = n % k
        if r != 0, options.rules.shortenPartialLastGroup, st.group.size != .full {
          let extAll = leaves.reduce(-Double.infinity) { max($0, $1.end(scroll)) }
          let extSome = leaves[0..<r].reduce(-Double.infinity) { max($0, $1.end(scroll)) }
          lastLength = ell - (extAll - extSome)
        }
        length = headerExtent + s.insets.lead(scroll) + Double(repetitions - 1) * pitch + alongLead + lastLength
          + alongTrail + s.insets.trail(scroll) + footerExtent
      }
    }

    let placedBoundaries = place(boundaries, start: start, end: start + length, insets: s.insets, scroll: scroll, options: options)
    // X7: the background spans the section across the whole container, inset by its own insets;
    // an empty section has none.
    var decorations: [DecorationFrame] = []
    if let b = s.background, n > 0 {
      decorations.append(DecorationFrame(kind: b.kind, frame: backgroundRect(b, s, start: start, length: length, header: headerExtent, footer: footerExtent, scroll: scroll, options: options), zIndex: 0))
    }
    return ResolvedSection(
      index: 0, name: s.name, items: items, supplementaries: placedBoundaries + supplementaries, decorations: decorations,
      groups: groups, start: start, length: length)
  }

  /// X5: supplementaries aligned to the start are stacked from `start`, the others back from
  /// `end` (overlapping the content when they do not extend the boundary). Pinned ones are
  /// clamped into the visible range (--visible) and into the content between the headers and the
  /// footers: a header never goes below the content's end, a footer never above its start, so in
  /// an empty `ios14` section (whose content is −G long) the header sits at −G and the footer
  /// just after it. `insets` are the section's, which `Rules.pinnedClampExcludesSectionInsets`
  /// takes out of that content.
  static func place(
    _ list: [(BoundarySupplementary, Boundary)], start: Double, end: Double, insets: EdgeInsets = .zero, scroll: Axis, options: ResolveOptions
  ) -> [SupplementaryFrame] {
    let excluded = options.rules.pinnedClampExcludesSectionInsets
    let contentStart = start + list.filter { $0.0.alignment.isLeading }.reduce(0) { $0 + $1.1.extent }
      + (excluded ? insets.lead(scroll) : 0)
    let contentEnd = end - list.filter { !$0.0.alignment.isLeading }.reduce(0) { $0 + $1.1.extent }
      - (excluded ? insets.trail(scroll) : 0)
    let visible = options.visible
    var lead = start
    var trail = end
    var frames: [BoundarySupplementary.Kind: Rect] = [:]
    for (b, size) in list where b.alignment.isLeading {
      var along = lead
      lead += size.extent
      if b.pinned, let v = visible { along = min(max(along, v.lowerBound), contentEnd - size.alongSize) }
      frames[b.kind] = size.frame(along: along, scroll)
    }
    for (b, size) in list.reversed() where !b.alignment.isLeading {
      var along = trail - size.alongSize
      trail -= size.extent
      if b.pinned, let v = visible { along = max(min(along, v.upperBound - size.alongSize), contentStart) }
      frames[b.kind] = size.frame(along: along, scroll)
    }
    // X6: pinned boundary supplementaries are raised above the other supplementaries (zIndex 2,
    // which the emitted Swift sets as Apple's sample code does).
    return list.compactMap { b, _ in
      frames[b.kind].map { SupplementaryFrame(kind: b.kind.rawValue, source: .boundary, index: 0, frame: $0, zIndex: b.pinned ? 2 : 1) }
    }
  }

  /// X7 (whether it covers headers and footers is `Rules.backgroundCoversBoundarySupplementaries`).
  static func backgroundRect(_ b: Decoration, _ s: LayoutSection, start: Double, length: Double, header: Double, footer: Double, scroll: Axis, options: ResolveOptions) -> Rect {
    let covers = options.rules.backgroundCoversBoundarySupplementaries
    let along = covers ? start : start + header
    let extent = covers ? length : length - header - footer
    let i = b.insets
    let full = scroll == .vertical
      ? Rect(x: 0, y: along, width: options.width, height: extent)
      : Rect(x: along, y: 0, width: extent, height: options.height)
    return Rect(x: full.x + i.leading, y: full.y + i.top, width: full.width - i.leading - i.trailing, height: full.height - i.top - i.bottom)
  }

  /// A background whose insets leave it no area for one repetition of the group.
  static func backgroundHasNoArea(_ b: Decoration, _ s: LayoutSection, _ t: SectionTemplate, model: LayoutModel, options: ResolveOptions) -> Bool {
    let along = model.scrollDirection == .vertical ? t.height : t.width
    let length = s.insets.lead(model.scrollDirection) + along + s.insets.trail(model.scrollDirection)
    let r = backgroundRect(b, s, start: 0, length: length, header: 0, footer: 0, scroll: model.scrollDirection, options: options)
    return r.width <= 0 || r.height <= 0
  }
}
