import LayoutEmit
import LayoutSemantics
import LayoutSource
import LayoutSyntax

/// What `build` produces.
public enum EmitKind: String, Sendable, CaseIterable {
  case frames, svg
}

/// Everything a build needs besides the source.
public struct BuildOptions: Sendable {
  public var resolve: ResolveOptions
  public var emit: EmitKind
  public init(resolve: ResolveOptions = ResolveOptions(), emit: EmitKind = .frames) {
    self.resolve = resolve
    self.emit = emit
  }
}

/// The pipeline in one place: parse → check → resolve → emit. Each phase is a pure function of
/// its input; nothing here reads or writes files.
public enum Compilation {
  /// The result of a phase chain: the artefact (if the input allowed one) and every diagnostic.
  public struct Outcome: Sendable {
    public var output: String?
    public var diagnostics: [Diagnostic]
  }

  /// Parse and check, then the placement diagnostics at the given container (`layoutc check`).
  public static func check(_ file: SourceFile, resolve: ResolveOptions) -> [Diagnostic] {
    let (model, diags) = model(file, mode: resolve.mode)
    guard let model else { return diags }
    return (diags + Resolver.placementDiagnostics(model, options: resolve)).normalized()
  }

  /// Parse and check only: the model when there are no errors.
  public static func model(_ file: SourceFile, mode: UIKitMode) -> (LayoutModel?, [Diagnostic]) {
    let (document, syntaxDiags) = Parser.parse(file)
    let checkOptions = CheckOptions(mode: mode, defaultName: CheckOptions.layoutName(fromPath: file.name))
    let (model, checkDiags) = Checker.check(document, in: file, options: checkOptions)
    let all = (syntaxDiags + checkDiags).normalized()
    return (all.hasErrors ? nil : model, all)
  }

  /// The whole pipeline (`layoutc build`).
  public static func build(_ file: SourceFile, options: BuildOptions) -> Outcome {
    let (model, diags) = model(file, mode: options.resolve.mode)
    guard let model else { return Outcome(output: nil, diagnostics: diags) }
    var resolveOptions = options.resolve
    resolveOptions.includeGroups = resolveOptions.includeGroups || options.emit == .svg
    let (layout, placement) = Resolver.resolve(model, options: resolveOptions)
    let all = (diags + placement).normalized()
    guard let layout, !all.hasErrors else { return Outcome(output: nil, diagnostics: all) }
    switch options.emit {
    case .frames: return Outcome(output: FramesJSONEmitter.emit(layout), diagnostics: all)
    case .svg: return Outcome(output: SVGEmitter.emit(layout), diagnostics: all)
    }
  }
}
