import LayoutEmit
import LayoutSemantics
import LayoutSource

extension Compilation {
  /// Several outputs of one file (`watch`), built from one parse, one check and at most one resolve.
  public struct Outputs: Sendable {
    /// Every requested output, or none when any of them could not be built.
    public var texts: [EmitKind: String]
    public var diagnostics: [Diagnostic]
    /// Set when the options do not fit the file, as for `Outcome.usageError`.
    public var usageError: UsageError?
  }

  /// Builds each of `kinds`: the frames JSON and the picture from one resolve (tiling the group
  /// frames either of them shows), the Swift from the checked model. Each text is exactly what
  /// `build` gives for that kind alone.
  public static func build(
    _ file: SourceFile, resolve: ResolveOptions, emit kinds: [EmitKind], swift: SwiftOptions = SwiftOptions()
  ) -> Outputs {
    let a = analyze(file, mode: resolve.mode)
    var built = unfilteredBuild(resolve: resolve, emit: kinds, swift: swift, a, sourcePath: file.name)
    built.diagnostics = a.ignores.apply(built.diagnostics, in: file)
    return built
  }

  /// `build` before the ignore comments are applied to the placement and emitter diagnostics.
  static func unfilteredBuild(
    resolve: ResolveOptions, emit kinds: [EmitKind], swift swiftOptions: SwiftOptions, _ a: Analysis, sourcePath: String
  ) -> Outputs {
    guard let checked = a.checked else { return Outputs(texts: [:], diagnostics: a.diagnostics, usageError: a.usageError) }
    var options = resolve
    options.mode = a.mode
    let asked = options
    // The group frames of every output that shows frames, tiled once.
    let union = GroupFrames.union(kinds.compactMap { $0.groupFrames(asked) })
    let layout: ResolvedLayout?
    let placement: [Diagnostic]
    if let all = union {
      if let tooMany = itemLimit(options.items, checked) {
        return Outputs(texts: [:], diagnostics: a.diagnostics, usageError: tooMany)
      }
      options.includeGroups = all.included
      options.groupsForFirstItems = all.firstItems
      switch checked {
      case .compositional(let model): (layout, placement) = Resolver.resolve(model, options: options)
      case .flow(let model): (layout, placement) = FlowResolver.resolve(model, options: options)
      }
    } else {
      // The Swift does not depend on the container, but its placement diagnostics are still worth
      // showing; limits that stop resolving (an endless fill) stop the build too.
      (layout, placement) = (nil, Compilation.placement(a, options))
    }
    var diagnostics = (a.diagnostics + placement).normalized()
    guard !diagnostics.hasErrors else { return Outputs(texts: [:], diagnostics: diagnostics) }
    var texts: [EmitKind: String] = [:]
    for kind in kinds {
      switch kind {
      case .frames:
        texts[kind] = layout.map { FramesJSONEmitter.emit($0.showingGroups(of: kind, asked, tiled: union)) }
      case .svg:
        texts[kind] = layout.map { SVGEmitter.emit($0.showingGroups(of: kind, asked, tiled: union)) }
      case .swift:
        let swift = SwiftEmitter.emit(checked, sourcePath: sourcePath, mode: a.mode, options: swiftOptions)
        diagnostics = (diagnostics + swift.diagnostics).normalized()
        // What the deployment target cannot express is an error: no Swift then.
        if !diagnostics.hasErrors { texts[kind] = swift.text }
      }
    }
    return Outputs(texts: texts.count == kinds.count ? texts : [:], diagnostics: diagnostics)
  }
}

/// Which group frames an output shows: none, all, or those of the repetitions that start among the
/// first `firstItems` items (`ResolveOptions.includeGroups`, `groupsForFirstItems`).
struct GroupFrames: Equatable {
  var included: Bool
  var firstItems: Int?

  /// The frames that cover every one of `list`; nil when the list is empty (nothing to resolve).
  static func union(_ list: [GroupFrames]) -> GroupFrames? {
    guard let first = list.first else { return nil }
    return list.dropFirst().reduce(first) { u, g in
      guard u.included, g.included else { return u.included ? u : g }
      guard let a = u.firstItems, let b = g.firstItems else { return GroupFrames(included: true, firstItems: nil) }
      return GroupFrames(included: true, firstItems: max(a, b))
    }
  }
}

extension EmitKind {
  /// The group frames this output shows, given the build's options; nil when it shows no frames.
  func groupFrames(_ options: ResolveOptions) -> GroupFrames? {
    switch self {
    case .frames: GroupFrames(included: options.includeGroups, firstItems: options.groupsForFirstItems)
    // The picture draws the groups of the items it draws, and no others.
    case .svg: GroupFrames(included: true, firstItems: SVGEmitter.maxDrawnItems)
    case .swift: nil
    }
  }
}

extension ResolvedLayout {
  /// The layout with the group frames `kind` shows, given that it was tiled with `tiled`.
  func showingGroups(of kind: EmitKind, _ options: ResolveOptions, tiled: GroupFrames?) -> ResolvedLayout {
    guard let shown = kind.groupFrames(options), shown != tiled else { return self }
    return keepingGroups(shown.included, forFirstItems: shown.firstItems)
  }
}
