import LayoutSource

/// A container: a size and the insets inside it (C1–C5).
struct Container {
  var width: Double
  var height: Double
  var insets: EdgeInsets

  func length(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
  /// Size minus insets along `axis`, in the order UIKit subtracts them.
  @inline(__always)
  func effective(_ axis: Axis) -> Double { insets.remaining(length(axis), along: axis) }
}

/// A solved group: its leaves' frames (and nested groups' frames) relative to the group's origin.
struct Template {
  /// How many leaves the group has: `leaves.count`, or with frames not kept, what it would be.
  var leafCount = 0
  var leaves: [Rect] = []
  /// Where each leaf's item is written.
  var sources: [SourceRange] = []
  /// Each leaf's sizing (E8): fixed, measured, or an estimate nothing measured.
  var sizing: [Sizing] = []
  /// The group's own size: as resolved, or grown to fit its slots where it is estimated and
  /// measured sizes are given (E4).
  var width = 0.0
  var height = 0.0
  var groups: [GroupFrame] = []
  /// Item and nested-group supplementaries (badges), in template coordinates.
  var badges: [TemplateBadge] = []
}

/// A badge in a template: `leaf` is its item's index, or its group's first leaf.
struct TemplateBadge {
  var kind: String
  var frame: Rect
  var onGroup: Bool
  var leaf: Int
}

/// Solves groups into templates (D1–D6, G1–G12). One solver serves one section; it collects
/// placement diagnostics and enforces `Limits.maxTemplateLeaves`.
struct GroupSolver {
  let scale: Double
  let mode: UIKitMode
  let rules: Rules
  /// The container, to name it in a diagnostic ("390×844 @3x"); made only when one is reported.
  private let described: (width: Double, height: Double)
  var sizeText: String { ResolveOptions.sizeDescription(width: described.width, height: described.height, scale: scale) }
  var diagnostics: [Diagnostic] = []
  /// Set when a limit was hit; the section is not resolved.
  var failed = false
  /// E3: the section's measured item sizes and the index of the repetition's first item; nil:
  /// estimates are final (D2) and nested groups are solved once per size.
  var measured: MeasuredItems?
  var firstItem = 0
  /// With `measured`: the index in the repetition of the next leaf a slot takes.
  var cursor = 0
  /// The depth of the group being solved, for the nested groups its slots solve (E3).
  private var currentDepth = 0
  /// False when only the placement diagnostics are wanted: templates then keep their sizes and
  /// leaf counts, not their frames, sources and badges (the diagnostics are found all the same).
  var keepsFrames = true

  /// `options` is borrowed: an initializer's argument is otherwise passed owned, so each section
  /// copied the options to make its solver.
  init(options: borrowing ResolveOptions) {
    scale = options.scale
    mode = options.compositionalMode
    rules = options.rules
    described = (options.bounds?.width ?? options.width, options.bounds?.height ?? options.height)
  }

  // MARK: - Dimensions (D1–D6)

  /// The pixel floor of D4 in `ios17`; identity in `ios14` (D6).
  func px(_ v: Double) -> Double {
    mode == .ios17 ? (v * scale + rules.floorEpsilon).rounded(.down) / scale : v
  }

  func resolve(_ d: Dimension, in c: Container) -> Double {
    switch d {
    case .absolute(let v), .estimated(let v): v.value
    case .fractionalWidth(let f): px(f.value * c.effective(.horizontal))
    case .fractionalHeight(let f): px(f.value * c.effective(.vertical))
    }
  }

  func resolve(_ s: LayoutSize, in c: Container) -> (w: Double, h: Double) {
    (w: resolve(s.width, in: c), h: resolve(s.height, in: c))
  }

  /// C5 [L]: insets in (0, threshold) are fractions of the size on their axis.
  func effectiveInsets(_ i: EdgeInsets, width: Double, height: Double) -> EdgeInsets {
    func f(_ v: Double, _ len: Double) -> Double { rules.insetIsFraction(v) ? v * len : v }
    return EdgeInsets(top: f(i.top, height), leading: f(i.leading, width), bottom: f(i.bottom, height), trailing: f(i.trailing, width))
  }

  mutating func diagnose(_ m: DiagnosticMessage, at r: SourceRange) {
    diagnostics.append(Diagnostic(m, at: r))
  }

  // MARK: - Groups (G1–G12)

  struct Slot {
    var element: LayoutElement
    var w: Double
    var h: Double
    /// With measured sizes: the item's sizing, and the index of the slot's first leaf in the
    /// repetition.
    var sizing: Sizing = .fixed
    var leafBase = 0
    func along(_ a: Axis) -> Double { a == .horizontal ? w : h }
  }

  /// A group's slots, in order, and the container their sizes were last resolved in. A
  /// repeat/count group without measured sizes has `count` identical slots: one is kept, not
  /// `count` copies, and it is arranged as a run. A fill of several children without measured
  /// sizes repeats its first cycle's slots: that cycle is kept, not every turn.
  struct Slots: RandomAccessCollection {
    /// The slots one by one (with `cycled`, one cycle of them); empty when `repeated` stands for
    /// them all.
    private(set) var list: [Slot] = []
    /// How many slots `list` stands for, cycled over; 0: as many as it holds.
    private(set) var cycled = 0
    /// The one repeated slot, kept inline (no array is allocated for it).
    private(set) var repeated: Slot?
    /// How many times `repeated` stands; 0: `list` holds every slot.
    private(set) var repeats = 0
    /// With measured sizes: by index in `list`, the nested group each slot solved at its size (E3).
    var nested: [Template?] = []
    /// The container the slots' sizes were last resolved in: the group's, or the spacing
    /// retry's (G5).
    var container: Container
    /// The container inside the group: `container` before the spacing retry.
    let filledIn: Container
    /// In a `count:` group whose child is an item, without measured sizes: the group's axis and
    /// count, from which every slot lays out the size the item's legacy copy has (G3) in place of
    /// its own (the copy itself is not made: it would box a new element). Not the size itself:
    /// the slots are copied whole at each call, and a size is most of their bytes.
    var countOf: (axis: Axis, count: Int)?

    /// The size `slot` lays out: its element's, or its legacy copy's (`countOf`).
    func size(of slot: Slot) -> LayoutSize { Self.size(of: slot, countOf: countOf) }
    static func size(of slot: Slot, countOf: (axis: Axis, count: Int)?) -> LayoutSize {
      if let c = countOf { slot.element.size.legacyCount(axis: c.axis, count: c.count) } else { slot.element.size }
    }

    init(in container: Container) { (self.container, filledIn) = (container, container) }

    mutating func append(_ slot: Slot) { list.append(slot) }
    /// The last slot listed taken back, with its nested template (measured sizes).
    mutating func removeLast() {
      list.removeLast()
      nested.removeLast()
    }
    /// `list`, a whole cycle, cycled over `count` slots.
    mutating func cycling(count: Int) { cycled = count }
    mutating func reserveCapacity(_ n: Int) { list.reserveCapacity(n) }
    /// `count` copies of one slot.
    mutating func repeating(_ slot: Slot, count: Int) {
      if repeated == nil { repeated = slot }
      repeats = count
    }
    /// `count` copies of the slot `repeating(_:count:)` gave.
    mutating func repeating(count: Int) { repeats = count }

    var startIndex: Int { 0 }
    var endIndex: Int { repeats != 0 ? repeats : cycled != 0 ? cycled : list.count }
    subscript(i: Int) -> Slot { run(repeats == 0 ? i : 0) }

    /// Runs of identical slots: the repeated slot once, else each slot on its own.
    var runCount: Int { repeats != 0 ? 1 : cycled != 0 ? cycled : list.count }
    /// The slot of run `r`. Inlined: called out of line, it returns a copy of the slot (a retain
    /// and a release of its element) per run.
    @inline(__always)
    func run(_ r: Int) -> Slot {
      if repeats != 0, let repeated { return repeated }
      return list[cycled != 0 ? r % list.count : r]
    }
    /// How many slots run `r` stands for.
    func copies(_ r: Int) -> Int { repeats == 0 ? 1 : repeats }
    /// Sets every slot's size with `body` (the repeated slot or the cycle once: their copies are
    /// identical).
    mutating func resize(_ body: (Slot) -> (w: Double, h: Double)) {
      for i in list.indices { (list[i].w, list[i].h) = body(list[i]) }
      if var slot = repeated {
        (slot.w, slot.h) = body(slot)
        repeated = slot
      }
    }
  }

  /// The container inside `g` at its resolved size: the size minus its content insets.
  func innerContainer(_ g: LayoutGroup, width: Double, height: Double) -> Container {
    Container(width: width, height: height, insets: effectiveInsets(g.insets, width: width, height: height))
  }

  /// Solves `g` at its resolved size into leaf frames relative to its origin; nil on a limit.
  mutating func solve(_ g: LayoutGroup, width: Double, height: Double, depth: Int) -> Template? {
    var slots = Slots(in: innerContainer(g, width: width, height: height))
    guard filled(g, depth: depth, into: &slots) else { return nil }
    let inner = slots.filledIn
    let axis = g.axis
    let L = inner.effective(axis)
    let cross = inner.effective(axis.other)
    let s = g.interItemSpacing?.value ?? 0
    if measured != nil, g.size.width.isEstimated || g.size.height.isEstimated {
      return grown(g, slots, width: width, height: height, s: s, depth: depth)
    }
    diagnoseRepeatOverflow(g, slots, L: L, s: s)
    guard var t = arrange(slots, group: g, inner: inner, L: L, cross: cross, s: s, depth: depth) else { return nil }
    (t.width, t.height) = (width, height)
    return t
  }

  /// `solve` when only the placement diagnostics are wanted (frames not kept, no measured sizes):
  /// the same diagnostics and `g`'s leaf count, with no template made (nor destroyed, once per
  /// group). Nil on a limit.
  /// Not inlined: inlined (into each section's loop), the group was copied again onto the stack
  /// for the calls it makes.
  @inline(never)
  mutating func leafCount(of g: LayoutGroup, width: Double, height: Double, depth: Int) -> Int? {
    var filling = Slots(in: innerContainer(g, width: width, height: height))
    guard filled(g, depth: depth, into: &filling) else { return nil }
    // A constant from here: a variable was copied to pass it to each call below.
    let slots = filling
    diagnoseRepeatOverflow(g, slots, L: slots.filledIn.effective(g.axis), s: g.interItemSpacing?.value ?? 0)
    return counted(slots, group: g, depth: depth)
  }

  /// The start of `solve`: `g`'s slots into `slots`, made in the container inside `g` at its
  /// resolved size (filled in place: returned with it, they were copied out of an optional).
  /// False on a limit.
  private mutating func filled(_ g: LayoutGroup, depth: Int, into slots: inout Slots) -> Bool {
    if failed { return false }
    checkEstimatedParent(g)
    let outerDepth = currentDepth
    currentDepth = depth
    defer { currentDepth = outerDepth }
    return fillSlots(of: g, into: &slots)
  }

  /// G2: `repeat: N` copies that need more room than the group has along its axis (`L`). The
  /// test of the kind is inlined: most groups do not repeat, and the call (and the copy of the
  /// kind that binding its child makes) cost more than it.
  @inline(__always)
  private mutating func diagnoseRepeatOverflow(_ g: LayoutGroup, _ slots: Slots, L: Double, s: Double) {
    guard case .repeating = g.kind else { return }
    diagnoseRepeatingOverflow(g, slots, L: L, s: s)
  }

  /// `diagnoseRepeatOverflow` of a `repeat:` group.
  private mutating func diagnoseRepeatingOverflow(_ g: LayoutGroup, _ slots: Slots, L: Double, s: Double) {
    guard case .repeating(let child, let n) = g.kind, let first = slots.first else { return }
    let axis = g.axis
    let needs = Double(n) * first.along(axis) + s * Double(n - 1)
      + Double(n) * ((child.edges.lead(axis)?.value ?? 0) + (child.edges.trail(axis)?.value ?? 0))
    if needs > L + rules.fitTolerance {
      diagnose(PlacementDiagnostics.repeatOverflow(n, needs: needs, has: L, at: sizeText), at: g.kindSource ?? g.source)
    }
  }

  /// E4: an estimated group with measured slots grows (or shrinks) to fit them on each estimated
  /// axis: along its axis the slots, their edge spacing and the spacing between them; across it
  /// the largest slot with its edge spacing. Its content insets are ignored on an estimated axis.
  private mutating func grown(_ g: LayoutGroup, _ slots: Slots, width: Double, height: Double, s: Double, depth: Int) -> Template? {
    let axis = g.axis
    func edges(_ e: EdgeSpacing, _ a: Axis) -> Double { (e.lead(a)?.value ?? 0) + (e.trail(a)?.value ?? 0) }
    let along = slots.reduce(s * Double(max(0, slots.count - 1))) { $0 + $1.along(axis) + edges($1.element.edges, axis) }
    let across = slots.reduce(0.0) { max($0, $1.along(axis.other) + edges($1.element.edges, axis.other)) }
    var (w, h) = (width, height)
    if g.size.along(axis).isEstimated { if axis == .horizontal { w = along } else { h = along } }
    if g.size.along(axis.other).isEstimated { if axis == .horizontal { h = across } else { w = across } }
    var inner = innerContainer(g, width: w, height: h)
    if g.size.width.isEstimated { (inner.insets.leading, inner.insets.trailing) = (0, 0) }
    if g.size.height.isEstimated { (inner.insets.top, inner.insets.bottom) = (0, 0) }
    guard var t = arrange(slots, group: g, inner: inner, L: inner.effective(axis), cross: inner.effective(axis.other), s: s, depth: depth)
    else { return nil }
    (t.width, t.height) = (w, h)
    return t
  }

  /// E3: a slot for `e` at its resolved `size`, taking the next leaves of the repetition: an item
  /// takes its measured size on each estimated axis, a group is solved (and grows, E4) here and
  /// its template comes with the slot.
  private mutating func measuredSlot(_ e: LayoutElement, size: (w: Double, h: Double), depth: Int) -> (slot: Slot, nested: Template?)? {
    let base = cursor
    switch e {
    case .item(let item):
      cursor += 1
      let estimated = item.size.width.isEstimated || item.size.height.isEstimated
      guard estimated else { return (Slot(element: e, w: size.w, h: size.h, leafBase: base), nil) }
      guard let m = measured?.size(firstItem + base) else { return (Slot(element: e, w: size.w, h: size.h, sizing: .estimated, leafBase: base), nil) }
      let slot = Slot(
        element: e, w: item.size.width.isEstimated ? m.width : size.w, h: item.size.height.isEstimated ? m.height : size.h,
        sizing: .measured, leafBase: base)
      return (slot, nil)
    case .group(let nested):
      guard let t = solve(nested, width: size.w, height: size.h, depth: depth + 1) else { return nil }
      return (Slot(element: e, w: t.width, h: t.height, leafBase: base), t)
    }
  }

  /// `g`'s slots inside `inner`: the first pass (G1–G3), then the spacing retry (G5). Nil on a
  /// limit.
  mutating func slots(of g: LayoutGroup, in inner: Container) -> Slots? {
    var slots = Slots(in: inner)
    return fillSlots(of: g, into: &slots) ? slots : nil
  }

  /// `slots(of:in:)` into `slots`, made in the container inside `g`: the solver's path, which
  /// does not copy the slots out of an optional. False on a limit.
  private mutating func fillSlots(of g: LayoutGroup, into slots: inout Slots) -> Bool {
    let inner = slots.container
    let axis = g.axis
    let L = inner.effective(axis)
    let cross = inner.effective(axis.other)
    let s = g.interItemSpacing?.value ?? 0

    // First pass (G1–G3).
    var retryAllowed = true
    switch g.kind {
    case .fill(let children):
      guard fill(children, in: inner, axis: axis, L: L, s: s, group: g, into: &slots) else { return false }
    case .repeating(let child, let n):
      let size = resolve(child.size, in: inner)
      guard copies(of: child, size: size, count: n, into: &slots) else { return false }
      retryAllowed = rules.retryRepeatingGroups
    case .count(let child, let n):
      if measured == nil, case .item = child {
        let size = child.size.legacyCount(axis: axis, count: n)
        slots.countOf = (axis, n)
        guard copies(of: child, size: resolve(size, in: inner), count: n, into: &slots) else { return false }
      } else {
        let copy = child.legacyCountCopy(axis: axis, count: n)
        let size = resolve(copy.size, in: inner)
        guard copies(of: copy, size: size, count: n, into: &slots) else { return false }
      }
    }

    // Spacing retry (G5).
    let countOf = slots.countOf
    // By run: iterating the slots themselves copies them into an iterator, which is then destroyed.
    guard retryAllowed, s != 0, slots.count >= 2,
      (0..<slots.runCount).contains(where: { slots.size(of: slots.run($0)).isFraction(of: axis) })
    else {
      return true
    }
    let reduced = L - s * Double(slots.count - 1)
    let retry = axis == .horizontal
      ? Container(width: reduced, height: cross, insets: .zero)
      : Container(width: cross, height: reduced, insets: .zero)
    // E3: a measured (or grown) dimension stays.
    let keep = measured != nil
    slots.resize { slot in
      let written = Slots.size(of: slot, countOf: countOf)
      let size = resolve(written, in: retry)
      return (
        w: keep && written.width.isEstimated ? slot.w : size.w,
        h: keep && written.height.isEstimated ? slot.h : size.h)
    }
    slots.container = retry
    return true
  }

  /// A candidate's length along `axis` at its resolved size (its estimate, where estimated).
  private func estimatedLength(_ c: LayoutElement, in inner: Container, axis: Axis) -> Double {
    let size = resolve(c.size, in: inner)
    return axis == .horizontal ? size.w : size.h
  }

  /// `n` copies of `child` at `size` (G2, G3) into `slots`; with measured sizes each takes its own
  /// leaves, else they are identical and one stands for all. False on a limit.
  private mutating func copies(of child: LayoutElement, size: (w: Double, h: Double), count n: Int, into slots: inout Slots) -> Bool {
    guard measured != nil else {
      if n > 0 { slots.repeating(Slot(element: child, w: size.w, h: size.h), count: n) }
      return true
    }
    for _ in 0..<n {
      guard let m = measuredSlot(child, size: size, depth: currentDepth) else { return false }
      slots.append(m.slot)
      slots.nested.append(m.nested)
    }
    return true
  }

  /// The fill kind (G1): children cyclically into `slots` until the next one does not fit. False
  /// on a limit. Without measured sizes the slots of a single child are identical: one stands for
  /// them all.
  private mutating func fill(
    _ children: [LayoutElement], in inner: Container, axis: Axis, L: Double, s: Double, group g: LayoutGroup, into slots: inout Slots
  ) -> Bool {
    let single = measured == nil && children.count == 1
    if !single { slots.reserveCapacity(children.count) }
    var placed = 0
    var remaining = L
    var cycleStart = L
    var i = 0
    while true {
      if i == children.count, rules.estimatedFillSinglePass, g.size.along(axis).isEstimated { break }
      // The candidate is read in place, and a slot made only when one is kept: a copy of the
      // element (in a slot or not) is retained and released at every turn.
      let k = i % children.count
      let (written, edges) = (children[k].size, children[k].edges)
      let size: (w: Double, h: Double)
      let before = cursor
      if measured != nil {
        guard let m = measuredSlot(children[k], size: resolve(written, in: inner), depth: currentDepth) else { return false }
        size = (m.slot.w, m.slot.h)
        // Kept now (each is listed), taken back below when the slot does not fit.
        slots.append(m.slot)
        slots.nested.append(m.nested)
      } else {
        size = resolve(written, in: inner)
      }
      // E3 [L]: the fit test takes the measured length (the switch off: the estimate).
      let along = measured == nil || rules.measuredFillUsesMeasuredLengths
        ? (axis == .horizontal ? size.w : size.h) : estimatedLength(children[k], in: inner, axis: axis)
      var next = remaining
      if placed != 0 && !written.isFraction(of: axis) { next -= s }
      next -= along + (edges.lead(axis)?.value ?? 0) + (edges.trail(axis)?.value ?? 0)
      if placed != 0 && next < -rules.fitTolerance {
        cursor = before
        if measured != nil { slots.removeLast() }
        break
      }
      if placed == 0 && next < -rules.fitTolerance {
        diagnose(PlacementDiagnostics.slotOverflow(needs: L - next, has: L, at: sizeText), at: children[k].source)
      }
      remaining = next
      placed += 1
      if single {
        // The first turn makes the one repeated slot; the others only count.
        if placed == 1 {
          slots.repeating(Slot(element: children[k], w: size.w, h: size.h), count: placed)
        } else {
          slots.repeating(count: placed)
        }
      } else if measured == nil, i >= children.count {
        // A later turn of the first cycle's slot: counted, not listed again.
        slots.cycling(count: placed)
      } else if measured == nil {
        slots.append(Slot(element: children[k], w: size.w, h: size.h))
      }
      i += 1
      if i % children.count == 0 {
        // A whole cycle that used no room would repeat forever.
        if remaining >= cycleStart {
          diagnose(PlacementDiagnostics.fillNeverFills(at: sizeText), at: g.source)
          failed = true
          return false
        }
        cycleStart = remaining
      }
      if placed > Limits.maxTemplateLeaves {
        diagnose(PlacementDiagnostics.templateTooLarge(limit: Limits.maxTemplateLeaves, at: sizeText), at: g.source)
        failed = true
        return false
      }
    }
    for c in children.dropFirst(placed) {
      diagnose(PlacementDiagnostics.childNeverPlaced(at: sizeText), at: c.source)
    }
    return true
  }

  /// Places slots along the axis (G12) and across it (G6), then solves nested groups (G4, G10).
  /// A run of identical slots is resolved once and placed copy by copy.
  private mutating func arrange(_ slots: Slots, group g: LayoutGroup, inner: Container, L: Double, cross: Double, s: Double, depth: Int) -> Template? {
    guard keepsFrames else { return counted(slots, group: g, depth: depth).map { Template(leafCount: $0) } }
    let axis = g.axis
    let other = axis.other
    let count = slots.count
    let interFlexible = g.interItemSpacing?.isFlexible ?? false
    var flex = interFlexible ? count - 1 : 0
    var used = s * Double(count - 1)
    for r in 0..<slots.runCount {
      let (slot, copies) = (slots.run(r), slots.copies(r))
      let e = slot.element.edges
      let lead = e.lead(axis)
      let trail = e.trail(axis)
      for _ in 0..<copies {
        if lead?.isFlexible == true { flex += 1 }
        if trail?.isFlexible == true { flex += 1 }
        used += slot.along(axis) + (lead?.value ?? 0) + (trail?.value ?? 0)
      }
    }
    let slack = Slack.share(L - used, among: flex, rules: rules)
    let gap = s + (interFlexible ? slack : 0)

    var template = Template()
    if keepsFrames {
      template.leaves.reserveCapacity(count)
      template.sources.reserveCapacity(count)
      template.sizing.reserveCapacity(count)
    }
    var pos = inner.insets.lead(axis)
    var i = 0
    for r in 0..<slots.runCount {
      let (slot, copies) = (slots.run(r), slots.copies(r))
      let e = slot.element.edges
      // The same for every copy of the run: what each adds before and after its origin, and
      // where it sits across the axis.
      let before = (e.lead(axis)?.value ?? 0) + (e.lead(axis)?.isFlexible == true ? slack : 0)
      let after = slot.along(axis) + (e.trail(axis)?.value ?? 0) + (e.trail(axis)?.isFlexible == true ? slack : 0)
      // Across (G6): each slot on its own, leading/top-aligned unless its edges say otherwise.
      let acrossOrigin = Slack.crossOrigin(
        other == .horizontal ? slot.w : slot.h, from: inner.insets.lead(other), available: cross,
        lead: e.lead(other), trail: e.trail(other), rules: rules)
      /// The next copy's origin along the axis; `pos` moves past it and the spacing after it.
      func next() -> (x: Double, y: Double) {
        pos += before
        let alongOrigin = pos
        pos += after
        if i != count - 1 { pos += gap }
        i += 1
        return axis == .horizontal ? (alongOrigin, acrossOrigin) : (acrossOrigin, alongOrigin)
      }
      switch slot.element {
      case .item:
        // The item's fields read in place: binding the item would copy it out of its element.
        let element = slot.element
        let size = slots.size(of: slot)
        let estimated = size.width.isEstimated || size.height.isEstimated
        for _ in 0..<copies {
          let (x, y) = next()
          let frame = leafFrame(element, size: size, x: x, y: y, w: slot.w, h: slot.h)
          for b in element.itemSupplementaries {
            let badge = badgeFrame(b, host: frame)
            if keepsFrames { template.badges.append(TemplateBadge(kind: b.kind, frame: badge, onGroup: false, leaf: template.leafCount)) }
          }
          template.leafCount += 1
          guard keepsFrames else { continue }
          template.leaves.append(frame)
          template.sources.append(element.source)
          template.sizing.append(measured == nil ? (estimated ? .estimated : .fixed) : slot.sizing)
        }
      case .group(let nested):
        guard let inside = nestedTemplate(nested, slots, run: r, depth: depth) else { return nil }
        for _ in 0..<copies {
          let (x, y) = next()
          guard template.leafCount + inside.leafCount <= Limits.maxTemplateLeaves else {
            diagnose(PlacementDiagnostics.templateTooLarge(limit: Limits.maxTemplateLeaves, at: sizeText), at: g.source)
            failed = true
            return nil
          }
          placeNested(inside, of: nested, at: Rect(x: x, y: y, width: slot.w, height: slot.h), depth: depth + 1, into: &template)
        }
      }
    }
    return template
  }

  /// `arrange` without frames (`keepsFrames` false): the same diagnostics, in the same order, and
  /// the same leaf count, with no positions or spacing worked out. A diagnostic depends on sizes
  /// only, so a run's copies diagnose what its first one does: when that one diagnoses nothing,
  /// the others are only counted; else each is walked, as `arrange` does.
  private mutating func counted(_ slots: Slots, group g: LayoutGroup, depth: Int) -> Int? {
    var leaves = 0
    for r in 0..<slots.runCount {
      let (slot, copies) = (slots.run(r), slots.copies(r))
      var found = diagnostics.count
      var walked = 0
      switch slot.element {
      case .item:
        let element = slot.element
        while walked < copies && (walked == 0 || diagnostics.count != found) {
          let frame = leafFrame(element, size: slots.size(of: slot), x: 0, y: 0, w: slot.w, h: slot.h)
          for b in element.itemSupplementaries { _ = badgeFrame(b, host: frame) }
          walked += 1
        }
        leaves += copies
      case .group(let nested):
        let count = measured == nil
          ? leafCount(of: nested, width: slot.w, height: slot.h, depth: depth + 1)
          : nestedTemplate(nested, slots, run: r, depth: depth)?.leafCount
        guard let inside = count else { return nil }
        found = diagnostics.count
        let host = contentRect(nested, Rect(x: 0, y: 0, width: slot.w, height: slot.h))
        while walked < copies {
          guard leaves + inside <= Limits.maxTemplateLeaves else {
            diagnose(PlacementDiagnostics.templateTooLarge(limit: Limits.maxTemplateLeaves, at: sizeText), at: g.source)
            failed = true
            return nil
          }
          // As `placeNested` does without frames: the leaves counted, the group's badges diagnosed.
          leaves += inside
          for b in nested.supplementaries { _ = badgeFrame(b, host: host) }
          walked += 1
          if diagnostics.count == found, inside > 0 {
            // The rest add the same leaves and diagnose nothing, as long as they fit.
            let fitting = min(copies - walked, (Limits.maxTemplateLeaves - leaves) / inside)
            leaves += fitting * inside
            walked += fitting
          }
        }
      }
    }
    return leaves
  }

  /// The template of the nested group `nested` in run `r` of `slots`: solved once for all the
  /// run's copies, which are identical; with measured sizes, the one its slot solved unless the
  /// spacing retry resized it (E3). Nil on a limit.
  private mutating func nestedTemplate(_ nested: LayoutGroup, _ slots: Slots, run r: Int, depth: Int) -> Template? {
    let slot = slots.run(r)
    if measured != nil, let t = slots.nested[r], t.width == slot.w, t.height == slot.h { return t }
    guard measured != nil else { return solve(nested, width: slot.w, height: slot.h, depth: depth + 1) }
    // The spacing retry resized it: solve it again on the same leaves.
    let resume = cursor
    cursor = slot.leafBase
    defer { cursor = resume }
    return solve(nested, width: slot.w, height: slot.h, depth: depth + 1)
  }

  /// G4, G10: a nested group's solved template `inside`, placed at `frame` in its parent's
  /// `template`: its own frame, its groups, leaves and badges moved by the frame's origin, and the
  /// badges on the group itself (X2).
  private mutating func placeNested(_ inside: Template, of nested: LayoutGroup, at frame: Rect, depth: Int, into template: inout Template) {
    let (x, y) = (frame.x, frame.y)
    let base = template.leafCount
    template.leafCount += inside.leafCount
    let host = contentRect(nested, frame)
    guard keepsFrames else {
      for b in nested.supplementaries { _ = badgeFrame(b, host: host) }
      return
    }
    template.groups.append(GroupFrame(depth: depth, frame: frame, firstLeaf: base))
    for gf in inside.groups {
      template.groups.append(GroupFrame(depth: gf.depth, frame: gf.frame.offsetBy(x, y), firstLeaf: base + gf.firstLeaf))
    }
    for leaf in inside.leaves { template.leaves.append(leaf.offsetBy(x, y)) }
    template.sources += inside.sources
    template.sizing += inside.sizing
    for b in nested.supplementaries {
      template.badges.append(TemplateBadge(kind: b.kind, frame: badgeFrame(b, host: host), onGroup: true, leaf: base))
    }
    for b in inside.badges {
      template.badges.append(TemplateBadge(kind: b.kind, frame: b.frame.offsetBy(x, y), onGroup: b.onGroup, leaf: base + b.leaf))
    }
  }

  /// X2: a group's host frame for its supplementaries is its frame minus its content insets.
  func contentRect(_ g: LayoutGroup, _ frame: Rect) -> Rect {
    frame.inset(by: effectiveInsets(g.insets, width: frame.width, height: frame.height))
  }

  /// X1, X3: a supplementary's size resolves against its host frame (then floors, D4); on each
  /// axis it sits at the host's lead edge, its trail edge, or its middle, then moves by its offset.
  mutating func badgeFrame(_ b: ItemSupplementary, host: Rect) -> Rect {
    let size = resolve(b.size, in: GroupSolver.badgeContainer(host))
    if size.w > host.width || size.h > host.height {
      diagnose(PlacementDiagnostics.badgeLargerThanHost(size.w, size.h, host: host.width, host.height, at: sizeText), at: b.source)
    }
    func place(_ lead: Bool, _ trail: Bool, _ min: Double, _ length: Double, _ own: Double) -> Double {
      lead ? min : trail ? min + length - own : min + length / 2 - own / 2
    }
    var x = place(b.anchor.leading, b.anchor.trailing, host.x, host.width, size.w)
    var y = place(b.anchor.top, b.anchor.bottom, host.y, host.height, size.h)
    switch b.anchor.offset {
    case .fractional(let fx, let fy):
      x += fx * size.w
      y += fy * size.h
    case .absolute(let ax, let ay):
      x += ax
      y += ay
    }
    return Rect(x: x, y: y, width: size.w, height: size.h)
  }

  /// X1: a supplementary's size resolves in its host frame.
  static func badgeContainer(_ host: Rect) -> Container {
    Container(width: host.width, height: host.height, insets: .zero)
  }

  /// G8: the slot minus the item's content insets, which are ignored on an estimated axis.
  func leafRect(_ item: LayoutItem, _ slot: Rect) -> Rect {
    leafRect(insets: item.insets, size: item.size, slot)
  }

  /// `leafRect` of an item given by its content insets and size.
  func leafRect(insets: EdgeInsets, size: LayoutSize, _ slot: Rect) -> Rect {
    var i = effectiveInsets(insets, width: slot.width, height: slot.height)
    if size.width.isEstimated { i.leading = 0; i.trailing = 0 }
    if size.height.isEstimated { i.top = 0; i.bottom = 0 }
    return slot.inset(by: i)
  }

  /// `leafRect` of the item `e` laid out at `size` (`Slots.size(of:)`), diagnosed when the insets
  /// leave it empty.
  private mutating func leafFrame(_ e: LayoutElement, size: LayoutSize, x: Double, y: Double, w: Double, h: Double) -> Rect {
    let frame = leafRect(insets: e.itemInsets, size: size, Rect(x: x, y: y, width: w, height: h))
    if frame.width <= 0 || frame.height <= 0 {
      diagnose(PlacementDiagnostics.emptyAfterInsets(frame.width, frame.height, at: sizeText), at: e.source)
    }
    return frame
  }

  /// A child measured as a fraction of an axis that its group only estimates. The test of the
  /// group's own size is inlined: most groups estimate nothing, and the call cost more than it.
  @inline(__always)
  private mutating func checkEstimatedParent(_ g: LayoutGroup) {
    let (width, height) = (g.size.width.isEstimated, g.size.height.isEstimated)
    guard width || height else { return }
    checkEstimatedChildren(of: g, width: width, height: height)
  }

  /// `checkEstimatedParent` of a group estimated in `width` or `height`.
  private mutating func checkEstimatedChildren(of g: LayoutGroup, width: Bool, height: Bool) {
    func check(_ c: LayoutElement) {
      if width, c.size.width.isFractionalWidth || c.size.height.isFractionalWidth {
        diagnose(PlacementDiagnostics.fractionOfEstimated(.horizontal), at: c.source)
      }
      if height, c.size.width.isFractionalHeight || c.size.height.isFractionalHeight {
        diagnose(PlacementDiagnostics.fractionOfEstimated(.vertical), at: c.source)
      }
    }
    switch g.kind {
    case .fill(let children): for c in children { check(c) }
    case .repeating(let c, _), .count(let c, _): check(c)
    }
  }
}

extension LayoutElement {
  /// An item's content insets and supplementaries, read in place (zero and none for a group).
  fileprivate var itemInsets: EdgeInsets { if case .item(let i) = self { i.insets } else { .zero } }
  fileprivate var itemSupplementaries: [ItemSupplementary] { if case .item(let i) = self { i.supplementaries } else { [] } }
}

extension LayoutSize {
  /// The size `LayoutElement.legacyCountCopy` gives a child of a `count:` group (G3): along the
  /// group's axis 1/`count` of it, the written dimension and its source gone.
  fileprivate func legacyCount(axis: Axis, count: Int) -> LayoutSize {
    var out = self
    let f = Number(1, over: Double(count))
    if axis == .horizontal { (out.width, out.widthSource) = (.fractionalWidth(f), nil) } else { (out.height, out.heightSource) = (.fractionalHeight(f), nil) }
    return out
  }
}

extension Dimension {
  fileprivate var isFractionalWidth: Bool { if case .fractionalWidth = self { true } else { false } }
  fileprivate var isFractionalHeight: Bool { if case .fractionalHeight = self { true } else { false } }
}
