import LayoutSource

/// Checked model + container → frames (semantics/compositional.md §2, §6, §9). Each declared
/// section's top-level group is solved once into a template, then tiled over its items, so a
/// section of a million items costs one solve and a linear copy.
public enum Resolver {
  /// Placement diagnostics only: solves every declared section's template (what `check` reports).
  public static func placementDiagnostics(_ model: LayoutModel, options: ResolveOptions) -> [Diagnostic] {
    var diags: [Diagnostic] = []
    for s in model.sections {
      var solver = GroupSolver(options: options)
      _ = template(for: s, model: model, options: options, solver: &solver)
      diags += solver.diagnostics
    }
    return diags.normalized()
  }

  /// Every frame; nil when a limit stopped a template (the diagnostics say which).
  public static func resolve(_ model: LayoutModel, options: ResolveOptions) -> (ResolvedLayout?, [Diagnostic]) {
    var diags: [Diagnostic] = []
    var templates: [SectionTemplate] = []
    var ok = true
    for s in model.sections {
      var solver = GroupSolver(options: options)
      let t = template(for: s, model: model, options: options, solver: &solver)
      diags += solver.diagnostics
      if let t { templates.append(t) } else { ok = false }
    }
    diags = diags.normalized()
    guard ok, !diags.hasErrors else { return (nil, diags) }

    let counts: [(declared: Int, count: Int)]
    switch options.items {
    case .each(let n): counts = model.sections.indices.map { ($0, n) }
    case .list(let list): counts = list.enumerated().map { (min($0.offset, max(0, model.sections.count - 1)), $0.element) }
    }
    let scroll = model.scrollDirection
    var sections: [ResolvedSection] = []
    var start = 0.0
    for (i, c) in counts.enumerated() where !model.sections.isEmpty {
      if i > 0 { start += model.interSectionSpacing }
      var r = tile(model.sections[c.declared], templates[c.declared], count: c.count, start: start, scroll: scroll, options: options)
      r.index = i
      start += r.length
      sections.append(r)
    }
    let extent = sections.isEmpty ? 0 : start
    let layout = ResolvedLayout(
      name: model.name, mode: options.compositionalMode, scrollDirection: scroll, width: options.width, height: options.height, scale: options.scale,
      contentWidth: scroll == .vertical ? options.width : extent,
      contentHeight: scroll == .vertical ? extent : options.height,
      sections: sections)
    return (layout, diags)
  }

  // MARK: - Per section

  struct SectionTemplate {
    var template: Template
    /// The top-level group's resolved size.
    var width: Double
    var height: Double
  }

  /// C2 (or §9 when scrolling horizontally): the section container, then the group solved once.
  static func template(for s: LayoutSection, model: LayoutModel, options: ResolveOptions, solver: inout GroupSolver) -> SectionTemplate? {
    let insets = model.scrollDirection == .vertical
      ? EdgeInsets(leading: s.insets.leading, trailing: s.insets.trailing)
      : EdgeInsets(top: s.insets.top, bottom: s.insets.bottom)
    let container = Container(width: options.width, height: options.height, insets: insets)
    let size = solver.resolve(s.group.size, in: container)
    guard let t = solver.solve(s.group, width: size.w, height: size.h, depth: 0) else { return nil }
    return SectionTemplate(template: t, width: size.w, height: size.h)
  }

  /// S1–S5: tiles the template over `count` items from `start` along the scroll axis.
  static func tile(_ s: LayoutSection, _ st: SectionTemplate, count n: Int, start: Double, scroll: Axis, options: ResolveOptions) -> ResolvedSection {
    let across = scroll.other
    let G = s.interGroupSpacing
    let leaves = st.template.leaves
    let k = leaves.count
    let ell = scroll == .vertical ? st.height : st.width
    let lead = s.insets.lead(scroll)
    let trail = s.insets.trail(scroll)

    // G9: flexible edge spacing along the layout axis is ignored on the top-level group; fixed
    // edge spacing offsets each repetition [L].
    let edges = s.group.edges
    func fixed(_ sp: Spacing?) -> Double { options.rules.topLevelFixedEdgeSpacing && sp?.isFlexible == false ? sp!.value : 0 }
    let alongLead = fixed(edges.lead(scroll))
    let alongTrail = fixed(edges.trail(scroll))
    let crossEffective = (scroll == .vertical ? options.width : options.height) - s.insets.lead(across) - s.insets.trail(across)
    let groupCross = scroll == .vertical ? st.width : st.height
    let cl = edges.lead(across)
    let ct = edges.trail(across)
    let crossFlex = (cl?.isFlexible == true ? 1 : 0) + (ct?.isFlexible == true ? 1 : 0)
    var crossSlack = crossFlex > 0 ? (crossEffective - groupCross - (cl?.value ?? 0) - (ct?.value ?? 0)) / Double(crossFlex) : 0
    if options.rules.clampNegativeSlack, crossSlack < 0 { crossSlack = 0 }
    let acrossOrigin = s.insets.lead(across) + (cl?.value ?? 0) + (cl?.isFlexible == true ? crossSlack : 0)

    guard n > 0, k > 0 else {
      // S5: an empty section has no groups; in ios14 its insets still count and G is subtracted.
      let length = options.compositionalMode == .ios14 ? lead - G + trail : 0
      return ResolvedSection(index: 0, name: s.name, items: [], groups: [], start: start, length: length)
    }

    let contentStart = start + lead
    let pitch = alongLead + ell + alongTrail + G
    let repetitions = (n + k - 1) / k
    var items: [Rect] = []
    items.reserveCapacity(n)
    var groups: [GroupFrame] = []
    for rep in 0..<repetitions {
      // Positions are multiples of the pitch, not running sums, so a million repetitions do not
      // accumulate rounding error.
      let along = contentStart + Double(rep) * pitch + alongLead
      let dx = scroll == .vertical ? acrossOrigin : along
      let dy = scroll == .vertical ? along : acrossOrigin
      let placed = min(k, n - rep * k)
      for j in 0..<placed {
        let t = leaves[j]
        items.append(Rect(x: t.x + dx, y: t.y + dy, width: t.width, height: t.height))
      }
      if options.includeGroups {
        groups.append(GroupFrame(depth: 0, frame: Rect(x: dx, y: dy, width: st.width, height: st.height), firstLeaf: 0))
        for g in st.template.groups where g.firstLeaf < placed {
          groups.append(GroupFrame(depth: g.depth, frame: g.frame.offsetBy(dx, dy), firstLeaf: g.firstLeaf))
        }
      }
    }

    // S3 [L]: a partial last repetition may count for less than the group's length.
    var lastLength = ell
    let r = n % k
    if r != 0, options.rules.shortenPartialLastGroup, s.group.size != .full {
      let extAll = leaves.reduce(-Double.infinity) { max($0, $1.end(scroll)) }
      let extSome = leaves[0..<r].reduce(-Double.infinity) { max($0, $1.end(scroll)) }
      lastLength = ell - (extAll - extSome)
    }
    let length = lead + Double(repetitions - 1) * pitch + alongLead + lastLength + alongTrail + trail
    return ResolvedSection(index: 0, name: s.name, items: items, groups: groups, start: start, length: length)
  }
}
