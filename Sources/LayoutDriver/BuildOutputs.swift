import LayoutEmit
import LayoutFormat
import LayoutSemantics
import LayoutSource

extension Compilation {
  /// Several outputs of one file (`watch`), built from one parse, one check and at most one resolve.
  public struct Outputs: Sendable {
    /// Every requested output's UTF-8 bytes, or none when any of them could not be built.
    public var contents: [EmitKind: [UInt8]]
    public var diagnostics: [Diagnostic]
    /// Set when the options do not fit the file, as for `Outcome.usageError`.
    public var usageError: UsageError?
    /// With `streamingFrames`, the layout the frames JSON shows, in place of its bytes in
    /// `contents` (`FramesJSONEmitter.emit(_:to:)` writes it).
    public var frames: ResolvedLayout?
    /// With `allContainers`, every container's layout, in order, as resolved for the frames
    /// JSON (`diff` compares them).
    public var layouts: [(container: Container, layout: ResolvedLayout)] = []

    /// Every requested output as text.
    public var texts: [EmitKind: String] { contents.mapValues { String(decoding: $0, as: UTF8.self) } }
  }

  /// Builds each of `kinds` in the file's containers (`containers(_:base:flags:fileName:)`): the
  /// frames JSON in the first, the picture in every one side by side, both from one resolve per
  /// container (tiling the group frames either of them shows); the Swift from the checked model.
  /// Each text is exactly what `build` gives for that kind alone. With `allContainers`, every
  /// container is resolved and its layout kept in `Outputs.layouts`.
  public static func build(
    _ file: SourceFile, resolve: ResolveOptions, emit kinds: [EmitKind], flags: ContainerFlags = ContainerFlags(),
    swift: SwiftOptions = SwiftOptions(), streamingFrames: Bool = false, allContainers: Bool = false
  ) -> Outputs {
    let a = analyze(file, mode: resolve.mode)
    var built = unfilteredBuild(
      resolve: resolve, emit: kinds, flags: flags, swift: swift, a, source: file, streamingFrames: streamingFrames,
      allContainers: allContainers)
    built.diagnostics = a.ignores.apply(built.diagnostics, in: file)
    // E2: with `--measured` the estimates are not final.
    if flags.measured != nil { built.diagnostics = EstimateNote.dropped(built.diagnostics) }
    return built
  }

  /// `build` before the ignore comments are applied to the placement and emitter diagnostics.
  static func unfilteredBuild(
    resolve: ResolveOptions, emit kinds: [EmitKind], flags: ContainerFlags, swift swiftOptions: SwiftOptions, _ a: Analysis,
    source: SourceFile, streamingFrames: Bool = false, allContainers: Bool = false
  ) -> Outputs {
    let sourcePath = source.name
    guard let checked = a.checked else { return Outputs(contents: [:], diagnostics: a.diagnostics, usageError: a.usageError) }
    let all: [Container]
    switch containers(a.previews, base: resolve, flags: flags, fileName: sourcePath) {
    case .failure(let usage): return Outputs(contents: [:], diagnostics: a.diagnostics, usageError: usage)
    case .success(let c): all = c
    }
    // The picture and the page show every container; the frames JSON and the Swift's placement
    // diagnostics are the first's.
    let used = kinds.contains(where: \.showsEveryPreview) || allContainers ? all : Array(all.prefix(1))
    var asked = resolve
    asked.mode = a.mode
    // The group frames of every output that shows frames, tiled once.
    let union = GroupFrames.union(kinds.compactMap { $0.groupFrames(asked) })
    var layouts: [(container: Container, layout: ResolvedLayout?)] = []
    var found: [(Container, [Diagnostic])] = []
    if let groups = union {
      if let tooMany = used.lazy.compactMap({ itemLimit($0.resolve.items, checked, windowed: $0.resolve.window != nil) }).first {
        return Outputs(contents: [:], diagnostics: a.diagnostics, usageError: tooMany)
      }
      for c in used {
        var options = c.resolve
        options.mode = a.mode
        options.includeGroups = groups.included
        options.groupsForFirstItems = groups.firstItems
        let layout: ResolvedLayout?
        let placement: [Diagnostic]
        switch checked {
        case .compositional(let model): (layout, placement) = Resolver.resolve(model, options: options)
        case .flow(let model): (layout, placement) = FlowResolver.resolve(model, options: options)
        }
        layouts.append((c, layout))
        found.append((c, placement))
      }
    } else {
      // The Swift does not depend on the container, but its placement diagnostics are still worth
      // showing; limits that stop resolving (an endless fill) stop the build too.
      found = used.map { ($0, Compilation.placement(a, $0.resolve)) }
    }
    var diagnostics = (a.diagnostics + merged(found)).normalized()
    guard !diagnostics.hasErrors, layouts.allSatisfy({ $0.layout != nil }) else { return Outputs(contents: [:], diagnostics: diagnostics) }
    var texts: [EmitKind: [UInt8]] = [:]
    var frames: ResolvedLayout?
    for kind in kinds {
      switch kind {
      case .frames:
        let shown = layouts.first?.layout.map { $0.showingGroups(of: kind, asked, tiled: union) }
        if streamingFrames { frames = shown } else { texts[kind] = shown.map(FramesJSONEmitter.emitBytes) }
      case .svg:
        let panels = layouts.compactMap { c, layout in
          layout.map { SVGEmitter.Panel($0.showingGroups(of: kind, asked, tiled: union), preview: c.preview?.name) }
        }
        texts[kind] = panels.isEmpty ? nil : Array(SVGEmitter.emit(panels).utf8)
      case .html:
        let panels = layouts.compactMap { c, layout in
          layout.map { layout in
            var panel = SVGEmitter.Panel(layout.showingGroups(of: kind, asked, tiled: union), preview: c.preview?.name)
            // The page tiles a section's template itself where the frames are its repetitions.
            if case .compositional(let model) = checked {
              var options = c.resolve
              options.mode = a.mode
              (panel.tilings, panel.itemSources) = Resolver.pageData(model, options: options, layout: layout)
            }
            return panel
          }
        }
        texts[kind] = panels.isEmpty ? nil : HTMLEmitter.emit(panels, source: source)
      case .swift:
        let previews = Formatter.previewLines(source, parsed: a.document)
        let swift = SwiftEmitter.emit(checked, sourcePath: sourcePath, previews: previews, mode: a.mode, options: swiftOptions)
        diagnostics = (diagnostics + swift.diagnostics).normalized()
        // What the deployment target cannot express is an error: no Swift then.
        if !diagnostics.hasErrors { texts[kind] = Array(swift.text.utf8) }
      }
    }
    guard texts.count + (frames == nil ? 0 : 1) == kinds.count else { return Outputs(contents: [:], diagnostics: diagnostics) }
    var outputs = Outputs(contents: texts, diagnostics: diagnostics, frames: frames)
    if allContainers { outputs.layouts = layouts.compactMap { c, layout in layout.map { (c, $0.showingGroups(of: .frames, asked, tiled: union)) } } }
    return outputs
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
    // The page outlines the groups of the first items, and snaps orthogonal sections to them.
    case .html: GroupFrames(included: true, firstItems: HTMLEmitter.maxGroupItems)
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
