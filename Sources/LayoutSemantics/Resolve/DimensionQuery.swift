import LayoutSource

/// What one written dimension resolves to: the container length it is a fraction of, and the
/// length it comes to (pixel floor included).
public struct DimensionResolution: Sendable, Hashable {
  public var dimension: Dimension
  /// The container axis a fractional dimension measures (`.horizontal`: its width); nil for points.
  public var containerAxis: Axis?
  /// The container's effective length along `containerAxis` (insets removed); nil for points.
  public var containerLength: Double?
  /// The resolved length in points.
  public var value: Double

  public init(dimension: Dimension, containerAxis: Axis?, containerLength: Double?, value: Double) {
    self.dimension = dimension
    self.containerAxis = containerAxis
    self.containerLength = containerLength
    self.value = value
  }
}

extension Resolver {
  /// What the `w:` or `h:` whose value is written at `source` resolves to at `options`' container
  /// (the editor's hover): the model is walked in the order the resolver solves it, and the sizes
  /// on the way are resolved with the solver's own functions. A `let` used in several places
  /// resolves at its first use; a group's spacing retry (G5) gives its slots their final size.
  /// Nil when nothing placed at this container uses it: an unused `let`, an adaptive case not
  /// chosen, or a size a `count:` group replaces.
  public static func resolution(ofDimensionAt source: SourceRange, in model: LayoutModel, options: ResolveOptions) -> DimensionResolution? {
    let (model, options) = SafeArea.prepare(model, options)
    var query = DimensionQuery(target: source, solver: GroupSolver(options: options))
    return query.find(in: model, options: options)
  }
}

/// One dimension looked for through a model. Placement diagnostics found on the way are dropped:
/// `check` reports them.
struct DimensionQuery {
  let target: SourceRange
  var solver: GroupSolver

  /// As `Resolver.resolve` goes: every section's template, then the layout's header and footer,
  /// then each section's header, footer and top-level group badges.
  mutating func find(in model: LayoutModel, options: ResolveOptions) -> DimensionResolution? {
    var tops: [(LayoutSection, LayoutGroup, Rect)] = []
    for s in model.sections {
      let container = Resolver.sectionContainer(s, scroll: model.scrollDirection, options: options)
      let group = s.group(forWidth: options.effectiveWidth)
      if let r = match(group.size, in: container) { return r }
      let size = solver.resolve(group.size, in: container)
      if let r = find(in: group, width: size.w, height: size.h) { return r }
      tops.append((s, group, Rect(x: 0, y: 0, width: size.w, height: size.h)))
    }
    for b in [model.header, model.footer].compactMap({ $0 }) {
      if let r = match(b.size, in: Resolver.boundaryContainer(follows: true, insets: options.layoutBoundaryInsets, scroll: model.scrollDirection, options: options)) { return r }
    }
    for (s, group, frame) in tops {
      for b in [s.header, s.footer].compactMap({ $0 }) {
        let container = Resolver.boundaryContainer(follows: s.supplementariesFollowInsets, insets: s.insets, scroll: model.scrollDirection, options: options)
        if let r = match(b.size, in: container) { return r }
      }
      if let r = matchBadges(group.supplementaries, host: solver.contentRect(group, frame)) { return r }
    }
    return nil
  }

  /// As `GroupSolver.solve` goes: the group's slots, then each slot's badges or nested group.
  mutating func find(in g: LayoutGroup, width: Double, height: Double) -> DimensionResolution? {
    let inner = solver.innerContainer(g, width: width, height: height)
    let found = solver.slots(of: g, in: inner)
    for slot in found ?? GroupSolver.Slots(in: inner) {
      if let r = match(found?.size(of: slot) ?? slot.element.size, in: found?.container ?? inner) { return r }
    }
    // A fill's children it did not place (the next did not fit, or a limit stopped it) were still
    // measured in the group.
    if case .fill(let children) = g.kind {
      for c in children.dropFirst(found?.count ?? 0) {
        if let r = match(c.size, in: inner) { return r }
      }
    }
    guard let slots = found else { return nil }
    for slot in slots {
      let frame = Rect(x: 0, y: 0, width: slot.w, height: slot.h)
      switch slot.element {
      case .item(let item):
        let host = solver.leafRect(insets: item.insets, size: slots.size(of: slot), frame)
        if let r = matchBadges(item.supplementaries, host: host) { return r }
      case .group(let nested):
        if let r = find(in: nested, width: slot.w, height: slot.h) { return r }
        if let r = matchBadges(nested.supplementaries, host: solver.contentRect(nested, frame)) { return r }
      }
    }
    return nil
  }

  func matchBadges(_ badges: [ItemSupplementary], host: Rect) -> DimensionResolution? {
    for b in badges {
      if let r = match(b.size, in: GroupSolver.badgeContainer(host)) { return r }
    }
    return nil
  }

  /// The target's resolution if `s`, resolved in `c`, is where it is written.
  func match(_ s: LayoutSize, in c: Container) -> DimensionResolution? {
    if s.widthSource == target { return solver.resolution(s.width, in: c) }
    if s.heightSource == target { return solver.resolution(s.height, in: c) }
    return nil
  }
}

extension GroupSolver {
  /// `d` resolved in `c`, with the container length it measures.
  func resolution(_ d: Dimension, in c: Container) -> DimensionResolution {
    let value = resolve(d, in: c)
    return switch d {
    case .absolute, .estimated: DimensionResolution(dimension: d, containerAxis: nil, containerLength: nil, value: value)
    case .fractionalWidth: DimensionResolution(dimension: d, containerAxis: .horizontal, containerLength: c.effective(.horizontal), value: value)
    case .fractionalHeight: DimensionResolution(dimension: d, containerAxis: .vertical, containerLength: c.effective(.vertical), value: value)
    }
  }
}
