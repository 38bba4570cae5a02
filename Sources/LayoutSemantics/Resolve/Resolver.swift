import LayoutSource

/// Checked model + container → frames (Grammar/semantics.md: C, G, S, O and X rules). Each declared
/// section's top-level group is solved once into a template, then tiled over its items, so a
/// section of a million items costs one solve and a linear copy.
public enum Resolver {
  /// Placement diagnostics only: solves every declared section's template (what `check` reports).
  public static func placementDiagnostics(_ model: LayoutModel, options: ResolveOptions) -> [Diagnostic] {
    // As `SafeArea.prepare` does, without copying the model: each section's insets are grown
    // (C7) as it is solved.
    let model = ListLowering.lowered(model, width: options.width, rules: options.rules)
    let prepared = SafeArea.prepared(model, options)
    // What `templates` finds, without keeping the templates; one solver serves every section.
    var diags: [Diagnostic] = []
    var solver = GroupSolver(options: prepared)
    solver.keepsFrames = false
    // Each section read through its address: the array's subscript, or iterating, copies the
    // whole section, every field retained.
    model.sections.withUnsafeBufferPointer { sections in
      guard let first = sections.baseAddress else { return }
      for i in sections.indices {
        let insets = SafeArea.insets(sections[i].insets, reference: sections[i].insetsReference, in: model, options)
        sectionDiagnostics(first + i, insets: insets, scroll: model.scrollDirection, options: prepared, solver: &solver, into: &diags)
      }
    }
    return diags.normalized()
  }

  /// Every declared section's template, solved once, with the placement diagnostics found on the
  /// way; nil when a limit stopped one.
  static func templates(_ model: LayoutModel, options: ResolveOptions) -> (templates: [SectionTemplate]?, diagnostics: [Diagnostic]) {
    var diags: [Diagnostic] = []
    var templates: [SectionTemplate]? = []
    // Templates are large values: grown one by one, the array would copy them at every doubling.
    templates?.reserveCapacity(model.sections.count)
    // One solver for every section; only the fields solved are copied out of each section (through
    // the buffer: the array's subscript, or iterating, copies the whole section, every field retained).
    var solver = GroupSolver(options: options)
    model.sections.withUnsafeBufferPointer { sections in
      for i in sections.indices {
        guard let solved = section(
          sections[i].group, adaptive: sections[i].adaptive, background: sections[i].background,
          orthogonal: sections[i].orthogonalScrolling != nil, insets: sections[i].insets, scroll: model.scrollDirection,
          options: options, solver: &solver, into: &diags)
        else {
          templates = nil
          continue
        }
        let group = solved.adaptive.map { sections[i].adaptive[$0].group } ?? sections[i].group
        templates?.append(SectionTemplate(
          template: solved.template ?? Template(leafCount: solved.leafCount, width: solved.width, height: solved.height),
          group: group, width: solved.width, height: solved.height))
      }
    }
    return (templates, diags.normalized())
  }

  /// The placement diagnostics of one section of `model` (whose own `sections` are not read):
  /// `placementDiagnostics` is these, section by section, in order.
  public static func placementDiagnostics(of s: LayoutSection, in model: LayoutModel, options: ResolveOptions) -> [Diagnostic] {
    // As `placementDiagnostics(_:options:)` does: a list lowered to rows (L1), the insets
    // references applied (C7).
    var one = model
    one.sections = [s]
    let lowered = ListLowering.lowered(one, width: options.width, rules: options.rules)
    guard let section = lowered.sections.first else { return [] }
    let insets = SafeArea.insets(of: section, in: lowered, options)
    let prepared = SafeArea.prepared(lowered, options)
    var solver = GroupSolver(options: prepared)
    solver.keepsFrames = false
    var diags: [Diagnostic] = []
    _ = Self.section(section, insets: insets, scroll: lowered.scrollDirection, options: prepared, solver: &solver, into: &diags)
    return diags
  }

  /// A section's top-level group solved: its template, which group it is (`adaptive[i]`, or nil
  /// for `group`), and its resolved size.
  struct SolvedSection {
    /// Nil when only the leaf count was wanted (frames not kept, no measured sizes).
    var template: Template?
    var leafCount: Int
    var adaptive: Int?
    var width: Double
    var height: Double
  }

  /// Section `s`'s top-level group solved by `solver` (made for `options`, left with no
  /// diagnostics), its placement diagnostics appended to `diags`; `insets` stands for the
  /// section's own (the written ones, or as `SafeArea.prepare` grows them).
  static func section(
    _ s: LayoutSection, insets: EdgeInsets, scroll: Axis, options: ResolveOptions, solver: inout GroupSolver,
    into diags: inout [Diagnostic]
  ) -> SolvedSection? {
    section(
      s.group, adaptive: s.adaptive, background: s.background, orthogonal: s.orthogonalScrolling != nil, insets: insets,
      scroll: scroll, options: options, solver: &solver, into: &diags)
  }

  /// `section(_:insets:…)` of a section given by the fields its solve reads: its `group`, its `when`
  /// cases, its background, and whether it scrolls orthogonally.
  static func section(
    _ group: LayoutGroup, adaptive cases: [AdaptiveCase], background: Decoration?, orthogonal: Bool, insets: EdgeInsets,
    scroll: Axis, options: ResolveOptions, solver: inout GroupSolver, into diags: inout [Diagnostic]
  ) -> SolvedSection? {
    let (container, adaptive) = beginSection(
      adaptive: cases, orthogonal: orthogonal, insets: insets, scroll: scroll, options: options, solver: &solver, into: &diags)
    // Inlined at both calls: out of line, it copies the template it returns.
    @inline(__always)
    func solve(_ group: LayoutGroup) -> SolvedSection? {
      let size = solver.resolve(group.size, in: container)
      if !solver.keepsFrames, solver.measured == nil {
        guard let n = solver.leafCount(of: group, width: size.w, height: size.h, depth: 0) else { return nil }
        return SolvedSection(template: nil, leafCount: n, adaptive: adaptive, width: size.w, height: size.h)
      }
      guard let t = solver.solve(group, width: size.w, height: size.h, depth: 0) else { return nil }
      return SolvedSection(template: t, leafCount: t.leafCount, adaptive: adaptive, width: size.w, height: size.h)
    }
    let solved = if let adaptive { solve(cases[adaptive].group) } else { solve(group) }
    finishSection(
      background: background, size: solved.map { ($0.width, $0.height) }, insets: insets, scroll: scroll, options: options,
      solver: &solver, into: &diags)
    return solved
  }

  /// `section(_:adaptive:…)` when `solver` keeps no frames and has no measured sizes (what `check`
  /// reports): the same diagnostics, with no `SolvedSection` made (its optional template was
  /// destroyed through its type's metadata, once per section).
  @inline(__always)
  static func sectionDiagnostics(
    _ section: UnsafePointer<LayoutSection>, insets: EdgeInsets, scroll: Axis, options: ResolveOptions,
    solver: inout GroupSolver, into diags: inout [Diagnostic]
  ) {
    let (container, adaptive) = beginSection(
      adaptive: section.pointee.adaptive, orthogonal: section.pointee.orthogonalScrolling != nil, insets: insets, scroll: scroll,
      options: options, solver: &solver, into: &diags)
    // The group read where it is (through the section's address): passed as a value, it was
    // copied, every field retained, for each section and container.
    let size: (w: Double, h: Double)?
    if let adaptive {
      let s = solver.resolve(section.pointee.adaptive[adaptive].group.size, in: container)
      size = solver.leafCount(of: section.pointee.adaptive[adaptive].group, width: s.w, height: s.h, depth: 0) == nil ? nil : s
    } else {
      let s = solver.resolve(section.pointee.group.size, in: container)
      size = solver.leafCount(of: section.pointee.group, width: s.w, height: s.h, depth: 0) == nil ? nil : s
    }
    finishSection(
      background: section.pointee.background, size: size, insets: insets, scroll: scroll, options: options, solver: &solver,
      into: &diags)
  }

  /// The start of a section's solve: its `when` thresholds diagnosed, the solver readied, and the
  /// container its top-level group resolves in, with the `when` case chosen (nil: `group`).
  @inline(__always)
  static func beginSection(
    adaptive cases: [AdaptiveCase], orthogonal: Bool, insets: EdgeInsets, scroll: Axis, options: ResolveOptions,
    solver: inout GroupSolver, into diags: inout [Diagnostic]
  ) -> (container: Container, adaptive: Int?) {
    if !cases.isEmpty { diags += thresholdsBelowOnePoint(cases, options: options) }
    // A limit hit in the section before stops only that one.
    solver.failed = false
    // C2/C3 (transposed when scrolling horizontally): the section container, then the group
    // solved once. Adaptivity: the container's effective content width (C7).
    let container = sectionContainer(insets: insets, orthogonal: orthogonal, scroll: scroll, options: options)
    return (container, adaptiveCase(cases, forWidth: options.effectiveWidth))
  }

  /// The end of a section's solve: its background checked at the top-level group's solved `size`
  /// (nil: a limit stopped it), and the solver's diagnostics moved to `diags`.
  @inline(__always)
  static func finishSection(
    background: Decoration?, size: (w: Double, h: Double)?, insets: EdgeInsets, scroll: Axis, options: ResolveOptions,
    solver: inout GroupSolver, into diags: inout [Diagnostic]
  ) {
    if let size, let b = background,
      backgroundHasNoArea(b, insets: insets, width: size.w, height: size.h, scroll: scroll, options: options) {
      solver.diagnose(PlacementDiagnostics.backgroundInsetTooLarge(at: options.sizeDescription), at: b.source)
    }
    if !solver.diagnostics.isEmpty {
      diags += solver.diagnostics
      solver.diagnostics.removeAll()
    }
  }

  /// The index of the `when` case (of a section's `adaptive`) `LayoutSection.group(forWidth:)`
  /// takes, nil for the `else` group: found without copying a group.
  static func adaptiveCase(_ adaptive: [AdaptiveCase], forWidth width: Double) -> Int? {
    adaptive.firstIndex { width > $0.widthAbove }
  }

  /// `when(widthAbove: 0.5)`: a threshold below 1pt, most likely meant as a fraction of the width.
  static func thresholdsBelowOnePoint(_ s: LayoutSection, options: ResolveOptions) -> [Diagnostic] {
    thresholdsBelowOnePoint(s.adaptive, options: options)
  }

  /// `thresholdsBelowOnePoint` of a section whose `when` cases are `adaptive`.
  static func thresholdsBelowOnePoint(_ adaptive: [AdaptiveCase], options: ResolveOptions) -> [Diagnostic] {
    guard !adaptive.isEmpty else { return [] }
    return adaptive.compactMap { c in
      guard c.widthAbove < 1, let source = c.source else { return nil }
      let meant = (c.widthAbove * options.width).rounded(.down)
      return Diagnostic(
        PlacementDiagnostics.widthThresholdInPoints(c.widthAbove, meant: meant, width: options.width, at: options.sizeDescription),
        at: source, fixIts: c.widthAbove > 0 ? [FixIt(replacing: source, with: PlacementDiagnostics.pt(meant))] : [])
    }
  }

  /// Every frame; nil when a limit stopped a template (the diagnostics say which). Right to left
  /// mirrors them (G11).
  public static func resolve(_ model: LayoutModel, options: ResolveOptions) -> (ResolvedLayout?, [Diagnostic]) {
    // L1: list sections become ordinary sections for this width.
    let listed = ListLowering.lowered(model, width: options.width, rules: options.rules)
    let (model, options) = SafeArea.prepare(listed, options)
    let ltr = Mirroring.leftToRight(options, scroll: model.scrollDirection, mirrors: true) { resolveLeftToRight(model, options: $0).0?.contentWidth }
    let (resolved, diags) = resolveLeftToRight(model, options: ltr)
    guard let layout = resolved else { return (nil, diags) }
    return (Mirroring.finish(layout, options, mirrors: true).reporting(options), diags)
  }

  /// Every frame, laid out left to right.
  static func resolveLeftToRight(_ model: LayoutModel, options: ResolveOptions) -> (ResolvedLayout?, [Diagnostic]) {
    let (solved, diags) = templates(model, options: options)
    guard let templates = solved, !diags.hasErrors else { return (nil, diags) }

    let counts = options.items.sections(declared: model.sections.count)
    let scroll = model.scrollDirection
    // S7 [L]: layout-wide headers and footers before the first section and after the last.
    let global = options.rules.globalBoundarySupplementaries
      ? [model.header, model.footer].compactMap { $0 }.map { ($0, boundary($0, follows: true, insets: options.layoutBoundaryInsets, scroll: scroll, options: options)) }
      : []
    // A window lists the group frames it reaches only; it is bounded by the items it places.
    if let w = options.window, let tooMany = tooManyForWindow(model, templates, counts: counts, window: w, options: options) {
      return (nil, diags + [tooMany])
    }
    if options.window == nil, let tooMany = tooManyGroupFrames(model, templates, counts: counts, options: options) {
      return (nil, diags + [tooMany])
    }
    var start = extent(global, leading: true)
    var sections: [ResolvedSection] = []
    var itemsBefore = 0
    for (i, c) in counts.enumerated() {
      if i > 0 { start += model.interSectionSpacing }
      var r = tile(
        model.sections[c.declared], templates[c.declared], count: c.count, start: start, scroll: scroll,
        itemsBefore: itemsBefore, measured: options.measured?.section(i), options: options)
      itemsBefore += c.count
      r.index = i
      start += r.length
      sections.append(r)
    }
    start += extent(global, leading: false)
    let layoutSupplementaries = place(global, start: 0, end: start, scroll: scroll, options: options)
    let layout = ResolvedLayout(
      name: model.name, mode: options.compositionalMode, scrollDirection: scroll, width: options.width, height: options.height,
      scale: options.scale, contentWidth: scroll == .vertical ? options.width : start,
      contentHeight: scroll == .vertical ? start : options.height, sections: sections, supplementaries: layoutSupplementaries)
    return (layout, diags)
  }

  /// `--groups` lists every group frame: refuse before tiling more than a build may hold.
  static func tooManyGroupFrames(
    _ model: LayoutModel, _ templates: [SectionTemplate], counts: [(declared: Int, count: Int)], options: ResolveOptions
  ) -> Diagnostic? {
    guard options.includeGroups, options.groupsForFirstItems == nil, let first = model.sections.first else { return nil }
    let frames = counts.reduce(0.0) { sum, c in
      let t = templates[c.declared]
      return sum + Double(Repetitions.count(c.count, leaves: max(1, t.template.leaves.count))) * Double(1 + t.template.groups.count)
    }
    guard frames > Double(Limits.maxGroupFrames) else { return nil }
    return Diagnostic(PlacementDiagnostics.tooManyGroupFrames(
      frames, limit: Limits.maxGroupFrames, at: options.sizeDescription), at: first.source)
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

  /// C2/C3: the container a section's top-level group is resolved in.
  static func sectionContainer(_ s: LayoutSection, scroll: Axis, options: ResolveOptions) -> Container {
    sectionContainer(insets: s.insets, orthogonal: s.orthogonalScrolling != nil, scroll: scroll, options: options)
  }

  /// `sectionContainer` of a section whose insets are `insets` (its own, or as `SafeArea.insets`
  /// grows them), orthogonal or not.
  static func sectionContainer(insets: EdgeInsets, orthogonal: Bool, scroll: Axis, options: ResolveOptions) -> Container {
    Container(
      width: options.width, height: options.height,
      insets: sectionContainerInsets(insets, orthogonal: orthogonal, scroll: scroll, rules: options.rules))
  }

  /// C2/C3, transposed when scrolling horizontally: the insets of the container a section's
  /// top-level group is resolved in — the section's insets across its layout axis only. An
  /// orthogonal section adds its insets across its own layout axis (top and bottom).
  public static func sectionContainerInsets(_ s: LayoutSection, scroll: Axis, rules: Rules) -> EdgeInsets {
    sectionContainerInsets(s.insets, orthogonal: s.orthogonalScrolling != nil, scroll: scroll, rules: rules)
  }

  /// `sectionContainerInsets` of a section whose insets are `insets`, orthogonal or not.
  static func sectionContainerInsets(_ insets: EdgeInsets, orthogonal: Bool, scroll: Axis, rules: Rules) -> EdgeInsets {
    scroll == .vertical && !orthogonal
      ? insets.only(along: .horizontal)
      : orthogonal && !rules.orthogonalHeightExcludesInsets
        ? .zero
        : insets.only(along: .vertical)
  }

  /// A header or footer resolved in its container: its size, and where it sits across the axis.
  struct Boundary {
    var width: Double
    var height: Double
    var across: Double
    var extends: Bool
    /// E7: fixed, measured, or an unmeasured estimate.
    var sizing: Sizing = .fixed
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
  /// E7: an estimated dimension takes the `measured` size when there is one.
  static func boundary(
    _ b: BoundarySupplementary, follows: Bool, insets: EdgeInsets, scroll: Axis, measured: MeasuredSize? = nil, options: ResolveOptions
  ) -> Boundary {
    let container = boundaryContainer(follows: follows, insets: insets, scroll: scroll, options: options)
    var size = GroupSolver(options: options).resolve(b.size, in: container)
    var sizing = Sizing.fixed
    if b.size.width.isEstimated || b.size.height.isEstimated {
      sizing = measured == nil ? .estimated : .measured
      if let m = measured, b.size.width.isEstimated { size.w = m.width }
      if let m = measured, b.size.height.isEstimated { size.h = m.height }
    }
    return Boundary(
      width: size.w, height: size.h, across: container.insets.lead(scroll.other), extends: b.extendsBoundary, sizing: sizing,
      alongSize: scroll == .vertical ? size.h : size.w)
  }

  /// X5: the supplementary container, with the section's insets across the scroll axis when the
  /// supplementaries follow them.
  static func boundaryContainer(follows: Bool, insets: EdgeInsets, scroll: Axis, options: ResolveOptions) -> Container {
    Container(width: options.width, height: options.height, insets: follows ? insets.only(along: scroll.other) : .zero)
  }

  /// S1–S5, O1–O5, X4–X7: tiles the template over `count` items from `start` along the scroll axis,
  /// and places the section's headers, footers, badges and background; with a `window`, only
  /// the repetitions that can reach it (a measured section is placed whole). With `includeGroups`,
  /// group frames are tiled for the repetitions that start among the layout's first
  /// `groupsForFirstItems` items (nil: all of them); `itemsBefore` is how many items the sections
  /// before this one hold.
  static func tile(
    _ s: LayoutSection, _ st: SectionTemplate, count n: Int, start: Double, scroll: Axis, itemsBefore: Int = 0,
    measured: MeasuredSection? = nil, options: ResolveOptions
  ) -> ResolvedSection {
    // X5: headers and footers, each sized in the section's supplementary container; those
    // aligned to the start extend the section before the content, the others after it.
    let boundaries = [s.header, s.footer].compactMap { $0 }.map {
      let size = $0.kind == .header ? measured?.header : measured?.footer
      return ($0, boundary($0, follows: s.supplementariesFollowInsets, insets: s.insets, scroll: scroll, measured: size, options: options))
    }
    let header = extent(boundaries, leading: true)
    let footer = extent(boundaries, leading: false)
    var tiled = Tiled()
    var indices: [Int]?
    let length: Double
    if n == 0 || st.template.leaves.isEmpty {
      length = emptyLength(s, header: header, footer: footer, scroll: scroll, options: options)
    } else if let m = measured?.items, Self.hasEstimate(st.group) {
      let r = MeasuredRepetitions(section: s, group: st.group, measured: m, start: start, header: header, scroll: scroll, options: options)
      let content = r.place(count: n, itemsBefore: itemsBefore, into: &tiled)
      length = header + content + footer
    } else {
      let r = Repetitions(s, st, start: start, header: header, scroll: scroll, options: options)
      if let w = options.window {
        indices = r.placeWindow(st, count: n, itemsBefore: itemsBefore, window: w, options: options, into: &tiled)
      } else {
        r.place(st, count: n, itemsBefore: itemsBefore, options: options, into: &tiled)
      }
      length = r.sectionLength(s, st, count: n, header: header, footer: footer, scroll: scroll, options: options)
    }

    let placedBoundaries = place(boundaries, start: start, end: start + length, insets: s.insets, scroll: scroll, options: options)
    // X7: the background spans the section across the whole container, inset by its own insets;
    // an empty section has none.
    var decorations: [DecorationFrame] = []
    if let b = s.background, n > 0 {
      decorations.append(DecorationFrame(kind: b.kind, frame: backgroundRect(b, start: start, length: length, header: header, footer: footer, scroll: scroll, options: options), zIndex: 0))
    }
    var section = ResolvedSection(
      index: 0, name: s.name, items: tiled.items, itemSizing: tiled.itemSizing, supplementaries: placedBoundaries + tiled.supplementaries, decorations: decorations,
      groups: tiled.groups, start: start, length: length, list: s.list?.appearance, written: s.source, leafSources: st.template.sources,
      orthogonalScrolling: s.orthogonalScrolling)
    section.itemIndices = indices
    return section
  }

  /// S5, O3: an empty section has no groups; in ios14 a normal one keeps its insets and subtracts G.
  static func emptyLength(_ s: LayoutSection, header: Double, footer: Double, scroll: Axis, options: ResolveOptions) -> Double {
    var length = header + footer
    if s.orthogonalScrolling == nil, options.compositionalMode == .ios14 {
      length += s.insets.lead(scroll) - s.interGroupSpacing + s.insets.trail(scroll)
    }
    return length
  }

  /// The extent of the boundary supplementaries aligned to the start (`leading`) or to the end.
  static func extent(_ list: [(BoundarySupplementary, Boundary)], leading: Bool) -> Double {
    list.filter { $0.0.alignment.isLeading == leading }.reduce(0) { $0 + $1.1.extent }
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
    let contentStart = start + extent(list, leading: true) + (excluded ? insets.lead(scroll) : 0)
    let contentEnd = end - extent(list, leading: false) - (excluded ? insets.trail(scroll) : 0)
    let visible = options.visible
    var lead = start
    var trail = end
    var frames: [BoundarySupplementary.Kind: Rect] = [:]
    var sizing: [BoundarySupplementary.Kind: Sizing] = [:]
    var pins: [BoundarySupplementary.Kind: PinnedPlacement] = [:]
    for (b, size) in list { sizing[b.kind] = size.sizing }
    for (b, size) in list where b.alignment.isLeading {
      var along = lead
      lead += size.extent
      if b.pinned {
        let pin = PinnedPlacement(isHeader: true, rest: along, extent: size.alongSize, limit: contentEnd)
        pins[b.kind] = pin
        if let v = visible { along = pin.along(visible: v) }
      }
      frames[b.kind] = size.frame(along: along, scroll)
    }
    for (b, size) in list.reversed() where !b.alignment.isLeading {
      var along = trail - size.alongSize
      trail -= size.extent
      if b.pinned {
        let pin = PinnedPlacement(isHeader: false, rest: along, extent: size.alongSize, limit: contentStart)
        pins[b.kind] = pin
        if let v = visible { along = pin.along(visible: v) }
      }
      frames[b.kind] = size.frame(along: along, scroll)
    }
    // X6: pinned boundary supplementaries are raised above the other supplementaries (zIndex 2,
    // which the emitted Swift sets as Apple's sample code does).
    return list.compactMap { b, _ in
      frames[b.kind].map {
        SupplementaryFrame(
          kind: b.kind.rawValue, source: .boundary, index: 0, frame: $0, zIndex: b.pinned ? 2 : 1, sizing: sizing[b.kind] ?? .fixed,
          pin: pins[b.kind], written: b.source)
      }
    }
  }

  /// X7 (whether it covers headers and footers is `Rules.backgroundCoversBoundarySupplementaries`).
  static func backgroundRect(_ b: Decoration, start: Double, length: Double, header: Double, footer: Double, scroll: Axis, options: ResolveOptions) -> Rect {
    let covers = options.rules.backgroundCoversBoundarySupplementaries
    let along = covers ? start : start + header
    let extent = covers ? length : length - header - footer
    let full = scroll == .vertical
      ? Rect(x: 0, y: along, width: options.width, height: extent)
      : Rect(x: along, y: 0, width: extent, height: options.height)
    return full.inset(by: b.insets)
  }

  /// A background whose insets leave it no area for one repetition of the group, in a section
  /// whose insets are `insets` and whose top-level group resolved to `width` × `height`.
  static func backgroundHasNoArea(_ b: Decoration, insets: EdgeInsets, width: Double, height: Double, scroll: Axis, options: ResolveOptions) -> Bool {
    let along = scroll == .vertical ? height : width
    let length = insets.lead(scroll) + along + insets.trail(scroll)
    let r = backgroundRect(b, start: 0, length: length, header: 0, footer: 0, scroll: scroll, options: options)
    return r.width <= 0 || r.height <= 0
  }
}
