import LayoutEmit
import LayoutSemantics
import LayoutSource
import LayoutSyntax

/// What `build` produces.
public enum EmitKind: String, Sendable, CaseIterable {
  case frames, svg, swift
}

/// Everything a build needs besides the source.
public struct BuildOptions: Sendable {
  public var resolve: ResolveOptions
  public var emit: EmitKind
  /// Access level and deployment target of `--emit swift`.
  public var swift: SwiftOptions
  public init(resolve: ResolveOptions = ResolveOptions(), emit: EmitKind = .frames, swift: SwiftOptions = SwiftOptions()) {
    self.resolve = resolve
    self.emit = emit
    self.swift = swift
  }
}

/// The pipeline in one place: parse → check → resolve → emit. Each phase is a pure function of
/// its input; nothing here reads or writes files.
public enum Compilation {
  /// The result of a phase chain: the artefact (if the input allowed one) and every diagnostic.
  public struct Outcome: Sendable {
    public var output: String?
    public var diagnostics: [Diagnostic]
    /// Set when the options do not fit the file (a flow mode for a compositional file, say):
    /// a usage error, not an error in the input.
    public var usageError: String?
  }

  /// A checked file and the UIKit mode it is resolved in.
  public struct Analysis: Sendable {
    public var checked: CheckedLayout?
    public var diagnostics: [Diagnostic]
    public var mode: UIKitMode
    public var usageError: String?
    /// The file's `// layoutc-ignore` comments, applied to `diagnostics` already.
    public var ignores: IgnoreComments
  }

  /// Parse, then check in the requested mode (nil: the newest for the file's kind).
  public static func analyze(_ file: SourceFile, mode requested: UIKitMode?) -> Analysis {
    let (document, syntaxDiags) = Parser.parse(file)
    let ignores = IgnoreComments(file, comments: document.comments)
    let kind = Checker.kind(of: document)
    // A file over the size limit was not parsed: checking the empty rest would only add noise.
    if file.bytes.count > Parser.maxSourceBytes {
      return Analysis(checked: nil, diagnostics: syntaxDiags, mode: requested ?? kind.defaultMode, usageError: nil, ignores: ignores)
    }
    if let requested, requested.kind != kind {
      let modes = UIKitMode.allCases.filter { $0.kind == kind }.map(\.rawValue).joined(separator: " or ")
      return Analysis(
        checked: nil, diagnostics: ignores.apply(syntaxDiags, in: file), mode: requested,
        usageError: "--uikit \(requested.rawValue) is a \(requested.kind.rawValue) mode, but `\(file.name)` is a \(kind.rawValue) layout; use \(modes)", ignores: ignores)
    }
    let mode = requested ?? kind.defaultMode
    let checkOptions = CheckOptions(mode: mode, defaultName: CheckOptions.layoutName(fromPath: file.name))
    let (checked, checkDiags) = Checker.check(document, in: file, options: checkOptions)
    let all = (syntaxDiags + checkDiags).normalized()
    return Analysis(checked: all.hasErrors ? nil : checked, diagnostics: ignores.apply(all, in: file), mode: mode, usageError: nil, ignores: ignores)
  }

  /// Parse and check a compositional file only (tests and benchmarks): its model when clean.
  public static func model(_ file: SourceFile, mode: UIKitMode?) -> (LayoutModel?, [Diagnostic]) {
    let a = analyze(file, mode: mode)
    guard case .compositional(let model)? = a.checked else { return (nil, a.diagnostics) }
    return (model, a.diagnostics)
  }

  /// Parse and check, then the placement diagnostics at the given container (`layoutc check`).
  public static func diagnose(_ file: SourceFile, resolve: ResolveOptions) -> Outcome {
    let a = analyze(file, mode: resolve.mode)
    return Outcome(output: nil, diagnostics: a.ignores.apply((a.diagnostics + placement(a, resolve)).normalized(), in: file), usageError: a.usageError)
  }

  /// The placement diagnostics of an analysed file at the given container (none when it has errors).
  static func placement(_ a: Analysis, _ resolve: ResolveOptions) -> [Diagnostic] {
    var options = resolve
    options.mode = a.mode
    switch a.checked {
    case .compositional(let model)?: return Resolver.placementDiagnostics(model, options: options)
    case .flow(let model)?: return FlowResolver.placementDiagnostics(model, options: options)
    case nil: return []
    }
  }

  /// The diagnostics `layoutc check` prints.
  public static func check(_ file: SourceFile, resolve: ResolveOptions) -> [Diagnostic] {
    diagnose(file, resolve: resolve).diagnostics
  }

  /// `--items N` gives N to every declared section: the total must stay within `Limits.maxItems`.
  static func itemLimit(_ items: ItemCounts, _ checked: CheckedLayout) -> String? {
    let sections: Int
    switch checked {
    case .compositional(let m): sections = m.sections.count
    case .flow(let m): sections = m.sections.count
    }
    let total = items.total(declaredSections: sections)
    guard total > Limits.maxItems else { return nil }
    let each = if case .each(let n) = items { " (\(PlacementDiagnostics.count(Double(n))) for each of the \(sections) sections)" } else { "" }
    return "--items asks for \(PlacementDiagnostics.count(Double(total))) items in all\(each); a build lays out at most \(PlacementDiagnostics.count(Double(Limits.maxItems)))"
  }

  /// The whole pipeline (`layoutc build`).
  public static func build(_ file: SourceFile, options: BuildOptions) -> Outcome {
    let a = analyze(file, mode: options.resolve.mode)
    var outcome = unfilteredBuild(file, options: options, a)
    outcome.diagnostics = a.ignores.apply(outcome.diagnostics, in: file)
    return outcome
  }

  /// `build` before the ignore comments are applied to the placement and emitter diagnostics.
  static func unfilteredBuild(_ file: SourceFile, options: BuildOptions, _ a: Analysis) -> Outcome {
    guard let checked = a.checked else { return Outcome(output: nil, diagnostics: a.diagnostics, usageError: a.usageError) }
    if options.emit != .swift, let tooMany = itemLimit(options.resolve.items, checked) {
      return Outcome(output: nil, diagnostics: a.diagnostics, usageError: tooMany)
    }
    if options.emit == .swift {
      // The Swift does not depend on the container, but its placement diagnostics are still worth
      // showing; limits that stop resolving (an endless fill) stop the build too.
      let all = (a.diagnostics + placement(a, options.resolve)).normalized()
      guard !all.hasErrors else { return Outcome(output: nil, diagnostics: all) }
      let swift = SwiftEmitter.emit(checked, sourcePath: file.name, mode: a.mode, options: options.swift)
      let diagnostics = (all + swift.diagnostics).normalized()
      return Outcome(output: diagnostics.hasErrors ? nil : swift.text, diagnostics: diagnostics)
    }
    var resolveOptions = options.resolve
    resolveOptions.mode = a.mode
    if options.emit == .svg {
      // The picture draws the groups of the items it draws, and no others.
      resolveOptions.includeGroups = true
      resolveOptions.groupsForFirstItems = SVGEmitter.maxDrawnItems
    }
    let layout: ResolvedLayout?
    let placement: [Diagnostic]
    switch checked {
    case .compositional(let model): (layout, placement) = Resolver.resolve(model, options: resolveOptions)
    case .flow(let model): (layout, placement) = FlowResolver.resolve(model, options: resolveOptions)
    }
    let all = (a.diagnostics + placement).normalized()
    guard let layout, !all.hasErrors else { return Outcome(output: nil, diagnostics: all) }
    switch options.emit {
    case .frames: return Outcome(output: FramesJSONEmitter.emit(layout), diagnostics: all)
    case .svg, .swift: return Outcome(output: SVGEmitter.emit(layout), diagnostics: all)
    }
  }
}
